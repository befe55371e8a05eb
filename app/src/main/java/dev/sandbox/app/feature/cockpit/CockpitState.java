package dev.sandbox.app.feature.cockpit;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import dev.sandbox.app.core.settings.SpeedUnit;
import dev.sandbox.app.scene.vehicle.VehiclePose;
import dev.sandbox.app.scene.vehicle.VehicleView;
import dev.sandbox.app.session.DrivingState;
import dev.sandbox.app.session.EyePoint;
import dev.sandbox.app.session.Interior;
import dev.sandbox.app.session.UnitsState;
import dev.sandbox.app.session.VehicleViewState;

/**
 * Shows the vehicle's interior while the cockpit camera is on ({@link #setShown}): builds its
 * kind's {@link Cockpit} ({@link Cockpits}), hangs it on the view's sprung body and moves its instruments and
 * steering every frame (after the view has moved). Rebuilt when the vehicle or the speed
 * unit changes; detached for the other cameras, which never see inside.
 */
public final class CockpitState extends BaseAppState implements Interior {

    private boolean shown;
    private Cockpit cockpit;
    private VehicleView builtFor;
    private SpeedUnit builtUnit;

    /** @return the cockpit shown, or null when the cockpit camera is off */
    public Cockpit cockpit() {
        return cockpit;
    }

    @Override
    public void setShown(boolean shown) {
        this.shown = shown;
    }

    @Override
    public EyePoint eyePoint() {
        return cockpit;
    }

    @Override
    public void update(float tpf) {
        VehicleView view = getState(VehicleViewState.class).view();
        boolean wanted = shown && view != null;
        UnitsState units = getState(UnitsState.class);
        SpeedUnit unit = units == null ? SpeedUnit.KMH : units.unit();
        if (!wanted || view != builtFor || unit != builtUnit) {
            remove();
        }
        if (!wanted) {
            return;
        }
        if (cockpit == null) {
            cockpit = Cockpits.build(getState(DrivingState.class).spec(), view, getApplication().getAssetManager(), unit);
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
