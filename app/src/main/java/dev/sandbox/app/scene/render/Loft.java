package dev.sandbox.app.scene.render;

import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;

/**
 * Lofting along the x axis: rounded cross-sections (superellipses) whose width, bottom and top
 * follow piecewise-smooth station tables, closed at both ends by rounded caps. The body of a
 * vehicle is described as a few tables read off its side and top views.
 */
public final class Loft {

    /** The shape of the body at a station. */
    public interface Profile {
        /** @return half width at x (in metres) */
        float halfWidth(float x);

        /** @return the lower edge at x (in metres) */
        float bottom(float x);

        /** @return the upper edge at x (in metres) */
        float top(float x);

        /** @return the width of the section's bottom relative to its top at x (1 = as wide) */
        default float bottomWidthRatio(float x) {
            return 1f;
        }
    }

    private Loft() {
    }

    /**
     * Lofts a profile from {@code xFront} to {@code xBack}.
     *
     * @param p the profile
     * @param xFront the front end (in metres)
     * @param xBack the back end (in metres, less than xFront)
     * @param sections sections along x
     * @param around points around each section
     * @param squareness 0.5 (round) to 0.2 (boxy): exponent of the superellipse
     * @return the surface
     */
    public static SurfaceBuilder loft(Profile p, float xFront, float xBack, int sections, int around, float squareness) {
        Vector3f[][] rows = new Vector3f[sections + 5][];
        for (int i = 0; i <= sections; i++) {
            float t = (float) i / sections;
            float s = 0.5f - 0.5f * FastMath.cos(FastMath.PI * t);
            float x = xFront - (xFront - xBack) * (0.4f * s + 0.6f * t);
            rows[i + 2] = section(p, x, around, squareness);
        }
        rows[1] = collapse(rows[2], 0.5f, 0.004f);
        rows[0] = collapse(rows[2], 1f, 0.006f);
        rows[sections + 3] = collapse(rows[sections + 2], 0.5f, -0.004f);
        rows[sections + 4] = collapse(rows[sections + 2], 1f, -0.006f);
        return new SurfaceBuilder().grid(rows, true);
    }

    /** One rounded section at x. */
    public static Vector3f[] section(Profile p, float x, int around, float squareness) {
        Vector3f[] out = new Vector3f[around];
        float w = p.halfWidth(x);
        float bot = p.bottom(x);
        float top = p.top(x);
        float ratio = p.bottomWidthRatio(x);
        for (int j = 0; j < around; j++) {
            float a = FastMath.TWO_PI * j / around;
            float c = FastMath.cos(a);
            float sn = FastMath.sin(a);
            float u = Math.signum(c) * FastMath.pow(Math.abs(c), squareness);
            float v = Math.signum(sn) * FastMath.pow(Math.abs(sn), squareness);
            float y = bot + (top - bot) * (v + 1) / 2;
            float narrow = 1 - (1 - ratio) * (1 - v) / 2;
            out[j] = new Vector3f(x, y, u * w * narrow);
        }
        return out;
    }

    /**
     * Piecewise-smooth interpolation through stations (x, value), listed front first.
     *
     * @param x where (in metres)
     * @param st the stations, x decreasing
     * @return the value
     */
    public static float interp(float x, float[][] st) {
        if (x >= st[0][0]) {
            return st[0][1];
        }
        for (int i = 0; i + 1 < st.length; i++) {
            float x0 = st[i][0];
            float x1 = st[i + 1][0];
            if (x <= x0 && x >= x1) {
                float t = (x0 - x) / Math.max(1e-6f, x0 - x1);
                t = t * t * (3 - 2 * t);
                return st[i][1] + (st[i + 1][1] - st[i][1]) * t;
            }
        }
        return st[st.length - 1][1];
    }

    /**
     * Closes an end of a loft: the end section drawn toward its own centre (the mean of its
     * points), so the surface ends in a rounded cap instead of an open tube.
     *
     * @param row the end section's points
     * @param amount how far toward the centroid (0 = unchanged, 1 = all but a point)
     * @param dx where along x the new section stands, relative to the centroid (in metres)
     * @return the new section
     */
    public static Vector3f[] collapse(Vector3f[] row, float amount, float dx) {
        Vector3f c = centroid(row);
        Vector3f[] out = new Vector3f[row.length];
        for (int j = 0; j < row.length; j++) {
            out[j] = row[j].clone().interpolateLocal(c, amount * 0.999f);
            out[j].x = c.x + dx;
        }
        return out;
    }

    /**
     * @param row a section's or ring's points
     * @return their mean
     */
    public static Vector3f centroid(Vector3f[] row) {
        Vector3f c = new Vector3f();
        for (Vector3f p : row) {
            c.addLocal(p);
        }
        return c.divideLocal(row.length);
    }
}
