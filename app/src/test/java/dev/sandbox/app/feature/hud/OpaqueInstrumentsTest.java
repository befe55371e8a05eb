package dev.sandbox.app.feature.hud;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.asset.DesktopAssetManager;
import com.jme3.font.BitmapFont;
import com.jme3.math.ColorRGBA;
import dev.sandbox.app.scene.gui.HudStyle;
import org.junit.jupiter.api.Test;

/**
 * The dial faces are opaque and keep the scene from being drawn behind them: their occluding
 * rectangles lie inside the disc (else the clear colour would show at the rim) and cover most
 * of it.
 */
class OpaqueInstrumentsTest {

    @Test
    void aDialFaceCoversMostOfItsDiscAndNothingOutsideIt() {
        DesktopAssetManager assets = new DesktopAssetManager(true);
        BitmapFont font = assets.loadFont("Interface/Fonts/Default.fnt");
        float r = 72;
        Gauge g = new Gauge("speedometer", r, assets, font, ColorRGBA.Yellow);
        assertEquals(1f, HudStyle.DIAL.a, "the face is opaque");
        HudOcclusionState occlusion = new HudOcclusionState();
        g.coverFace(occlusion);
        assertEquals(3, occlusion.rectangles());
        // Sample the disc: every covered point lies inside it, and the covered share is 80-90 %
        // (three rectangles at 22.5, 45 and 67.5 degrees: 84.7 %).
        int inDisc = 0;
        int covered = 0;
        for (float x = -r; x <= r; x += 0.5f) {
            for (float y = -r; y <= r; y += 0.5f) {
                boolean in = x * x + y * y <= r * r;
                boolean cov = covers(occlusion, x, y);
                assertTrue(in || !cov, "covered outside the disc at " + x + ", " + y);
                inDisc += in ? 1 : 0;
                covered += cov ? 1 : 0;
            }
        }
        double share = (double) covered / inDisc;
        assertTrue(share > 0.80 && share < 0.90, "share of the face covered: " + share);
    }

    private static boolean covers(HudOcclusionState occlusion, float px, float py) {
        for (int i = 0; i < occlusion.rectangles(); i++) {
            float[] q = occlusion.rectangle(i);
            if (px >= q[0] && px <= q[0] + q[2] && py >= q[1] && py <= q[1] + q[3]) {
                return true;
            }
        }
        return false;
    }
}
