package dev.sandbox.app.hud;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.collision.CollisionResults;
import com.jme3.font.BitmapFont;
import com.jme3.font.BitmapText;
import com.jme3.material.Material;
import com.jme3.math.Ray;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.scene.VertexBuffer;
import com.jme3.scene.shape.Quad;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.GuiGlobals;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.Panel;
import dev.sandbox.app.state.PlainState;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Brings the GUI's layout and text code to the JIT's optimising compiler in the first second
 * after the first frame, instead of 20-30 s into the drive (the model's step has its own
 * warm-up, {@link dev.sandbox.app.drive.ModelWarmUp}). Lemur works out a panel's preferred size
 * afresh each time it is asked, down its whole tree, and the HUD's changing numbers are
 * formatted and laid out letter by letter a few times a frame; that code reached the optimising
 * compiler only after tens of seconds, and its compilations (0.3-1 s of compiler time each, the
 * layout tree inlined) took one of the two cores from the software rasteriser in the middle of
 * the drive. For {@link #FRAMES} frames after the first two this asks every top-level panel of
 * the GUI for its preferred size and lays out numbers in a text of its own, about
 * {@link #CALLS} calls in all; neither changes anything on screen.
 *
 * <p>The optimising compiler also leaves out the branches it has not seen taken, and when the
 * drive first takes one it throws the whole compiled method away and compiles it again. A panel
 * shown for the first time (most likely the test pad's board as the vehicle nears the pad) is
 * laid out by a new grid and draws a line of no letters; 25 s into a CBR drive that threw away
 * Lemur's preferred-size code, with its layout tree inlined (0.9-1 s of compiler time each
 * time), and jME's mesh drawing (app/BENCHMARKS.md 3u). So for its first
 * {@link #CHURN_S} seconds, while the compiler is still deciding, the warm-up also lays out a
 * private grid whose number of rows changes every frame, draws a mesh of no triangles on the
 * GUI (nothing to see), lays out a new grid and picks a fresh quad, as a panel is laid out and
 * picked when it is first shown. Then it detaches itself.
 */
public final class GuiWarmUp extends PlainState {

    /** Frames the warm-up is spread over. */
    static final int FRAMES = 30;
    /** Frames left alone first: the first frame on screen is start-up's, and it waits for nothing. */
    static final int SKIPPED = 2;
    /** Preferred-size requests (counting every panel down each tree) and text layouts it makes in all. */
    static final int CALLS = 20_000;

    /** How long the branches are taken (in seconds): past the model's warm-up, at most 15 s. */
    static final float CHURN_S = 20f;
    /** The private grid's rows: it has one fewer and this many by turns. */
    static final int GRID_ROWS = 4;

    private final List<Panel> panels = new ArrayList<>();
    private int panelsPerAsk;
    private BitmapText text;
    /** A mesh of no triangles drawn on the GUI while the branches are taken. */
    private Geometry empty;
    private final Container grid = new Container();
    /** The grid's last row while it is there. */
    private Label lastRow;
    private int frame;
    private float seconds;

    @Override
    protected void initialize(Application app) {
        BitmapFont font = GuiGlobals.getInstance().loadFont("Interface/Fonts/Default.fnt");
        text = new BitmapText(font);
        Mesh none = new Mesh();
        none.setBuffer(VertexBuffer.Type.Position, 3, new float[0]);
        none.setBuffer(VertexBuffer.Type.Index, 3, new int[0]);
        none.updateCounts();
        none.updateBound();
        empty = new Geometry("warm-up-empty", none);
        empty.setMaterial(new Material(app.getAssetManager(), "Common/MatDefs/Misc/Unshaded.j3md"));
        ((SimpleApplication) app).getGuiNode().attachChild(empty);
        for (int i = 0; i < GRID_ROWS - 1; i++) {
            grid.addChild(new Label(""));
        }
    }

    @Override
    public void update(float tpf) {
        seconds += tpf;
        takeTheBranches();
        if (frame > SKIPPED + FRAMES && seconds >= CHURN_S) {
            empty.removeFromParent();
            getStateManager().detach(this);
            return;
        }
        if (frame++ < SKIPPED) {
            return;
        }
        if (frame > SKIPPED + FRAMES) {
            return;
        }
        if (frame == SKIPPED + 1) {
            collect(((SimpleApplication) getApplication()).getGuiNode(), false);
        }
        if (panelsPerAsk > 0) {
            for (int i = 0; i < CALLS / FRAMES / panelsPerAsk; i++) {
                for (Panel p : panels) {
                    p.getPreferredSize();
                }
            }
        }
        for (int i = 0; i < CALLS / FRAMES / 20; i++) {
            text.setText(String.format(Locale.ROOT, "%5.1f km/h %4d rpm %d", i * 0.7 + frame, 1000 + 37 * i, i % 7));
            text.getLineWidth();
        }
    }

    /**
     * One frame's share of the branches the drive takes now and then: the grid's last row goes
     * or comes back (so its rows are counted afresh), a new grid is laid out, and a fresh quad
     * is picked.
     */
    private void takeTheBranches() {
        if (lastRow == null) {
            lastRow = grid.addChild(new Label(""));
        } else {
            grid.removeChild(lastRow);
            lastRow = null;
        }
        grid.getPreferredSize();
        // and a grid laid out for the first time, as a panel shown for the first time is
        Container fresh = new Container();
        fresh.addChild(new Label(""));
        fresh.getPreferredSize();
        new Geometry("warm-up-quad", new Quad(1, 1)).collideWith(new Ray(Vector3f.ZERO, Vector3f.UNIT_Z),
                new CollisionResults());
    }

    /** Finds the top-level panels under a node and counts the panels in their trees. */
    private void collect(Spatial s, boolean insidePanel) {
        boolean panel = s instanceof Panel;
        if (panel) {
            panelsPerAsk++;
            if (!insidePanel) {
                panels.add((Panel) s);
            }
        }
        if (s instanceof Node n) {
            for (Spatial c : n.getChildren()) {
                collect(c, insidePanel || panel);
            }
        }
    }
}
