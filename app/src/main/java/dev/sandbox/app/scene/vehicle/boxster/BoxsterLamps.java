package dev.sandbox.app.scene.vehicle.boxster;

import com.jme3.asset.AssetManager;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import dev.sandbox.app.scene.render.EdgeCollapse;
import dev.sandbox.app.scene.render.LampSet;
import dev.sandbox.app.scene.render.SurfaceBuilder;

/**
 * The 986's lamp lenses, one unlit geometry ({@link LampSet}): the teardrop ("fried egg")
 * headlamps with their round main lamps and clear indicators, and the teardrop tail lamps with
 * the brake, reversing and smoked indicator lenses, the brake and reversing lamps switching.
 * Beyond {@link BoxsterModel#FAR_M} they are drawn from fewer triangles.
 */
public final class BoxsterLamps {

    /** The lamp lenses' geometry. */
    public static final String NAME = "lamps";
    /**
     * Share of the lamps' triangles drawn beyond {@link BoxsterModel#FAR_M} (level 1 of their
     * mesh, {@link EdgeCollapse}): the teardrop lenses are ellipsoids of 7-14 segments, a few
     * dozen pixels across from the chase camera.
     */
    static final float KEPT_FROM_AFAR = 0.6f;
    /** Brake lights, in the lamp set. */
    private static final String BRAKE = "brake-lights";
    /** Reversing lights, in the lamp set. */
    private static final String REVERSE = "reverse-lights";

    private final LampSet set = new LampSet();
    private final Geometry geometry;

    /**
     * @param shape the body the lamps are set into
     * @param assets the asset manager
     */
    BoxsterLamps(BoxsterBody shape, AssetManager assets) {
        // The teardrop ("fried egg") headlamps set into the front slope of each wing, the
        // glass following the slope (about 30 degrees), the indicator in the narrow inner
        // end nearest the bumper; teardrop tail lamps wrapping the rear corners.
        SurfaceBuilder heads = new SurfaceBuilder();
        SurfaceBuilder mains = new SurfaceBuilder();
        SurfaceBuilder indicators = new SurfaceBuilder();
        SurfaceBuilder tails = new SurfaceBuilder();
        SurfaceBuilder reverse = new SurfaceBuilder();
        SurfaceBuilder rearIndicators = new SurfaceBuilder();
        float nose = shape.nose;
        float tail = shape.tail;
        // the headlamps' glass follows the front wings' slope, about 30 degrees
        float lampSlopeRad = -0.52f;
        for (float side : new float[] {-1, 1}) {
            float hx = nose - 0.20f;
            float hz = side * (shape.halfWidthAt(hx) - 0.22f);
            float hy = shape.surfaceY(hx, hz) - 0.012f;
            Quaternion lie = new Quaternion().fromAngles(side * 0.10f, side * 0.30f, lampSlopeRad);
            heads.ellipsoid(new Vector3f(hx, hy, hz), new Vector3f(0.17f, 0.03f, 0.10f), lie, 11);
            // the "yolk": the round main lamp in the lens's broad upper end
            Vector3f yolk = new Vector3f(hx, hy, hz).subtractLocal(lie.mult(Vector3f.UNIT_X).multLocal(0.045f))
                    .addLocal(lie.mult(Vector3f.UNIT_Y).multLocal(0.004f));
            mains.ellipsoid(yolk, new Vector3f(0.07f, 0.03f, 0.07f), lie, 11);
            Vector3f ind = new Vector3f(hx + 0.11f, hy - 0.055f, hz - side * 0.06f);
            indicators.ellipsoid(ind, new Vector3f(0.06f, 0.024f, 0.045f), lie, 7);
            float tx = tail + 0.06f;
            float tz = side * (shape.halfWidthAt(tx) - 0.27f);
            float ty = shape.surfaceY(tx, tz) - 0.07f;
            Quaternion wrap = new Quaternion().fromAngles(0, side * 0.30f, 0.1f);
            tails.ellipsoid(new Vector3f(tx, ty, tz), new Vector3f(0.07f, 0.075f, 0.27f), wrap, 14);
            reverse.ellipsoid(new Vector3f(tx - 0.10f, ty - 0.005f, tz - side * 0.05f), new Vector3f(0.02f, 0.025f, 0.045f),
                    wrap, 12);
            // The indicator in the lamp's broad outer end, where it wraps round the corner.
            rearIndicators.ellipsoid(new Vector3f(tx + 0.055f, ty + 0.012f, tz + side * 0.19f),
                    new Vector3f(0.045f, 0.05f, 0.075f), wrap, 8);
        }
        // The lenses' axes (their thinnest semi-axes): the front ones lie along the wings' slope,
        // the rear ones face back. Shaded as domes, they read as glass rather than paint.
        Vector3f frontDome = new Quaternion().fromAngles(0, 0, lampSlopeRad).mult(Vector3f.UNIT_Y);
        Vector3f rearDome = Vector3f.UNIT_X;
        ColorRGBA lens = new ColorRGBA(0.70f, 0.73f, 0.78f, 1f);
        ColorRGBA head = new ColorRGBA(1f, 1f, 0.96f, 1f);
        // the 2003 facelift's indicators: clear lenses over amber bulbs in front, smoked at the back
        ColorRGBA clearIndicator = new ColorRGBA(0.88f, 0.80f, 0.66f, 1f);
        ColorRGBA smokedIndicator = new ColorRGBA(0.42f, 0.42f, 0.45f, 1f);
        set.add("headlamp-lenses", heads.build(), lens, lens, frontDome).add("headlamps", mains.build(), head, head, frontDome)
                .add("indicators", indicators.build(), clearIndicator, clearIndicator, frontDome)
                .add("rear-indicators", rearIndicators.build(), smokedIndicator, smokedIndicator, rearDome)
                .add(BRAKE, tails.build(), new ColorRGBA(0.60f, 0.04f, 0.04f, 1f), new ColorRGBA(1f, 0.10f, 0.06f, 1f), rearDome)
                .add(REVERSE, reverse.build(), new ColorRGBA(0.62f, 0.62f, 0.66f, 1f), new ColorRGBA(1f, 1f, 0.95f, 1f),
                rearDome);
        geometry = set.build(assets, NAME);
        EdgeCollapse.addFarLevel(geometry, KEPT_FROM_AFAR);
    }

    /** @return the lenses' geometry (attach it to the body) */
    Geometry geometry() {
        return geometry;
    }

    /**
     * @param braking brake lights on
     * @param reversing reversing lights on
     */
    void switchTo(boolean braking, boolean reversing) {
        set.set(BRAKE, braking);
        set.set(REVERSE, reversing);
    }
}
