package dev.sandbox.app.cockpit;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import dev.sandbox.app.camera.CameraSwitchState;
import dev.sandbox.app.camera.CockpitCameraRig;
import dev.sandbox.app.hud.SpeedUnit;
import dev.sandbox.app.hud.UnitsState;
import dev.sandbox.app.state.DrivingState;
import dev.sandbox.app.state.VehicleViewState;
import dev.sandbox.app.vehicle.VehiclePose;
import dev.sandbox.app.vehicle.VehicleView;

/**
 * Shows the vehicle's interior while the cockpit camera is on: asks the current view for its
 * kind's {@link Cockpit}, hangs it on the view's sprung body and moves its instruments and
 * steering every frame (after the view has moved). Rebuilt when the vehicle or the speed
 * unit changes; detached for the other cameras, which never see inside.
 */
public final class CockpitState extends BaseAppState {

    private Cockpit cockpit;
    private VehicleView builtFor;
    private SpeedUnit builtUnit;

    /** @return the cockpit shown, or null when the cockpit camera is off */
    public Cockpit cockpit() {
        return cockpit;
    }

    @Override
    public void update(float tpf) {
        CameraSwitchState cams = getState(CameraSwitchState.class);
        VehicleView view = getState(VehicleViewState.class).view();
        boolean wanted = cams != null && cams.current() instanceof CockpitCameraRig && view != null;
        UnitsState units = getState(UnitsState.class);
        SpeedUnit unit = units == null ? SpeedUnit.KMH : units.unit();
        if (!wanted || view != builtFor || unit != builtUnit) {
            remove();
        }
        if (!wanted) {
            return;
        }
        if (cockpit == null) {
            cockpit = view.createCockpit(unit);
            builtFor = view;
            builtUnit = unit;
            if (cockpit != null) {
                view.cockpitMount().attachChild(cockpit.node());
                view.showOccupant(false);
            }
        }
        VehiclePose pose = getState(DrivingState.class).pose();
        if (cockpit != null && pose != null) {
            cockpit.update(pose, getState(DrivingState.class).snapshot());
        }
    }

    private void remove() {
        if (cockpit != null) {
            cockpit.node().removeFromParent();
            builtFor.showOccupant(true);
        }
        cockpit = null;
        builtFor = null;
    }

    @Override
    protected void initialize(Application app) {
    }

    @Override
    protected void cleanup(Application app) {
        remove();
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
        remove();
    }
}
