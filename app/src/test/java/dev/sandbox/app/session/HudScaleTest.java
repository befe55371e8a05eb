package dev.sandbox.app.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The HUD's fit to the window: the virtual screen it lays out on is never below its minimum. */
class HudScaleTest {

    @Test
    void atTheDesignSizeAUnitIsAPixelAndLargerWindowsScaleUpEvenly() {
        assertEquals(1f, HudScale.factor(1280, 720, 1f));
        assertEquals(1.5f, HudScale.factor(1920, 1080, 1f));
        assertEquals(3f, HudScale.factor(3840, 2160, 1f));
        assertEquals(3f, HudScale.factor(1920, 1080, 2f), "the player's HUD scale multiplies");
    }

    @Test
    void smallWindowsShrinkTheHudJustEnoughToKeepItsPartsApart() {
        for (int[] size : new int[][] {{800, 600}, {1024, 768}, {1280, 600}, {1100, 700}, {960, 540}}) {
            float f = HudScale.factor(size[0], size[1], 1f);
            assertTrue(size[0] / f >= HudScale.MIN_W - 1e-3 && size[1] / f >= HudScale.MIN_H - 1e-3,
                    size[0] + "x" + size[1] + " lays out on " + size[0] / f + "x" + size[1] / f);
        }
        assertEquals(800 / 1100f, HudScale.factor(800, 600, 1f), 1e-6);
    }
}
