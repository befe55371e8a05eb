package dev.sandbox.app.scene.vehicle.boxster;

import com.jme3.material.Material;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import dev.sandbox.app.scene.render.PlanarShadow;
import dev.sandbox.app.scene.render.SurfaceBuilder;

/**
 * The door mirrors: a painted housing on a stout arm rising from the door's top at the foot of
 * the A-pillar, turned in towards the driver, its dark glass facing back. The body's housings
 * are drawn in the shut skin's mesh and its glasses among the unpainted parts; a second pair
 * rides on the doors while they are open.
 */
final class BoxsterMirrors {

    /** Height of the housings' centres (in metres above the ground). */
    static final float HOUSING_Y = 0.955f;
    /** How far each mirror is turned in towards the driver (in radians, about 20 degrees). */
    static final float TOE_IN_RAD = 0.35f;

    private final SurfaceBuilder housings = new SurfaceBuilder();
    private final SurfaceBuilder glasses = new SurfaceBuilder();
    private final SurfaceBuilder[] housingOnDoor = {new SurfaceBuilder(), new SurfaceBuilder()};
    private final SurfaceBuilder[] glassOnDoor = {new SurfaceBuilder(), new SurfaceBuilder()};

    /**
     * @param shape the body the arms stand on
     * @param x station of the housings (in metres)
     */
    BoxsterMirrors(BoxsterBody shape, float x) {
        for (float side : new float[] {-1, 1}) {
            float footZ = shape.halfWidthAt(x) * 0.9f;
            float footY = shape.surfaceY(x, side * footZ);
            float z = side * (footZ + 0.13f);
            int i = side < 0 ? 0 : 1;
            // turned so the glass faces the driver, back and in
            Quaternion toDriver = new Quaternion().fromAngleAxis(-side * TOE_IN_RAD, Vector3f.UNIT_Y);
            Vector3f centre = new Vector3f(x, HOUSING_Y, z);
            for (SurfaceBuilder m : new SurfaceBuilder[] {housings, housingOnDoor[i]}) {
                m.ellipsoid(centre, new Vector3f(0.06f, 0.055f, 0.10f), toDriver, 8);
                m.rod(new Vector3f(x + 0.03f, footY - 0.015f, side * footZ),
                        new Vector3f(x + 0.005f, HOUSING_Y - 0.02f, z - side * 0.07f), 0.026f, 6);
            }
            for (SurfaceBuilder g : new SurfaceBuilder[] {glasses, glassOnDoor[i]}) {
                g.ellipsoid(centre.add(toDriver.mult(new Vector3f(-0.05f, 0, 0))), new Vector3f(0.016f, 0.05f, 0.094f),
                        toDriver, 8);
            }
        }
    }

    /** @return the body's housings and arms, named "mirrors" */
    Geometry housings(Material paint) {
        return BoxsterModel.geom("mirrors", housings, paint);
    }

    /** @return the body's glasses, named "mirrors-glass" (drawn only while the doors are shut) */
    Geometry glasses(Material black) {
        return BoxsterModel.geom("mirrors-glass", glasses, black);
    }

    /**
     * @param i 0 for the left door, 1 for the right
     * @return the housing and arm that swing with that door
     */
    Geometry housingOnDoor(int i, Material paint) {
        Geometry g = BoxsterModel.geom(i == 0 ? "mirrors-door-left" : "mirrors-door-right", housingOnDoor[i], paint);
        g.setUserData(PlanarShadow.CASTS, false);
        return g;
    }

    /**
     * @param i 0 for the left door, 1 for the right
     * @return the glass that swings with that door
     */
    Geometry glassOnDoor(int i, Material black) {
        Geometry g = BoxsterModel.geom(i == 0 ? "mirrors-glass-door-left" : "mirrors-glass-door-right", glassOnDoor[i], black);
        g.setUserData(PlanarShadow.CASTS, false);
        return g;
    }
}
