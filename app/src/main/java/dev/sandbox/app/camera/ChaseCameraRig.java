package dev.sandbox.app.camera;

import dev.sandbox.app.state.DrivingState;
import dev.sandbox.app.vehicle.VehicleKinds;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import dev.sandbox.app.vehicle.VehiclePose;
import dev.sandbox.app.vehicle.VehicleView;

/**
 * Follows behind and above the vehicle, lagging a little (exponential smoothing with a
 * {@link #LAG_S} time constant), and looks along where the vehicle is going.
 */
public final class ChaseCameraRig extends CameraRig {

    /** Smoothing time constant (in seconds). */
    public static final float LAG_S = 0.12f;

    private final Vector3f eye = new Vector3f();
    private final Vector3f dir = new Vector3f();
    private boolean fresh = true;

    /** A chase camera. */
    public ChaseCameraRig() {
        super("chase");
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
        } else {
            dir.interpolateLocal(flat, smoothing(tpf, LAG_S * 1.6f)).normalizeLocal();
        }
        float dist = VehicleKinds.of(getState(DrivingState.class).spec()).chaseDistanceM();
        float speedPull = Math.min(1.0f, Math.abs(pose.speedMps()) * 0.02f);
        Vector3f target = pose.position().add(0, view.targetHeight(), 0);
        Vector3f want = target.subtract(dir.mult(dist + speedPull)).addLocal(0, 1.35f, 0);
        aboveGround(want, 0.8f);
        if (fresh) {
            eye.set(want);
            fresh = false;
        } else {
            eye.interpolateLocal(want, smoothing(tpf, LAG_S));
        }
        cam.setLocation(eye);
        cam.lookAt(target.add(dir.mult(4f)), Vector3f.UNIT_Y);
    }
}
