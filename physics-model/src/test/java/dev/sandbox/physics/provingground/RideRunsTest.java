package dev.sandbox.physics.provingground;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.spec.VehicleSpecs;
import org.junit.jupiter.api.Test;

/** The ride tests on the Boxster S: the full car on its rig and on the road against its linear ride model. */
class RideRunsTest {

    @Test
    void theFullCarRingsAndDivesAsItsRideModelSays() {
        RideRuns.Ride r = new RideRuns(VehicleSpecs.load("boxster-s")).ride();
        assertEquals(r.modelHeaveFrequencyHz(), r.heaveFrequencyHz(), 0.05 * r.modelHeaveFrequencyHz(), "heave");
        assertEquals(r.modelPitchFrequencyHz(), r.pitchFrequencyHz(), 0.05 * r.modelPitchFrequencyHz(), "pitch");
        assertEquals(r.modelPitchDampingRatio(), r.pitchDampingRatio(), 0.05 * r.modelPitchDampingRatio(), "damping");
        // a sports car dives 1-2 degrees at 0.8 g and squats by about as much at a launch
        assertTrue(r.brakeDivePitchDeg() > 0.5 && r.brakeDivePitchDeg() < 2.5, "dive " + r.brakeDivePitchDeg());
        assertTrue(r.launchSquatPitchDeg() < -0.3 && r.launchSquatPitchDeg() > -2.5, "squat " + r.launchSquatPitchDeg());
        // a 5 cm bump at 60 km/h loads the front tyres well above their static load
        assertTrue(r.bumpLoadPeakFactor() > 1.3 && r.bumpLoadPeakFactor() < 4, "bump " + r.bumpLoadPeakFactor());
    }

    @Test
    void aMotorcycleHasNoCarRide() {
        assertThrows(IllegalArgumentException.class, () -> new RideRuns(VehicleSpecs.load("cbr1000rr")));
    }
}
