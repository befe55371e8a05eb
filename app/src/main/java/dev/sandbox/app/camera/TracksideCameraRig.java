package dev.sandbox.app.camera;

import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import dev.sandbox.app.state.WorldState;
import dev.sandbox.app.vehicle.VehiclePose;
import dev.sandbox.app.vehicle.VehicleView;

/**
 * Television-style trackside cameras: posts along the road ({@link TracksidePosts}, which also
 * moves the camera to a post that can see the vehicle when a tree or a hill is in the way); the
 * post films the vehicle, zooming with distance.
 */
public final class TracksideCameraRig extends CameraRig {

    private TracksidePosts posts;

    /** A trackside camera. */
    public TracksideCameraRig() {
        super("trackside");
    }

    @Override
    protected void aim(Camera cam, VehiclePose pose, VehicleView view, float tpf) {
        if (posts == null) {
            posts = new TracksidePosts(getState(WorldState.class).layout());
        }
        Vector3f target = pose.position().add(0, view.targetHeight() * 0.7f, 0);
        double[] p = posts.eye(target.x, target.y, target.z, tpf);
        Vector3f eye = new Vector3f((float) p[0], (float) p[1], (float) p[2]);
        float dist = eye.distance(target);
        float fov = FastMath.clamp(2 * FastMath.atan(6f / Math.max(dist, 1f)) * FastMath.RAD_TO_DEG, 8f, 60f);
        cam.setFrustumPerspective(fov, (float) cam.getWidth() / cam.getHeight(), 0.5f, cam.getFrustumFar());
        cam.setLocation(eye);
        cam.lookAt(target, Vector3f.UNIT_Y);
    }

    @Override
    protected void onEnable() {
        if (posts != null) {
            posts.reset();
        }
    }

    @Override
    protected void onDisable() {
        Camera cam = getApplication().getCamera();
        cam.setFrustumPerspective(60f, (float) cam.getWidth() / cam.getHeight(), 0.2f, cam.getFrustumFar());
    }
}
