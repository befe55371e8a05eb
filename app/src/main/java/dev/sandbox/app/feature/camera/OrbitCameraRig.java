package dev.sandbox.app.feature.camera;

import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import dev.sandbox.app.scene.vehicle.VehiclePose;
import dev.sandbox.app.scene.vehicle.VehicleView;
import dev.sandbox.app.session.CameraRig;

/**
 * Circles the vehicle: the mouse (or right stick) turns the view around it, the wheel zooms.
 * Angles are relative to the vehicle's heading so the view stays put as the vehicle turns.
 */
public final class OrbitCameraRig extends CameraRig implements Orbiting {

    private float yaw = FastMath.PI * 0.8f;
    private float pitch = 0.25f;
    private float distance = 7f;

    /** An orbit camera. */
    public OrbitCameraRig() {
        super("orbit");
    }

    @Override
    public void turn(float dYaw, float dPitch) {
        yaw += dYaw;
        pitch = FastMath.clamp(pitch + dPitch, -0.05f, 1.3f);
    }

    @Override
    public void zoom(float factor) {
        distance = FastMath.clamp(distance * factor, 2.5f, 40f);
    }

    @Override
    protected void aim(Camera cam, VehiclePose pose, VehicleView view, float tpf) {
        float heading = FastMath.atan2(-pose.forward().z, pose.forward().x);
        float a = heading + yaw;
        Vector3f target = pose.position().add(0, view.targetHeight(), 0);
        Vector3f off = new Vector3f(FastMath.cos(a) * FastMath.cos(pitch), FastMath.sin(pitch),
                -FastMath.sin(a) * FastMath.cos(pitch)).multLocal(distance);
        cam.setLocation(aboveGround(target.add(off), 0.5f));
        cam.lookAt(target, Vector3f.UNIT_Y);
    }
}
