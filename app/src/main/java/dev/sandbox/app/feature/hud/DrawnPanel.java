package dev.sandbox.app.feature.hud;

import com.jme3.math.Vector3f;
import com.jme3.scene.Node;
import com.simsilica.lemur.Panel;
import com.simsilica.lemur.core.AbstractGuiControlListener;
import com.simsilica.lemur.core.GuiControl;

/**
 * A Lemur element for content the HUD draws itself (dials, bars, charts, diagrams): its
 * preferred size is the drawing's size, so a layout places it like any label, and the drawing
 * hangs from {@link #content()}, whose origin stays at the element's lower-left corner
 * (y up, as drawing code expects) however the layout sizes the element.
 */
final class DrawnPanel extends Panel {

    private final Node content;

    /**
     * @param name name of the element (its content node is named after it)
     * @param width width of the drawing (in HUD units)
     * @param height height of the drawing (in HUD units)
     */
    DrawnPanel(String name, float width, float height) {
        setName(name);
        setBackground(null);
        setPreferredSize(new Vector3f(width, height, 0));
        content = new Node(name + "-drawing");
        content.setLocalTranslation(0, -height, 0);
        attachChild(content);
        getControl(GuiControl.class).addListener(new AbstractGuiControlListener() {
            @Override
            public void reshape(GuiControl source, Vector3f pos, Vector3f size) {
                content.setLocalTranslation(0, -size.y, 0);
            }
        });
    }

    /** @return the node to draw under: origin at the element's lower-left corner, y up (HUD units) */
    Node content() {
        return content;
    }
}
