package dev.sandbox.app.feature.camera;

import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import dev.sandbox.app.scene.vehicle.VehiclePose;
import dev.sandbox.app.scene.vehicle.VehicleView;
import dev.sandbox.app.session.CameraRig;

/**
 * The showroom: the camera circles the vehicle slowly, as if it stood on a turntable, at a
 * height and distance that frame the whole vehicle; dragging turns it by hand (the turntable
 * waits {@link #RESUME_S} before it carries on), the wheel zooms. The light and the figures
 * shown with it come from {@link ShowroomState}.
 */
public final class ShowroomCameraRig extends CameraRig implements Orbiting {

    /** Turntable speed (in radians per second): one turn in 60 s. */
    public static final float TURN_RAD_PER_S = FastMath.TWO_PI / 60f;
    /** Seconds after a drag before the turntable moves again. */
    public static final float RESUME_S = 4f;

    private final ShowroomState lights;
    private float yaw = FastMath.PI * 0.3f;
    private float pitch = 0.16f;
    private float distanceScale = 1f;
    private float idleS = RESUME_S;

    /**
     * @param lights what goes with the showroom (its lights, the vehicle's name and figures, the key), switched on with this
     * camera
     */
    public ShowroomCameraRig(ShowroomState lights) {
        super("showroom");
        this.lights = lights;
    }

    @Override
    public void turn(float dYaw, float dPitch) {
        yaw += dYaw;
        pitch = FastMath.clamp(pitch + dPitch, 0.02f, 1.2f);
        idleS = 0;
    }

    @Override
    public void zoom(float factor) {
        distanceScale = FastMath.clamp(distanceScale * factor, 0.45f, 3f);
    }

    @Override
    protected void onEnable() {
        lights.setEnabled(true);
    }

    @Override
    protected void onDisable() {
        lights.setEnabled(false);
    }

    /** @return the angle around the vehicle (in radians, 0 = in front) */
    public float yaw() {
        return yaw;
    }

    @Override
    protected void aim(Camera cam, VehiclePose pose, VehicleView view, float tpf) {
        idleS += tpf;
        if (idleS >= RESUME_S) {
            yaw += TURN_RAD_PER_S * tpf;
        }
        float heading = FastMath.atan2(-pose.forward().z, pose.forward().x);
        float a = heading + yaw;
        float size = view.targetHeight() > 0.95f ? 2.1f : 4.4f;
        float fit = size / 2 / FastMath.tan(cam.getFov() * FastMath.DEG_TO_RAD / 2) * 1.25f;
        float distance = fit * distanceScale;
        Vector3f target = pose.position().add(0, view.targetHeight() * 0.6f, 0);
        Vector3f off = new Vector3f(FastMath.cos(a) * FastMath.cos(pitch), FastMath.sin(pitch),
                -FastMath.sin(a) * FastMath.cos(pitch)).multLocal(distance);
        cam.setLocation(aboveGround(target.add(off), 0.3f));
        cam.lookAt(target, Vector3f.UNIT_Y);
    }
}
