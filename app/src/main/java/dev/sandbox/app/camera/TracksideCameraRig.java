package dev.sandbox.app.camera;

import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import dev.sandbox.app.state.WorldState;
import dev.sandbox.app.vehicle.VehiclePose;
import dev.sandbox.app.vehicle.VehicleView;
import dev.sandbox.app.world.RoadLoop;

/**
 * Television-style trackside cameras: posts every {@link #SPACING_M} metres along the road,
 * 14 m to the side and 4 m up; the post nearest the vehicle films it, zooming with distance.
 */
public final class TracksideCameraRig extends CameraRig {

    /** Distance between camera posts along the road (in metres). */
    public static final float SPACING_M = 120f;

    /** A trackside camera. */
    public TracksideCameraRig() {
        super("trackside");
    }

    @Override
    protected void aim(Camera cam, VehiclePose pose, VehicleView view, float tpf) {
        RoadLoop road = getState(WorldState.class).road();
        int step = (int) (SPACING_M / RoadLoop.SAMPLE_SPACING_M);
        int i = road.nearest(pose.position().x, pose.position().z);
        int post = Math.floorMod(Math.round((float) (i + step / 3) / step) * step, road.size());
        double h = road.headingRad(post);
        float side = (post / step) % 2 == 0 ? 1f : -1f;
        Vector3f eye = new Vector3f((float) (road.x(post) - Math.sin(h) * 14 * side), 0,
                (float) (road.z(post) - Math.cos(h) * 14 * side));
        eye.y = (float) road.y(post) + 4f;
        aboveGround(eye, 2f);
        Vector3f target = pose.position().add(0, view.targetHeight() * 0.7f, 0);
        float dist = eye.distance(target);
        float fov = FastMath.clamp(2 * FastMath.atan(6f / Math.max(dist, 1f)) * FastMath.RAD_TO_DEG, 8f, 60f);
        cam.setFrustumPerspective(fov, (float) cam.getWidth() / cam.getHeight(), 0.5f, cam.getFrustumFar());
        cam.setLocation(eye);
        cam.lookAt(target, Vector3f.UNIT_Y);
    }

    @Override
    protected void onDisable() {
        Camera cam = getApplication().getCamera();
        cam.setFrustumPerspective(60f, (float) cam.getWidth() / cam.getHeight(), 0.2f, cam.getFrustumFar());
    }
}
