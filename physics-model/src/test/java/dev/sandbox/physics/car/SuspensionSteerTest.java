package dev.sandbox.physics.car;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.sandbox.physics.TestSpecs;
import dev.sandbox.physics.spec.SuspensionSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The steer a suspension adds in a left turn: signs and sizes from the spec's coefficients, on the
 * Boxster's suspension given both kinds of steer on both axles (roll steer 0.04 and -0.02,
 * compliance steer 0.12 and -0.08 deg/kN).
 */
class SuspensionSteerTest {

    private final SuspensionSpec spec = withSteer();
    private final SuspensionSteer steer = new SuspensionSteer(spec);

    @Test
    void inALeftTurnTheFrontWheelsSteerOutOfItAndTheRearWheelsIntoIt() {
        // a left turn rolls the body right side down (positive) and pushes every tyre to the left:
        // 1 deg of roll and 2 kN on a wheel. Front: 0.04 deg/deg with the roll and 0.12 deg/kN away
        // from the force, both to the right; rear: -0.02 and -0.08, both to the left [Gillespie, ch. 6]
        double roll = Math.toRadians(1);
        double front = Math.toDegrees(steer.steerRad(0, roll, 2000));
        double rear = Math.toDegrees(steer.steerRad(3, roll, 2000));
        assertEquals(-(spec.frontRollSteer() * 1 + spec.frontLateralForceSteerDegPerKN() * 2), front, 1e-12);
        assertEquals(-(spec.rearRollSteer() * 1 + spec.rearLateralForceSteerDegPerKN() * 2), rear, 1e-12);
        assertEquals(-0.28, front, 1e-12);
        assertEquals(0.18, rear, 1e-12);
    }

    private static SuspensionSpec withSteer() {
        String text = TestSpecs.text("boxster-s")
                .replaceAll("(?m)^  frontRollSteer: [-0-9.]+", "  frontRollSteer: 0.04")
                .replaceAll("(?m)^  rearRollSteer: [-0-9.]+", "  rearRollSteer: -0.02")
                .replaceAll("(?m)^  frontLateralForceSteerDegPerKN: [-0-9.]+", "  frontLateralForceSteerDegPerKN: 0.12")
                .replaceAll("(?m)^  rearLateralForceSteerDegPerKN: [-0-9.]+", "  rearLateralForceSteerDegPerKN: -0.08");
        return VehicleSpecs.parse("steered.yaml", text.getBytes(StandardCharsets.UTF_8)).suspension();
    }

    @Test
    void eachWheelAnswersItsOwnForceAndBothTheRoll() {
        double roll = Math.toRadians(2);
        // the inner front wheel, lighter, carries less force and steers less under it
        double inner = steer.steerRad(0, roll, 1000);
        double outer = steer.steerRad(1, roll, 3000);
        assertEquals(-Math.toRadians(spec.frontLateralForceSteerDegPerKN()) * 2, outer - inner, 1e-15);
        // no force, no roll: straight
        assertEquals(0.0, steer.steerRad(2, 0, 0), 0.0);
    }
}
