package dev.sandbox.app.scene.vehicle.boxster;

import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import dev.sandbox.app.scene.render.Loft;
import dev.sandbox.app.scene.render.SurfaceBuilder;

/**
 * The painted skin of a 986 Boxster, lofted from cross-sections along the car. Each section is
 * a rounded rectangle (a superellipse) whose bottom edge rises into the wheel arches and whose
 * top edge carries the features of the car: the front wings standing above the low bonnet,
 * the open cockpit between the windscreen and the roll-hoop fairings, the rear haunches and
 * the smooth rear deck. Stations are placed from the spec's length, width, wheelbase and
 * wheel radii; the heights between them are read off side views of the real car.
 *
 * <p>Frame: x forward from the centre of mass, y up from the ground, z to the right.
 */
public final class BoxsterBody {

    /** Points around a cross-section. */
    static final int AROUND = 32;

    final float nose;
    final float tail;
    final float xf;
    final float xr;
    final float halfWidth;
    final float height;
    final float frontArchR;
    final float rearArchR;
    /** Windscreen base, x (in metres). */
    /** Height of the cockpit tub's floor in the skin (in metres above the ground). */
    static final float COCKPIT_FLOOR_Y = 0.48f;

    final float screenBaseX;
    /** The cabin's rear wall (in front of the roll hoops), x (in metres). */
    final float cockpitRearX;

    /**
     * @param xf front axle x (in metres)
     * @param xr rear axle x (in metres, negative)
     * @param length overall length (in metres)
     * @param width overall width without mirrors (in metres)
     * @param height overall height at the windscreen frame (in metres)
     * @param rf front wheel radius (in metres)
     * @param rr rear wheel radius (in metres)
     */
    public BoxsterBody(float xf, float xr, float length, float width, float height, float rf, float rr) {
        this.xf = xf;
        this.xr = xr;
        float overhang = length - (xf - xr);
        // The 986 carries its overhangs almost equally: 955 mm at the front, 945 mm at the back.
        nose = xf + overhang * 0.503f;
        tail = nose - length;
        halfWidth = width / 2;
        this.height = height;
        frontArchR = rf + 0.045f;
        rearArchR = rr + 0.045f;
        screenBaseX = xf - 0.72f;
        cockpitRearX = xr + 0.62f;
    }

    /** @return the lofted skin */
    public SurfaceBuilder skin(int sections) {
        Vector3f[][] rows = new Vector3f[sections + 5][];
        for (int i = 0; i <= sections; i++) {
            float t = (float) i / sections;
            // Denser sections near the ends, where the shape turns fastest.
            float s = 0.5f - 0.5f * FastMath.cos(FastMath.PI * t);
            float x = nose - (nose - tail) * (0.35f * s + 0.65f * t);
            rows[i + 2] = section(x);
        }
        rows[1] = Loft.collapse(rows[2], 0.5f, 0.006f);
        rows[0] = Loft.collapse(rows[2], 1f, 0.009f);
        rows[sections + 3] = Loft.collapse(rows[sections + 2], 0.5f, -0.006f);
        rows[sections + 4] = Loft.collapse(rows[sections + 2], 1f, -0.009f);
        return new SurfaceBuilder().grid(rows, true);
    }

    /**
     * One cross-section of the skin.
     *
     * @param x station (in metres)
     * @return {@link #AROUND} points, walking around the section
     */
    Vector3f[] section(float x) {
        Vector3f[] out = new Vector3f[AROUND];
        float w = halfWidthAt(x);
        for (int j = 0; j < AROUND; j++) {
            float a = FastMath.TWO_PI * j / AROUND;
            float c = FastMath.cos(a);
            float sn = FastMath.sin(a);
            // Squarer below (a flat floor and upright sills), rounder above (the shoulders).
            float u = Math.signum(c) * FastMath.pow(Math.abs(c), sn < 0 ? 0.3f : 0.5f);
            float v = Math.signum(sn) * FastMath.pow(Math.abs(sn), sn < 0 ? 0.3f : 0.65f);
            float au = Math.abs(u);
            float bot = bottomAt(x, au);
            float top = topAt(x, au);
            float y = bot + (top - bot) * (v + 1) / 2;
            // Tumblehome above the shoulder, tuck-under below the sill.
            float tuck = v > 0 ? 1 - 0.10f * v * v : 1 - 0.07f * v * v;
            out[j] = new Vector3f(x, y, u * w * tuck);
        }
        return out;
    }

    /** Half width of the body at a station (in metres). */
    float halfWidthAt(float x) {
        return halfWidth * interp(x, new float[][] {
            {nose, 0.68f}, {nose - 0.12f, 0.88f}, {xf + 0.30f, 0.955f}, {xf, 0.975f}, {xf - 0.5f, 0.955f},
            {xr + 0.9f, 0.95f}, {xr + 0.35f, 0.995f}, {xr, 1.0f}, {xr - 0.40f, 0.955f}, {tail + 0.10f, 0.885f},
            {tail, 0.77f}});
    }

    /** Lower edge of the section at |u| (in metres above the ground). */
    float bottomAt(float x, float au) {
        float floor = interp(x, new float[][] {{nose, 0.30f}, {nose - 0.10f, 0.17f}, {xf, 0.15f}, {xr, 0.15f},
            {xr - 0.30f, 0.26f}, {tail + 0.22f, 0.33f}, {tail, 0.44f}});
        float arch = Math.max(archY(x, xf, frontArchR), archY(x, xr, rearArchR));
        // Behind the rear wheels the bumper's lower corners are cut up to about the hubs' height
        // from the arch back, so from behind the tyres show below them as on the real car (the
        // tyres stand as far out as the hips).
        float corner = smooth(xr - rearArchR, xr - rearArchR - 0.12f, x) * smooth(0.44f, 0.68f, au);
        floor += (0.60f - floor) * corner * smooth(tail - 0.02f, tail + 0.04f, x);
        return floor + Math.max(0, arch - floor) * smooth(0.52f, 0.66f, au);
    }

    /** Upper edge of the section at |u| (in metres above the ground). */
    float topAt(float x, float au) {
        float centre = interp(x, new float[][] {
            {nose, 0.41f}, {nose - 0.06f, 0.50f}, {nose - 0.30f, 0.59f}, {xf, 0.68f}, {screenBaseX, 0.84f},
            {cockpitRearX, 0.90f}, {xr + 0.45f, 0.955f}, {xr, 0.955f}, {tail + 0.30f, 0.94f}, {tail + 0.04f, 0.92f},
            {tail, 0.74f}});
        float wing = interp(x, new float[][] {
            {nose, 0.43f}, {nose - 0.06f, 0.53f}, {nose - 0.30f, 0.67f}, {xf + 0.15f, 0.78f}, {xf - 0.25f, 0.80f},
            {screenBaseX, 0.86f}, {cockpitRearX, 0.90f}, {xr + 0.6f, 0.955f}, {xr, 0.975f}, {xr - 0.4f, 0.95f},
            {tail + 0.04f, 0.93f}, {tail, 0.76f}});
        float top = centre + (wing - centre) * smooth(0.30f, 0.78f, au);
        // The open cockpit: a tub between the windscreen base and the rear bulkhead, its walls
        // the door tops.
        float open = smooth(screenBaseX + 0.02f, screenBaseX - 0.10f, x) * smooth(cockpitRearX - 0.06f, cockpitRearX + 0.02f, x);
        top = top + (COCKPIT_FLOOR_Y - top) * open * (1 - smooth(0.74f, 0.86f, au));
        // Roll-hoop fairings: two humps on the deck behind the seats.
        float hump = smooth(cockpitRearX + 0.02f, cockpitRearX - 0.06f, x) * smooth(xr - 0.05f, cockpitRearX - 0.20f, x);
        float seatU = Math.abs(au - 0.42f);
        top += 0.075f * hump * (1 - smooth(0.05f, 0.28f, seatU));
        return top;
    }

    /**
     * How far out the skin's side stands at a station and height, for laying lines on it.
     *
     * @param x station (in metres)
     * @param y height above the ground (in metres)
     * @return the side's half width there (in metres, &gt;0), or NaN where no side stands at that height
     */
    public float sideZAt(float x, float y) {
        Vector3f[] s = section(x);
        float best = Float.NaN;
        // the right half of the section, from the floor's middle round to the top's
        for (int j = -AROUND / 4; j < AROUND / 4; j++) {
            Vector3f a = s[(j + AROUND) % AROUND];
            Vector3f b = s[(j + 1 + AROUND) % AROUND];
            if ((a.y - y) * (b.y - y) > 0 || a.y == b.y) {
                continue;
            }
            float z = a.z + (b.z - a.z) * (y - a.y) / (b.y - a.y);
            if (Float.isNaN(best) || Math.abs(z) > best) {
                best = Math.abs(z);
            }
        }
        return best;
    }

    /** Top of the skin at a station and lateral offset (in metres), for placing parts on it. */
    public float surfaceY(float x, float z) {
        Vector3f[] s = section(x);
        float best = 0;
        float bestD = Float.MAX_VALUE;
        for (int j = 0; j < AROUND / 2; j++) {
            Vector3f p = s[j];
            float d = Math.abs(p.z - z);
            if (p.y > 0.3f && d < bestD) {
                bestD = d;
                best = p.y;
            }
        }
        for (int j = AROUND / 2; j < AROUND; j++) {
            Vector3f p = s[j];
            float d = Math.abs(p.z - z);
            if (p.y > 0.3f && d < bestD && s[j].y > best) {
                bestD = d;
                best = p.y;
            }
        }
        return best;
    }

    private static float archY(float x, float xc, float r) {
        float d = Math.abs(x - xc);
        if (d >= r + 0.05f) {
            return 0;
        }
        if (d >= r) {
            return 0.32f;
        }
        return 0.32f + FastMath.sqrt(r * r - d * d);
    }

    /** Piecewise-smooth interpolation through (x, value) stations given nose first. */
    static float interp(float x, float[][] st) {
        return Loft.interp(x, st);
    }

    static float smooth(float e0, float e1, float v) {
        float t = FastMath.clamp((v - e0) / (e1 - e0), 0, 1);
        return t * t * (3 - 2 * t);
    }
}
