package dev.sandbox.app.feature.camera;

import com.jme3.app.Application;
import com.jme3.math.FastMath;
import com.simsilica.lemur.GuiGlobals;
import com.simsilica.lemur.input.AnalogFunctionListener;
import com.simsilica.lemur.input.FunctionId;
import com.simsilica.lemur.input.InputMapper;
import com.simsilica.lemur.input.InputState;
import com.simsilica.lemur.input.StateFunctionListener;
import dev.sandbox.app.core.cli.CameraNames;
import dev.sandbox.app.scene.input.DrivingFunctions;
import dev.sandbox.app.session.CameraRig;
import dev.sandbox.app.session.CameraRigs;
import dev.sandbox.app.session.Interior;
import dev.sandbox.app.session.PlainState;
import dev.sandbox.app.session.Viewpoint;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleSupplier;

/**
 * Holds the camera rigs and keeps exactly one enabled; {@link #next()} cycles them. Hears the
 * cameras' keys (next camera, look, zoom, height, free flight, look back) and sends each to
 * whichever rig uses it. It tells the rest of the sandbox where the camera is
 * ({@link Viewpoint}) and takes the rigs other features bring ({@link CameraRigs}).
 */
public final class CameraSwitchState extends PlainState implements Viewpoint, CameraRigs, StateFunctionListener,
        AnalogFunctionListener {

    /** The camera functions heard as presses. */
    private static final FunctionId[] PRESSES = {DrivingFunctions.CAMERA, DrivingFunctions.LOOK_BACK};
    /** The camera functions heard as axes. */
    private static final FunctionId[] AXES = {DrivingFunctions.LOOK_X, DrivingFunctions.LOOK_Y, DrivingFunctions.ZOOM,
        DrivingFunctions.CAMERA_HEIGHT, DrivingFunctions.FREE_MOVE, DrivingFunctions.FREE_STRAFE,
        DrivingFunctions.FREE_RISE};

    private final ChaseCameraRig chase;
    private final CockpitCameraRig cockpit;
    private final OrbitCameraRig orbit = new OrbitCameraRig();
    private final FreeCameraRig free = new FreeCameraRig();
    private final ShowroomState showroomLights = new ShowroomState();
    private final ShowroomCameraRig showroom = new ShowroomCameraRig(showroomLights);
    private final List<CameraRig> rigs;
    private int current;
    private InputMapper mapper;

    /**
     * @param first the name of the first camera (one of {@link CameraNames#NAMES})
     * @param interior the vehicle's interior, which the cockpit camera shows and looks from
     * @param chaseFovDeg the chase camera's field of view (in degrees, vertical), read every frame
     * @param cockpitFovDeg the cockpit camera's field of view (in degrees, vertical), read every frame
     */
    public CameraSwitchState(String first, Interior interior, DoubleSupplier chaseFovDeg, DoubleSupplier cockpitFovDeg) {
        current = CameraNames.indexOf(first);
        chase = new ChaseCameraRig(chaseFovDeg);
        cockpit = new CockpitCameraRig(interior, cockpitFovDeg);
        rigs = new ArrayList<>(List.of(chase, cockpit, orbit, new TracksideCameraRig(), free, showroom));
    }

    /** Enables the next rig. */
    public void next() {
        select((current + 1) % rigs.size());
    }

    /**
     * @param index the rig to enable (0 = chase, 1 = cockpit, 2 = orbit, 3 = trackside, 4 = free,
     *     5 = showroom, then those added)
     */
    @Override
    public void select(int index) {
        rigs.get(current).setEnabled(false);
        current = index;
        rigs.get(current).setEnabled(true);
    }

    @Override
    public int add(CameraRig rig) {
        rigs.add(rig);
        return rigs.size() - 1;
    }

    /** @return the enabled rig */
    public CameraRig current() {
        return rigs.get(current);
    }

    @Override
    public Place place() {
        return current().place();
    }

    @Override
    public String label() {
        return current().label();
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
    public void valueChanged(FunctionId func, InputState value, double tpf) {
        if (func == DrivingFunctions.LOOK_BACK) {
            setLookingBack(value != InputState.Off);
        } else if (func == DrivingFunctions.CAMERA && value != InputState.Off) {
            next();
        }
    }

    /**
     * The look and free-flight values are rates (per second); the zoom and height values are
     * steps (one wheel notch = 1; the keys' mapping scale makes a held key a small step per frame).
     */
    @Override
    public void valueActive(FunctionId func, double value, double tpf) {
        if (value == 0) {
            return;
        }
        float dt = (float) Math.min(tpf, 0.1);
        float v = (float) value;
        if (func == DrivingFunctions.LOOK_X) {
            look(v * dt, 0);
        } else if (func == DrivingFunctions.LOOK_Y) {
            look(0, v * dt);
        } else if (func == DrivingFunctions.ZOOM) {
            zoom(v);
        } else if (func == DrivingFunctions.CAMERA_HEIGHT) {
            raise(v);
        } else if (func == DrivingFunctions.FREE_MOVE) {
            free.move(v * dt, 0, 0);
        } else if (func == DrivingFunctions.FREE_STRAFE) {
            free.move(0, v * dt, 0);
        } else if (func == DrivingFunctions.FREE_RISE) {
            free.move(0, 0, v * dt);
        }
    }

    @Override
    protected void initialize(Application app) {
        showroomLights.setEnabled(false);
        getStateManager().attach(showroomLights);
        for (CameraRig r : rigs) {
            r.setEnabled(false);
            getStateManager().attach(r);
        }
        rigs.get(current).setEnabled(true);
        mapper = GuiGlobals.getInstance() == null ? null : GuiGlobals.getInstance().getInputMapper();
        if (mapper != null) {
            mapper.addStateListener(this, PRESSES);
            mapper.addAnalogListener(this, AXES);
        }
    }

    @Override
    protected void cleanup(Application app) {
        for (CameraRig r : rigs) {
            getStateManager().detach(r);
        }
        getStateManager().detach(showroomLights);
        if (mapper != null) {
            mapper.removeStateListener(this, PRESSES);
            mapper.removeAnalogListener(this, AXES);
        }
    }
}
