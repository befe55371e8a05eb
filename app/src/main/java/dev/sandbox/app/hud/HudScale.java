package dev.sandbox.app.hud;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import dev.sandbox.app.SandboxApp;

/**
 * Fits the HUD to the window: the HUD's screen features lay themselves out on a virtual screen
 * of {@link #width} x {@link #height} units, and the GUI node is scaled so that virtual screen
 * fills the window. At 1280x720 a unit is a pixel; larger windows scale the HUD up with the
 * window (so it keeps its share of a 4K screen); smaller ones scale it down just enough that the
 * telemetry panel, strip charts, dials, pedal box and g-g diagram, laid out for at least
 * {@link #MIN_W} x {@link #MIN_H} units, do not overlap. The player's {@code hud.scale} setting
 * multiplies the result.
 */
public final class HudScale extends BaseAppState {

    /** The size the HUD is designed at (in pixels). */
    public static final float DESIGN_W = 1280;
    /** The size the HUD is designed at (in pixels). */
    public static final float DESIGN_H = 720;
    /** The smallest virtual screen on which the HUD's parts do not overlap (in units). */
    public static final float MIN_W = 1100;
    /** The smallest virtual screen on which the HUD's parts do not overlap (in units). */
    public static final float MIN_H = 700;

    private int seenW;
    private int seenH;
    private float seenUser;

    /**
     * @param w window width (in pixels)
     * @param h window height (in pixels)
     * @param user the player's HUD scale (1 = as designed)
     * @return pixels per HUD unit
     */
    public static float factor(int w, int h, float user) {
        float fit = w >= DESIGN_W && h >= DESIGN_H ? Math.min(w / DESIGN_W, h / DESIGN_H)
                : Math.min(1f, Math.min(w / MIN_W, h / MIN_H));
        return fit * user;
    }

    /** @return pixels per HUD unit in this application now */
    public static float factor(Application app) {
        float user = app instanceof SandboxApp s ? s.graphics().hudScale() : 1f;
        return factor(app.getCamera().getWidth(), app.getCamera().getHeight(), user);
    }

    /** @return the width of the HUD's virtual screen (in units) */
    public static float width(Application app) {
        return app.getCamera().getWidth() / factor(app);
    }

    /** @return the height of the HUD's virtual screen (in units) */
    public static float height(Application app) {
        return app.getCamera().getHeight() / factor(app);
    }

    @Override
    public void update(float tpf) {
        Application app = getApplication();
        int w = app.getCamera().getWidth();
        int h = app.getCamera().getHeight();
        float user = app instanceof SandboxApp s ? s.graphics().hudScale() : 1f;
        if (w != seenW || h != seenH || user != seenUser) {
            seenW = w;
            seenH = h;
            seenUser = user;
            ((SimpleApplication) app).getGuiNode().setLocalScale(factor(w, h, user));
        }
    }

    @Override
    protected void initialize(Application app) {
        update(0);
    }

    @Override
    protected void cleanup(Application app) {
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }
}
