package dev.sandbox.app.feature.hud;

import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.HAlignment;
import com.simsilica.lemur.Insets3f;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.component.SpringGridLayout;
import dev.sandbox.app.scene.gui.HudStyle;

/**
 * A small table of numbers for the HUD: a row of Lemur labels, one per column, each holding
 * all the rows of its column as lines; name columns are aligned left, value columns right.
 * Columns have fixed widths, so changing numbers never moves the layout.
 */
final class TextTable {

    /** Space after a value column that another column follows (in pixels). */
    private static final float GAP = 14;

    private final Container container;
    private final Label[] columns;
    private final StringBuilder sb = new StringBuilder(256);

    /**
     * @param size font size (in pixels)
     * @param widths column widths (in pixels); even columns are names (left-aligned, dim),
     *     odd columns values (right-aligned)
     * @param rows lines per column
     */
    TextTable(float size, float[] widths, int rows) {
        container = new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.None));
        container.setBackground(null);
        columns = new Label[widths.length];
        float lineH = size * 21f / 17f;
        for (int i = 0; i < widths.length; i++) {
            boolean value = i % 2 == 1;
            Label l = HudStyle.label("", size, value ? HudStyle.TEXT : HudStyle.DIM, value ? HAlignment.Right : HAlignment.Left);
            l.setPreferredSize(new Vector3f(widths[i], rows * lineH + 2, 0));
            if (value && i < widths.length - 1) {
                l.setInsets(new Insets3f(0, 0, 0, GAP));
            }
            columns[i] = container.addChild(l, 0, i);
        }
    }

    /** @return the table's container */
    Container container() {
        return container;
    }

    /**
     * @param column column index
     * @param lines the column's lines
     */
    void set(int column, String... lines) {
        sb.setLength(0);
        for (int i = 0; i < lines.length; i++) {
            if (i > 0) {
                sb.append('\n');
            }
            sb.append(lines[i]);
        }
        columns[column].setText(sb.toString());
    }

    /**
     * @param column column index
     * @param color its text colour
     */
    void setColor(int column, ColorRGBA color) {
        columns[column].setColor(color);
    }
}
