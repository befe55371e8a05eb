package dev.sandbox.bench.frames;

import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import dev.sandbox.app.core.world.RoadLoop;
import dev.sandbox.app.feature.camera.ChaseCameraRig;
import dev.sandbox.app.session.PlainState;
import dev.sandbox.app.session.WorldState;

/**
 * Flies the camera along the road loop framed as the chase camera frames the Boxster that
 * {@code --bench} drives (the same distance behind and height above the car's target point,
 * and the same pitch, which puts the ground under the car {@link ChaseCameraRig#viewAxis a
 * third of the way up the picture}) at a steady {@link #SPEED_MPS}, so the bare-world
 * benchmark renders the views the sandbox renders, without any vehicle.
 *
 * <p>The framing matters: a camera that looks further down sees less of the far terrain, and
 * the bare world then draws less than the world behind the sandbox's car does.
 */
public final class BareCameraState extends PlainState {

    /** Speed of the flight along the road (in metres per second). */
    public static final double SPEED_MPS = 22.0;
    /** Distance behind the followed point: the Boxster's chase distance (in metres). */
    static final float BEHIND_M = 5.2f;
    /** Height of the chase camera's target point above the road: the Boxster's (in metres). */
    static final float TARGET_HEIGHT_M = 0.9f;

    private double distanceM;
    private final Vector3f ground = new Vector3f();
    private final Vector3f ahead = new Vector3f();
    private final Vector3f look = new Vector3f();
    private final Vector3f eye = new Vector3f();

    @Override
    public void update(float tpf) {
        distanceM += SPEED_MPS * tpf;
        RoadLoop road = getState(WorldState.class).road();
        double s = distanceM / RoadLoop.SAMPLE_SPACING_M;
        int i = (int) Math.floor(s);
        point(road, i, (float) (s - i), ground);
        point(road, i + 1, (float) (s - i), ahead);
        look.set(ahead.x - ground.x, 0, ahead.z - ground.z).normalizeLocal();
        eye.set(ground).addLocal(0, TARGET_HEIGHT_M + ChaseCameraRig.HEIGHT_M, 0).subtractLocal(
                look.x * BEHIND_M, 0, look.z * BEHIND_M);
        Camera cam = getApplication().getCamera();
        cam.setLocation(eye);
        cam.lookAtDirection(ChaseCameraRig.viewAxis(eye, ground, look, cam.getFrustumTop() / cam.getFrustumNear()),
                Vector3f.UNIT_Y);
    }

    private static void point(RoadLoop road, int i, float f, Vector3f out) {
        out.set((float) road.x(i), (float) road.y(i), (float) road.z(i));
        out.interpolateLocal(new Vector3f((float) road.x(i + 1), (float) road.y(i + 1), (float) road.z(i + 1)), f);
    }
}
