package dev.sandbox.app.feature.camera;

import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import dev.sandbox.app.core.vehicles.VehicleKinds;
import dev.sandbox.app.scene.vehicle.VehiclePose;
import dev.sandbox.app.scene.vehicle.VehicleView;
import dev.sandbox.app.session.CameraRig;
import dev.sandbox.app.session.DrivingState;
import java.util.function.DoubleSupplier;

/**
 * Follows behind and above the vehicle and looks along where it is going. Only the viewing
 * direction is smoothed (time constant {@link #LAG_S}), never the position: the camera is
 * placed from the vehicle's current position every frame, so it keeps its distance at
 * 250 km/h as at walking pace (smoothing the position would trail by speed &times; time
 * constant, 8 m at 70 m/s). Distance and height are adjustable (zoom); the look-back key
 * puts the camera ahead, facing back. Its field of view is the player's setting, followed
 * every frame.
 */
public final class ChaseCameraRig extends CameraRig {

    /** Smoothing time constant of the viewing direction (in seconds). */
    public static final float LAG_S = 0.2f;
    /** Closest and farthest chase distance (in metres). */
    public static final float MIN_DISTANCE_M = 2.5f;
    /** Farthest chase distance (in metres). */
    public static final float MAX_DISTANCE_M = 25f;
    /**
     * Where the ground under the vehicle's centre of mass sits in the picture, as a share of
     * its height above the bottom edge: the camera pitches to put it there, so a car and a bike
     * (closer and lower) both sit clear of the driving HUD's dials and pedal bars along the
     * bottom (13 % of the height), which hid the 986's bumper and tailpipes and the bike's rear
     * wheel.
     */
    static final float GROUND_FROM_BOTTOM = 0.30f;

    private final Vector3f dir = new Vector3f();
    private boolean fresh = true;
    private float zoom = 1f;
    /** Height of the camera above the view's target point before any zoom key (in metres). */
    public static final float HEIGHT_M = 1.35f;

    private float heightM = HEIGHT_M;
    private boolean lookBack;
    private final DoubleSupplier fovDeg;

    /** A chase camera with the usual field of view. */
    public ChaseCameraRig() {
        this(() -> DEFAULT_FOV_DEG);
    }

    /** @param fovDeg the player's field of view (in degrees, vertical), read every frame */
    public ChaseCameraRig(DoubleSupplier fovDeg) {
        super("chase");
        this.fovDeg = fovDeg;
    }

    /**
     * The viewing direction that puts a ground point {@link #GROUND_FROM_BOTTOM} of the picture's
     * height above its bottom edge, looking along a horizontal direction.
     *
     * @param eye the camera's position
     * @param ground the ground point (under the vehicle's centre of mass)
     * @param look the horizontal direction to look along (unit)
     * @param tanHalfHeight tan of half the vertical field of view
     * @return the unit viewing direction
     */
    public static Vector3f viewAxis(Vector3f eye, Vector3f ground, Vector3f look, float tanHalfHeight) {
        float run = FastMath.sqrt((ground.x - eye.x) * (ground.x - eye.x) + (ground.z - eye.z) * (ground.z - eye.z));
        float depression = FastMath.atan2(eye.y - ground.y, Math.max(run, 0.1f));
        // a point at angle a below the axis shows tan(a) / tan(half height) of the half height below the middle
        float pitch = depression - FastMath.atan(tanHalfHeight * (1 - 2 * GROUND_FROM_BOTTOM));
        return look.mult(FastMath.cos(pitch)).addLocal(0, -FastMath.sin(pitch), 0);
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
    protected void onDisable() {
        lens(getApplication().getCamera(), DEFAULT_FOV_DEG, OUTSIDE_NEAR_M);
    }

    @Override
    protected void aim(Camera cam, VehiclePose pose, VehicleView view, float tpf) {
        lens(cam, (float) fovDeg.getAsDouble(), OUTSIDE_NEAR_M);
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
        cam.lookAtDirection(viewAxis(eye, pose.position(), look, cam.getFrustumTop() / cam.getFrustumNear()),
                Vector3f.UNIT_Y);
    }
}
