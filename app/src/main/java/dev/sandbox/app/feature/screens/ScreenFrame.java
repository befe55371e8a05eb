package dev.sandbox.app.feature.screens;

import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Button;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.component.InsetsComponent;
import com.simsilica.lemur.component.QuadBackgroundComponent;
import com.simsilica.lemur.component.SpringGridLayout;
import dev.sandbox.app.scene.gui.HudStyle;

/**
 * The look the screens share: a window with a title, headings, rows and buttons, all laid out by
 * Lemur's containers; the window is placed in the middle of the HUD's virtual screen, shrunk to
 * fit when the screen is smaller than it.
 */
final class ScreenFrame {

    /** Window background. */
    static final ColorRGBA WINDOW = new ColorRGBA(0.05f, 0.07f, 0.1f, 0.94f);
    /** Button background. */
    static final ColorRGBA BUTTON = new ColorRGBA(0.2f, 0.26f, 0.34f, 1f);
    /** Background of the button for the choice in force (a selected tab). */
    static final ColorRGBA SELECTED = new ColorRGBA(0.16f, 0.45f, 0.7f, 1f);
    /** Title text size (in HUD units). */
    static final float TITLE = 24f;
    /** Heading text size. */
    static final float HEADING = 18f;
    /** Row text size. */
    static final float ROW = 15f;
    /** Margin kept free around a window (in HUD units). */
    static final float MARGIN = 12f;

    private ScreenFrame() {
    }

    /**
     * @param title the window's title
     * @param subtitle a line under it (dimmer), or null
     * @return a window laid out top to bottom
     */
    static Container window(String title, String subtitle) {
        Container w = new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.Even));
        w.setBackground(new QuadBackgroundComponent(WINDOW.clone()));
        w.setInsets(new com.simsilica.lemur.Insets3f(10, 14, 10, 14));
        w.addChild(HudStyle.label(title, TITLE, ColorRGBA.White));
        if (subtitle != null) {
            w.addChild(HudStyle.label(subtitle, HudStyle.SMALL, HudStyle.DIM));
        }
        return w;
    }

    /** @return a heading label with some room above it */
    static Label heading(String text) {
        Label l = HudStyle.label(text, HEADING, HudStyle.SPEED);
        l.setInsetsComponent(new InsetsComponent(8, 0, 2, 0));
        return l;
    }

    /** @return a row label (a setting's or a function's name) */
    static Label name(String text) {
        Label l = HudStyle.label(text, ROW, HudStyle.TEXT);
        l.setInsetsComponent(new InsetsComponent(2, 0, 2, 12));
        return l;
    }

    /** @return a value label (dimmer) */
    static Label value(String text) {
        Label l = HudStyle.label(text, ROW, HudStyle.CYAN);
        l.setInsetsComponent(new InsetsComponent(2, 8, 2, 8));
        return l;
    }

    /**
     * @param text the button's text
     * @param action what a click does
     * @return a button with a visible face
     */
    static Button button(String text, Runnable action) {
        Button b = new Button(text);
        b.setFontSize(ROW);
        b.setColor(ColorRGBA.White);
        b.setBackground(new QuadBackgroundComponent(BUTTON.clone()));
        b.setInsets(new com.simsilica.lemur.Insets3f(2, 2, 2, 2));
        b.setInsetsComponent(new InsetsComponent(3, 8, 3, 8));
        b.addClickCommands(src -> action.run());
        return b;
    }

    /** @param b a button to mark as the choice in force, or not */
    static void select(Button b, boolean selected) {
        ((QuadBackgroundComponent) b.getBackground()).setColor((selected ? SELECTED : BUTTON).clone());
    }

    /** @return a container laying its children out left to right */
    static Container row() {
        return new Container(new SpringGridLayout(Axis.X, Axis.Y, FillMode.None, FillMode.Even));
    }

    /**
     * Puts a window in the middle of the HUD's virtual screen, shrunk (never grown) to fit it
     * with a margin.
     *
     * @param window the window
     * @param screenW the HUD's virtual width (in units)
     * @param screenH the HUD's virtual height (in units)
     * @param z depth above the HUD
     */
    static void place(Container window, float screenW, float screenH, float z) {
        window.setLocalScale(1f);
        Vector3f size = window.getPreferredSize();
        float scale = Math.min(1f, Math.min((screenW - 2 * MARGIN) / size.x, (screenH - 2 * MARGIN) / size.y));
        window.setLocalScale(scale);
        window.setLocalTranslation((screenW - size.x * scale) / 2, (screenH + size.y * scale) / 2, z);
    }
}
