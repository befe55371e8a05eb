package dev.sandbox.app.scene.vehicle.cbr;

import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer;
import com.jme3.util.BufferUtils;
import dev.sandbox.app.scene.render.Loft;
import dev.sandbox.app.scene.render.SurfaceBuilder;
import java.nio.FloatBuffer;
import java.util.List;

/**
 * The SC57's paint scheme and the lines on its bodywork: the colours laid per vertex over the
 * lofted skin with the red/black line cut crisply by the material, and the panel lines and
 * pinstripe laid on it as thin tubes.
 *
 * <p>Frame: x forward from the centre of mass, y up from the ground, z to the right.
 */
final class CbrLivery {

    private CbrLivery() {
    }

    /** Behind this x (in metres) the skin is the seat and tail unit. */
    static final float UNDER_SEAT_X = -0.20f;
    /** How high the black undertray reaches above the tail's lower edge (in metres). */
    static final float UNDERTRAY_M = 0.008f;

    /** The rider's seat reaches this far ahead of the seat point (in metres). */
    static final float SEAT_FRONT_M = 0.16f;
    /** The rider's seat reaches this far behind the seat point (in metres). */
    static final float SEAT_BACK_M = 0.19f;
    /** How far down the seat's black side reaches below its top (in metres). */
    static final float SEAT_DEPTH_M = 0.03f;
    /**
     * The pillion seat, a black pad on the tail behind the rider's, from 3 cm behind the
     * rider's seat (x, in metres) ...
     */
    static final float PILLION_FRONT_X = -0.58f;
    /** ... back to 16 cm short of the tail's point, which stays red (x, in metres). */
    static final float PILLION_BACK_X = -0.86f;

    /** The lower fairing's, undertray's and seat's black. */
    static final ColorRGBA BLACK = new ColorRGBA(0.04f, 0.04f, 0.045f, 1f);

    /**
     * Honda's red and black scheme of the 2004 SC57 away from the black the material cuts
     * (see {@link #edge}): red fairing, tank and tail, one colour at every vertex. A stripe
     * laid on as vertex colours would be blended across the skin's triangles, several
     * centimetres wide on the tail, and show as a smear rather than a line; the scheme's white
     * accent is the pinstripe, a part of its own ({@link #pinstripe}).
     *
     * @param p a vertex of the skin (in metres)
     * @param xf the front axle's x (in metres)
     * @param seatX the rider's seat point, x (in metres)
     * @return the vertex's colour
     */
    static ColorRGBA scheme(Vector3f p, float xf, float seatX) {
        return CbrBodywork.RED.clone();
    }

    /**
     * Gives the skin its black parts as crisp edges: the lower fairing below the red/black
     * line, the tail's undertray, the rider's seat and the pillion's. Each vertex carries how far it is from
     * the black (in metres, negative inside it) as TexCoord2, which the paint material
     * ({@code UseLiveryEdge}) interpolates linearly across each triangle and paints
     * {@link #BLACK} below zero, so the edges stay sharp on the coarse skin instead of
     * smearing over a row of triangles.
     *
     * @param mesh the fairing's mesh
     * @param skin the fairing's profile
     * @param xf the front axle's x (in metres)
     * @param seatX the rider's seat point, x (in metres)
     */
    static void edge(Mesh mesh, Loft.Profile skin, float xf, float seatX) {
        FloatBuffer p = (FloatBuffer) mesh.getBuffer(VertexBuffer.Type.Position).getDataReadOnly();
        float[] above = new float[p.limit() / 3];
        for (int i = 0; i < above.length; i++) {
            float x = p.get(3 * i);
            float y = p.get(3 * i + 1);
            // The seat: above a line parallel to its top, between its front and back ends.
            float belowSeat = belowPad(skin, x, y, seatX + SEAT_FRONT_M, seatX - SEAT_BACK_M);
            float belowPillion = belowPad(skin, x, y, PILLION_FRONT_X, PILLION_BACK_X);
            above[i] = Math.min(y - cutHeight(skin, x, xf), Math.min(belowSeat, belowPillion));
        }
        mesh.setBuffer(VertexBuffer.Type.TexCoord2, 1, BufferUtils.createFloatBuffer(above));
    }

    /**
     * @return how far a point is from a seat pad on the skin's top, between {@code back} and
     *     {@code front} and down to {@link #SEAT_DEPTH_M} below the top (in metres, negative inside)
     */
    private static float belowPad(Loft.Profile skin, float x, float y, float front, float back) {
        return Math.max(skin.top(x) - SEAT_DEPTH_M - y, Math.max(x - front, back - x));
    }

    /**
     * Panel lines laid on the skin as thin dark tubes: where the tank meets the side panels and
     * the upper fairing, and the seam between the upper fairing and the side panels.
     */
    static SurfaceBuilder panelLines(Loft.Profile skin, float xf) {
        SurfaceBuilder lines = new SurfaceBuilder();
        for (float side : new float[] {-1, 1}) {
            List<Vector3f> tankSide = new java.util.ArrayList<>();
            for (float x = 0.29f; x >= -0.17f; x -= 0.04f) {
                tankSide.add(onSkin(skin, x, skin.top(x) - 0.085f, side));
            }
            lines.tube(tankSide, fill(tankSide.size(), 0.0035f), 4, false);
            List<Vector3f> seam = new java.util.ArrayList<>();
            for (int k = 0; k <= 6; k++) {
                float x = xf - 0.10f - 0.32f * k / 6;
                seam.add(onSkin(skin, x, 0.86f - 0.20f * k / 6, side));
            }
            lines.tube(seam, fill(seam.size(), 0.0035f), 4, false);
        }
        return lines;
    }

    /** The white pinstripe along the line between the red upper and black lower fairing. */
    static SurfaceBuilder pinstripe(Loft.Profile skin, float xf) {
        SurfaceBuilder stripe = new SurfaceBuilder();
        for (float side : new float[] {-1, 1}) {
            List<Vector3f> line = new java.util.ArrayList<>();
            for (float x = xf - 0.12f; x >= -0.12f; x -= 0.03f) {
                float y = cutHeight(skin, x, xf);
                if (y > skin.bottom(x) + 0.02f && y < skin.top(x) - 0.05f) {
                    line.add(onSkin(skin, x, y, side));
                }
            }
            if (line.size() >= 2) {
                stripe.tube(line, fill(line.size(), 0.005f), 4, false);
            }
        }
        return stripe;
    }

    /**
     * @param skin the fairing's profile
     * @param x where (in metres)
     * @param xf the front axle's x (in metres)
     * @return the height of the line between the red and the black of the fairing at x (in metres)
     */
    static float cutHeight(Loft.Profile skin, float x, float xf) {
        if (x <= UNDER_SEAT_X) {
            // The tail's side panels are red right down to their lower edge, where the
            // silencer tucks under them; only the flat underside (the undertray) is black.
            return skin.bottom(x) + UNDERTRAY_M;
        }
        // The line rises from the belly toward the nose, where it drops under the chin so
        // the nose round the lamps and the ram-air slot is red as on the real bike.
        float front = FastMath.clamp((x - 0.1f) / (xf - 0.1f), 0, 1);
        float chin = FastMath.clamp((x - xf + 0.12f) / 0.12f, 0, 1);
        return 0.60f + 0.22f * front - 0.10f * chin;
    }

    static SurfaceBuilder tankFront(Loft.Profile skin) {
        SurfaceBuilder lines = new SurfaceBuilder();
        // The tank's front edge, across the top under the screen.
        Vector3f[] sec = Loft.section(skin, 0.29f, 32, 0.45f);
        List<Vector3f> over = new java.util.ArrayList<>();
        Vector3f centre = new Vector3f(0.29f, (skin.top(0.29f) + skin.bottom(0.29f)) / 2, 0);
        for (Vector3f q : sec) {
            if (q.y > skin.top(0.29f) - 0.085f) {
                over.add(q.add(q.subtract(centre).normalizeLocal().multLocal(0.003f)));
            }
        }
        over.sort((a, b) -> Float.compare(a.z, b.z));
        if (over.size() >= 2) {
            lines.tube(over, fill(over.size(), 0.0035f), 4, false);
        }
        return lines;
    }

    /** @return the point of the skin's section at x at height y on one side, 3 mm proud */
    static Vector3f onSkin(Loft.Profile skin, float x, float y, float side) {
        Vector3f[] sec = Loft.section(skin, x, 64, 0.45f);
        // Walk the section's side and interpolate between the two points either side of y.
        Vector3f best = null;
        for (int j = 0; j < sec.length; j++) {
            Vector3f a = sec[j];
            Vector3f b = sec[(j + 1) % sec.length];
            if (a.z * side > 0 && b.z * side > 0 && (a.y - y) * (b.y - y) <= 0 && a.y != b.y) {
                best = a.clone().interpolateLocal(b, (y - a.y) / (b.y - a.y));
                break;
            }
        }
        if (best == null) {
            best = new Vector3f(x, y, side * skin.halfWidth(x));
        }
        return best.addLocal(0, 0, side * 0.003f);
    }

    static float[] fill(int n, float v) {
        float[] a = new float[n];
        java.util.Arrays.fill(a, v);
        return a;
    }
}
