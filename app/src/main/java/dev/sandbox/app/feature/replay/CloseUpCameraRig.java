package dev.sandbox.app.feature.replay;

import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import dev.sandbox.app.scene.vehicle.VehiclePose;
import dev.sandbox.app.scene.vehicle.VehicleView;
import dev.sandbox.app.session.CameraRig;

/**
 * The steering close-up: a camera low, ahead and to the left of the front wheel, looking back
 * at the front wheel, the bars and the rider (or driver), so that the bar turning against the
 * turn and the lean that follows are both in frame. It follows the vehicle's heading but not its
 * lean, so the lean shows against the horizon.
 */
public final class CloseUpCameraRig extends CameraRig {

    /** Camera ahead of the front contact (in metres). */
    static final float AHEAD_M = 3.2f;
    /** Camera to the side of the front contact (in metres). */
    static final float SIDE_M = 1.2f;
    /** Camera height above the front contact (in metres). */
    static final float HEIGHT_M = 0.45f;

    /** A close-up camera. */
    public CloseUpCameraRig() {
        super("steering close-up");
    }

    @Override
    protected void aim(Camera cam, VehiclePose pose, VehicleView view, float tpf) {
        Vector3f f = new Vector3f(pose.forward().x, 0, pose.forward().z);
        if (f.lengthSquared() < 1e-6f) {
            f.set(1, 0, 0);
        }
        f.normalizeLocal();
        Vector3f left = Vector3f.UNIT_Y.cross(f).normalizeLocal();
        Vector3f front = pose.contacts() != null && pose.contacts().length > 0 ? pose.contacts()[0].clone()
                : pose.position().add(f.mult(1.2f));
        Vector3f eye = front.add(f.mult(AHEAD_M)).addLocal(left.mult(SIDE_M)).addLocal(0, HEIGHT_M, 0);
        Vector3f target = front.subtract(f.mult(0.55f)).addLocal(0, view.targetHeight() * 0.75f, 0);
        cam.setFrustumPerspective(55f, (float) cam.getWidth() / cam.getHeight(), 0.1f, 1600f);
        cam.setLocation(aboveGround(eye, 0.2f));
        cam.lookAt(target, Vector3f.UNIT_Y);
    }

    @Override
    protected void onDisable() {
        Camera cam = getApplication().getCamera();
        cam.setFrustumPerspective(60f, (float) cam.getWidth() / cam.getHeight(), 0.2f, 1600f);
    }

}
