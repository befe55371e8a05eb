package dev.sandbox.app.session;

import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import dev.sandbox.app.scene.vehicle.VehiclePose;
import dev.sandbox.app.scene.vehicle.VehicleView;

/**
 * A camera mode. Exactly one rig is enabled at a time (the camera feature switches them); the
 * enabled one moves the application camera every frame after the vehicle view moved.
 */
public abstract class CameraRig extends PlainState {

    /** The field of view of the rigs that have no setting of their own (in degrees, vertical). */
    public static final float DEFAULT_FOV_DEG = 60f;
    /** The near clip plane of the rigs outside the vehicle (in metres). */
    public static final float OUTSIDE_NEAR_M = 0.2f;

    private final String label;

    /** @param label the name shown in the HUD */
    protected CameraRig(String label) {
        this.label = label;
    }

    /** @return the name shown in the HUD */
    public String label() {
        return label;
    }

    /** @return where this rig puts the camera, as the sound and the cockpit tell it apart */
    public Viewpoint.Place place() {
        return Viewpoint.Place.OUTSIDE;
    }

    @Override
    public void update(float tpf) {
        VehiclePose pose = getState(DrivingState.class).pose();
        VehicleView view = getState(VehicleViewState.class).view();
        if (pose != null && view != null) {
            aim(getApplication().getCamera(), pose, view, Math.min(tpf, 0.1f));
        }
    }

    /**
     * Places the camera for this frame.
     *
     * @param cam the camera
     * @param pose the vehicle's pose
     * @param view the vehicle's view (for its size and eye point)
     * @param tpf frame time (in seconds)
     */
    protected abstract void aim(Camera cam, VehiclePose pose, VehicleView view, float tpf);

    /**
     * Gives the camera a lens, keeping its aspect and far plane; nothing when it has that lens
     * already, so a rig may call it every frame and a changed setting shows at once.
     *
     * @param cam the camera
     * @param fovDeg vertical field of view (in degrees)
     * @param nearM near clip plane (in metres)
     */
    protected static void lens(Camera cam, float fovDeg, float nearM) {
        if (Math.abs(cam.getFov() - fovDeg) > 1e-3f || Math.abs(cam.getFrustumNear() - nearM) > 1e-6f) {
            cam.setFrustumPerspective(fovDeg, (float) cam.getWidth() / cam.getHeight(), nearM, cam.getFrustumFar());
        }
    }

    /** Keeps the camera above the ground by a margin. */
    protected Vector3f aboveGround(Vector3f p, float marginM) {
        WorldState world = getState(WorldState.class);
        float g = (float) world.layout().approxHeight(p.x, p.z) + marginM;
        if (p.y < g) {
            p.y = g;
        }
        return p;
    }

    /** @return exponential smoothing factor for a time constant (0..1) */
    protected static float smoothing(float tpf, float timeConstantS) {
        return 1f - (float) Math.exp(-tpf / timeConstantS);
    }
}
