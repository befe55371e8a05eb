package dev.sandbox.physics.car;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.sandbox.physics.spec.SuspensionSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import org.junit.jupiter.api.Test;

/** The steer the Boxster's suspension adds in a left turn: signs and sizes from the spec's coefficients. */
class SuspensionSteerTest {

    private final SuspensionSpec spec = VehicleSpecs.load("boxster-s").suspension();
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
