package dev.sandbox.app.core.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The caption says "against the turn" only for a countersteer: the bar steered the other way from
 * the lean the rider aims for (ISO 8855 signs: bar positive = left, lean positive = right side down,
 * so against the turn means both of one sign).
 */
class BarCaptionTest {

    private static final double DEG = Math.toRadians(1);

    @Test
    void enteringALeftTurnTheBarGoesRightFirst() {
        // upright, the rider aims for 20 deg left and steers the bar 0.3 deg right
        assertTrue(BarCaption.againstTheTurn(-0.3 * DEG, 0.2 * DEG, -20 * DEG));
        assertEquals("bar 0.30 deg right (against the turn)     lean 0.2 deg right",
                BarCaption.text(-0.3 * DEG, 0.2 * DEG, -20 * DEG));
        // and the mirror image into a right turn
        assertTrue(BarCaption.againstTheTurn(0.3 * DEG, -0.2 * DEG, 20 * DEG));
    }

    @Test
    void steeringIntoTheTurnIsNotAgainstIt() {
        // held in a left turn, leaned 25 deg left, the bar a little left
        assertFalse(BarCaption.againstTheTurn(0.5 * DEG, -25 * DEG, -25 * DEG));
    }

    @Test
    void standingTheBikeUpIsNotCalledACountersteer() {
        // out of a left turn: the rider aims for upright, the bike still leans 20 deg left and the
        // bar is steered further left (3.07 deg) to bring it up
        assertFalse(BarCaption.againstTheTurn(3.07 * DEG, -20 * DEG, 0));
        assertEquals("bar 3.07 deg left     lean 20.0 deg left", BarCaption.text(3.07 * DEG, -20 * DEG, 0));
        // the same with no aimed lean known (a replay of a kind without a rider's wish)
        assertFalse(BarCaption.againstTheTurn(3.07 * DEG, -20 * DEG, Double.NaN));
    }

    @Test
    void withoutAnAimedLeanTheLeanDecides() {
        // leaning 10 deg right, no aimed lean known: the bar left is against the turn, the bar right is not
        assertTrue(BarCaption.againstTheTurn(1 * DEG, 10 * DEG, Double.NaN));
        assertFalse(BarCaption.againstTheTurn(-1 * DEG, 10 * DEG, Double.NaN));
    }

    @Test
    void nearlyStraightBarsAndUprightBikesAreNoTurn() {
        assertFalse(BarCaption.againstTheTurn(-0.01 * DEG, 0.2 * DEG, -20 * DEG), "a bar within 0.05 deg points nowhere");
        assertFalse(BarCaption.againstTheTurn(-1 * DEG, 0.5 * DEG, 0.5 * DEG), "no turn within 1 deg of upright");
        assertEquals(0, BarCaption.turn(0, 0.5 * DEG, Double.NaN));
    }
}
