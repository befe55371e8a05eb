package dev.sandbox.physics.provingground;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.powertrain.TorqueCurve;
import dev.sandbox.physics.reference.LaunchLimits;
import dev.sandbox.physics.reference.StraightLineReference;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import dev.sandbox.physics.tyre.TyreModel;
import dev.sandbox.physics.tyre.TyreModels;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Boxster S measured the way magazines do, against the seed's figures. */
class BoxsterStraightLineTest {

    private final VehicleSpec spec = VehicleSpecs.load("boxster-s");
    private final StraightLineRuns tests = new StraightLineRuns(spec);

    @Test
    void gearTableMatchesTable82WithinHalfAPercent() {
        // [Palmer, Table 8-2]: maximum velocity per gear at 7200 rpm
        double[] table82 = {65.8, 114.3, 165.4, 206.0, 246.4, 299.3};
        List<Results.GearRow> rows = tests.gears().gears();
        for (int i = 0; i < table82.length; i++) {
            assertEquals(table82[i], rows.get(i).maxSpeedKmh(), 0.005 * table82[i], "gear " + (i + 1));
        }
    }

    @Test
    void topSpeedIsDragLimitedInSixthNearThePublished266KmH() {
        Results.TopSpeed top = tests.topSpeed();
        assertEquals(6, top.gear());
        assertEquals("drag", top.limitedBy());
        // manufacturer 266 km/h ([Palmer, Table 8-4]); [Palmer]'s own closed form gives 271.5
        // (eq. 8.26d) with a constant mu_r. With the rolling resistance growing with speed as
        // [Wong, §1.2] measures it (double at 160 km/h) the model reaches 266.5 km/h; the
        // tolerance is the 1 % a magazine's top-speed run scatters by
        assertEquals(266, top.topSpeedKmh(), 0.01 * 266);
    }

    @Test
    void simulatedTopSpeedAgreesWithTheClosedFormOfEquation825() {
        // Same torque table and driveline efficiency in the reference; the simulation adds tyre
        // slip (about 2 % at top speed) and rolling resistance as a wheel torque.
        StraightLineReference ref = StraightLineReference.of(spec, spec.transmission().efficiency());
        double closedForm = Units.mpsToKmh(ref.dragLimitedSpeedMps(0.84, new TorqueCurve(spec.engine().torqueCurve())));
        assertEquals(closedForm, tests.topSpeed().topSpeedKmh(), 0.015 * closedForm);
    }

    @Test
    void sixtyToZeroNear34Metres() {
        // [Palmer, eq. 8.31]: 34 m from 26.8 m/s, i.e. 10.4 m/s^2
        Results.Brake b = tests.brake();
        assertEquals(34.0, b.from60MphM(), 0.05 * 34.0);
        assertEquals(10.4 / Units.G, b.meanDecelG(), 0.05);
    }

    @Test
    void standingStartIsTractionLimitedAndMatchesThePublishedTime() {
        Results.Accel a = tests.accel();
        assertNotNull(a.zeroTo100KmhS());
        assertEquals("traction", a.limitedBy());
        // [Palmer, Table 8-4] quotes 5.5 s; the model gives 5.53 s. Where the time goes: the
        // clutch-slip launch to 39 km/h at 6.7 m/s^2, at the traction limit (next test), first
        // gear to 62 km/h at 6.5 m/s^2 (traction, then power), 0.33 s without drive for the 1-2
        // shift (shiftTimeS 0.25 s plus the clutch closing again), second gear on its power
        // limit (4.05 m/s^2 against eta P / v of 4.08). Without the shift the same run would
        // take 5.2 s. Within 0.1 s: that leaves room for the driver's feet, not for a lost
        // phase (the model's driveline leak, fixed, cost 0.4 s).
        assertEquals(5.5, a.zeroTo100KmhS(), 0.1);
        assertTrue(a.zeroTo200KmhS() != null && a.zeroTo200KmhS() < 20.5, "0-200 km/h " + a.zeroTo200KmhS());
        // automatic upshifts just below the 7200 rpm redline ([Palmer, "Gear Shifting"])
        Results.Shift first = a.shifts().get(0);
        assertEquals(1, first.fromGear());
        assertEquals(2, first.toGear());
        assertTrue(first.rpmBefore() > 7000 && first.rpmBefore() <= 7200, "shift rpm " + first.rpmBefore());
    }

    @Test
    void theClutchSlipLaunchRunsAtTheRearAxlesTractionLimit() {
        // a = mu g (c/L) / (1 - mu h/L) ([Palmer, eq. 8.32] on the rear axle with the load transfer of
        // [Monster, "Weight Transfer"]), mu the rear tyre's peak at the rear wheels' load under that
        // acceleration (1.10 at its nominal 4250 N, falling with load: 1.088 at 4650 N)
        double c = spec.chassis().cgToFrontAxleM();
        double length = spec.chassis().wheelbaseM();
        double h = spec.chassis().cgHeightM();
        double m = spec.chassis().totalMassKg();
        TyreModel tyre = TyreModels.of(spec.tyre(), spec.rearWheel());
        double limit = 0;
        for (int i = 0; i < 20; i++) {
            double rearWheelLoad = (c / length * m * Units.G + h / length * m * limit) / 2;
            limit = LaunchLimits.rearDriveTractionLimitMps2(tyre.longitudinalFriction(rearWheelLoad, 1.0), c, length, h);
        }
        assertEquals(7.26, limit, 0.01);
        // measured 6.99 m/s^2 from 10 to 30 km/h, 3.8 % under the closed form: the front wheels'
        // rolling resistance and spin-up, the driver holding the rear tyres just under their
        // peak, and the lower acceleration moving less load to the rear
        double launch = StagedLaunch.meanAccelerationMps2(spec, 10, 30);
        assertTrue(launch < limit && launch > 0.95 * limit, "launch " + launch + " m/s^2, limit " + limit);
    }

    @Test
    void coastdownRecoversRollingResistanceAndDrag() {
        // SAE J2263 fit against [Palmer, eq. 8.4] with [Wong, §1.2]'s speed term,
        // F = mu_r m g (1 + v / v_2): F0 = 0.010 * 1393 * g = 136.7 N, F1 = F0 / (160 / 3.6 m/s)
        // = 3.08 N s/m, and [Palmer, eq. 8.3]'s F2 = 1/2 C_D rho A = 0.361 N s^2/m^2
        Results.Coastdown c = tests.coastdown();
        double f0 = 0.010 * 1393 * Units.G;
        assertEquals(f0, c.f0N(), 0.02 * f0);
        assertEquals(f0 / (160 / 3.6), c.f1NsPerM(), 0.05 * f0 / (160 / 3.6));
        assertEquals(0.5 * 0.31 * 1.2 * 1.94, c.f2Ns2PerM2(), 0.02 * 0.361);
    }
}
