package dev.sandbox.app.scene.gui;

import com.jme3.math.ColorRGBA;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.HAlignment;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.component.QuadBackgroundComponent;

/**
 * The HUD's look in one place: its colours, text sizes, and small factories for the Lemur
 * labels and panels every screen feature uses.
 */
public final class HudStyle {

    /** Colour of the digital speed read-out (the screenshot tests look for it). */
    public static final ColorRGBA SPEED = new ColorRGBA(1f, 0.82f, 0.1f, 1f);
    /** Panel background. */
    public static final ColorRGBA PANEL = new ColorRGBA(0.02f, 0.03f, 0.05f, 0.62f);
    /**
     * Background of the large telemetry panels: opaque, so the scene need not be drawn behind
     * them (the HUD's occluders keep it out); the colour of {@link #PANEL} over a mid-grey landscape.
     */
    public static final ColorRGBA OPAQUE_PANEL = new ColorRGBA(0.10f, 0.11f, 0.13f, 1f);
    /**
     * Dial face: opaque, so the scene need not be drawn behind it (the HUD's occluders keep it
     * out); a dark instrument face, a little darker than {@link #OPAQUE_PANEL}.
     */
    public static final ColorRGBA DIAL = new ColorRGBA(0.06f, 0.07f, 0.09f, 1f);
    /** Ordinary text and ticks. */
    public static final ColorRGBA TEXT = new ColorRGBA(0.92f, 0.94f, 0.96f, 1f);
    /** Secondary text (names, units). */
    public static final ColorRGBA DIM = new ColorRGBA(0.62f, 0.67f, 0.72f, 1f);
    /** Red: redline zone, brake, severe warnings. */
    public static final ColorRGBA RED = new ColorRGBA(0.93f, 0.13f, 0.1f, 1f);
    /** Amber: cautions, countersteer, near the limit. */
    public static final ColorRGBA AMBER = new ColorRGBA(1f, 0.6f, 0.05f, 1f);
    /** Green: throttle, tyre force well inside its limit. */
    public static final ColorRGBA GREEN = new ColorRGBA(0.25f, 0.85f, 0.3f, 1f);
    /** Cyan: actual angles, velocities, second traces. */
    public static final ColorRGBA CYAN = new ColorRGBA(0.2f, 0.85f, 1f, 1f);
    /** Blue: clutch. */
    public static final ColorRGBA BLUE = new ColorRGBA(0.3f, 0.5f, 1f, 1f);
    /** Magenta: tyre force vectors (distinct from everything in the world). */
    public static final ColorRGBA MAGENTA = new ColorRGBA(1f, 0.15f, 0.95f, 1f);
    /** Orange: a tyre's or the vehicle's grip limit (friction ellipses, g-g limit). */
    public static final ColorRGBA LIMIT = new ColorRGBA(1f, 0.6f, 0.05f, 0.9f);
    /** Faint grid lines. */
    public static final ColorRGBA GRID = new ColorRGBA(1f, 1f, 1f, 0.16f);
    /** Bar and scale backgrounds. */
    public static final ColorRGBA TRACK = new ColorRGBA(1f, 1f, 1f, 0.14f);

    /** Small text (tables, chart titles), in pixels. */
    public static final float SMALL = 14f;
    /** Normal text, in pixels. */
    public static final float NORMAL = 17f;

    private HudStyle() {
    }

    /**
     * @param text initial text
     * @param size font size (in pixels)
     * @param color text colour
     * @return a label without background
     */
    public static Label label(String text, float size, ColorRGBA color) {
        Label l = new Label(text);
        l.setFontSize(size);
        l.setColor(color);
        return l;
    }

    /**
     * @param text initial text
     * @param size font size (in pixels)
     * @param color text colour
     * @param align horizontal alignment inside its space
     * @return a label without background
     */
    public static Label label(String text, float size, ColorRGBA color, HAlignment align) {
        Label l = label(text, size, color);
        l.setTextHAlignment(align);
        return l;
    }

    /** @return an empty container with the opaque background of the telemetry panels */
    public static Container opaquePanel() {
        Container c = panel();
        c.setBackground(new QuadBackgroundComponent(OPAQUE_PANEL.clone()));
        return c;
    }

    /** @return an empty container with the HUD's translucent background */
    public static Container panel() {
        Container c = new Container();
        c.setBackground(new QuadBackgroundComponent(PANEL.clone()));
        return c;
    }

    /**
     * @param utilisation force over its limit (0..1 and beyond)
     * @return green well inside, amber near, red at the limit
     */
    public static ColorRGBA utilisationColor(double utilisation) {
        return utilisation < 0.7 ? GREEN : utilisation < 0.95 ? AMBER : RED;
    }
}
