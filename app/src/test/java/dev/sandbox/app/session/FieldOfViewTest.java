package dev.sandbox.app.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.jme3.renderer.Camera;
import dev.sandbox.app.core.settings.GraphicsSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The chase and cockpit cameras' field of view: the settings keys take 30 to 100 degrees and
 * report anything else, and a rig's lens sets the camera's vertical field of view and near
 * plane while keeping its far plane (the view distance) and aspect.
 */
class FieldOfViewTest {

    /** Float round trip of a frustum through jME's tangent: a few millionths of a degree. */
    private static final double DEG = 1e-3;

    @Test
    void theLensSetsTheFieldOfViewAndKeepsTheFarPlaneAndAspect() {
        Camera cam = new Camera(1920, 1080);
        cam.setFrustumPerspective(60, 1920f / 1080, 0.2f, 1600);
        CameraRig.lens(cam, 85, 0.05f);
        assertEquals(85, cam.getFov(), DEG);
        assertEquals(0.05f, cam.getFrustumNear(), 1e-6);
        assertEquals(1600, cam.getFrustumFar(), 1e-3);
        assertEquals(1920.0 / 1080, cam.getFrustumRight() / cam.getFrustumTop(), 1e-4);
    }

    @Test
    void theSettingsKeysTakeThirtyToOneHundredDegrees() throws Exception {
        Path file = Files.createTempDirectory("fov").resolve("settings.properties");
        GraphicsSettings s = GraphicsSettings.defaults(file);
        assertEquals(60, s.chaseFovDeg(), DEG);
        assertEquals(60, s.cockpitFovDeg(), DEG);
        s.set("camera.chaseFov", "90");
        s.set("camera.cockpitFov", "45");
        assertEquals(90, s.chaseFovDeg(), DEG);
        assertEquals(45, s.cockpitFovDeg(), DEG);
        assertThrows(IllegalArgumentException.class, () -> s.set("camera.chaseFov", "120"));
        assertThrows(IllegalArgumentException.class, () -> s.set("camera.cockpitFov", "wide"));
    }

    @Test
    void aFieldOfViewOutOfRangeInTheFileIsReportedAndTheDefaultKept() throws Exception {
        Path file = Files.createTempDirectory("fov").resolve("settings.properties");
        Files.writeString(file, "camera.chaseFov=10\ncamera.cockpitFov=75\n");
        List<String> problems = new ArrayList<>();
        GraphicsSettings s = GraphicsSettings.load(file, problems::add);
        assertEquals(1, problems.size(), problems.toString());
        assertEquals(60, s.chaseFovDeg(), DEG);
        assertEquals(75, s.cockpitFovDeg(), DEG);
    }
}
