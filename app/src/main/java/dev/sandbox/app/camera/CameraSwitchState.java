package dev.sandbox.app.camera;

import dev.sandbox.app.state.PlainState;
import com.jme3.app.Application;
import java.util.ArrayList;
import java.util.List;

/** Holds the camera rigs and keeps exactly one enabled; {@link #next()} cycles them. */
public final class CameraSwitchState extends PlainState {

    private final List<CameraRig> rigs = new ArrayList<>(List.of(new ChaseCameraRig(), new CockpitCameraRig(),
            new OrbitCameraRig(), new TracksideCameraRig()));
    private int current;

    /** Enables the next rig. */
    public void next() {
        select((current + 1) % rigs.size());
    }

    /** @param index the rig to enable (0 = chase, 1 = cockpit, 2 = orbit, 3 = trackside) */
    public void select(int index) {
        rigs.get(current).setEnabled(false);
        current = index;
        rigs.get(current).setEnabled(true);
    }

    /**
     * Adds a rig to the cycle (before this state is attached).
     *
     * @param rig the rig
     * @return its index for {@link #select}
     */
    public int add(CameraRig rig) {
        rigs.add(rig);
        return rigs.size() - 1;
    }

    /** @return the enabled rig */
    public CameraRig current() {
        return rigs.get(current);
    }

    /** @return the orbit rig (the mouse turns it) */
    public OrbitCameraRig orbit() {
        return (OrbitCameraRig) rigs.get(2);
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
