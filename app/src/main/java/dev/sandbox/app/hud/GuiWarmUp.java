package dev.sandbox.app.hud;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.font.BitmapFont;
import com.jme3.font.BitmapText;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.simsilica.lemur.GuiGlobals;
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
 * {@link #CALLS} calls in all; neither changes anything on screen. Then it detaches itself.
 */
public final class GuiWarmUp extends PlainState {

    /** Frames the warm-up is spread over. */
    static final int FRAMES = 30;
    /** Frames left alone first: the first frame on screen is start-up's, and it waits for nothing. */
    static final int SKIPPED = 2;
    /** Preferred-size requests (counting every panel down each tree) and text layouts it makes in all. */
    static final int CALLS = 20_000;

    private final List<Panel> panels = new ArrayList<>();
    private int panelsPerAsk;
    private BitmapText text;
    private int frame;

    @Override
    protected void initialize(Application app) {
        BitmapFont font = GuiGlobals.getInstance().loadFont("Interface/Fonts/Default.fnt");
        text = new BitmapText(font);
    }

    @Override
    public void update(float tpf) {
        if (frame++ < SKIPPED) {
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
        if (frame >= SKIPPED + FRAMES) {
            getStateManager().detach(this);
        }
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
