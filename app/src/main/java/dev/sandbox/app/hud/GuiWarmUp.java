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
import com.jme3.scene.VertexBuffer;
import com.jme3.scene.shape.Quad;
import com.simsilica.lemur.GuiGlobals;
import dev.sandbox.app.state.PlainState;
import java.util.Locale;

/**
 * Brings the HUD's text code and two of jME's rarely taken branches to the JIT's optimising
 * compiler in the first seconds after the first frame, instead of 20-30 s into the drive (the
 * model's step has its own warm-up, {@link dev.sandbox.app.drive.ModelWarmUp}). The HUD's
 * changing numbers are laid out letter by letter a few times a frame; that code reached the
 * optimising compiler only after tens of seconds, and its compilation took one of the two
 * cores from the software rasteriser in the middle of the drive. For {@link #FRAMES} frames
 * after the first two this lays out numbers in a text of its own, about {@link #CALLS} in all.
 *
 * <p>The optimising compiler also leaves out the branches it has not seen taken, and when the
 * drive first takes one it throws the whole compiled method away and compiles it again. A panel
 * shown for the first time draws a line of no letters and is picked for the first time: 25 s
 * into a CBR drive that threw away jME's mesh drawing (app/BENCHMARKS.md 3u). So for its first
 * {@link #CHURN_S} seconds, while the compiler is still deciding, the warm-up also draws a mesh
 * of no triangles on the GUI (nothing to see) and picks a fresh quad. Then it detaches itself.
 * Lemur's own layout code is not warmed: it is kept from the optimising compiler altogether
 * ({@link dev.sandbox.app.state.CompilerDirectives}).
 */
public final class GuiWarmUp extends PlainState {

    /** Frames the warm-up is spread over. */
    static final int FRAMES = 30;
    /** Frames left alone first: the first frame on screen is start-up's, and it waits for nothing. */
    static final int SKIPPED = 2;
    /** Text layouts it makes in all. */
    static final int CALLS = 1_000;

    /** How long the branches are taken (in seconds): past the model's warm-up, at most 15 s. */
    static final float CHURN_S = 20f;

    private BitmapText text;
    /** A mesh of no triangles drawn on the GUI while the branches are taken. */
    private Geometry empty;
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
    }

    @Override
    public void update(float tpf) {
        seconds += tpf;
        // a fresh quad picked, as a panel is when it is first shown
        new Geometry("warm-up-quad", new Quad(1, 1)).collideWith(new Ray(Vector3f.ZERO, Vector3f.UNIT_Z),
                new CollisionResults());
        if (frame > SKIPPED + FRAMES && seconds >= CHURN_S) {
            empty.removeFromParent();
            getStateManager().detach(this);
            return;
        }
        if (frame++ < SKIPPED || frame > SKIPPED + FRAMES) {
            return;
        }
        for (int i = 0; i < CALLS / FRAMES; i++) {
            text.setText(String.format(Locale.ROOT, "%5.1f km/h %4d rpm %d", i * 0.7 + frame, 1000 + 37 * i, i % 7));
            text.getLineWidth();
        }
    }
}
