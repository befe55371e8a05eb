package dev.sandbox.physics.motorcycle;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.assist.KeyRide;
import dev.sandbox.physics.powertrain.Powertrain;
import dev.sandbox.physics.spec.VehicleSpec;
import org.junit.jupiter.api.Test;

/**
 * The left hand's easing of the clutch after a gear change in a turn, on its own: when it begins,
 * how long it lasts, and where it holds the lever.
 */
class ClutchHandTest {

    private final KeyRide ride = new KeyRide("cbr1000rr").at(100, 1);
    private final Motorcycle bike = (Motorcycle) ride.vehicle;
    private final VehicleSpec spec = bike.spec();
    /** First gear at 100 km/h: the clutch's speed on the wheels' side near 9500 rpm. */
    private final Powertrain powertrain = new Powertrain(spec.engine(), spec.transmission(), bike.rearWheel());

    private RiderFeel feel(double engineRpm) {
        return new RiderFeel().set(ride.now().speedMps(), 0, 2500, 0, 0, 1250, 1250, 0, engineRpm, true, 0, 0, 1, 0)
                .clutch(powertrain, bike.rearWheel());
    }

    /**
     * The revs above the gear's speed with the clutch slipping in a turn: the hand eases the clutch
     * in, the lever at the bite that passes the pull aimed for (1000 N of the 6000-odd the clutch
     * passes fully in, in first), and keeps easing while the revs come down, below the 2 % that
     * began it, to the gear's speed. Once they are there the easing ends even if the clutch still
     * slips: held on, a lever nearly in (for a rear just landed from a crest, which passes almost
     * nothing) kept the grip shut for seconds with the throttle key held while the engine fell to
     * idle, and the CBR coasted up the world's edge bank in the first minute's ride.
     */
    @Test
    void theEasingLastsUntilTheRevsMeetTheGearsSpeed() {
        ClutchHand hand = new ClutchHand(spec);
        double gearRpm = feel(0).gearRpm();
        assertTrue(gearRpm > 9000 && gearRpm < 10000, "first gear at 100 km/h: " + gearRpm);
        RiderFeel above = feel(1.10 * gearRpm);
        hand.easeShift(1, above, 1000, 1);
        assertTrue(hand.easing(), "eases with the revs 10 % above the gear's speed");
        double bite = 1 - 1000 / above.clutchCapacityPullN();
        assertTrue(Math.abs(hand.lever() - bite) < 1e-12, "lever " + hand.lever() + " at the bite " + bite);
        hand.easeShift(1, feel(1.01 * gearRpm), 1000, 1);
        assertTrue(hand.easing(), "still easing 1 % above the gear's speed");
        hand.easeShift(1, feel(0.95 * gearRpm), 1000, 1);
        assertFalse(hand.easing(), "the revs are down: the grip is the rider's again");
    }

    /** Riding straight, or with the throttle key up, the hand does not ease: the shift is handed over as it is. */
    @Test
    void upOrOffTheThrottleTheHandLeavesTheClutch() {
        double gearRpm = feel(0).gearRpm();
        ClutchHand upright = new ClutchHand(spec);
        upright.easeShift(1, feel(1.1 * gearRpm), 1000, 0);
        assertFalse(upright.easing(), "upright");
        ClutchHand shut = new ClutchHand(spec);
        shut.easeShift(0, feel(1.1 * gearRpm), 1000, 1);
        assertFalse(shut.easing(), "throttle key up");
        assertTrue(shut.lever() == 0 && upright.lever() == 0, "levers out");
    }
}
