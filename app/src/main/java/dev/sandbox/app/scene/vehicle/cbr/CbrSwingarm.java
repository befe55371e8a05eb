package dev.sandbox.app.scene.vehicle.cbr;

import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import dev.sandbox.app.scene.render.MeshBuilder;
import dev.sandbox.app.scene.render.SurfaceBuilder;

/**
 * The SC57's aluminium swingarm: two tall, slim box-section arms, each a rounded rectangle
 * swept from the pivot to the rear axle, with a box cross-member just behind the pivot. At the
 * pivot the arms are close together, between the frame's pivot plates; behind the cross-member
 * they splay out round the 190 tyre. The left arm runs straight, inside the chain near the pivot
 * and crossing the chain's plane between its top and bottom runs to end outside the rear
 * sprocket; the right arm arches upward (the "gull wing" over the centre-up exhaust). Each arm
 * ends in a chain adjuster block with the axle's nut outside it. A black hugger between the arms
 * covers the front of the tyre.
 *
 * <p>Frame: the swingarm's, origin at the pivot, x forward, y up, z to the right. An arm is
 * described by its {@link Section} at a fraction {@code t} of the way from the pivot
 * ({@code t = 0}) to the axle ({@code t = 1}).
 */
final class CbrSwingarm {

    /** The arms' centres at the pivot, either side of the centre plane (|z|, in metres). */
    static final float PIVOT_Z = 0.09f;
    /** An arm's half-width across the bike at the pivot (in metres): 4.5 cm wide. */
    static final float PIVOT_HALF_WIDTH_M = 0.0225f;
    /** An arm's half-height at the pivot (in metres): 9.6 cm tall. */
    static final float PIVOT_HALF_HEIGHT_M = 0.048f;
    /** The arms' centres at the axle (|z|, in metres): outside the rear sprocket and hub. */
    static final float AXLE_Z = 0.148f;
    /** An arm's half-width at the axle (in metres). */
    static final float AXLE_HALF_WIDTH_M = 0.014f;
    /** An arm's half-height at the axle (in metres). */
    static final float AXLE_HALF_HEIGHT_M = 0.03f;
    /** How far the right arm's middle rises above the straight line pivot-axle (in metres). */
    static final float GULL_WING_RISE_M = 0.05f;
    /** The chain's centre plane, left of the centre plane (z, in metres). */
    static final float CHAIN_Z = -0.125f;
    /** The cross-member's place along the arms (fraction of pivot to axle). */
    static final float CROSS_MEMBER_T = 0.16f;

    /** How far the adjuster block on each arm's end reaches behind the axle (in metres). */
    static final float ADJUSTER_BLOCK_M = 0.045f;

    /** The hugger's gap to the tread (in metres). */
    static final float HUGGER_GAP_M = 0.02f;
    /** The hugger's thickness (in metres). */
    static final float HUGGER_THICKNESS_M = 0.006f;
    /** The hugger's half-width (in metres): inside the arms and the chain, over the 190 tyre's 95 mm. */
    static final float HUGGER_HALF_WIDTH_M = 0.105f;
    /** Where the hugger starts, above the axle's height ahead of it (angle from forward, up; in radians). */
    static final float HUGGER_FROM_RAD = FastMath.DEG_TO_RAD * 8;
    /** Where it ends over the tyre's upper front (in radians). */
    static final float HUGGER_TO_RAD = FastMath.DEG_TO_RAD * 65;

    /** Points round a section: a rounded rectangle with three points on each corner. */
    private static final int CORNER_POINTS = 3;

    private CbrSwingarm() {
    }

    /**
     * An arm's cross-section: a rounded rectangle whose height lies along {@code up}, square
     * to the arm's line in the side view, and whose width lies along z.
     *
     * @param centre the section's centre (in metres, swingarm frame)
     * @param up unit vector along the section's height
     * @param halfWidth half the width across the bike (in metres)
     * @param halfHeight half the height (in metres)
     */
    record Section(Vector3f centre, Vector3f up, float halfWidth, float halfHeight) {

        /**
         * @param p a point (in metres, swingarm frame) beside this section (within a few
         *     millimetres of its plane)
         * @return true when it lies within the section's rectangle
         */
        boolean contains(Vector3f p) {
            Vector3f d = p.subtract(centre);
            return Math.abs(d.dot(up)) < halfHeight && Math.abs(d.z) < halfWidth;
        }
    }

    /** @return the gearbox sprocket's centre (in metres, swingarm frame): ahead of the pivot */
    static Vector3f frontSprocket() {
        return new Vector3f(0.07f, 0.02f, CHAIN_Z);
    }

    /**
     * @param axleRel the rear axle relative to the pivot (in metres)
     * @return the rear sprocket's centre (in metres, swingarm frame): on the axle
     */
    static Vector3f rearSprocket(Vector3f axleRel) {
        return new Vector3f(axleRel.x, axleRel.y, CHAIN_Z);
    }

    /**
     * One arm's section.
     *
     * @param axleRel the rear axle relative to the pivot (in metres)
     * @param side -1 for the left (chain) arm, +1 for the right (gull-wing) arm
     * @param t fraction of the way from the pivot to the axle (slightly beyond 0..1 at the ends)
     * @return the section there
     */
    static Section section(Vector3f axleRel, float side, float t) {
        float e = 0.01f;
        Vector3f c = centre(axleRel, side, t);
        Vector3f d = centre(axleRel, side, t + e).subtractLocal(centre(axleRel, side, t - e));
        Vector3f up = new Vector3f(-d.y, d.x, 0).normalizeLocal();
        if (up.y < 0) {
            up.negateLocal();
        }
        float u = FastMath.clamp(t, 0, 1);
        return new Section(c, up, FastMath.interpolateLinear(u, PIVOT_HALF_WIDTH_M, AXLE_HALF_WIDTH_M),
                FastMath.interpolateLinear(u, PIVOT_HALF_HEIGHT_M, AXLE_HALF_HEIGHT_M));
    }

    /**
     * Both arms and the cross-member, in the swingarm's frame.
     *
     * @param axleRel the rear axle relative to the pivot (in metres)
     * @return the swingarm's surface
     */
    static SurfaceBuilder build(Vector3f axleRel) {
        SurfaceBuilder arms = new SurfaceBuilder();
        // Rows along the arm; the first and last two close its ends: a smaller ring, then a point.
        float[] ts = {-0.055f, -0.05f, -0.04f, 0f, 0.1f, 0.2f, 0.28f, 0.36f, 0.44f, 0.52f, 0.62f, 0.74f, 0.87f, 1f,
            1.04f, 1.05f, 1.055f};
        for (float side : new float[] {-1, 1}) {
            Vector3f[][] rows = new Vector3f[ts.length][];
            for (int i = 0; i < ts.length; i++) {
                float scale = i == 0 || i == ts.length - 1 ? 0 : i == 1 || i == ts.length - 2 ? 0.65f : 1;
                Section s = section(axleRel, side, ts[i]);
                rows[i] = ring(s.centre(), s.up(), Vector3f.UNIT_Z, s.halfWidth() * scale, s.halfHeight() * scale);
            }
            arms.grid(rows, true);
        }
        // The cross-member: a box beam from arm to arm, its ends buried in them.
        Section left = section(axleRel, -1, CROSS_MEMBER_T);
        Section right = section(axleRel, 1, CROSS_MEMBER_T);
        Vector3f along = Vector3f.UNIT_X;
        Vector3f[][] beam = new Vector3f[2][];
        beam[0] = ring(left.centre(), Vector3f.UNIT_Y, along, 0.02f, 0.034f);
        beam[1] = ring(right.centre(), Vector3f.UNIT_Y, along, 0.02f, 0.034f);
        arms.grid(beam, true);
        return arms;
    }

    /**
     * The chain adjusters and the axle's ends: on each arm's end a block a little larger than the
     * arm's section, which the axle passes through, with the adjuster bolt standing 2.5 cm out of
     * its back and a hexagonal nut on the axle's end outside the arm.
     *
     * @param axleRel the rear axle relative to the pivot (in metres)
     * @return the blocks, bolts and nuts
     */
    static MeshBuilder adjusters(Vector3f axleRel) {
        MeshBuilder parts = new MeshBuilder();
        float hw = AXLE_HALF_WIDTH_M + 0.003f;
        float hh = AXLE_HALF_HEIGHT_M + 0.004f;
        for (float side : new float[] {-1, 1}) {
            Vector3f end = centre(axleRel, side, 1);
            parts.box(new Vector3f(axleRel.x - ADJUSTER_BLOCK_M, end.y - hh, end.z - hw),
                    new Vector3f(axleRel.x + 0.02f, end.y + hh, end.z + hw), 0.3f);
            parts.beam(new Vector3f(axleRel.x - ADJUSTER_BLOCK_M + 0.005f, axleRel.y, end.z),
                    new Vector3f(axleRel.x - ADJUSTER_BLOCK_M - 0.025f, axleRel.y, end.z), 0.008f, 0.008f);
            parts.cylinderZ(new Vector3f(axleRel.x, axleRel.y, end.z + side * (hw + 0.006f)), 0.016f, 0.012f, 6);
        }
        return parts;
    }

    /**
     * The hugger: a black plastic mudguard bolted to the arms over the front of the rear tyre,
     * {@link #HUGGER_GAP_M} outside the tread from just above the axle's height to the tyre's
     * upper front, as wide as the gap between the arms allows. It moves with the swingarm.
     *
     * @param axleRel the rear axle relative to the pivot (in metres)
     * @param tyreRadius the rear tyre's radius (in metres)
     * @return the hugger
     */
    static MeshBuilder hugger(Vector3f axleRel, float tyreRadius) {
        int steps = 8;
        float[][] profile = new float[2 * (steps + 1)][];
        float inner = tyreRadius + HUGGER_GAP_M;
        float outer = inner + HUGGER_THICKNESS_M;
        for (int i = 0; i <= steps; i++) {
            float a = HUGGER_FROM_RAD + (HUGGER_TO_RAD - HUGGER_FROM_RAD) * i / steps;
            profile[i] = new float[] {axleRel.x + outer * FastMath.cos(a), axleRel.y + outer * FastMath.sin(a)};
            profile[2 * steps + 1 - i] = new float[] {axleRel.x + inner * FastMath.cos(a), axleRel.y + inner * FastMath.sin(a)};
        }
        return new MeshBuilder().extrude(profile, -HUGGER_HALF_WIDTH_M, HUGGER_HALF_WIDTH_M, 0);
    }

    /** @return an arm's centre line at fraction t (in metres, swingarm frame) */
    private static Vector3f centre(Vector3f axleRel, float side, float t) {
        float u = FastMath.clamp(t, 0, 1);
        // Close together between the pivot plates, then out round the tyre ahead of its widest.
        float s = FastMath.clamp((u - 0.15f) / 0.45f, 0, 1);
        float spread = s * s * (3 - 2 * s);
        float z = side * (PIVOT_Z + (AXLE_Z - PIVOT_Z) * spread);
        float lift = side > 0 ? GULL_WING_RISE_M * FastMath.sin(FastMath.PI * u) : 0;
        return new Vector3f(axleRel.x * t, axleRel.y * t + lift, z);
    }

    /**
     * A rounded rectangle: {@link #CORNER_POINTS} points on each corner's quarter circle.
     *
     * @param c centre
     * @param up unit vector along the height
     * @param across unit vector along the width
     * @param hw half-width (in metres)
     * @param hh half-height (in metres)
     * @return the ring's points, in order round it
     */
    private static Vector3f[] ring(Vector3f c, Vector3f up, Vector3f across, float hw, float hh) {
        float r = 0.35f * Math.min(hw, hh);
        Vector3f[] pts = new Vector3f[4 * CORNER_POINTS];
        float[][] corners = {{1, 1}, {-1, 1}, {-1, -1}, {1, -1}};
        int k = 0;
        for (int q = 0; q < 4; q++) {
            float cx = corners[q][0] * (hw - r);
            float cy = corners[q][1] * (hh - r);
            for (int j = 0; j < CORNER_POINTS; j++) {
                float a = FastMath.HALF_PI * (q + j / (float) (CORNER_POINTS - 1));
                float x = cx + r * FastMath.cos(a);
                float y = cy + r * FastMath.sin(a);
                pts[k++] = c.add(across.mult(x)).addLocal(up.mult(y));
            }
        }
        return pts;
    }
}
