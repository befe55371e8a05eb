package dev.sandbox.app.session;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import dev.sandbox.app.core.settings.GraphicsSettings;

/**
 * Fits the HUD to the window: the HUD's screen features lay themselves out on a virtual screen
 * of {@link #width} x {@link #height} units, and the GUI node is scaled so that virtual screen
 * fills the window. At 1280x720 a unit is a pixel; larger windows scale the HUD up with the
 * window (so it keeps its share of a 4K screen); smaller ones scale it down just enough that the
 * telemetry panel, strip charts, dials, pedal box and g-g diagram, laid out for at least
 * {@link #MIN_W} x {@link #MIN_H} units, do not overlap. The player's {@code hud.scale} setting
 * multiplies the result. Whatever the window and the player's scale, the HUD shrinks further
 * when the panels open at once need more room than that ({@link HudLayout} measures it: the
 * telemetry view and a replay's controls together), so no two panels overlap and none leaves
 * the window. This is the HUD's only scale: the GUI node's.
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

    private final GraphicsSettings graphics;
    private float shown;

    /** @param graphics the display settings, whose {@code hud.scale} is the player's HUD scale */
    public HudScale(GraphicsSettings graphics) {
        this.graphics = graphics;
    }

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

    /**
     * @param w window width (in pixels)
     * @param h window height (in pixels)
     * @param user the player's HUD scale (1 = as designed)
     * @param neededW the least width the panels shown need (in HUD units)
     * @param neededH the least height the panels shown need (in HUD units)
     * @return pixels per HUD unit: {@link #factor(int, int, float)}, less where the panels need more room
     */
    public static float factor(int w, int h, float user, float neededW, float neededH) {
        float f = factor(w, h, user);
        if (neededW > 0 && w / f < neededW) {
            f = w / neededW;
        }
        if (neededH > 0 && h / f < neededH) {
            f = h / neededH;
        }
        return f;
    }

    /** @return pixels per HUD unit in the window now */
    public float factor() {
        Application app = getApplication();
        float user = graphics.hudScale();
        HudLayout layout = getState(HudLayout.class);
        return layout == null ? factor(app.getCamera().getWidth(), app.getCamera().getHeight(), user)
                : factor(app.getCamera().getWidth(), app.getCamera().getHeight(), user, layout.neededWidth(),
                        layout.neededHeight());
    }

    /** @return the width of the HUD's virtual screen (in units) */
    public float width() {
        return getApplication().getCamera().getWidth() / factor();
    }

    /** @return the height of the HUD's virtual screen (in units) */
    public float height() {
        return getApplication().getCamera().getHeight() / factor();
    }

    @Override
    public void update(float tpf) {
        float f = factor();
        if (f != shown) {
            shown = f;
            ((SimpleApplication) getApplication()).getGuiNode().setLocalScale(f);
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
