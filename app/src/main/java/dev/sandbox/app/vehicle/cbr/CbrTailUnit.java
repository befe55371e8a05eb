package dev.sandbox.app.vehicle.cbr;

import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import dev.sandbox.app.render.Loft;
import dev.sandbox.app.render.MeshBuilder;
import dev.sandbox.app.render.SurfaceBuilder;

/**
 * What hangs under and behind the SC57's slim tail: the centre-up silencer, an angular can
 * tucked under the seat cowl, narrower than the tail so the red sides hide its top, mostly a
 * black-grey heat shield with a brushed-steel end cap whose trapezoid outlet shows below the
 * tail's point; and the tail lamp in its black surround at the point.
 *
 * <p>Frame: x forward from the centre of mass, y up from the ground, z to the right.
 */
final class CbrTailUnit {

    /** The silencer's front, where the link pipe from the collector meets it (x, in metres). */
    static final float MUFFLER_FRONT_X = -0.44f;

    /** How far the can's top reaches up into the cowl (in metres). */
    static final float TUCK_M = 0.015f;
    /** The can's depth at its front, top to bottom (in metres). */
    static final float DEPTH_M = 0.11f;
    /** The steel end cap's length along the can at its bottom; at the top it is longer by the slant (in metres). */
    static final float END_CAP_M = 0.035f;
    /** How far the end face's bottom lies ahead of its top (in metres). */
    static final float END_SLANT_M = 0.025f;
    /** The steel rim round the outlet on the end face (in metres). */
    static final float OUTLET_RIM_M = 0.014f;
    /** Corners of the can's section. */
    private static final int SIDES = 6;
    /** The heat shield's black-grey finish: most of the can is this. */
    static final ColorRGBA HEAT_SHIELD = new ColorRGBA(0.11f, 0.11f, 0.12f, 1f);
    /** The end cap's brushed steel. */
    static final ColorRGBA END_STEEL = new ColorRGBA(0.58f, 0.59f, 0.61f, 1f);

    /** How far the lamp's surround stands behind the tail's point (in metres). */
    static final float LAMP_DEPTH_M = 0.009f;
    /** The lens's size relative to the tail's end section: the rest is the black surround. */
    static final float LENS_SCALE = 0.74f;
    /** The red lamp's size behind the clear lens, relative to the tail's end section. */
    static final float CORE_SCALE = 0.46f;
    /** Points round the lamp's outline. */
    private static final int LAMP_SIDES = 16;

    private final Loft.Profile skin;
    private final float tailX;

    /**
     * @param skin the bodywork's profile
     * @param tailX the tail's point, x (in metres)
     */
    CbrTailUnit(Loft.Profile skin, float tailX) {
        this.skin = skin;
        this.tailX = tailX;
    }

    /** @return the silencer's end, x (in metres): 0.14 m ahead of the tail's point */
    float mufflerEndX() {
        return tailX + 0.14f;
    }

    /**
     * The silencer's heat shield, the dark bulk of the can: six-sided sections, wide at the
     * top and chamfered to a narrow bottom, from the link pipe back to the steel end cap.
     *
     * @return the shield
     */
    MeshBuilder heatShield() {
        float capFront = mufflerEndX() + END_CAP_M + END_SLANT_M;
        return prism(new float[] {MUFFLER_FRONT_X, (MUFFLER_FRONT_X + capFront) / 2, capFront}, new float[3], true);
    }

    /**
     * The silencer's brushed-steel end cap: a short collar behind the heat shield whose end
     * face leans forward toward the bottom, as the SC57's does, so the can reads angular from
     * the side. Its face carries the {@link #outlet}.
     *
     * @return the cap
     */
    MeshBuilder endCap() {
        float capFront = mufflerEndX() + END_CAP_M + END_SLANT_M;
        return prism(new float[] {capFront, mufflerEndX()}, new float[] {0, END_SLANT_M}, false);
    }

    /** @return the outlet: a dark trapezoid on the end cap's face, a rim of steel round it */
    MeshBuilder outlet() {
        Vector3f[] face = section(mufflerEndX(), END_SLANT_M, 0f);
        float top = face[3].y;
        float bottom = face[0].y;
        Vector3f[] o = section(mufflerEndX(), END_SLANT_M, OUTLET_RIM_M);
        // The can's top is tucked into the cowl: the rim above the outlet starts below it.
        o[3].y -= TUCK_M;
        o[4].y -= TUCK_M;
        for (Vector3f v : o) {
            // On the leaning face, 3 mm proud of it.
            v.x = mufflerEndX() + END_SLANT_M * (top - v.y) / (top - bottom) - 0.003f;
        }
        Vector3f[] back = {o[0], o[1], o[3], o[4]};
        return new MeshBuilder().quadFacing(back[0], back[1], back[2], back[3], Vector3f.UNIT_X.negate());
    }

    /**
     * A prism of the can's sections joined side to side, closed at the ends asked.
     *
     * @param xs where the sections are (x, in metres, front to back)
     * @param slants how far each section's bottom lies ahead of its top (in metres)
     * @param closeFront true to close the front end (the rear end is always closed)
     */
    private MeshBuilder prism(float[] xs, float[] slants, boolean closeFront) {
        Vector3f[][] sec = new Vector3f[xs.length][];
        for (int i = 0; i < xs.length; i++) {
            sec[i] = section(xs[i], slants[i], 0f);
        }
        MeshBuilder can = new MeshBuilder();
        for (int i = 0; i + 1 < xs.length; i++) {
            for (int j = 0; j < SIDES; j++) {
                Vector3f a = sec[i][j];
                Vector3f b = sec[i][(j + 1) % SIDES];
                Vector3f mid = a.add(b).multLocal(0.5f);
                Vector3f axis = new Vector3f(mid.x, centreY(xs[i]), 0);
                can.quadFacing(a, b, sec[i + 1][(j + 1) % SIDES], sec[i + 1][j], mid.subtract(axis));
            }
        }
        if (closeFront) {
            cap(can, sec[0], Vector3f.UNIT_X);
        }
        cap(can, sec[xs.length - 1], Vector3f.UNIT_X.negate());
        return can;
    }

    /** Closes a six-sided section with two quads facing {@code outward}. */
    private static void cap(MeshBuilder can, Vector3f[] s, Vector3f outward) {
        can.quadFacing(s[0], s[1], s[2], s[5], outward);
        can.quadFacing(s[5], s[2], s[3], s[4], outward);
    }

    /**
     * Part of the tail lamp: a flat plate facing back, just behind the surround's face, the
     * shape of the tail's end section between two sizes. On the SC57 the lamp is a clear lens
     * over red lamps: the lens's outer part ({@link #LENS_SCALE} to {@link #CORE_SCALE}) reads
     * pale, the red core inside it is the lamp.
     *
     * @param inner the part's inner edge relative to the end section (0 for a plate to the centre)
     * @param outer its outer edge relative to the end section
     * @return the ring or plate
     */
    MeshBuilder lamp(float inner, float outer) {
        float x = tailX - LAMP_DEPTH_M - 0.0015f;
        Vector3f[] out = endRing(x, outer);
        Vector3f[] in = endRing(x, inner);
        MeshBuilder lens = new MeshBuilder();
        for (int j = 0; j < out.length; j++) {
            int k = (j + 1) % out.length;
            // Facing back, toward following traffic; at the centre the quad is a triangle.
            lens.quadFacing(out[j], out[k], in[k], in[j], Vector3f.UNIT_X.negate());
        }
        return lens;
    }

    /**
     * The lamp's black surround: a short collar that comes out of the tail's rounded end and
     * a face round the lens, so the lamp sits in a dark frame at the tail's tip as on the
     * SC57, with no gap between paint and lamp.
     *
     * @return the collar and face
     */
    SurfaceBuilder lampSurround() {
        // The collar starts inside the skin, 6 mm ahead of the tail's point, and ends
        // LAMP_DEPTH_M behind it, clear of the skin's end cap (6 mm deep).
        Vector3f[] inside = endRing(tailX + 0.006f, 0.94f);
        Vector3f[] face = endRing(tailX - LAMP_DEPTH_M, 0.90f);
        return new SurfaceBuilder().grid(new Vector3f[][] {inside, face, Loft.collapse(face, 1f, 0f)}, true);
    }

    /**
     * A section of the silencer, six corners: lower left, lower right, the right chamfer,
     * upper right, upper left, the left chamfer. The top, {@link #TUCK_M} inside the cowl, is
     * 15 % narrower than the tail's underside, so the red sides overhang it; the bottom rises
     * 3 cm toward the back with the tail.
     *
     * @param x where the section's top is (in metres)
     * @param slant how far the bottom lies ahead of the top (in metres)
     * @param inset how far in from the can's outline (in metres)
     */
    private Vector3f[] section(float x, float slant, float inset) {
        float rise = 0.03f * (MUFFLER_FRONT_X - x) / (MUFFLER_FRONT_X - mufflerEndX());
        float top = skin.bottom(x) + TUCK_M - inset;
        float bottom = top - DEPTH_M + rise + 2 * inset;
        float upper = Math.min(0.075f, skin.halfWidth(x) * 0.85f) - inset;
        float lower = upper * 0.55f;
        float chamferY = bottom + 0.4f * (top - bottom);
        float chamfer = upper * 0.95f;
        float xc = x + slant * 0.6f;
        float xb = x + slant;
        return new Vector3f[] {new Vector3f(xb, bottom, -lower), new Vector3f(xb, bottom, lower),
            new Vector3f(xc, chamferY, chamfer), new Vector3f(x, top, upper), new Vector3f(x, top, -upper),
            new Vector3f(xc, chamferY, -chamfer)};
    }

    /**
     * The skin's section at x (behind the tail's point: the section at the point), scaled about
     * its centre.
     *
     * @param x where (in metres)
     * @param scale the size relative to the skin's section at the point
     */
    private Vector3f[] endRing(float x, float scale) {
        Vector3f[] ring = Loft.section(skin, tailX + Math.max(0, x - tailX), LAMP_SIDES, 0.45f);
        Vector3f c = Loft.centroid(ring);
        for (Vector3f p : ring) {
            p.subtractLocal(c).multLocal(scale).addLocal(c);
            p.x = x;
        }
        return ring;
    }

    private float centreY(float x) {
        Vector3f[] t = section(x, 0f, 0f);
        return (t[0].y + t[3].y) / 2;
    }
}
