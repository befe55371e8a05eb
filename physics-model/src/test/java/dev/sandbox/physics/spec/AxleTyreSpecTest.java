package dev.sandbox.physics.spec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.TestSpecs;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Each axle's tyre from its size, and the suspension's roll and compliance steer: what the spec
 * file says, and the one line it gets when it says something no car has.
 */
class AxleTyreSpecTest {

    private static String refused(String find, String replace) {
        String yaml = TestSpecs.text("boxster-s");
        assertTrue(yaml.contains(find), find);
        return assertThrows(SpecException.class, () -> VehicleSpecs.parse("mine.yaml",
                yaml.replace(find, replace).getBytes(StandardCharsets.UTF_8))).getMessage();
    }

    @Test
    void aDesignationGivesTheUnloadedRadiusAndTheRatedLoad() {
        // half the 18-inch rim (228.6 mm) plus the sidewall, 40 % of 225 mm: 318.6 mm, [Palmer]'s
        // radius; load index 88 is 560 kg and 93 is 650 kg in the ETRTO table
        TyreSize front = TyreSize.parse("225/40 ZR18 88Y");
        assertEquals(0.3186, front.unloadedRadiusM(), 1e-12);
        assertEquals(0.225, front.sectionWidthM(), 1e-12);
        assertEquals(560, front.ratedLoadKg());
        TyreSize rear = TyreSize.parse("265/35 ZR18 93Y");
        assertEquals(0.32135, rear.unloadedRadiusM(), 1e-12);
        assertEquals(650, rear.ratedLoadKg());
        // the table's ends, and a designation without the speed symbol
        assertEquals(190, TyreSize.parse("100/80-17 50").ratedLoadKg());
        assertEquals(1400, TyreSize.parse("315/70 R17 120").ratedLoadKg());
    }

    @Test
    void theBoxstersAxlesCarryTheirSizesAndTheRearItsOwnNominalLoad() {
        VehicleSpec spec = VehicleSpecs.load("boxster-s");
        assertEquals("225/40 ZR18 88Y", spec.frontWheel().tyreSize().designation());
        assertEquals("265/35 ZR18 93Y", spec.rearWheel().tyreSize().designation());
        // F_z0 two thirds of the rated load: 560 kg and 650 kg at standard gravity
        assertEquals(2.0 / 3 * 560 * 9.80665, spec.tyre().referenceLoadN(), 5);
        assertEquals(2.0 / 3 * 650 * 9.80665, spec.rearWheel().tyreReferenceLoadN(), 5);
        assertEquals(4250, spec.tyre().forAxle(spec.rearWheel()).referenceLoadN());
        assertEquals(spec.tyre(), spec.tyre().forAxle(spec.frontWheel()));
    }

    @Test
    void theMotorcyclesTyresAreTheTyreSpecsOwnAsBefore() {
        // no size, no nominal load of its own and a factor of 1: each wheel's tyre is the spec's,
        // so its forces are the same numbers as before axles had tyres of their own
        VehicleSpec bike = VehicleSpecs.load("cbr1000rr");
        assertEquals(bike.tyre(), bike.tyre().forAxle(bike.frontWheel()));
        assertEquals(bike.tyre(), bike.tyre().forAxle(bike.rearWheel()));
        assertEquals(null, bike.frontWheel().tyreSize());
    }

    @Test
    void aDesignationThatIsNotOneIsRefused() {
        String m = refused("tyreSize: 225/40 ZR18 88Y", "tyreSize: 225/40 ZR18");
        assertEquals("mine.yaml: wheels.front.tyreSize must be a tyre designation such as '225/40 ZR18 88Y' (width mm / "
                + "aspect % R rim-inches load-index), got '225/40 ZR18'.", m);
        m = refused("tyreSize: 265/35 ZR18 93Y", "tyreSize: 265/35 ZR18 130Y");
        assertTrue(m.startsWith("mine.yaml: wheels.rear.tyreSize has load index 130, outside the table"), m);
    }

    @Test
    void aRadiusThatBelongsToAnotherSizeIsRefused() {
        // a 205/40 R17 is 215.9 mm of rim and 82 mm of sidewall: 0.2979 m, and the spec's 0.3186 m is 7 % more
        String m = refused("tyreSize: 225/40 ZR18 88Y", "tyreSize: 205/40 R17 84W");
        assertEquals("mine.yaml: wheels.front.radiusM must lie within 90-102 % of the unloaded radius of "
                + "wheels.front.tyreSize 205/40 R17 84W (0.2979 m): a loaded tyre rolls on a radius a little below its "
                + "unloaded one, got 0.3186.", m);
    }

    @Test
    void aNominalLoadAboveTheRatingIsRefused() {
        String m = refused("tyreReferenceLoadN: 4250", "tyreReferenceLoadN: 7000");
        assertEquals("mine.yaml: wheels.rear.tyreReferenceLoadN must not exceed the 6374 N (650 kg) that load index 93 of "
                + "265/35 ZR18 93Y rates the tyre for, got 7000.0.", m);
        m = refused("referenceLoadN: 3660", "referenceLoadN: 6000");
        assertTrue(m.startsWith("mine.yaml: tyre.referenceLoadN must not exceed the 5492 N (560 kg) that load index 88"), m);
    }

    @Test
    void steerOutOfRangeIsRefusedWithItsRange() {
        String m = refused("frontRollSteer: 0.0 ", "frontRollSteer: 2 ");
        assertEquals("mine.yaml: suspension.frontRollSteer must be between -0.5 and 0.5, got 2.", m);
        m = refused("frontLateralForceSteerDegPerKN: 0.10", "frontLateralForceSteerDegPerKN: .nan");
        assertTrue(m.startsWith("mine.yaml: suspension.frontLateralForceSteerDegPerKN must be between -1 and 1"), m);
    }

    @Test
    void aWheelThatSteersIntoItsOwnForceSoMuchThatItFeedsItIsRefused() {
        // -0.5 deg/kN is 8.7e-6 rad/N; the rear tyre at twice its 3690 N static load has about
        // 126 kN/rad, a loop gain of 1.1: the steer would build the force that builds the steer
        String m = refused("rearLateralForceSteerDegPerKN: -0.13", "rearLateralForceSteerDegPerKN: -0.5");
        assertTrue(m.startsWith("mine.yaml: suspension.rearLateralForceSteerDegPerKN steers the wheel towards its own "
                + "force so much that it feeds it"), m);
        assertTrue(m.contains("got -0.5."), m);
        // away from the force only softens the axle, however much
        assertEquals(0.5, TestSpecs.variant("boxster-s", "rearLateralForceSteerDegPerKN: -0.13",
                "rearLateralForceSteerDegPerKN: 0.5").suspension().rearLateralForceSteerDegPerKN());
    }

    @Test
    void aSuspensionWithoutSteerFieldsHasNone() {
        String yaml = TestSpecs.text("boxster-s").replaceAll("(?m)^  (front|rear)(RollSteer|LateralForceSteerDegPerKN):.*\\n",
                "");
        SuspensionSpec s = VehicleSpecs.parse("mine.yaml", yaml.getBytes(StandardCharsets.UTF_8)).suspension();
        assertEquals(0.0, s.frontRollSteer());
        assertEquals(0.0, s.rearRollSteer());
        assertEquals(0.0, s.frontLateralForceSteerDegPerKN());
        assertEquals(0.0, s.rearLateralForceSteerDegPerKN());
    }
}
