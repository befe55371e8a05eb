package dev.sandbox.app.scene.vehicle.cbr;

import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import dev.sandbox.app.scene.render.Loft;
import dev.sandbox.app.scene.render.MeshBuilder;
import dev.sandbox.app.scene.render.SurfaceBuilder;

/**
 * What hangs under and behind the SC57's slim tail: the centre-up silencer, an angular can
 * tucked under the seat cowl, narrower than the tail so the red sides hide its top, mostly a
 * black-grey heat shield with a brushed-steel end cap whose trapezoid outlet shows below the
 * tail's point; the tail lamp in its black surround at the point; and below the lamp the road
 * bike's plate hanger, a black arm carrying the number plate and the rear indicators on their
 * stalks.
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

    /** The number plate's width (in metres): a 180 x 120 mm motorcycle plate. */
    static final float PLATE_WIDTH_M = 0.18f;
    /** The number plate's height (in metres). */
    static final float PLATE_HEIGHT_M = 0.12f;
    /**
     * The plate's top edge, height above the ground (in metres): below the silencer's end, so
     * the plate hangs low behind the tyre as on the stock SC57, clear of the outlet's blast.
     */
    static final float PLATE_TOP_Y = 0.77f;
    /** How far the plate's bottom edge lies behind its top, so it faces back and a little up (in metres). */
    static final float PLATE_LEAN_M = 0.02f;
    /** The black backing's margin round the plate (in metres). */
    static final float PLATE_MARGIN_M = 0.01f;
    /** The plate's white. */
    static final ColorRGBA PLATE_WHITE = new ColorRGBA(0.88f, 0.88f, 0.84f, 1f);
    /** Where the hanger meets the silencer's underside, ahead of its end (x, relative to the tail's point, in metres). */
    static final float HANGER_ROOT_M = 0.18f;
    /** The indicators' lenses, either side of the hanger (|z|, in metres). */
    static final float INDICATOR_Z = 0.13f;
    /** The indicators' amber lenses, unlit (the US model's; Europe's were clear over amber bulbs). */
    static final ColorRGBA INDICATOR_LENS = new ColorRGBA(0.95f, 0.52f, 0.10f, 1f);

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
     * The number plate: a white plate below the tail lamp, its bottom edge level with the tail's
     * point and its top 2 cm ahead, so it faces back and a little up, toward following traffic
     * and the chase camera, and stays inside the bike's length.
     *
     * @return the plate's face
     */
    MeshBuilder plate() {
        float w = PLATE_WIDTH_M / 2;
        Vector3f[] c = plateCorners(0.002f, w, 0);
        Vector3f face = c[2].subtract(c[0]).crossLocal(c[1].subtract(c[0]));
        return new MeshBuilder().quadFacing(c[0], c[1], c[2], c[3], face.x < 0 ? face : face.negate());
    }

    /**
     * The plate hanger: a black arm from under the silencer's end back to a backing plate a
     * centimetre larger than the number plate all round.
     *
     * @return the arm and the backing
     */
    MeshBuilder plateHanger() {
        MeshBuilder hanger = new MeshBuilder();
        Vector3f[] back = plateCorners(-0.006f, PLATE_WIDTH_M / 2 + PLATE_MARGIN_M, PLATE_MARGIN_M);
        Vector3f bottom = back[0].add(back[1]).multLocal(0.5f);
        Vector3f top = back[2].add(back[3]).multLocal(0.5f);
        hanger.beam(bottom, top, PLATE_WIDTH_M + 2 * PLATE_MARGIN_M, 0.012f);
        float rootX = tailX + HANGER_ROOT_M;
        Vector3f root = new Vector3f(rootX, section(rootX, 0f, 0f)[0].y + 0.005f, 0);
        hanger.beam(root, top.add(0.008f, -0.012f, 0), 0.07f, 0.022f);
        return hanger;
    }

    /** @return the indicators' black stalks, out of the hanger's sides */
    SurfaceBuilder indicatorStalks() {
        SurfaceBuilder stalks = new SurfaceBuilder();
        for (float side : new float[] {-1, 1}) {
            stalks.rod(indicatorAt(side, 0.03f), indicatorAt(side, INDICATOR_Z - 0.02f), 0.007f, 6);
        }
        return stalks;
    }

    /** @return the indicators' lenses: short ovals along the bike at the stalks' ends */
    SurfaceBuilder indicatorLenses() {
        SurfaceBuilder lenses = new SurfaceBuilder();
        for (float side : new float[] {-1, 1}) {
            lenses.ellipsoid(indicatorAt(side, INDICATOR_Z), new Vector3f(0.035f, 0.02f, 0.02f), null, 8);
        }
        return lenses;
    }

    /** @return a point on the indicators' line across the hanger, |z| out from the centre plane */
    private Vector3f indicatorAt(float side, float z) {
        return new Vector3f(tailX + 0.06f, PLATE_TOP_Y + 0.004f, side * z);
    }

    /**
     * The plate's corners, bottom left, bottom right, top right, top left, on a plane parallel to
     * the plate's face.
     *
     * @param behind how far behind the face (toward the bike's back; negative = ahead, in metres)
     * @param halfWidth half the width (in metres)
     * @param margin how far beyond the plate's top and bottom edges (in metres)
     */
    private Vector3f[] plateCorners(float behind, float halfWidth, float margin) {
        float slope = PLATE_LEAN_M / PLATE_HEIGHT_M;
        float topY = PLATE_TOP_Y + margin;
        float bottomY = PLATE_TOP_Y - PLATE_HEIGHT_M - margin;
        float topX = tailX + PLATE_LEAN_M - behind + margin * slope;
        float bottomX = tailX - behind - margin * slope;
        return new Vector3f[] {new Vector3f(bottomX, bottomY, -halfWidth), new Vector3f(bottomX, bottomY, halfWidth),
            new Vector3f(topX, topY, halfWidth), new Vector3f(topX, topY, -halfWidth)};
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
