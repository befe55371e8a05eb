package dev.sandbox.app;

import com.jme3.renderer.Renderer;
import dev.sandbox.app.core.settings.GraphicsQuality;
import dev.sandbox.app.core.settings.GraphicsSettings;
import dev.sandbox.app.scene.render.GlRendererName;
import java.io.IOException;
import java.util.function.Consumer;

/**
 * The first start on a machine (no {@code graphics.quality} in the settings file): the graphics
 * preset is chosen from the OpenGL renderer ({@link GraphicsQuality#forRenderer}), saved, and said
 * in one line. When its multisampling differs from the window's, the window is restarted with it,
 * as the settings screen does. A headless run has no renderer to ask.
 */
final class FirstStartPreset {

    private FirstStartPreset() {
    }

    /**
     * @param graphics the settings
     * @param renderer the window's renderer
     * @param windowSamples the window's multisampling (samples per pixel)
     * @param applyDisplay restarts the window with changed display settings
     */
    static void choose(GraphicsSettings graphics, Renderer renderer, int windowSamples,
            Consumer<GraphicsSettings> applyDisplay) {
        if (graphics.saved("graphics.quality")) {
            return;
        }
        String name = GlRendererName.of(renderer);
        if (name == null) {
            return;
        }
        GraphicsQuality chosen = GraphicsQuality.forRenderer(name);
        graphics.choose("graphics.quality", chosen.key());
        String where;
        try {
            graphics.save();
            where = "graphics.quality in " + graphics.file();
        } catch (IOException e) {
            where = "not saved: " + e.getMessage();
        }
        System.err.println("driving-sandbox: graphics preset " + chosen.key() + " for the renderer '" + name + "' ("
                + where + ")");
        if (graphics.msaa() != windowSamples) {
            applyDisplay.accept(graphics);
        }
    }
}
