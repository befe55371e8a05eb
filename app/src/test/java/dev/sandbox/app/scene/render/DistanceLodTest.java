package dev.sandbox.app.scene.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import com.jme3.renderer.ViewPort;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.scene.VertexBuffer;
import org.junit.jupiter.api.Test;

/** A near-only part is drawn within its distance of the camera, at any distance in the showroom. */
class DistanceLodTest {

    @Test
    void aNearOnlyPartShowsWithinItsDistanceOrWhenEveryDetailIsWanted() {
        Node vehicle = new Node("vehicle");
        Node plates = new Node("plates");
        vehicle.attachChild(plates);
        DistanceLod lod = new DistanceLod().nearOnly(plates, 3f);
        vehicle.addControl(lod);
        vehicle.setLocalTranslation(10, 0, 5);
        vehicle.updateGeometricState();
        Camera cam = new Camera(640, 360);
        ViewPort vp = new ViewPort("main", cam);
        cam.setLocation(new Vector3f(12.5f, 0.5f, 5));
        lod.render(null, vp);
        assertEquals(Spatial.CullHint.Inherit, plates.getLocalCullHint(), "2.5 m away");
        cam.setLocation(new Vector3f(10, 1.5f, 9));
        lod.render(null, vp);
        assertEquals(Spatial.CullHint.Always, plates.getLocalCullHint(), "4.3 m away");
        lod.setForceNear(true);
        lod.render(null, vp);
        assertEquals(Spatial.CullHint.Inherit, plates.getLocalCullHint(), "the showroom shows every detail");
    }

    @Test
    void aFarStandInShowsExactlyWhereItsNearPartDoesNot() {
        Node vehicle = new Node("vehicle");
        Node fine = new Node("fine-skin");
        Node coarse = new Node("coarse-skin");
        vehicle.attachChild(fine);
        vehicle.attachChild(coarse);
        DistanceLod lod = new DistanceLod().nearOnly(fine, 4.5f).farOnly(coarse, 4.5f);
        vehicle.addControl(lod);
        vehicle.updateGeometricState();
        assertEquals(Spatial.CullHint.Always, coarse.getLocalCullHint(), "hidden until a camera decides");
        Camera cam = new Camera(640, 360);
        ViewPort vp = new ViewPort("main", cam);
        for (float d : new float[] {2f, 4.4f, 4.6f, 8f, 30f}) {
            cam.setLocation(new Vector3f(-d, 0, 0));
            lod.render(null, vp);
            boolean near = d < 4.5f;
            assertEquals(near ? Spatial.CullHint.Inherit : Spatial.CullHint.Always, fine.getLocalCullHint(), d + " m");
            assertEquals(near ? Spatial.CullHint.Always : Spatial.CullHint.Inherit, coarse.getLocalCullHint(), d + " m");
        }
        lod.setForceNear(true);
        lod.render(null, vp);
        assertEquals(Spatial.CullHint.Always, coarse.getLocalCullHint(), "the showroom shows the fine skin");
    }

    /**
     * A skin with three levels is drawn at level 0 within the closer distance, 1 up to the
     * farther and 2 beyond; one with two levels at 0 or 1 at the farther distance alone.
     */
    @Test
    void aSkinsLevelFollowsTheCamerasDistance() {
        Node vehicle = new Node("vehicle");
        Geometry three = new Geometry("three", new com.jme3.scene.shape.Box(1, 1, 1));
        Geometry two = new Geometry("two", new com.jme3.scene.shape.Box(1, 1, 1));
        three.getMesh().setLodLevels(new VertexBuffer[] {index(), index(), index()});
        two.getMesh().setLodLevels(new VertexBuffer[] {index(), index()});
        vehicle.attachChild(three);
        vehicle.attachChild(two);
        DistanceLod lod = new DistanceLod().levels(three, 3f, 6f).levels(two, 6f);
        vehicle.addControl(lod);
        vehicle.updateGeometricState();
        Camera cam = new Camera(640, 360);
        ViewPort vp = new ViewPort("main", cam);
        float[] at = {2f, 4f, 8f};
        int[][] expected = {{0, 0}, {1, 0}, {2, 1}};
        for (int i = 0; i < at.length; i++) {
            cam.setLocation(new Vector3f(-at[i], 0, 0));
            lod.render(null, vp);
            assertEquals(expected[i][0], three.getLodLevel(), at[i] + " m, three levels");
            assertEquals(expected[i][1], two.getLodLevel(), at[i] + " m, two levels");
        }
        lod.setForceNear(true);
        lod.render(null, vp);
        assertEquals(0, three.getLodLevel(), "the showroom shows every detail");
    }

    private static VertexBuffer index() {
        VertexBuffer vb = new VertexBuffer(VertexBuffer.Type.Index);
        vb.setupData(VertexBuffer.Usage.Static, 3, VertexBuffer.Format.UnsignedInt,
                com.jme3.util.BufferUtils.createIntBuffer(0, 1, 2));
        return vb;
    }
}
