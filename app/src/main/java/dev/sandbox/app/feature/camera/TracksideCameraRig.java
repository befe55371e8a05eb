package dev.sandbox.app.feature.camera;

import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import dev.sandbox.app.scene.vehicle.VehiclePose;
import dev.sandbox.app.scene.vehicle.VehicleView;
import dev.sandbox.app.session.CameraRig;
import dev.sandbox.app.session.DrivingState;
import dev.sandbox.app.session.Viewpoint;
import dev.sandbox.app.session.WorldState;

/**
 * Television-style trackside cameras: posts along the road ({@link TracksidePosts}, which also
 * moves the camera to a post that can see the vehicle when a tree or a hill is in the way); the
 * post films the vehicle, zooming so that it spans the same share of the picture's width from
 * a road's post 14 m away, a roaming post 18 m away or a distant post 100 m away.
 */
public final class TracksideCameraRig extends CameraRig {

    /** Share of the picture's width the vehicle's length spans, side on (as a television camera frames a passing car). */
    static final float LENGTH_SHARE = 0.4f;
    /** Narrowest field of view (in degrees, vertical): beyond it the zoom lets the vehicle shrink. */
    static final float MIN_FOV_DEG = 3f;
    /** Widest field of view (in degrees, vertical). */
    static final float MAX_FOV_DEG = 60f;

    private TracksidePosts posts;

    /** A trackside camera. */
    public TracksideCameraRig() {
        super("trackside");
    }

    @Override
    public Viewpoint.Place place() {
        return Viewpoint.Place.TRACKSIDE;
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
        float aspect = (float) cam.getWidth() / cam.getHeight();
        float lengthM = (float) getState(DrivingState.class).spec().chassis().lengthM();
        cam.setFrustumPerspective(fovDeg(dist, lengthM, aspect), aspect, 0.5f, cam.getFrustumFar());
        cam.setLocation(eye);
        cam.lookAt(target, Vector3f.UNIT_Y);
    }

    /**
     * The zoom: the vertical field of view in which a vehicle of the given length, seen side on,
     * spans {@link #LENGTH_SHARE} of the picture's width.
     *
     * @param distanceM distance from the camera to the vehicle (in metres, &gt;0)
     * @param lengthM the vehicle's length (in metres, &gt;0)
     * @param aspect the picture's width over its height
     * @return vertical field of view (in degrees, {@link #MIN_FOV_DEG}..{@link #MAX_FOV_DEG})
     */
    static float fovDeg(float distanceM, float lengthM, float aspect) {
        float halfWidthM = lengthM / (2 * LENGTH_SHARE);
        float tanHalfVertical = halfWidthM / (Math.max(distanceM, 1f) * aspect);
        return FastMath.clamp(2 * FastMath.atan(tanHalfVertical) * FastMath.RAD_TO_DEG, MIN_FOV_DEG, MAX_FOV_DEG);
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
