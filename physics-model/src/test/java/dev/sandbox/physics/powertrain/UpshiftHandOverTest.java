package dev.sandbox.physics.powertrain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import org.junit.jupiter.api.Test;

/**
 * A full-throttle upshift hands the torque over without a surge: with the fuel cut through the
 * shift and while the engine is still above the new gear's speed, the engine comes down to it on
 * its own braking and the clutch's slip as the clutch closes. Its excess spin energy,
 * 1/2 I (w1^2 - w2^2), does not reach the driven wheel as a torque above the engine's own. The
 * automatic box relies on this when it lets upshifts go on with a motorcycle leaned.
 */
class UpshiftHandOverTest {

    private static final double DT_S = 0.001;

    /**
     * The CBR1000RR at full throttle takes first to second at 11 000 rpm: from the shift to half
     * a second after it the clutch never passes more than the engine's full-throttle torque at
     * its speed (2 % for the step's discretisation; it peaks at 0.93 of it), and the clutch locks
     * again with the engine at second gear's speed within that half second. The road side is the
     * bike's mass at the rear wheel's radius, so the road speed barely changes over the shift.
     */
    @Test
    void aFullThrottleUpshiftPassesNoMoreThanTheEnginesTorque() {
        VehicleSpec spec = VehicleSpecs.load("cbr1000rr");
        Engine engine = new Engine(spec.engine());
        Gearbox box = new Gearbox(spec.transmission());
        box.setAutomatic(false);
        Driveline line = new Driveline(engine, box);
        assertEquals(1, box.gear());
        double radius = spec.rearWheel().radiusM();
        double[] inertia = {spec.chassis().totalMassKg() * radius * radius};
        double[] omega = {Units.rpmToRadPerS(11_000) / box.overallRatio()};
        engine.setOmega(Units.rpmToRadPerS(11_000));
        double[] external = {0};
        double[] drive = new double[1];
        double peakShare = 0;
        boolean shifted = false;
        boolean lockedAgain = false;
        for (int i = 0; i < 500; i++) {
            box.update(i == 0, false, 1, engine.rpm(), false, 0, omega[0] * radius, DT_S);
            shifted |= box.isShifting();
            line.solve(1, 0, omega, inertia, external, drive, DT_S);
            double fullThrottle = engine.curve().torqueNm(engine.rpm());
            peakShare = Math.max(peakShare, line.clutchTorqueNm() / fullThrottle);
            omega[0] += DT_S * drive[0] / inertia[0];
            line.finish(omega[0], DT_S);
            lockedAgain = box.gear() == 2 && !box.isShifting() && line.isLocked();
        }
        assertTrue(shifted, "the box shifted");
        assertEquals(2, box.gear());
        assertTrue(peakShare <= 1.02, "clutch torque over the engine's full-throttle torque: " + peakShare);
        assertTrue(lockedAgain, "the clutch locked again at second gear's speed");
    }
}
