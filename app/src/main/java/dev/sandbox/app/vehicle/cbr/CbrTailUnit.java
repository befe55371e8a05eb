package dev.sandbox.app.vehicle.cbr;

import com.jme3.math.Vector3f;
import dev.sandbox.app.render.Loft;
import dev.sandbox.app.render.MeshBuilder;
import dev.sandbox.app.render.SurfaceBuilder;

/**
 * What hangs under and behind the SC57's slim tail: the centre-up silencer, a box of trapezoid
 * section tucked under the seat cowl whose end cap, with its trapezoid outlet, shows below the
 * tail's point, and the tail lamp in its black surround at the point.
 *
 * <p>Frame: x forward from the centre of mass, y up from the ground, z to the right.
 */
final class CbrTailUnit {

    /** The silencer's front, where the link pipe from the collector meets it (x, in metres). */
    static final float MUFFLER_FRONT_X = -0.44f;

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
     * The silencer: three trapezoid sections 11 cm deep, wider at the top, its top tucked
     * 1.5 cm into the cowl and its bottom rising toward the back with the tail, closed by a
     * flat end cap.
     *
     * @return the can
     */
    MeshBuilder muffler() {
        float[] xs = {MUFFLER_FRONT_X, (MUFFLER_FRONT_X + mufflerEndX()) / 2, mufflerEndX()};
        Vector3f[][] sec = new Vector3f[xs.length][];
        for (int i = 0; i < xs.length; i++) {
            sec[i] = trapezoid(xs[i], 0f);
        }
        MeshBuilder can = new MeshBuilder();
        for (int i = 0; i + 1 < xs.length; i++) {
            for (int j = 0; j < 4; j++) {
                Vector3f a = sec[i][j];
                Vector3f b = sec[i][(j + 1) % 4];
                Vector3f mid = a.add(b).multLocal(0.5f);
                Vector3f axis = new Vector3f(mid.x, centreY(xs[i]), 0);
                can.quadFacing(a, b, sec[i + 1][(j + 1) % 4], sec[i + 1][j], mid.subtract(axis));
            }
        }
        Vector3f[] f = sec[0];
        can.quadFacing(f[0], f[1], f[2], f[3], Vector3f.UNIT_X);
        Vector3f[] e = sec[xs.length - 1];
        can.quadFacing(e[0], e[1], e[2], e[3], Vector3f.UNIT_X.negate());
        return can;
    }

    /** @return the outlet: a dark trapezoid on the end cap, a rim of the can's finish round it */
    MeshBuilder outlet() {
        Vector3f[] o = trapezoid(mufflerEndX() - 0.003f, 0.018f);
        return new MeshBuilder().quadFacing(o[0], o[1], o[2], o[3], Vector3f.UNIT_X.negate());
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
     * A section of the silencer: corners lower left, lower right, upper right, upper left.
     *
     * @param x where (in metres)
     * @param inset how far in from the can's outline (in metres)
     */
    private Vector3f[] trapezoid(float x, float inset) {
        float top = skin.bottom(x) + 0.015f - inset;
        float bottom = top - 0.11f + 0.03f * (MUFFLER_FRONT_X - x) / (MUFFLER_FRONT_X - mufflerEndX()) + inset;
        float upper = Math.min(0.085f, skin.halfWidth(x) * 0.95f) - inset;
        float lower = upper * 0.7f;
        return new Vector3f[] {new Vector3f(x, bottom, -lower), new Vector3f(x, bottom, lower),
            new Vector3f(x, top, upper), new Vector3f(x, top, -upper)};
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
        Vector3f c = centre(ring);
        for (Vector3f p : ring) {
            p.subtractLocal(c).multLocal(scale).addLocal(c);
            p.x = x;
        }
        return ring;
    }

    private static Vector3f centre(Vector3f[] ring) {
        Vector3f c = new Vector3f();
        for (Vector3f p : ring) {
            c.addLocal(p);
        }
        return c.divideLocal(ring.length);
    }

    private float centreY(float x) {
        Vector3f[] t = trapezoid(x, 0f);
        return (t[0].y + t[2].y) / 2;
    }
}
