package dev.sandbox.app.feature.camera;

import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import dev.sandbox.app.scene.vehicle.VehiclePose;
import dev.sandbox.app.scene.vehicle.VehicleView;
import dev.sandbox.app.session.CameraRig;

/**
 * A free-flying camera: starts where the previous camera was, then flies with the free-move
 * keys (forward, sideways, up) at {@link #SPEED_MPS} and turns with the look inputs (mouse
 * drag or right stick). It does not follow the vehicle.
 */
public final class FreeCameraRig extends CameraRig {

    /** Flying speed (in metres per second at full input). */
    public static final float SPEED_MPS = 25f;

    private final Vector3f eye = new Vector3f();
    private float yaw;
    private float pitch;
    private boolean fresh = true;

    /** A free camera. */
    public FreeCameraRig() {
        super("free");
    }

    /**
     * @param forward forward travel (in seconds at full speed; negative = back)
     * @param left sideways travel (positive = left)
     * @param up vertical travel (positive = up)
     */
    public void move(float forward, float left, float up) {
        Vector3f f = new Vector3f(FastMath.cos(yaw), 0, -FastMath.sin(yaw));
        Vector3f l = new Vector3f(-FastMath.sin(yaw), 0, -FastMath.cos(yaw));
        eye.addLocal(f.multLocal(forward * SPEED_MPS)).addLocal(l.multLocal(left * SPEED_MPS))
                .addLocal(0, up * SPEED_MPS, 0);
    }

    /**
     * @param dYaw turn to the left (in radians)
     * @param dPitch turn up (in radians)
     */
    public void turn(float dYaw, float dPitch) {
        yaw += dYaw;
        pitch = FastMath.clamp(pitch + dPitch, -1.45f, 1.45f);
    }

    @Override
    protected void onEnable() {
        fresh = true;
    }

    @Override
    protected void aim(Camera cam, VehiclePose pose, VehicleView view, float tpf) {
        if (fresh) {
            eye.set(cam.getLocation());
            Vector3f d = cam.getDirection();
            yaw = FastMath.atan2(-d.z, d.x);
            pitch = FastMath.asin(FastMath.clamp(d.y, -1f, 1f));
            fresh = false;
        }
        aboveGround(eye, 0.3f);
        Vector3f dir = new Vector3f(FastMath.cos(yaw) * FastMath.cos(pitch), FastMath.sin(pitch),
                -FastMath.sin(yaw) * FastMath.cos(pitch));
        cam.setLocation(eye);
        cam.setRotation(new Quaternion().lookAt(dir, Vector3f.UNIT_Y));
    }
}
