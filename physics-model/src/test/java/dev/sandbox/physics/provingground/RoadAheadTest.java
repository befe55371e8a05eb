package dev.sandbox.physics.provingground;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.sandbox.physics.math.Units;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The speed the keys-only driver plans for the road in sight ({@link RoadAhead}) against closed
 * forms: a bend of radius R at lateral acceleration a_y is taken at sqrt(a_y R); a crest of
 * vertical curvature k_v losing a share c of the weight at sqrt(c g / k_v); a bend d ahead is
 * braked for from sqrt(v_b^2 + 2 a d + 2 g (h_d - h_0)) (energy, with the climb to it).
 */
class RoadAheadTest {

    static final double LATERAL_G = 0.6;
    static final double CREST_G = 0.5;
    static final double BRAKE_G = 0.55;

    @Test
    void aBendIsTakenAtItsLateralAcceleration() {
        double r = 100;
        RoadAhead road = RoadAhead.flat(Path.leftCircle(0, 0, r));
        double v = road.plannedSpeedMps(50, 0, LATERAL_G, CREST_G, BRAKE_G);
        // the circle is a polygon of 720 sides: the three points 5 m apart sit within 0.1 % of it
        assertEquals(Math.sqrt(LATERAL_G * Units.G * r), v, 0.002 * v);
    }

    @Test
    void aCrestIsTakenAtTheSpeedThatKeepsItsShareOfTheLoad() {
        double kv = 0.002;
        // a straight road over a parabolic crest, h = -k_v (u - 500)^2 / 2, whose second difference is
        // exact; so gentle that the room to brake beyond it never limits more (2 a d - g k_v d^2 > 0
        // for d < 2 a / (g k_v) = 550 m, beyond the 200 m in sight)
        Path straight = new Path(List.of(new double[] {0, 0}, new double[] {2000, 0}), false);
        RoadAhead road = new RoadAhead(straight, u -> -kv * (u - 500) * (u - 500) / 2);
        double v = road.plannedSpeedMps(500, 0, LATERAL_G, CREST_G, BRAKE_G);
        assertEquals(Math.sqrt(CREST_G * Units.G / kv), v, 1e-6 * v);
    }

    @Test
    void aBendAheadIsBrakedForWithTheClimbToIt() {
        // the test loop's first bend, 135 m, begins 300 m from the start: seen from 150 m before it,
        // the first point looked at whose 5 m neighbours both lie in the bend is 155 m ahead
        double bend2 = LATERAL_G * Units.G * TestLoop.RADII_M[0];
        double flat = RoadAhead.flat(TestLoop.path()).plannedSpeedMps(150, 10, LATERAL_G, CREST_G, BRAKE_G);
        assertEquals(Math.sqrt(bend2 + 2 * BRAKE_G * Units.G * (155 - 10)), flat, 0.01 * flat);
        // a steady 10 % climb to it (no vertical curvature) brakes it as 0.1 g more would
        double grade = 0.1;
        double uphill = new RoadAhead(TestLoop.path(), u -> grade * u).plannedSpeedMps(150, 10, LATERAL_G, CREST_G,
                BRAKE_G);
        assertEquals(Math.sqrt(bend2 + 2 * BRAKE_G * Units.G * (155 - 10) + 2 * Units.G * grade * 155), uphill,
                0.01 * uphill);
    }
}
