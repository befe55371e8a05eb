package dev.sandbox.app.scene.vehicle.cbr;

import com.jme3.math.Vector3f;
import dev.sandbox.app.scene.render.MeshBuilder;
import dev.sandbox.app.scene.render.SurfaceBuilder;
import java.util.ArrayList;
import java.util.List;

/**
 * The SC57's rear shock and its Unit Pro-Link: the shock stands almost upright just behind the
 * swingarm pivot, ahead of the rear tyre, where the side view otherwise looks through the bike
 * under the seat. Honda's Unit Pro-Link has no frame mount at the top: the shock's upper eye sits
 * on a bridge of the swingarm, and a rocker under the swingarm, tied forward to the frame behind
 * the crankcase, compresses it from below. So the whole unit moves with the swingarm, and it is
 * built in the swingarm's frame (origin at the pivot, x forward, y up, z to the right); only its
 * few centimetres of compression are not shown.
 *
 * <p>It stands a little left of the centre plane: the exhaust's link pipe climbs to the
 * under-seat silencer on its right, and the left arm passes outside it.
 */
final class CbrShock {

    /** The shock's centre plane (z, in metres): left of the bike's, clear of the link pipe on its right. */
    static final float SHOCK_Z = -0.036f;
    /** The lower eye, on the rocker under the swingarm (x, y in metres, bike frame). */
    static final float[] LOWER_EYE = {-0.215f, 0.25f};
    /**
     * The upper eye, on the swingarm's bridge (x, y in metres, bike frame): 9 cm above the
     * cross-member, about 290 mm from the lower eye.
     */
    static final float[] UPPER_EYE = {-0.275f, 0.53f};
    /** The spring's outer radius (in metres): a 60 mm coil. */
    static final float SPRING_RADIUS_M = 0.030f;
    /** Between coils the tube narrows to this radius (in metres): the coils read as ribs. */
    static final float SPRING_WAIST_M = 0.023f;
    /** Coils of the spring. */
    static final int COILS = 6;
    /** Where the spring starts and ends along the shock, from the upper eye (fractions of eye to eye). */
    static final float[] SPRING_SPAN = {0.17f, 0.82f};
    /** The damper body's radius (in metres). */
    static final float BODY_RADIUS_M = 0.021f;
    /** The damper rod's radius (in metres). */
    static final float ROD_RADIUS_M = 0.008f;
    /** Where the body ends and the rod comes out of it, from the upper eye (fraction of eye to eye). */
    static final float BODY_END = 0.62f;
    /** Where the rocker pivots under the swingarm, behind the cross-member (x, y in metres, bike frame). */
    static final float[] ROCKER_PIVOT = {-0.16f, 0.355f};
    /** Where the rocker's tie rod meets it, ahead of the lower eye (x, y in metres, bike frame). */
    static final float[] TIE_ROD_END = {-0.165f, 0.24f};
    /** Where the tie rod is bolted to the frame behind the crankcase (x, y in metres, bike frame). */
    static final float[] FRAME_MOUNT = {-0.105f, 0.28f};

    private CbrShock() {
    }

    /**
     * The spring, the damper body and its rod, in the swingarm's frame.
     *
     * @param pivot the swingarm pivot (in metres, bike frame)
     * @return the spring (index 0) and the damper (index 1), to be given their own finishes
     */
    static SurfaceBuilder[] shock(Vector3f pivot) {
        Vector3f top = at(UPPER_EYE, pivot);
        Vector3f bottom = at(LOWER_EYE, pivot);
        Vector3f axis = bottom.subtract(top);
        // the spring: a tube along the axis whose radius swings between the coils and the gaps
        int points = 2 * COILS + 1;
        List<Vector3f> path = new ArrayList<>();
        float[] radii = new float[points];
        for (int i = 0; i < points; i++) {
            float f = SPRING_SPAN[0] + (SPRING_SPAN[1] - SPRING_SPAN[0]) * i / (points - 1);
            path.add(top.add(axis.mult(f)));
            radii[i] = i % 2 == 0 ? SPRING_RADIUS_M : SPRING_WAIST_M;
        }
        SurfaceBuilder spring = new SurfaceBuilder().tube(path, radii, 8, false);
        SurfaceBuilder damper = new SurfaceBuilder();
        // open ends: the eyes' bolts cap them and the spring hides the rest
        damper.tube(List.of(top.add(axis.mult(0.04f)), top.add(axis.mult(BODY_END))),
                new float[] {BODY_RADIUS_M, BODY_RADIUS_M}, 8, false);
        damper.tube(List.of(top.add(axis.mult(BODY_END)), bottom), new float[] {ROD_RADIUS_M, ROD_RADIUS_M}, 6, false);
        return new SurfaceBuilder[] {spring, damper};
    }

    /**
     * The eyes and what holds them: bolts through both eyes, the swingarm's bridge (a plate
     * either side of the shock up from the cross-member to the upper eye), the rocker under the swingarm (from its pivot to
     * the lower eye and on to the tie rod) and the tie rod forward to the frame.
     *
     * @param pivot the swingarm pivot (in metres, bike frame)
     * @return the linkage
     */
    static MeshBuilder linkage(Vector3f pivot) {
        MeshBuilder parts = new MeshBuilder();
        Vector3f top = at(UPPER_EYE, pivot);
        Vector3f bottom = at(LOWER_EYE, pivot);
        parts.cylinderZ(top, 0.013f, 0.05f, 6);
        parts.cylinderZ(bottom, 0.013f, 0.05f, 6);
        for (float side : new float[] {-1, 1}) {
            float z = SHOCK_Z + side * 0.022f;
            Vector3f eye = top.clone().setZ(z);
            parts.beam(new Vector3f(-0.19f - pivot.x, 0.43f - pivot.y, z), eye, 0.008f, 0.028f);
            Vector3f rocker = at(ROCKER_PIVOT, pivot).setZ(z);
            Vector3f tie = at(TIE_ROD_END, pivot).setZ(z);
            parts.beam(rocker, bottom.clone().setZ(z), 0.008f, 0.03f);
            parts.beam(bottom.clone().setZ(z), tie, 0.008f, 0.03f);
        }
        parts.beam(at(TIE_ROD_END, pivot), at(FRAME_MOUNT, pivot), 0.02f, 0.018f);
        return parts;
    }

    /** @return a bike-frame point (x, y) on the shock's plane, in the swingarm's frame */
    static Vector3f at(float[] xy, Vector3f pivot) {
        return new Vector3f(xy[0] - pivot.x, xy[1] - pivot.y, SHOCK_Z);
    }
}
