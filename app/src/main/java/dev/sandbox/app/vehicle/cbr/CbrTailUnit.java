package dev.sandbox.app.vehicle.cbr;

import com.jme3.math.Vector3f;
import dev.sandbox.app.render.Loft;
import dev.sandbox.app.render.MeshBuilder;

/**
 * What hangs under and behind the SC57's slim tail: the centre-up silencer, a box of trapezoid
 * section tucked under the seat cowl whose end cap, with its trapezoid outlet, shows below the
 * tail's point, and the tail lamp on the cowl's underside at the point.
 *
 * <p>Frame: x forward from the centre of mass, y up from the ground, z to the right.
 */
final class CbrTailUnit {

    /** The silencer's front, where the link pipe from the collector meets it (x, in metres). */
    static final float MUFFLER_FRONT_X = -0.44f;

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
     * The tail lamp: a lens across the blunt end of the cowl that wraps under its last 7 cm,
     * seen from behind and from following traffic below it.
     *
     * @return the lens
     */
    MeshBuilder lamp() {
        float xEnd = tailX - 0.008f;
        float xUnder = tailX + 0.07f;
        float wEnd = skin.halfWidth(tailX) * 0.8f;
        float wUnder = skin.halfWidth(xUnder) * 0.8f;
        float yTop = skin.top(tailX) - 0.012f;
        float yEdge = skin.bottom(tailX) - 0.002f;
        float yUnder = skin.bottom(xUnder) - 0.004f;
        Vector3f a = new Vector3f(xEnd, yTop, -wEnd * 0.7f);
        Vector3f b = new Vector3f(xEnd, yTop, wEnd * 0.7f);
        Vector3f c = new Vector3f(tailX, yEdge, wEnd);
        Vector3f d = new Vector3f(tailX, yEdge, -wEnd);
        MeshBuilder lens = new MeshBuilder().quadFacing(a, b, c, d, Vector3f.UNIT_X.negate());
        return lens.quadFacing(d, c, new Vector3f(xUnder, yUnder, wUnder), new Vector3f(xUnder, yUnder, -wUnder),
                new Vector3f(-0.5f, -1, 0));
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

    private float centreY(float x) {
        Vector3f[] t = trapezoid(x, 0f);
        return (t[0].y + t[2].y) / 2;
    }
}
