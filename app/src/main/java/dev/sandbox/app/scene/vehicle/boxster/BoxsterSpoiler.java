package dev.sandbox.app.scene.vehicle.boxster;

import com.jme3.material.Material;
import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import com.jme3.scene.Node;
import dev.sandbox.app.scene.render.SurfaceBuilder;
import java.util.ArrayList;
import java.util.List;

/**
 * The 986's deployable rear spoiler: a painted blade lying flush in the rear deck that rises
 * on two struts when the car passes 120 km/h and folds away again below 80 km/h, as the real
 * car's speed-controlled spoiler does. It takes {@link #TRAVEL_S} to move.
 */
public final class BoxsterSpoiler {

    /** Speed above which the spoiler rises (in metres per second): 120 km/h. */
    public static final float RISE_MPS = 120 / 3.6f;
    /** Speed below which it folds away (in metres per second): 80 km/h. */
    public static final float FOLD_MPS = 80 / 3.6f;
    /** Time for a full rise or fold (in seconds). */
    public static final float TRAVEL_S = 1.2f;
    /** Lift of the blade when fully raised (in metres). */
    public static final float LIFT_M = 0.075f;

    private final Node node = new Node("spoiler");
    private final Node blade = new Node("spoiler-blade");
    private final float gapHalf;
    private final com.jme3.scene.Geometry bladeGeometry;
    private boolean up;
    private float extension;

    BoxsterSpoiler(BoxsterBody shape, Material paint, Material black) {
        float x = shape.tail + 0.24f;
        float y = shape.surfaceY(x, 0);
        node.setLocalTranslation(x, y, 0);
        float half = shape.halfWidthAt(x) * 0.62f;
        gapHalf = half + 0.005f;
        Vector3f[][] rows = new Vector3f[2][7];
        for (int j = 0; j < 7; j++) {
            float z = -half + 2 * half * j / 6;
            float sag = 0.012f * (1 - (z / half) * (z / half));
            rows[0][j] = new Vector3f(0.09f, 0.004f + sag, z);
            rows[1][j] = new Vector3f(-0.10f, 0.012f + sag, z);
        }
        SurfaceBuilder top = new SurfaceBuilder().grid(rows, false);
        top.grid(new Vector3f[][] {rows[1], shift(rows[1], -0.022f)}, false);
        top.grid(new Vector3f[][] {shift(rows[0], -0.016f), shift(rows[1], -0.022f)}, false);
        bladeGeometry = BoxsterModel.geom("spoiler-blade", top, paint);
        blade.attachChild(bladeGeometry);
        SurfaceBuilder struts = new SurfaceBuilder();
        for (float side : new float[] {-1, 1}) {
            struts.rod(new Vector3f(-0.01f, -LIFT_M - 0.01f, side * half * 0.55f),
                    new Vector3f(-0.01f, 0, side * half * 0.55f), 0.012f, 6);
        }
        blade.attachChild(BoxsterModel.geom("spoiler-struts", struts, black));

        node.attachChild(blade);
    }

    /**
     * @return the dark gap round the blade's recess in the deck, in the body's frame (it
     *     outlines the flush blade as the real car's shut line does)
     */
    SurfaceBuilder gapLine() {
        Vector3f o = node.getLocalTranslation();
        List<Vector3f> loop = new ArrayList<>();
        float[][] corners = {{0.095f, -gapHalf}, {0.095f, gapHalf}, {-0.105f, gapHalf}, {-0.105f, -gapHalf}, {0.095f, -gapHalf}};
        for (float[] c : corners) {
            float sag = 0.012f * (1 - (c[1] / gapHalf) * (c[1] / gapHalf));
            loop.add(new Vector3f(o.x + c[0], o.y + 0.004f + sag, c[1]));
        }
        float[] radii = new float[loop.size()];
        java.util.Arrays.fill(radii, 0.0045f);
        return new SurfaceBuilder().tube(loop, radii, 4, false);
    }

    /** @return the painted blade */
    com.jme3.scene.Geometry bladeGeometry() {
        return bladeGeometry;
    }

    /** @return the node fixed to the deck; the blade moves inside it */
    public Node node() {
        return node;
    }

    /** @return how far the blade is raised (0 = flush, 1 = fully up) */
    public float extension() {
        return extension;
    }

    /**
     * Moves the blade toward where the speed wants it.
     *
     * @param speedMps forward speed (in metres per second)
     * @param dtS time since the last call (in seconds)
     */
    public void update(float speedMps, float dtS) {
        float v = Math.abs(speedMps);
        if (v > RISE_MPS) {
            up = true;
        } else if (v < FOLD_MPS) {
            up = false;
        }
        float step = dtS / TRAVEL_S;
        extension = FastMath.clamp(extension + (up ? step : -step), 0, 1);
        blade.setLocalTranslation(0, LIFT_M * extension, 0);
    }

    private static Vector3f[] shift(Vector3f[] row, float dy) {
        List<Vector3f> out = new ArrayList<>();
        for (Vector3f p : row) {
            out.add(p.add(0, dy, 0));
        }
        return out.toArray(new Vector3f[0]);
    }
}
