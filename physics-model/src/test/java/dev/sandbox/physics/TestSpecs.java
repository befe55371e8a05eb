package dev.sandbox.physics;

import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Helpers for tests that need a shipped spec file's text or a variant of it. */
public final class TestSpecs {

    private TestSpecs() {
    }

    /** @return the text of a shipped spec file */
    public static String text(String id) {
        try (InputStream in = TestSpecs.class.getClassLoader().getResourceAsStream("vehicles/" + id + ".yaml")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * @param id shipped vehicle
     * @param find a line fragment of its spec file
     * @param replace what to put instead
     * @return the spec parsed from the edited text
     */
    public static VehicleSpec variant(String id, String find, String replace) {
        String t = text(id);
        if (!t.contains(find)) {
            throw new IllegalArgumentException("'" + find + "' is not in " + id + ".yaml");
        }
        return VehicleSpecs.parse(id + "-variant.yaml", t.replace(find, replace).getBytes(StandardCharsets.UTF_8));
    }
}
