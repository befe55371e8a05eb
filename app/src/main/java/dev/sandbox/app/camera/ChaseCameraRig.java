package dev.sandbox.app.camera;

import com.jme3.math.FastMath;
import dev.sandbox.app.state.DrivingState;
import dev.sandbox.app.vehicle.VehicleKinds;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import dev.sandbox.app.vehicle.VehiclePose;
import dev.sandbox.app.vehicle.VehicleView;

/**
 * Follows behind and above the vehicle and looks along where it is going. Only the viewing
 * direction is smoothed (time constant {@link #LAG_S}), never the position: the camera is
 * placed from the vehicle's current position every frame, so it keeps its distance at
 * 250 km/h as at walking pace (smoothing the position would trail by speed &times; time
 * constant, 8 m at 70 m/s). Distance and height are adjustable (zoom); the look-back key
 * puts the camera ahead, facing back.
 */
public final class ChaseCameraRig extends CameraRig {

    /** Smoothing time constant of the viewing direction (in seconds). */
    public static final float LAG_S = 0.2f;
    /** Closest and farthest chase distance (in metres). */
    public static final float MIN_DISTANCE_M = 2.5f;
    /** Farthest chase distance (in metres). */
    public static final float MAX_DISTANCE_M = 25f;
    /**
     * How much further down the camera looks than at the point 4 m ahead of the vehicle (in
     * radians): the vehicle then sits a little above the middle of the lower half, clear of the
     * driving HUD's dials and pedal bars along the bottom edge, which hid its bumper and tailpipes.
     */
    static final float AIM_DOWN_RAD = 4.5f * FastMath.DEG_TO_RAD;

    private final Vector3f dir = new Vector3f();
    private boolean fresh = true;
    private float zoom = 1f;
    private float heightM = 1.35f;
    private boolean lookBack;

    /** A chase camera. */
    public ChaseCameraRig() {
        super("chase");
    }

    /** @param factor distance multiplier (&gt;0; &lt;1 comes closer) */
    public void zoom(float factor) {
        zoom = FastMath.clamp(zoom * factor, 0.5f, 5f);
    }

    /** @param dM change of the camera's height above the aim point (in metres) */
    public void raise(float dM) {
        heightM = FastMath.clamp(heightM + dM, 0.3f, 8f);
    }

    /** @param on true while the look-back key is held */
    public void setLookBack(boolean on) {
        lookBack = on;
    }

    @Override
    protected void onEnable() {
        fresh = true;
    }

    @Override
    protected void aim(Camera cam, VehiclePose pose, VehicleView view, float tpf) {
        Vector3f flat = new Vector3f(pose.forward().x, 0, pose.forward().z).normalizeLocal();
        if (fresh) {
            dir.set(flat);
            fresh = false;
        } else {
            dir.interpolateLocal(flat, smoothing(tpf, LAG_S)).normalizeLocal();
        }
        float base = VehicleKinds.of(getState(DrivingState.class).spec()).figures().chaseDistanceM();
        float dist = FastMath.clamp(base * zoom, MIN_DISTANCE_M, MAX_DISTANCE_M);
        Vector3f look = lookBack ? dir.negate() : dir;
        Vector3f target = pose.position().add(0, view.targetHeight(), 0);
        Vector3f eye = target.subtract(look.mult(dist)).addLocal(0, heightM, 0);
        aboveGround(eye, 0.8f);
        cam.setLocation(eye);
        Vector3f ahead = target.add(look.mult(4f));
        ahead.y -= eye.distance(ahead) * FastMath.tan(AIM_DOWN_RAD);
        cam.lookAt(ahead, Vector3f.UNIT_Y);
    }
}
