package dev.sandbox.app.feature.camera;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import org.junit.jupiter.api.Test;

/** The chase camera frames the vehicle clear of the HUD along the bottom edge. */
class ChaseCameraRigTest {

    @Test
    void theGroundUnderTheVehicleSitsThirtyPercentUpThePictureAtAnyDistanceAndHeight() {
        Camera cam = new Camera(1280, 720);
        cam.setFrustumPerspective(60f, 1280f / 720, 0.2f, 2000f);
        float tan = cam.getFrustumTop() / cam.getFrustumNear();
        Vector3f ground = new Vector3f(10, 3, -4);
        Vector3f look = new Vector3f(0.6f, 0, 0.8f);
        // the car's chase (6 m back, 2.3 m up), the bike's (closer, lower), zoomed out and up
        float[][] placings = {{6.0f, 2.3f}, {4.2f, 1.9f}, {15f, 5f}, {3f, 0.9f}};
        for (float[] at : placings) {
            Vector3f eye = ground.subtract(look.mult(at[0])).addLocal(0, at[1], 0);
            cam.setLocation(eye);
            cam.lookAtDirection(ChaseCameraRig.viewAxis(eye, ground, look, tan), Vector3f.UNIT_Y);
            cam.update();
            Vector3f screen = cam.getScreenCoordinates(ground);
            // screen y counts up from the bottom edge
            assertEquals(ChaseCameraRig.GROUND_FROM_BOTTOM, screen.y / 720f, 0.005,
                    "at " + at[0] + " m back, " + at[1] + " m up");
            assertEquals(640f, screen.x, 1f, "straight ahead");
        }
        assertEquals(1f, ChaseCameraRig.viewAxis(new Vector3f(0, 2, 0), Vector3f.ZERO, Vector3f.UNIT_X, tan).length(), 1e-5f,
                "a unit direction");
    }
}
