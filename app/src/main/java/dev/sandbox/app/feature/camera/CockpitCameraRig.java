package dev.sandbox.app.feature.camera;

import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import dev.sandbox.app.scene.vehicle.VehiclePose;
import dev.sandbox.app.scene.vehicle.VehicleView;
import dev.sandbox.app.session.CameraRig;
import dev.sandbox.app.session.EyePoint;
import dev.sandbox.app.session.Interior;
import dev.sandbox.app.session.Viewpoint;
import java.util.function.DoubleSupplier;

/**
 * The driver's eye: fixed to the sprung body the interior hangs on (so it pitches, rolls and,
 * on the bike, leans with it), at the eye point of the interior shown, looking as far below the
 * horizon as the interior says; the look-back key turns the head round. Its field of view is
 * the player's setting, followed every frame.
 */
public final class CockpitCameraRig extends CameraRig {

    /** Near clip plane in the cockpit (in metres): the steering wheel is 0.4 m from the eye. */
    public static final float NEAR_M = 0.05f;

    private final Interior interior;
    private final DoubleSupplier fovDeg;
    private boolean lookBack;

    /** @param on true while the look-back key is held (the driver turns round) */
    public void setLookBack(boolean on) {
        lookBack = on;
    }

    /**
     * @param interior the vehicle's interior, shown while this camera is on
     * @param fovDeg the player's field of view (in degrees, vertical), read every frame
     */
    public CockpitCameraRig(Interior interior, DoubleSupplier fovDeg) {
        super("cockpit");
        this.interior = interior;
        this.fovDeg = fovDeg;
    }

    @Override
    public Viewpoint.Place place() {
        return Viewpoint.Place.IN_THE_VEHICLE;
    }

    @Override
    protected void onEnable() {
        interior.setShown(true);
        lens(getApplication().getCamera(), (float) fovDeg.getAsDouble(), NEAR_M);
    }

    @Override
    protected void onDisable() {
        interior.setShown(false);
        lens(getApplication().getCamera(), DEFAULT_FOV_DEG, OUTSIDE_NEAR_M);
    }

    @Override
    protected void aim(Camera cam, VehiclePose pose, VehicleView view, float tpf) {
        lens(cam, (float) fovDeg.getAsDouble(), NEAR_M);
        EyePoint cockpit = interior.eyePoint();
        view.cockpitMount().updateGeometricState();
        Quaternion rot = view.cockpitMount().getWorldRotation();
        Vector3f eyeLocal = cockpit != null ? cockpit.eye() : view.cockpitEye();
        float down = cockpit != null ? cockpit.lookDownRad() : 0.06f;
        Vector3f eye = view.cockpitMount().localToWorld(eyeLocal, null);
        Vector3f fwd = rot.mult(lookBack ? Vector3f.UNIT_X.negate() : Vector3f.UNIT_X);
        Vector3f up = rot.mult(Vector3f.UNIT_Y);
        cam.setLocation(eye);
        cam.lookAtDirection(fwd.add(up.mult(-(float) Math.tan(down))).normalizeLocal(), up);
    }
}
