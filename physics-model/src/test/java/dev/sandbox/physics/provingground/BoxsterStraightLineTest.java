package dev.sandbox.physics.provingground;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.powertrain.TorqueCurve;
import dev.sandbox.physics.reference.StraightLineReference;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Boxster S measured the way magazines do, against the seed's figures. */
class BoxsterStraightLineTest {

    private final VehicleSpec spec = VehicleSpecs.load("boxster-s");
    private final StraightLineRuns tests = new StraightLineRuns(spec);

    @Test
    void gearTableMatchesTable82WithinHalfAPercent() {
        // 000_cdab2d2ee4342fe3.txt Table 8-2: maximum velocity per gear at 7200 rpm
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
        // manufacturer 266 km/h (000 Table 8-4); the seed's own closed form gives 271.5 (eq. 8.26d)
        // and the spec's torque table with its 91 % driveline 274.7 (eq. 8.25). The model sits
        // just under that closed form (tyre slip): 273.4 km/h, within 3 % of the published
        // figure, which also carries losses the model leaves out (rolling resistance and
        // driveline losses that grow with speed).
        assertEquals(266, top.topSpeedKmh(), 0.03 * 266);
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
        // 000 eq. 8.31: 34 m from 26.8 m/s, i.e. 10.4 m/s^2
        Results.Brake b = tests.brake();
        assertEquals(34.0, b.from60MphM(), 0.05 * 34.0);
        assertEquals(10.4 / Units.G, b.meanDecelG(), 0.05);
    }

    @Test
    void standingStartIsTractionLimitedAndBracketsThePublishedTime() {
        Results.Accel a = tests.accel();
        assertNotNull(a.zeroTo100KmhS());
        assertEquals("traction", a.limitedBy());
        // 000 Table 8-4 quotes 5.5 s. Within 15 %: the launch is traction-limited on a rear
        // axle carrying 55 % of the weight and depends on the test driver's clutch control.
        assertEquals(5.5, a.zeroTo100KmhS(), 0.15 * 5.5);
        assertTrue(a.zeroTo200KmhS() != null && a.zeroTo200KmhS() < 25, "0-200 km/h " + a.zeroTo200KmhS());
        // automatic upshifts just below the 7200 rpm redline (000 "Gear Shifting")
        Results.Shift first = a.shifts().get(0);
        assertEquals(1, first.fromGear());
        assertEquals(2, first.toGear());
        assertTrue(first.rpmBefore() > 7000 && first.rpmBefore() <= 7200, "shift rpm " + first.rpmBefore());
    }

    @Test
    void coastdownRecoversRollingResistanceAndDrag() {
        // SAE J2263 fit against 000 eq. 8.4 (F0 = mu_r m g = 205 N, eq. 8.29) and eq. 8.3
        // (F2 = 1/2 C_D rho A = 0.361 N s^2/m^2); no speed-linear term in the model.
        Results.Coastdown c = tests.coastdown();
        assertEquals(0.015 * 1393 * Units.G, c.f0N(), 0.02 * 205);
        assertEquals(0.5 * 0.31 * 1.2 * 1.94, c.f2Ns2PerM2(), 0.02 * 0.361);
        assertEquals(0.0, c.f1NsPerM(), 0.5);
    }
}
