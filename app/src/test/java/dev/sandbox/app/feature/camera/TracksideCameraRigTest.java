package dev.sandbox.app.feature.camera;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import org.junit.jupiter.api.Test;

/**
 * The trackside camera zooms as a television camera does: the vehicle spans the same share of
 * the picture from a road's post, a roaming post or a distant one. With a fixed 12 m frame the
 * Boxster seen from a roaming post 18 m away was a fifth of the picture wide.
 */
class TracksideCameraRigTest {

    /** Share of a 1280x720 picture's width that a vehicle of the given length, side on, spans. */
    private static float widthShare(float distanceM, float lengthM) {
        Camera cam = new Camera(1280, 720);
        cam.setFrustumPerspective(TracksideCameraRig.fovDeg(distanceM, lengthM, 1280f / 720), 1280f / 720, 0.5f, 2000f);
        cam.setLocation(new Vector3f(0, 1, 0));
        cam.lookAtDirection(Vector3f.UNIT_Z, Vector3f.UNIT_Y);
        cam.update();
        Vector3f nose = cam.getScreenCoordinates(new Vector3f(lengthM / 2, 1, distanceM));
        Vector3f tail = cam.getScreenCoordinates(new Vector3f(-lengthM / 2, 1, distanceM));
        return Math.abs(nose.x - tail.x) / 1280f;
    }

    @Test
    void theVehicleSpansFortyPercentOfThePictureFromEveryPostWithinAHundredMetres() {
        // the 986 (4.32 m) and the SC57 (2.03 m): from a road's post, a roaming post and far posts
        for (float length : new float[] {4.32f, 2.03f}) {
            for (float distance : new float[] {14f, 18f, 40f, 100f}) {
                if (length < 3 && distance > 60) {
                    continue;
                }
                assertEquals(TracksideCameraRig.LENGTH_SHARE, widthShare(distance, length), 0.005,
                        length + " m long at " + distance + " m");
            }
        }
    }

    @Test
    void zoomStopsAtItsNarrowestAndWidestAngles() {
        assertEquals(TracksideCameraRig.MIN_FOV_DEG, TracksideCameraRig.fovDeg(400f, 2.03f, 1280f / 720), 1e-4);
        assertTrue(widthShare(400f, 2.03f) < TracksideCameraRig.LENGTH_SHARE, "beyond the longest zoom the bike shrinks");
        assertEquals(TracksideCameraRig.MAX_FOV_DEG, TracksideCameraRig.fovDeg(0.5f, 4.32f, 1280f / 720), 1e-4);
    }
}
