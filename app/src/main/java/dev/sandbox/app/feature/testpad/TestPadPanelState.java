package dev.sandbox.app.feature.testpad;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.Label;
import dev.sandbox.app.core.testpad.TestPadTiming;
import dev.sandbox.app.core.testpad.TimedRun;
import dev.sandbox.app.scene.gui.HudStyle;
import dev.sandbox.app.scene.input.DrivingFunctions;
import dev.sandbox.app.scene.input.KeyToggle;
import dev.sandbox.app.session.DrivingState;
import dev.sandbox.app.session.HudLayout;
import dev.sandbox.physics.sim.VehicleSnapshot;
import java.util.List;

/**
 * The test pad's results board (top centre, below the warnings): the drag strip's lights and running clock, the
 * lateral acceleration on the skidpad circle, and the latest timed runs, each beside the
 * proving ground's figure for the same vehicle ("0-100 km/h 5.9 s · proving ground 5.5 s").
 * Shown near the pad and whenever there are results; the HUD key hides and shows it with the HUD.
 */
public final class TestPadPanelState extends BaseAppState {

    /** Distance from the pad within which the board shows before any result (in metres). */
    static final double NEAR_M = 60.0;
    private static final int LINES = 6;

    private final Container panel = HudStyle.panel();
    private Label live;
    private Label results;
    private final long refreshEveryFrames = 6;
    private final TestPadState pad;
    private final KeyToggle hudKey = new KeyToggle(DrivingFunctions.HUD, this);
    private long frame;

    /** @param pad the test pad's timing, whose runs the board shows */
    public TestPadPanelState(TestPadState pad) {
        this.pad = pad;
    }

    @Override
    protected void initialize(Application app) {
        hudKey.listen();
        panel.setName("test-pad");
        panel.addChild(HudStyle.label("TEST PAD", HudStyle.NORMAL, HudStyle.SPEED));
        live = panel.addChild(HudStyle.label("", HudStyle.NORMAL, HudStyle.TEXT));
        results = panel.addChild(HudStyle.label("", HudStyle.SMALL, HudStyle.TEXT));
    }

    @Override
    public void update(float tpf) {
        if (frame++ % refreshEveryFrames != 0) {
            return;
        }
        VehicleSnapshot s = getState(DrivingState.class).snapshot();
        List<TimedRun> runs = pad == null ? List.of() : pad.runs();
        boolean near = s != null && pad != null
                && pad.pad().distanceOutside(s.position().x(), s.position().z()) < NEAR_M;
        if (!near && runs.isEmpty()) {
            getState(HudLayout.class).hide(panel);
            return;
        }
        live.setText(liveLine(pad.timing()));
        StringBuilder b = new StringBuilder();
        for (int k = Math.max(0, runs.size() - LINES); k < runs.size(); k++) {
            b.append(b.length() == 0 ? "" : "\n").append(runs.get(k).hudLine());
        }
        results.setText(b.toString());
        getState(HudLayout.class).show(HudLayout.Anchor.TOP, panel, 1);
    }

    private static String liveLine(TestPadTiming t) {
        if (!Double.isNaN(t.clockS())) {
            return String.format("drag strip  %.1f s", t.clockS());
        }
        if (!Double.isNaN(t.skidpadLateralG())) {
            return String.format("skidpad  %.2f g", t.skidpadLateralG());
        }
        return switch (t.lights()) {
            case RED -> "drag strip  on the line: hold still";
            case AMBER -> "drag strip  ready";
            case GREEN -> "drag strip  GO";
            case OFF -> "stop on the start line to time a launch";
        };
    }

    @Override
    protected void cleanup(Application app) {
        hudKey.stop();
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
        getState(HudLayout.class).hide(panel);
    }
}
