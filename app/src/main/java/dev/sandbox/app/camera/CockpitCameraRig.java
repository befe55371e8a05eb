package dev.sandbox.app.camera;

import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import dev.sandbox.app.vehicle.BikeView;
import dev.sandbox.app.vehicle.VehiclePose;
import dev.sandbox.app.vehicle.VehicleView;

/** The driver's eye: fixed to the chassis (and, on the bike, leaning with it). */
public final class CockpitCameraRig extends CameraRig {

    private boolean lookBack;

    /** @param on true while the look-back key is held (the driver turns round) */
    public void setLookBack(boolean on) {
        lookBack = on;
    }

    /** A cockpit camera. */
    public CockpitCameraRig() {
        super("cockpit");
    }

    @Override
    protected void aim(Camera cam, VehiclePose pose, VehicleView view, float tpf) {
        Quaternion rot = view.root().getLocalRotation();
        if (view instanceof BikeView bike) {
            rot = rot.mult(bike.leanNode().getLocalRotation());
        }
        Vector3f eye = rot.mult(view.cockpitEye()).addLocal(pose.position());
        Vector3f fwd = rot.mult(lookBack ? Vector3f.UNIT_X.negate() : Vector3f.UNIT_X);
        Vector3f up = rot.mult(Vector3f.UNIT_Y);
        cam.setLocation(eye);
        cam.lookAtDirection(fwd.add(up.mult(-0.06f)).normalizeLocal(), up);
    }
}
