package dev.sandbox.physics.spec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.TestSpecs;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class VehicleSpecsTest {

    @Test
    void bothShippedVehiclesLoadWithTheSeedFigures() {
        assertEquals(List.of("boxster-s", "cbr1000rr"), VehicleSpecs.ids());
        VehicleSpec car = VehicleSpecs.load("boxster-s");
        assertEquals(VehicleType.CAR, car.type());
        // [Palmer, Table 8-1, Table 8-4, text before eq. 8.26]
        assertEquals(List.of(3.82, 2.20, 1.52, 1.22, 1.02, 0.84), car.transmission().gearRatios());
        assertEquals(3.44, car.transmission().finalDriveRatio());
        assertEquals(1393, car.chassis().totalMassKg(), 1e-9);
        assertEquals(0.31, car.aero().dragCoefficient());
        assertEquals(1.94, car.aero().frontalAreaM2());
        assertEquals(0.3186, car.rearWheel().radiusM());
        assertEquals(7200, car.engine().redlineRpm());
        assertEquals(8000, car.engine().damageRpm());
        assertEquals(0.74, car.engine().engineBrakingCoefficient());
        assertNull(car.motorcycle());

        VehicleSpec bike = VehicleSpecs.load("cbr1000rr");
        assertEquals(VehicleType.MOTORCYCLE, bike.type());
        assertEquals(180, bike.chassis().massKg()); // [Palmer, Table 8-4]
        assertEquals(11650, bike.engine().redlineRpm()); // [Palmer, Table 8-4]
        assertTrue(bike.motorcycle() != null);
    }

    @Test
    void anUnknownVehicleListsTheKnownOnes() {
        SpecException e = assertThrows(SpecException.class, () -> VehicleSpecs.load("beetle"));
        assertEquals("Unknown vehicle 'beetle'; known vehicles: boxster-s, cbr1000rr.", e.getMessage());
    }

    @Test
    void aMissingFieldIsNamedWithItsFile() {
        SpecException e = assertThrows(SpecException.class,
                () -> TestSpecs.variant("boxster-s", "  massKg: 1323 ", "  # massKg: 1323 "));
        assertEquals("boxster-s-variant.yaml: chassis.massKg is missing.", e.getMessage());
    }

    @Test
    void aWrongTypeIsNamed() {
        SpecException e = assertThrows(SpecException.class,
                () -> TestSpecs.variant("boxster-s", "dragCoefficient: 0.31", "dragCoefficient: slippery"));
        assertEquals("boxster-s-variant.yaml: aero.dragCoefficient must be a number, got \"slippery\".", e.getMessage());
    }

    @Test
    void aNegativeValueIsRejectedWithItsRange() {
        SpecException e = assertThrows(SpecException.class,
                () -> TestSpecs.variant("boxster-s", "rollingResistance: 0.010", "rollingResistance: -0.010"));
        assertEquals("boxster-s-variant.yaml: rollingResistance must be between 0 and 0.2, got -0.01.", e.getMessage());
    }

    @Test
    void torqueCurveRpmMustRise() {
        SpecException e = assertThrows(SpecException.class,
                () -> TestSpecs.variant("boxster-s", "- [5200, 306]", "- [4500, 306]"));
        assertEquals("boxster-s-variant.yaml: engine.torqueCurve[6].rpm must be greater than the previous point's rpm (4600.0),"
                + " got 4500.0.",
                e.getMessage());
    }

    @Test
    void gearRatiosMustBePositiveAndFalling() {
        SpecException e = assertThrows(SpecException.class,
                () -> TestSpecs.variant("boxster-s", "[3.82, 2.20, 1.52", "[3.82, -2.20, 1.52"));
        assertEquals("boxster-s-variant.yaml: transmission.gearRatios[1] must be between 0.1 and 20, got -2.2.", e.getMessage());
    }

    @Test
    void aTypoIsAnUnknownField() {
        SpecException e = assertThrows(SpecException.class,
                () -> TestSpecs.variant("boxster-s", "  cgHeightM: 0.46", "  cgHeightM: 0.46\n  cgHieghtM: 0.46"));
        assertEquals("boxster-s-variant.yaml: chassis.cgHieghtM is not a known field (a typo?).", e.getMessage());
    }

    @Test
    void brokenYamlNamesTheLine() {
        SpecException e = assertThrows(SpecException.class,
                () -> VehicleSpecs.parse("broken.yaml", "id: x\nchassis: [1, 2\n".getBytes(StandardCharsets.UTF_8)));
        assertTrue(e.getMessage().startsWith("broken.yaml: not valid YAML at line"), e.getMessage());
    }

    @Test
    void anEmptyFileIsSaidToBeEmpty() {
        SpecException e = assertThrows(SpecException.class, () -> VehicleSpecs.parse("empty.yaml", new byte[0]));
        assertEquals("empty.yaml: the file is empty.", e.getMessage());
    }

    @Test
    void aHugeFileIsRefusedBeforeParsing(@TempDir Path dir) throws Exception {
        Path big = dir.resolve("big.yaml");
        Files.write(big, new byte[VehicleSpecs.MAX_FILE_BYTES + 10]);
        SpecException e = assertThrows(SpecException.class, () -> VehicleSpecs.loadFile(big));
        assertTrue(e.getMessage().startsWith(big + ": larger than 256 KiB, the most a spec file may hold"), e.getMessage());
    }

    @Test
    void aMissingFileSaysWhichFile(@TempDir Path dir) {
        Path none = dir.resolve("none.yaml");
        SpecException e = assertThrows(SpecException.class, () -> VehicleSpecs.loadFile(none));
        assertEquals(none + ": no such spec file.", e.getMessage());
        SpecException folder = assertThrows(SpecException.class, () -> VehicleSpecs.loadFile(dir));
        assertTrue(folder.getMessage().startsWith(dir.toString()), folder.getMessage());
    }

    @Test
    void theCentreOfMassMustLieBetweenTheAxles() {
        SpecException e = assertThrows(SpecException.class,
                () -> TestSpecs.variant("boxster-s", "cgToFrontAxleM: 1.30", "cgToFrontAxleM: 2.50"));
        assertEquals("boxster-s-variant.yaml: chassis.cgToFrontAxleM must be less than chassis.wheelbaseM (2.41 m), got 2.5.",
                e.getMessage());
    }
}
