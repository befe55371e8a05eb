package dev.sandbox.app.feature.cockpit;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.asset.AssetManager;
import com.jme3.asset.DesktopAssetManager;
import com.jme3.collision.CollisionResult;
import com.jme3.collision.CollisionResults;
import com.jme3.math.Ray;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import dev.sandbox.app.core.settings.SpeedUnit;
import dev.sandbox.app.scene.vehicle.CarView;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Boxster's cockpit as its driver sees it. */
class CarCockpitTest {

    @Test
    void fromTheDriversEyeEachDialIsSeenWholeAboveTheRimUnderTheCowl() {
        AssetManager assets = new DesktopAssetManager(true);
        VehicleSpec spec = VehicleSpecs.load("boxster-s");
        CarView view = new CarView(spec, assets);
        Cockpit cockpit = Cockpits.build(spec, view, assets, SpeedUnit.KMH);
        Node node = cockpit.node();
        node.updateGeometricState();
        Vector3f eye = cockpit.eye();
        List<Geometry> faces = new ArrayList<>();
        node.depthFirstTraversal(s -> {
            if (s instanceof Geometry g && g.getName().equals("dial-face")) {
                faces.add(g);
            }
        });
        assertTrue(faces.size() >= 2, "two dials");
        for (Geometry face : faces) {
            int seen = 0;
            int tried = 0;
            StringBuilder hidden = new StringBuilder();
            // points on the face within 90 % of its radius, in the face's own x-y plane
            float r = face.getModelBound().getCenter().x;
            for (float u = -0.9f; u <= 0.9f; u += 0.15f) {
                for (float v = -0.9f; v <= 0.9f; v += 0.15f) {
                    if (u * u + v * v > 0.81f) {
                        continue;
                    }
                    Vector3f onFace = face.localToWorld(new Vector3f(r + u * r, r + v * r, 0), null);
                    Vector3f dir = onFace.subtract(eye);
                    float toFace = dir.length();
                    CollisionResults hits = new CollisionResults();
                    node.collideWith(new Ray(eye, dir.normalize()), hits);
                    tried++;
                    CollisionResult first = nearestOtherThanTheDial(hits);
                    if (first == null || first.getDistance() > toFace - 0.002f) {
                        seen++;
                    } else if (first.getGeometry().getParent().getName().equals("steering-wheel")) {
                        seen++; // the steering wheel may pass in front, as in the real car
                    } else {
                        hidden.append(String.format(" (%.2f, %.2f) by %s;", u, v, first.getGeometry().getName()));
                    }
                }
            }
            assertTrue(seen == tried, face.getParent().getName() + ": " + seen + " of " + tried + " points seen;" + hidden);
        }
    }

    private static CollisionResult nearestOtherThanTheDial(CollisionResults hits) {
        for (int i = 0; i < hits.size(); i++) {
            Spatial s = hits.getCollision(i).getGeometry();
            if (!s.getName().equals("dial-face") && !s.getName().equals("needle-hand")) {
                return hits.getCollision(i);
            }
        }
        return null;
    }
}
