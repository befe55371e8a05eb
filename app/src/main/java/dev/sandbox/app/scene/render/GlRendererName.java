package dev.sandbox.app.scene.render;

import com.jme3.renderer.Renderer;
import com.jme3.renderer.lwjgl.LwjglGL;
import com.jme3.renderer.opengl.GL;
import com.jme3.renderer.opengl.GLRenderer;

/** The OpenGL driver's name for the renderer it draws with (GL_RENDERER), through jME's GL binding. */
public final class GlRendererName {

    private GlRendererName() {
    }

    /**
     * Asks the current OpenGL context; call it on the render thread.
     *
     * @param renderer the application's renderer
     * @return GL_RENDERER ("llvmpipe (LLVM 15.0.6, 256 bits)", "NVIDIA H200/PCIe/SSE2"...), or
     *     null when the renderer draws nothing (a headless run)
     */
    public static String of(Renderer renderer) {
        if (!(renderer instanceof GLRenderer)) {
            return null;
        }
        return new LwjglGL().glGetString(GL.GL_RENDERER);
    }
}
