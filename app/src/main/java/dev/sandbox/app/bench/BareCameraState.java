package dev.sandbox.app.bench;

import dev.sandbox.app.state.PlainState;
import com.jme3.app.Application;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import dev.sandbox.app.state.WorldState;
import dev.sandbox.app.world.RoadLoop;

/**
 * Flies the camera along the road loop where the chase camera would be (behind and above a
 * car on the centreline, looking ahead) at a steady {@link #SPEED_MPS}, so the bare-world
 * benchmark renders the same kind of views as the sandbox without any vehicle.
 */
public final class BareCameraState extends PlainState {

    /** Speed of the flight along the road (in metres per second). */
    public static final double SPEED_MPS = 22.0;
    /** Distance behind the followed point (in metres). */
    public static final float BEHIND_M = 5.5f;
    /** Eye height above the road (in metres). */
    public static final float EYE_HEIGHT_M = 2.0f;

    private double distanceM;
    private final Vector3f eye = new Vector3f();

    @Override
    public void update(float tpf) {
        distanceM += SPEED_MPS * tpf;
        RoadLoop road = getState(WorldState.class).road();
        double s = distanceM / RoadLoop.SAMPLE_SPACING_M;
        int i = (int) Math.floor(s);
        int back = (int) Math.round(BEHIND_M / RoadLoop.SAMPLE_SPACING_M);
        point(road, i - back, (float) (s - i), eye);
        eye.y += EYE_HEIGHT_M;
        int ahead = (int) Math.round(4.0 / RoadLoop.SAMPLE_SPACING_M);
        Vector3f look = new Vector3f();
        point(road, i + ahead, (float) (s - i), look);
        look.y += 0.6f;
        Camera cam = getApplication().getCamera();
        cam.setLocation(eye);
        cam.lookAt(look, Vector3f.UNIT_Y);
    }

    private static void point(RoadLoop road, int i, float f, Vector3f out) {
        out.set((float) road.x(i), (float) road.y(i), (float) road.z(i));
        out.interpolateLocal(new Vector3f((float) road.x(i + 1), (float) road.y(i + 1), (float) road.z(i + 1)), f);
    }
}
