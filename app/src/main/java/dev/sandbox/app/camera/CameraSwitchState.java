package dev.sandbox.app.camera;

import dev.sandbox.app.state.PlainState;
import com.jme3.app.Application;
import com.jme3.math.FastMath;
import java.util.ArrayList;
import java.util.List;

/**
 * Holds the camera rigs and keeps exactly one enabled; {@link #next()} cycles them. The look,
 * zoom, height and look-back inputs go to whichever rig uses them.
 */
public final class CameraSwitchState extends PlainState {

    /** The names {@code --camera} accepts, in cycling order. */
    public static final List<String> NAMES = List.of("chase", "cockpit", "orbit", "trackside", "free", "showroom");

    private final ChaseCameraRig chase = new ChaseCameraRig();
    private final CockpitCameraRig cockpit = new CockpitCameraRig();
    private final OrbitCameraRig orbit = new OrbitCameraRig();
    private final FreeCameraRig free = new FreeCameraRig();
    private final ShowroomCameraRig showroom = new ShowroomCameraRig();
    private final List<CameraRig> rigs = new ArrayList<>(List.of(chase, cockpit, orbit, new TracksideCameraRig(), free,
            showroom));
    private int current;

    /** Starts with the chase camera. */
    public CameraSwitchState() {
        this("chase");
    }

    /** @param first the name of the first camera (one of {@link #NAMES}) */
    public CameraSwitchState(String first) {
        current = indexOf(first);
    }

    /**
     * @param name a camera name
     * @return its index in {@link #NAMES}
     * @throws IllegalArgumentException for an unknown name
     */
    public static int indexOf(String name) {
        int i = NAMES.indexOf(name);
        if (i < 0) {
            throw new IllegalArgumentException("unknown camera '" + name + "' (chase, cockpit, orbit, trackside, free, showroom)");
        }
        return i;
    }

    /** Enables the next rig. */
    public void next() {
        select((current + 1) % rigs.size());
    }

    /**
     * @param index the rig to enable (0 = chase, 1 = cockpit, 2 = orbit, 3 = trackside, 4 = free,
     *     5 = showroom)
     */
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

    /** @return the rig the mouse turns: the showroom while it is shown, else the orbit rig */
    public Orbiting orbit() {
        return current() == showroom ? showroom : orbit;
    }

    /** @return the showroom rig */
    public ShowroomCameraRig showroom() {
        return showroom;
    }

    /** Shows the showroom. */
    public void selectShowroom() {
        select(rigs.indexOf(showroom));
    }

    /** @return the free-flying rig */
    public FreeCameraRig free() {
        return free;
    }

    /**
     * Turns the orbit, showroom or free camera.
     *
     * @param dx horizontal look input (mouse drag or stick, times the frame time)
     * @param dy vertical look input
     */
    public void look(float dx, float dy) {
        if (current() == orbit || current() == showroom) {
            orbit().turn(-dx * 3, -dy * 2);
        } else if (current() == free) {
            free.turn(-dx * 3, dy * 2);
        }
    }

    /** @param steps zoom steps (one mouse-wheel notch = 1; positive comes closer) */
    public void zoom(float steps) {
        float factor = FastMath.exp(-0.15f * steps);
        if (current() == showroom) {
            showroom.zoom(factor);
        } else {
            orbit.zoom(factor);
            chase.zoom(factor);
        }
    }

    /** @param steps chase camera height steps (one = 1 m; positive is higher) */
    public void raise(float steps) {
        chase.raise(steps);
    }

    /** @param on true while the look-back key is held */
    public void setLookingBack(boolean on) {
        chase.setLookBack(on);
        cockpit.setLookBack(on);
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
