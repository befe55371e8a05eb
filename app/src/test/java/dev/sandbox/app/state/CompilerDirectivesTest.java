package dev.sandbox.app.state;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The running JVM takes the directives that keep Lemur and the shadow's update from its optimising compiler, as jcmd would show them. */
class CompilerDirectivesTest {

    @Test
    void theJvmKeepsLemurAndTheShadowsUpdateFromC2() {
        assertTrue(CompilerDirectives.install(), "the JVM took the directives");
        String printed = CompilerDirectives.print();
        for (String match : new String[] {"com/simsilica/lemur/*.*", "dev/sandbox/app/render/PlanarShadow.update"}) {
            int at = printed.indexOf("matching: " + match);
            assertTrue(at >= 0, match + " in " + printed);
            int next = printed.indexOf("\nDirective", at);
            String ours = printed.substring(at, next < 0 ? printed.length() : next);
            String c1 = ours.substring(ours.indexOf("c1 directives"), ours.indexOf("c2 directives"));
            String c2 = ours.substring(ours.indexOf("c2 directives"));
            assertTrue(c2.contains("Exclude:true"), "C2 excluded: " + ours);
            assertTrue(c1.contains("Exclude:false"), "C1 still compiles it: " + ours);
        }
    }
}
