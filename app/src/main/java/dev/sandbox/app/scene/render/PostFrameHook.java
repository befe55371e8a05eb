package dev.sandbox.app.scene.render;

import com.jme3.post.SceneProcessor;
import com.jme3.profile.AppProfiler;
import com.jme3.renderer.RenderManager;
import com.jme3.renderer.ViewPort;
import com.jme3.renderer.queue.RenderQueue;

/**
 * A scene processor that only acts once a viewport's frame is finished (to read it back or
 * time it): every other processor callback is empty.
 */
public abstract class PostFrameHook implements SceneProcessor {

    private RenderManager renderManager;

    @Override
    public void initialize(RenderManager rm, ViewPort vp) {
        renderManager = rm;
    }

    @Override
    public void reshape(ViewPort vp, int w, int h) {
    }

    @Override
    public boolean isInitialized() {
        return renderManager != null;
    }

    @Override
    public void preFrame(float tpf) {
    }

    @Override
    public void postQueue(RenderQueue rq) {
    }

    @Override
    public void cleanup() {
    }

    @Override
    public void setProfiler(AppProfiler profiler) {
    }

    /** @return the render manager, once initialized */
    protected RenderManager renderManager() {
        return renderManager;
    }
}
