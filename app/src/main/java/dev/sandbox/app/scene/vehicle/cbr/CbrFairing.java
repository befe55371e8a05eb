package dev.sandbox.app.scene.vehicle.cbr;

import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import dev.sandbox.app.scene.render.Loft;
import dev.sandbox.app.scene.render.SurfaceBuilder;
import java.util.ArrayList;
import java.util.List;

/**
 * The features laid on the SC57's front and side fairing, each fitted to the lofted skin: the
 * twin angular headlamps that sweep back from the nose's point, the ram-air slot between them,
 * the smoked screen that rises from the nose toward the rider, the mirrors on short stalks and
 * the louvred vent in each side panel.
 *
 * <p>Frame: x forward from the centre of mass, y up from the ground, z to the right.
 */
final class CbrFairing {

    /** Lamp strips from the inner to the outer end of each headlamp. */
    static final int LAMP_STEPS = 4;
    /** How far a part laid on the skin stands proud of it (in metres). */
    static final float PROUD_M = 0.004f;

    private final Loft.Profile skin;
    private final float nose;
    private final float xf;

    /**
     * @param skin the fairing's profile
     * @param nose the nose's point, x (in metres)
     * @param xf the front axle's x (in metres)
     */
    CbrFairing(Loft.Profile skin, float nose, float xf) {
        this.skin = skin;
        this.nose = nose;
        this.xf = xf;
    }

    /**
     * One headlamp: a slanted trapezoid on the nose, its inner end low beside the point, its
     * outer end higher and swept back along the fairing's flank. The SC57's lamps are about
     * 0.13 m from end to end and 4 to 5 cm tall.
     *
     * @param side -1 for the left lamp, 1 for the right
     * @param grow how much larger than the lens (in metres): a dark surround behind it
     * @return the lens (or surround) as a strip on the skin
     */
    SurfaceBuilder headlamp(float side, float grow) {
        Vector3f[][] rows = new Vector3f[2][LAMP_STEPS + 1];
        for (int k = 0; k <= LAMP_STEPS; k++) {
            float t = (float) k / LAMP_STEPS;
            float x = nose - 0.022f - 0.105f * t + grow * (1 - 2 * t);
            float lo = 0.792f + 0.072f * t - grow;
            float hi = 0.820f + 0.082f * t + grow;
            rows[0][k] = proud(CbrLivery.onSkin(skin, x, lo, side), PROUD_M - grow * 0.25f);
            rows[1][k] = proud(CbrLivery.onSkin(skin, x, hi, side), PROUD_M - grow * 0.25f);
        }
        return new SurfaceBuilder().grid(rows, false);
    }

    /** The ram-air slot: a dark mouth at the nose's point, between and below the lamps. */
    SurfaceBuilder ramAir() {
        Vector3f[][] rows = new Vector3f[2][3];
        for (int j = 0; j < 3; j++) {
            float u = j - 1;
            rows[0][j] = new Vector3f(nose + 0.011f - 0.004f * u * u, 0.768f, u * 0.034f);
            rows[1][j] = new Vector3f(nose + 0.008f - 0.006f * u * u, 0.803f, u * 0.026f);
        }
        return new SurfaceBuilder().grid(rows, false);
    }

    /**
     * The screen: a smoked bubble whose lower edge follows the fairing's top from just behind
     * the lamps and wraps down its sides, rising at about 30 degrees to the overall height
     * (1120 mm, manufacturer) above the top yoke.
     *
     * @param height the overall height (in metres)
     * @return the screen's surface
     */
    SurfaceBuilder screen(float height) {
        int rowsAlong = 6;
        int across = 9;
        Vector3f[][] rows = new Vector3f[rowsAlong + 1][across];
        for (int i = 0; i <= rowsAlong; i++) {
            float s = (float) i / rowsAlong;
            for (int j = 0; j < across; j++) {
                float u = -1 + 2f * j / (across - 1);
                float x0 = xf - 0.05f - 0.11f * u * u;
                float z0 = u * 0.16f;
                Vector3f base = new Vector3f(x0, surfaceTop(x0, z0) + 0.004f, z0);
                Vector3f top = new Vector3f(xf - 0.33f - 0.03f * u * u, height - 0.045f * u * u, u * 0.125f);
                Vector3f p = base.interpolateLocal(top, s);
                p.y += 0.03f * FastMath.sin(FastMath.PI * s) * (1 - u * u);
                rows[i][j] = p;
            }
        }
        return new SurfaceBuilder().grid(rows, false);
    }

    /**
     * The mirrors: angular housings 0.12 m across on short stalks from the upper fairing's
     * flanks; their outer ends give the 720 mm overall width (manufacturer).
     *
     * @param halfSpan the half width over the mirrors (in metres)
     * @return the housings and stalks
     */
    SurfaceBuilder mirrors(float halfSpan) {
        SurfaceBuilder mirrors = new SurfaceBuilder();
        for (float side : new float[] {-1, 1}) {
            Vector3f m = new Vector3f(xf - 0.23f, 0.985f, side * (halfSpan - 0.06f));
            mirrors.ellipsoid(m, new Vector3f(0.035f, 0.032f, 0.06f),
                    new com.jme3.math.Quaternion().fromAngleAxis(side * 0.25f, Vector3f.UNIT_Y), 8);
            Vector3f root = CbrLivery.onSkin(skin, xf - 0.19f, 0.93f, side);
            mirrors.tube(List.of(root, m.add(0.01f, -0.012f, -side * 0.04f)), new float[] {0.011f, 0.008f}, 5, false);
        }
        return mirrors;
    }

    /**
     * The vent in each side panel, behind the front wheel: a slanted opening whose leading edge
     * follows the fork's rake, shown as a dark recess.
     *
     * @return the recesses, left and right
     */
    SurfaceBuilder ventRecesses() {
        SurfaceBuilder vents = new SurfaceBuilder();
        for (float side : new float[] {-1, 1}) {
            Vector3f[][] rows = new Vector3f[2][];
            rows[0] = ventEdge(side, 0f);
            rows[1] = ventEdge(side, 1f);
            vents.grid(rows, false);
        }
        return vents;
    }

    /**
     * The louvres across each vent: three slats in the panel's paint.
     *
     * @return the slats, left and right
     */
    SurfaceBuilder ventLouvres() {
        SurfaceBuilder slats = new SurfaceBuilder();
        for (float side : new float[] {-1, 1}) {
            for (int k = 1; k <= 3; k++) {
                Vector3f[] edge = ventEdge(side, k / 4f);
                List<Vector3f> line = new ArrayList<>();
                for (Vector3f p : edge) {
                    line.add(p.add(0, 0, side * 0.004f));
                }
                slats.tube(line, CbrLivery.fill(line.size(), 0.006f), 4, false);
            }
        }
        return slats;
    }

    /**
     * A line across the vent from its front edge to its back, at a fraction of its height.
     *
     * @param side -1 left, 1 right
     * @param up 0 at the vent's lower edge, 1 at its upper
     * @return points on the skin, front first
     */
    private Vector3f[] ventEdge(float side, float up) {
        // Lower edge just above the red/black line, the upper edge parallel to it; both raked
        // back like the fork.
        Vector3f[] out = new Vector3f[4];
        for (int k = 0; k < 4; k++) {
            float t = k / 3f;
            float x = xf - 0.20f - 0.26f * t - 0.05f * up;
            float y = 0.775f - 0.075f * t + 0.10f * up;
            out[k] = CbrLivery.onSkin(skin, x, y, side);
        }
        return out;
    }

    /** @return the height of the skin's upper surface at (x, z) (in metres) */
    float surfaceTop(float x, float z) {
        Vector3f[] sec = Loft.section(skin, x, 64, 0.45f);
        float mid = (skin.top(x) + skin.bottom(x)) / 2;
        float best = skin.top(x);
        float bestD = Float.MAX_VALUE;
        for (int j = 0; j < sec.length; j++) {
            Vector3f a = sec[j];
            Vector3f b = sec[(j + 1) % sec.length];
            if (a.y < mid || b.y < mid) {
                continue;
            }
            if ((a.z - z) * (b.z - z) <= 0 && a.z != b.z) {
                return a.y + (b.y - a.y) * (z - a.z) / (b.z - a.z);
            }
            float d = Math.abs(a.z - z);
            if (d < bestD) {
                bestD = d;
                best = a.y;
            }
        }
        return best;
    }

    /** @return p moved out from the nose's interior by {@code by} (in metres) */
    private Vector3f proud(Vector3f p, float by) {
        Vector3f inside = new Vector3f(nose - 0.30f, 0.84f, 0);
        return p.add(p.subtract(inside).normalizeLocal().multLocal(by));
    }
}
