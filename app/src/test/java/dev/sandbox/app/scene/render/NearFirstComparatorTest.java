package dev.sandbox.app.scene.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.jme3.asset.DesktopAssetManager;
import com.jme3.material.Material;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.shape.Box;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The vehicle is drawn before the ground it stands on, whatever their materials and distances. */
class NearFirstComparatorTest {

    @Test
    void drawsTheMarkedSubtreeFirstAndTheRestAsJmeDoes() {
        DesktopAssetManager assets = new DesktopAssetManager(true);
        Material ground = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
        Material paint = new Material(assets, "Common/MatDefs/Light/Lighting.j3md");
        Node vehicle = new Node("vehicle");
        Node body = new Node("body");
        vehicle.attachChild(body);
        Geometry skin = geometry("skin", paint, 0, 0, -30);
        body.attachChild(skin);
        NearFirstComparator.mark(vehicle);
        Geometry near = geometry("near ground", ground, 0, 0, -5);
        Geometry far = geometry("far ground", ground, 0, 0, -50);
        Node world = new Node("world");
        world.attachChild(far);
        world.attachChild(vehicle);
        world.attachChild(near);
        world.updateGeometricState();

        Camera cam = new Camera(640, 360);
        cam.setLocation(Vector3f.ZERO);
        cam.lookAtDirection(Vector3f.UNIT_Z.negate(), Vector3f.UNIT_Y);
        NearFirstComparator order = new NearFirstComparator();
        order.setCamera(cam);
        List<Geometry> queue = new ArrayList<>(List.of(far, near, skin));
        queue.sort(order);

        assertEquals(List.of(skin, near, far), queue, "vehicle first, then the ground front to back");
    }

    private static Geometry geometry(String name, Material m, float x, float y, float z) {
        Geometry g = new Geometry(name, new Box(1, 1, 1));
        g.setMaterial(m);
        g.setLocalTranslation(x, y, z);
        return g;
    }
}
