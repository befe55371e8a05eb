package dev.sandbox.app.session;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.math.Vector3f;
import com.jme3.renderer.RenderManager;
import com.jme3.scene.Node;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.Insets3f;
import com.simsilica.lemur.Panel;
import com.simsilica.lemur.component.BorderLayout;
import com.simsilica.lemur.component.SpringGridLayout;
import com.simsilica.lemur.core.GuiControl;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Where the HUD's panels sit: every screen feature hands its panels to one of a few
 * {@link Anchor}s, each a Lemur column that stacks its panels top to bottom at their preferred
 * sizes; this state only pins the columns to the edges and corners of the HUD's virtual screen
 * (the GUI node's scale, the single UI scale) and pins them again when the window or a column's
 * size changes. Across the top runs a bar (a {@link BorderLayout}) with the status line at its
 * left end and the recorder at its right; the other top columns start below it. Across the
 * bottom runs a second bar, empty but for the replay's controls while a replay is open; the
 * bottom corners' columns stand on it.
 */
public final class HudLayout extends PlainState {

    /** Distance of every column from the screen's edges (in HUD units). */
    public static final float MARGIN = 8;
    /** Space below each panel in a column (in HUD units). */
    public static final float GAP = 4;

    /** A place on the screen that holds a column of panels. */
    public enum Anchor {
        /** The top bar's left end (the status line). */
        BAR_LEFT(-1),
        /** The top bar's right end (the recorder). */
        BAR_RIGHT(1),
        /** Below the bar, at the left edge (the telemetry panel). */
        TOP_LEFT(-1),
        /** Below the bar, centred (warnings, the test pad's board, the force arrows' legend). */
        TOP(0),
        /** Below the bar, at the right edge (the strip charts). */
        TOP_RIGHT(1),
        /** The lower left corner (the instruments). */
        BOTTOM_LEFT(-1),
        /** The lower right corner (the assists, the g-g diagram). */
        BOTTOM_RIGHT(1),
        /** The bottom bar, the screen's full width (the replay's controls). */
        BOTTOM_BAR(0),
        /** The middle of the screen (the help overlay). */
        CENTER(0);

        /** -1: panels aligned left in the column, 0: stretched to its width, 1: aligned right. */
        final int align;

        Anchor(int align) {
            this.align = align;
        }
    }

    /** A panel in a column: its place in the order and the row that aligns it. */
    private record Entry(Panel panel, int order, Container row) {
    }

    private final Node root = new Node("hud-layout");
    private final Container bar = new Container(new BorderLayout());
    private final Container bottomBar = new Container(new BorderLayout());
    private final Map<Anchor, Container> columns = new EnumMap<>(Anchor.class);
    private final Map<Anchor, List<Entry>> entries = new EnumMap<>(Anchor.class);
    private final Vector3f natural = new Vector3f();
    private final Vector3f place = new Vector3f();
    private float neededW;
    private float neededH;

    /** Builds the empty columns (Lemur must be initialised). */
    public HudLayout() {
        bar.setBackground(null);
        for (Anchor a : Anchor.values()) {
            Container c = new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.Even));
            c.setBackground(null);
            columns.put(a, c);
            entries.put(a, new ArrayList<>());
        }
        bar.addChild(columns.get(Anchor.BAR_LEFT), BorderLayout.Position.West);
        bar.addChild(columns.get(Anchor.BAR_RIGHT), BorderLayout.Position.East);
        root.attachChild(bar);
        bottomBar.setBackground(null);
        bottomBar.addChild(columns.get(Anchor.BOTTOM_BAR), BorderLayout.Position.Center);
        root.attachChild(bottomBar);
        for (Anchor a : Anchor.values()) {
            if (!inBar(a)) {
                root.attachChild(columns.get(a));
            }
        }
        columns.get(Anchor.CENTER).setLocalTranslation(0, 0, 50); // over every other panel
    }

    /**
     * Shows a panel in a column (again at the same place if it is there already).
     *
     * @param anchor the column
     * @param panel the panel
     * @param order its place in the column, top to bottom (lower first)
     */
    public void show(Anchor anchor, Panel panel, int order) {
        List<Entry> list = entries.get(anchor);
        for (Entry e : list) {
            if (e.panel() == panel && e.order() == order) {
                return;
            }
        }
        hide(panel);
        Container row;
        if (anchor.align == 0) {
            row = new Container(new SpringGridLayout(Axis.X, Axis.Y, FillMode.Even, FillMode.None));
            row.addChild(panel);
        } else {
            Panel spring = new Panel();
            spring.setBackground(null);
            spring.setPreferredSize(new Vector3f(0, 0, 0));
            row = new Container(new SpringGridLayout(Axis.X, Axis.Y, anchor.align < 0 ? FillMode.Last : FillMode.First,
                    FillMode.None));
            if (anchor.align < 0) {
                row.addChild(panel);
                row.addChild(spring);
            } else {
                row.addChild(spring);
                row.addChild(panel);
            }
        }
        row.setBackground(null);
        if (anchor == Anchor.BOTTOM_LEFT || anchor == Anchor.BOTTOM_RIGHT) {
            row.setInsets(new Insets3f(GAP, 0, 0, 0));
        } else if (!inBar(anchor)) {
            row.setInsets(new Insets3f(0, 0, GAP, 0));
        }
        list.add(new Entry(panel, order, row));
        list.sort(Comparator.comparingInt(Entry::order));
        Container column = columns.get(anchor);
        column.clearChildren();
        for (Entry e : list) {
            column.addChild(e.row());
        }
    }

    /** @param panel a panel to take off the screen (nothing happens if it is not shown) */
    public void hide(Panel panel) {
        for (Map.Entry<Anchor, List<Entry>> column : entries.entrySet()) {
            for (Entry e : column.getValue()) {
                if (e.panel() == panel) {
                    column.getValue().remove(e);
                    e.row().removeChild(panel);
                    columns.get(column.getKey()).removeChild(e.row());
                    return;
                }
            }
        }
    }

    /** @return every panel shown now, column by column (a check measures them) */
    public List<Panel> shown() {
        List<Panel> all = new ArrayList<>();
        entries.values().forEach(list -> list.forEach(e -> all.add(e.panel())));
        return all;
    }

    /**
     * Pins the columns to the screen after this frame's layout (Lemur sizes each column to its
     * preferred size while the GUI node updates), so a panel that appears or grows in this
     * frame is drawn at its place in this frame.
     */
    @Override
    public void render(RenderManager rm) {
        Application app = getApplication();
        // the HUD's virtual screen: the window in units of the GUI node's scale, the HUD's one scale
        float unit = ((SimpleApplication) app).getGuiNode().getLocalScale().x;
        float w = app.getCamera().getWidth() / unit;
        float h = app.getCamera().getHeight() / unit;
        float barH = fitWidth(bar, w - 2 * MARGIN);
        float bottomH = fitWidth(bottomBar, w - 2 * MARGIN);
        pin(bar, MARGIN, h - MARGIN);
        pin(bottomBar, MARGIN, MARGIN + bottomH);
        float top = h - MARGIN - barH - (barH > 0 ? GAP : 0);
        float bottom = MARGIN + bottomH + (bottomH > 0 ? GAP : 0);
        measureNeeds(h - top + bottom);
        for (Anchor a : Anchor.values()) {
            Container c = columns.get(a);
            Vector3f size = c.getSize();
            switch (a) {
                case BAR_LEFT, BAR_RIGHT, BOTTOM_BAR -> { } // the bars lay them out
                case TOP_LEFT -> pin(c, MARGIN, top);
                case TOP -> pin(c, (w - size.x) / 2, top);
                case TOP_RIGHT -> pin(c, w - MARGIN - size.x, top);
                case BOTTOM_LEFT -> pin(c, MARGIN, bottom + size.y);
                case BOTTOM_RIGHT -> pin(c, w - MARGIN - size.x, bottom + size.y);
                case CENTER -> pin(c, (w - size.x) / 2, (h + size.y) / 2);
            }
        }
        // measuring a label may rebuild its glyphs: bring the GUI's transforms and bounds up to
        // date for drawing (nothing is done where nothing changed)
        ((SimpleApplication) app).getGuiNode().updateGeometricState();
    }

    /**
     * The smallest virtual screen on which the columns, at their sizes now, stay apart and on
     * the screen: the top columns side by side (the centred one with room for the wider corner
     * on each side), the bottom corners side by side, and from top to bottom the bars with the
     * columns of each side between them (the centre's with the taller bottom corner, which may
     * reach under it). The HUD's scale shrinks the HUD to fit it.
     *
     * @param bars the height the bars and their gaps take with the margins (in HUD units)
     */
    private void measureNeeds(float bars) {
        Vector3f tl = columns.get(Anchor.TOP_LEFT).getSize();
        Vector3f t = columns.get(Anchor.TOP).getSize();
        Vector3f tr = columns.get(Anchor.TOP_RIGHT).getSize();
        Vector3f bl = columns.get(Anchor.BOTTOM_LEFT).getSize();
        Vector3f br = columns.get(Anchor.BOTTOM_RIGHT).getSize();
        Vector3f c = columns.get(Anchor.CENTER).getSize();
        Vector3f barL = columns.get(Anchor.BAR_LEFT).getSize();
        Vector3f barR = columns.get(Anchor.BAR_RIGHT).getSize();
        neededW = Math.max(Math.max(t.x + 2 * Math.max(tl.x, tr.x) + 2 * GAP, bl.x + br.x + GAP),
                Math.max(barL.x + barR.x + GAP, c.x)) + 2 * MARGIN;
        neededH = Math.max(Math.max(tl.y + bl.y, tr.y + br.y), t.y + Math.max(bl.y, br.y)) + bars;
        neededH = Math.max(neededH, c.y + 2 * MARGIN);
    }

    /** @return the width of the smallest virtual screen the HUD's panels fit on now (in HUD units) */
    float neededWidth() {
        return neededW;
    }

    /** @return the height of the smallest virtual screen the HUD's panels fit on now (in HUD units) */
    float neededHeight() {
        return neededH;
    }

    /**
     * Makes a bar as wide as asked and as high as its content.
     *
     * @return the bar's height now (in HUD units)
     */
    private float fitWidth(Container b, float width) {
        b.getLayout().calculatePreferredSize(natural.set(0, 0, 0));
        float height = (float) Math.ceil(natural.y);
        Vector3f now = b.getPreferredSize();
        if (now.x != width || now.y != height) {
            b.setPreferredSize(new Vector3f(width, height, 0));
            b.getControl(GuiControl.class).setSize(new Vector3f(width, height, 0)); // laid out for this frame
        }
        return height;
    }

    /** Places a column's top-left corner at whole units (the same place leaves it untouched). */
    private void pin(Container c, float x, float y) {
        place.set(Math.round(x), Math.round(y), c.getLocalTranslation().z);
        if (!place.equals(c.getLocalTranslation())) {
            c.setLocalTranslation(place);
        }
    }

    private static boolean inBar(Anchor a) {
        return a == Anchor.BAR_LEFT || a == Anchor.BAR_RIGHT || a == Anchor.BOTTOM_BAR;
    }

    /** @return the size of a panel as laid out now (in HUD units) */
    static Vector3f sizeOf(Panel p) {
        return p.getControl(GuiControl.class).getSize();
    }

    @Override
    protected void onEnable() {
        ((SimpleApplication) getApplication()).getGuiNode().attachChild(root);
    }

    @Override
    protected void onDisable() {
        root.removeFromParent();
    }
}
