package dev.sandbox.app.feature.cockpit;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.shape.Quad;
import dev.sandbox.app.scene.render.Textures;

/**
 * A round analogue instrument in 3-D: a back-lit face with major and minor ticks over a
 * 270-degree sweep (zero at the lower left, clockwise), an optional red zone, and a needle.
 * The face lies in the node's x-y plane facing +z; place and turn the node to face the eye.
 */
public final class DialGauge {

    /** Angle of the scale's zero (in radians from the face's +x, counter-clockwise). */
    public static final float START_RAD = FastMath.DEG_TO_RAD * 225f;
    /** Sweep of the scale (in radians, clockwise). */
    public static final float SWEEP_RAD = FastMath.DEG_TO_RAD * 270f;

    private final Node node = new Node("dial");
    private final Node needle = new Node("needle");
    private final double max;

    /**
     * @param assets the asset manager
     * @param radiusM radius of the face (in metres)
     * @param max the value at the end of the scale (&gt;0)
     * @param majorStep value between major ticks (&gt;0)
     * @param redFrom the value where the red zone starts, or a value &ge; max for none
     */
    public DialGauge(AssetManager assets, float radiusM, double max, double majorStep, double redFrom) {
        this.max = max;
        int majors = (int) Math.round(max / majorStep);
        float redFrac = (float) (redFrom / max);
        int n = 256;
        Material face = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
        face.setTexture("ColorMap", Textures.make(n, n, (u, v, rgb) -> paint(u, v, n, majors, redFrac, rgb)));
        Geometry g = new Geometry("dial-face", new Quad(2 * radiusM, 2 * radiusM));
        g.setMaterial(face);
        g.setLocalTranslation(-radiusM, -radiusM, 0);
        node.attachChild(g);
        Material red = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
        red.setColor("Color", new ColorRGBA(1f, 0.35f, 0.05f, 1f));
        Geometry hand = new Geometry("needle-hand", new Quad(radiusM * 0.86f, radiusM * 0.06f));
        hand.setMaterial(red);
        hand.setLocalTranslation(-radiusM * 0.08f, -radiusM * 0.03f, 0);
        needle.attachChild(hand);
        needle.setLocalTranslation(0, 0, radiusM * 0.03f);
        node.attachChild(needle);
        set(0);
    }

    /** Paints texel (u, v): dark face, white ticks, red zone, a bezel ring. */
    private static void paint(int u, int v, int n, int majors, float redFrac, float[] rgb) {
        float x = (u + 0.5f) / n * 2 - 1;
        float y = (v + 0.5f) / n * 2 - 1;
        float r = FastMath.sqrt(x * x + y * y);
        rgb[0] = 0.05f;
        rgb[1] = 0.05f;
        rgb[2] = 0.06f;
        if (r > 1f) {
            rgb[0] = rgb[1] = rgb[2] = 0.06f; // the housing around the dial
            return;
        }
        if (r > 0.95f) {
            rgb[0] = rgb[1] = rgb[2] = 0.55f; // chrome bezel
            return;
        }
        float d = (START_RAD - FastMath.atan2(y, x)) % FastMath.TWO_PI;
        d = d < 0 ? d + FastMath.TWO_PI : d;
        if (d > SWEEP_RAD + 0.01f) {
            return; // the gap at the bottom of the dial
        }
        float f = d / SWEEP_RAD;
        float pos = f * majors;
        float arcMajor = Math.abs(pos - Math.round(pos)) * SWEEP_RAD / majors * r;
        float pos5 = pos * 5;
        float arcMinor = Math.abs(pos5 - Math.round(pos5)) * SWEEP_RAD / (majors * 5) * r;
        if (f >= redFrac && r > 0.80f && r < 0.93f) {
            rgb[0] = 0.85f;
            rgb[1] = 0.08f;
            rgb[2] = 0.05f;
        }
        if ((arcMajor < 0.022f && r > 0.66f && r < 0.93f) || (arcMinor < 0.010f && r > 0.82f && r < 0.93f)) {
            rgb[0] = rgb[1] = rgb[2] = 0.95f;
        }
    }

    /** @return the dial's node (face in its x-y plane, facing +z) */
    public Node node() {
        return node;
    }

    /** @param value the reading (clamped to the scale) */
    public void set(double value) {
        float f = (float) Math.max(0, Math.min(1, value / max));
        needle.setLocalRotation(new Quaternion().fromAngleAxis(START_RAD - f * SWEEP_RAD, Vector3f.UNIT_Z));
    }

}
