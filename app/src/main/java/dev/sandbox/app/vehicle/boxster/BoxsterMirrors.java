package dev.sandbox.app.vehicle.boxster;

import com.jme3.material.Material;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import dev.sandbox.app.render.PartBatch;
import dev.sandbox.app.render.PlanarShadow;
import dev.sandbox.app.render.SurfaceBuilder;
import java.util.List;

/**
 * The door mirrors: a painted housing on a stout arm rising from the door's top at the foot of
 * the A-pillar, its dark glass facing back. The body's pair is drawn in the shut skin's mesh; a
 * second pair rides on the doors while they are open.
 */
final class BoxsterMirrors {

    /** Height of the housings' centres (in metres above the ground). */
    static final float HOUSING_Y = 0.955f;

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
            for (SurfaceBuilder m : new SurfaceBuilder[] {housings, housingOnDoor[i]}) {
                m.ellipsoid(new Vector3f(x, HOUSING_Y, z), new Vector3f(0.06f, 0.055f, 0.10f), null, 8);
                m.rod(new Vector3f(x + 0.03f, footY - 0.015f, side * footZ),
                        new Vector3f(x + 0.005f, HOUSING_Y - 0.02f, z - side * 0.07f), 0.026f, 6);
            }
            for (SurfaceBuilder g : new SurfaceBuilder[] {glasses, glassOnDoor[i]}) {
                g.ellipsoid(new Vector3f(x - 0.056f, HOUSING_Y, z), new Vector3f(0.008f, 0.043f, 0.085f), null, 8);
            }
        }
    }

    /** @return the body's housings and arms, named "mirrors" */
    Geometry housings(Material paint) {
        return BoxsterModel.geom("mirrors", housings, paint);
    }

    /**
     * The body's glasses, kept out of the scene: they are drawn in the painted meshes, coloured
     * per vertex, so that they stay out of the view's skin of unpainted parts, which a door's
     * swing does not hide.
     */
    Geometry glasses(Material black) {
        return BoxsterModel.geom("mirrors-glass", glasses, black);
    }

    /**
     * @param i 0 for the left door, 1 for the right
     * @return the mirror that swings with that door, housing and glass in one painted mesh
     */
    Geometry onDoor(int i, Material paint, Material black) {
        Geometry housing = BoxsterModel.geom("housing", housingOnDoor[i], paint);
        Geometry glass = BoxsterModel.geom("glass", glassOnDoor[i], black);
        Geometry onDoor = new Geometry(i == 0 ? "mirrors-door-left" : "mirrors-door-right",
                PartBatch.colouredMesh(List.of(housing, glass), housing));
        onDoor.setMaterial(paint);
        onDoor.setUserData(PlanarShadow.CASTS, false);
        return onDoor;
    }
}
