package dev.sandbox.app.camera;

import dev.sandbox.app.state.PlainState;
import com.jme3.app.Application;
import java.util.List;

/** Holds the camera rigs and keeps exactly one enabled; {@link #next()} cycles them. */
public final class CameraSwitchState extends PlainState {

    private final List<CameraRig> rigs = List.of(new ChaseCameraRig(), new CockpitCameraRig(),
            new OrbitCameraRig(), new TracksideCameraRig(), new ShowroomCameraRig());
    private int current;

    /** Enables the next rig. */
    public void next() {
        select((current + 1) % rigs.size());
    }

    /**
     * @param index the rig to enable (0 = chase, 1 = cockpit, 2 = orbit, 3 = trackside,
     *     4 = showroom)
     */
    public void select(int index) {
        rigs.get(current).setEnabled(false);
        current = index;
        rigs.get(current).setEnabled(true);
    }

    /** @return the enabled rig */
    public CameraRig current() {
        return rigs.get(current);
    }

    /** @return the rig the mouse turns: the showroom while it is shown, else the orbit rig */
    public Orbiting orbit() {
        return rigs.get(current) instanceof Orbiting o ? o : (OrbitCameraRig) rigs.get(2);
    }

    /** @return the showroom rig */
    public ShowroomCameraRig showroom() {
        return (ShowroomCameraRig) rigs.get(4);
    }

    /** Shows the showroom. */
    public void selectShowroom() {
        select(4);
    }

    @Override
    protected void initialize(Application app) {
        for (CameraRig r : rigs) {
            r.setEnabled(false);
            getStateManager().attach(r);
        }
        rigs.get(current).setEnabled(true);
    }

    @Override
    protected void cleanup(Application app) {
        for (CameraRig r : rigs) {
            getStateManager().detach(r);
        }
    }
}
