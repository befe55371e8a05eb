package dev.sandbox.app;

import dev.sandbox.app.core.report.CrashFile;
import dev.sandbox.app.core.settings.SandboxHome;
import dev.sandbox.app.feature.replay.ReplayRecorderState;
import dev.sandbox.app.session.DrivingState;
import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Gathers what a crash file holds from the running sandbox and writes it in the state folder. */
final class Crashes {

    private Crashes() {
    }

    /**
     * @param line what failed, in one line
     * @param t the failure, or null
     * @param openGl the OpenGL renderer and version
     * @param driving the drive loop, or null before it exists
     * @param tape the replay recorder, whose tape holds the recent inputs, or null
     * @return the crash file, or null when it could not be written (one line says why)
     */
    static Path write(String line, Throwable t, String openGl, DrivingState driving, ReplayRecorderState tape) {
        Map<String, String> facts = new LinkedHashMap<>();
        facts.put("java", CrashFile.javaVersion());
        facts.put("os", CrashFile.operatingSystem());
        facts.put("opengl", openGl);
        facts.put("vehicle", driving == null || driving.spec() == null ? "none" : driving.spec().id());
        List<String> inputs;
        try {
            inputs = tape == null ? List.of() : tape.recentInputs(CrashFile.RECENT_INPUTS_S);
        } catch (RuntimeException e) {
            inputs = List.of("(the tape could not be read: " + e + ")");
        }
        try {
            return CrashFile.write(SandboxHome.stateDir(), LocalDateTime.now(), line, t, facts, inputs);
        } catch (IOException | RuntimeException e) {
            System.err.println("driving-sandbox: no crash file: " + e.getMessage());
            return null;
        }
    }

    /**
     * Asked on the render thread once the window's context is current.
     *
     * @param headless true when there is no OpenGL context
     * @return the OpenGL renderer and version, or why there is none
     */
    static String describeOpenGl(boolean headless) {
        if (headless) {
            return "none (headless)";
        }
        try {
            return org.lwjgl.opengl.GL11.glGetString(org.lwjgl.opengl.GL11.GL_RENDERER) + ", OpenGL "
                    + org.lwjgl.opengl.GL11.glGetString(org.lwjgl.opengl.GL11.GL_VERSION);
        } catch (RuntimeException | LinkageError e) {
            return "unknown (" + e.getClass().getSimpleName() + ")";
        }
    }
}
