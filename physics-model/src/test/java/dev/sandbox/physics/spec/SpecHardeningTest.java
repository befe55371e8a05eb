package dev.sandbox.physics.spec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Spec files a hostile or careless editor could write: repeated keys, ids that are paths,
 * YAML's special floats, and combinations of values that each pass their range but no
 * vehicle has. Each is one message naming the file and what is wrong.
 */
class SpecHardeningTest {

    private static String shipped(String id) throws IOException {
        try (InputStream in = SpecHardeningTest.class.getClassLoader().getResourceAsStream("vehicles/" + id + ".yaml")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static String refused(String yaml) {
        return assertThrows(SpecException.class, () -> VehicleSpecs.parse("mine.yaml", yaml.getBytes(StandardCharsets.UTF_8)))
                .getMessage();
    }

    @Test
    void theShippedSpecsPassEveryCheck() throws IOException {
        for (String id : VehicleSpecs.ids()) {
            assertEquals(id, VehicleSpecs.parse(id + ".yaml", shipped(id).getBytes(StandardCharsets.UTF_8)).id());
        }
    }

    @Test
    void aRepeatedKeyNamesTheKeyAndTheLine() throws IOException {
        String yaml = shipped("boxster-s").replace("  massKg: 1323", "  massKg: 1323\n  massKg: 900");
        int line = 1 + (int) yaml.substring(0, yaml.indexOf("  massKg: 900")).chars().filter(c -> c == '\n').count();
        String m = refused(yaml);
        assertEquals("mine.yaml at line " + line + ": the key 'massKg' appears twice in the same mapping; give it once.", m);
    }

    @Test
    void anIdThatIsAPathIsRefused() throws IOException {
        String m = refused(shipped("boxster-s").replace("id: boxster-s", "id: ../../x"));
        assertEquals("mine.yaml: id must be lower-case letters, digits and '-' only (it names files), got '../../x'.", m);
        assertTrue(refused(shipped("boxster-s").replace("id: boxster-s", "id: Boxster S")).contains("id must be"));
    }

    @Test
    void yamlNotANumberAndInfinityGetTheRangeMessage() throws IOException {
        String nan = refused(shipped("boxster-s").replace("  massKg: 1323", "  massKg: .nan"));
        assertEquals("mine.yaml: chassis.massKg must be between 20 and 50000, got .nan (not a number).", nan);
        String inf = refused(shipped("boxster-s").replace("  massKg: 1323", "  massKg: .inf"));
        assertEquals("mine.yaml: chassis.massKg must be between 20 and 50000, got .inf (infinity).", inf);
        String negInf = refused(shipped("boxster-s").replace("  cgHeightM: 0.46", "  cgHeightM: -.inf"));
        assertTrue(negInf.startsWith("mine.yaml: chassis.cgHeightM must be between"), negInf);
    }

    /** 19 000 N m at 1000 rpm is 2 MW; on 20 kg plus a 70 kg driver that is 22 kW/kg. */
    @Test
    void aTwentyKilogramCarWithNineteenThousandNewtonMetresIsRefused() throws IOException {
        String yaml = shipped("boxster-s").replace("  massKg: 1323", "  massKg: 20")
                .replace("- [1000, 220]", "- [1000, 19000]");
        String m = refused(yaml);
        assertTrue(m.startsWith("mine.yaml: engine.torqueCurve gives ") && m.contains("W/kg; no vehicle on tyres exceeds 1500 W/kg"),
                m);
    }

    @Test
    void aClutchWeakerThanTheEngineIsRefused() throws IOException {
        String m = refused(shipped("boxster-s").replace("clutchMaxTorqueNm: 480", "clutchMaxTorqueNm: 200"));
        assertTrue(m.startsWith("mine.yaml: transmission.clutchMaxTorqueNm (200 N m) is below the engine's peak torque (310 N m)"),
                m);
    }

    /** The Boxster's 1393 kg put about 3.1-3.7 kN on each tyre; a 500 N reference load is a bicycle's. */
    @Test
    void tyresWhoseReferenceLoadIsFarFromTheWheelLoadsAreRefused() throws IOException {
        String m = refused(shipped("boxster-s").replace("referenceLoadN: 3660", "referenceLoadN: 500"));
        assertTrue(m.startsWith("mine.yaml: tyre.referenceLoadN (500 N) does not fit the static wheel loads"), m);
        assertTrue(m.contains("front 3146 N, rear 3684 N"), m);
    }
}
