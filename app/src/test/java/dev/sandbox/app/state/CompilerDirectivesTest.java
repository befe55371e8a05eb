package dev.sandbox.app.state;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The running JVM takes the directive that keeps Lemur from its optimising compiler, as jcmd would show it. */
class CompilerDirectivesTest {

    @Test
    void theJvmKeepsLemurFromC2() {
        assertTrue(CompilerDirectives.install(), "the JVM took the directive");
        String printed = CompilerDirectives.print();
        int at = printed.indexOf("matching: com/simsilica/lemur/*.*");
        assertTrue(at >= 0, printed);
        int next = printed.indexOf("\nDirective", at);
        String ours = printed.substring(at, next < 0 ? printed.length() : next);
        String c1 = ours.substring(ours.indexOf("c1 directives"), ours.indexOf("c2 directives"));
        String c2 = ours.substring(ours.indexOf("c2 directives"));
        assertTrue(c2.contains("Exclude:true"), "C2 excluded: " + ours);
        assertTrue(c1.contains("Exclude:false"), "C1 still compiles it: " + ours);
    }
}
