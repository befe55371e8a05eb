package dev.sandbox.physics.replay;

import dev.sandbox.physics.io.InputFiles;
import dev.sandbox.physics.spec.SpecException;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/** The text of a vehicle's spec file, which a replay file carries so it replays the same vehicle. */
public final class SpecText {

    private SpecText() {
    }

    /**
     * @param id a shipped vehicle id
     * @return its spec file's text (module assets, {@code vehicles/ID.yaml})
     * @throws SpecException when it is missing
     */
    public static String shipped(String id) {
        String name = "vehicles/" + id + ".yaml";
        ClassLoader cl = Thread.currentThread().getContextClassLoader();
        try (InputStream in = (cl != null ? cl : SpecText.class.getClassLoader()).getResourceAsStream(name)) {
            if (in == null) {
                throw new SpecException("The spec file " + name + " is missing from the classpath (module assets).");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new SpecException(name + " cannot be read: " + e.getMessage(), e);
        }
    }

    /**
     * @param file a player's spec file
     * @return its text
     * @throws SpecException when it cannot be read
     */
    public static String of(Path file) {
        try {
            return new String(InputFiles.readBytes(file, VehicleSpecs.MAX_FILE_BYTES, "spec file"), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new SpecException(file + " cannot be read: " + e.getMessage(), e);
        }
    }
}
