package dev.sandbox.app.feature.replay;

import com.jme3.app.Application;
import com.simsilica.lemur.Label;
import dev.sandbox.app.core.vehicles.VehicleScales;
import dev.sandbox.app.scene.gui.HudStyle;
import dev.sandbox.app.scene.input.ReplayFunctions;
import dev.sandbox.app.scene.vehicle.VehiclePose;
import dev.sandbox.app.session.BindingsState;
import dev.sandbox.app.session.DrivingState;
import dev.sandbox.app.session.HudLayout;
import dev.sandbox.app.session.PlainState;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * The replay's bar magnifier: draws the handlebar on the model at {@link #FACTOR} times its
 * angle (up to the bar's lock), so a countersteer of a few tenths of a degree shows as a few
 * degrees, and says so at the top of the screen ("bars x10"). Display only: the model, the
 * caption and the arrows keep the true angle. It is on while the steering close-up camera is in
 * use, unless its key has chosen otherwise since the replay opened.
 */
public final class BarMagnifierState extends PlainState {

    /** How many times the bar's angle is drawn. */
    public static final float FACTOR = 10f;

    private final CloseUpCameraRig closeUp;
    private Boolean chosen;
    private Label label;
    private boolean shown;

    /** @param closeUp the steering close-up camera, in which the magnifier is on by default */
    BarMagnifierState(CloseUpCameraRig closeUp) {
        this.closeUp = closeUp;
    }

    /** @return true while the magnifier draws (with a vehicle that has a handlebar) */
    public boolean active() {
        return chosen != null ? chosen : closeUp.isEnabled();
    }

    /** Switches the magnifier off if it draws, on if it does not (the key). */
    public void toggle() {
        chosen = !active();
    }

    /** Forgets the key's choice (a replay opens): the close-up camera decides again. */
    void clearChoice() {
        chosen = null;
    }

    /**
     * @param pose a pose of the vehicle shown
     * @param spec the vehicle shown
     * @return the pose to draw: with the bar magnified while the magnifier is active
     */
    VehiclePose apply(VehiclePose pose, VehicleSpec spec) {
        if (pose == null || !active()) {
            return pose;
        }
        float lock = (float) VehicleScales.fullLockRad(spec);
        float bar = Math.max(-lock, Math.min(lock, pose.handlebarRad() * FACTOR));
        return new VehiclePose(pose.position(), pose.forward(), pose.up(), pose.pitchRad(), pose.rollRad(),
                pose.wheelSteerRad(), pose.wheelSpinRad(), pose.contacts(), pose.leanRad(), pose.riderLeanRad(), bar,
                pose.braking(), pose.speedMps(), pose.footDown(), pose.crashed(), pose.heaveM());
    }

    @Override
    protected void initialize(Application app) {
        label = HudStyle.label("", HudStyle.NORMAL, HudStyle.AMBER);
        label.setName("bar-magnifier");
    }

    /** Shows the label while a replay of a vehicle with a handlebar is magnified. */
    @Override
    public void update(float tpf) {
        DrivingState driving = getState(DrivingState.class);
        VehicleSnapshot s = driving.snapshot();
        boolean show = driving.showing() && active() && s != null && !Double.isNaN(s.kind().handlebarRad());
        if (show == shown) {
            return;
        }
        shown = show;
        HudLayout layout = getState(HudLayout.class);
        if (show) {
            BindingsState b = getState(BindingsState.class);
            String key = b == null ? "/" : b.bindings().hint(ReplayFunctions.BAR_MAGNIFIER);
            label.setText(" bars x" + Math.round(FACTOR) + "  (" + key + ") ");
            layout.show(HudLayout.Anchor.TOP, label, 4);
        } else {
            layout.hide(label);
        }
    }
}
