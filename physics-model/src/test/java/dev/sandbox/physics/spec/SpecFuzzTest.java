package dev.sandbox.physics.spec;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.sandbox.physics.TestSpecs;
import dev.sandbox.physics.ground.FlatGround;
import dev.sandbox.physics.sim.Vehicle;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.vehicles.Vehicles;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Hostile spec files: every mutation of the shipped files is either rejected with a message
 * that names the field, or accepted and then simulates without a non-finite number.
 */
class SpecFuzzTest {

    private static final Pattern FIELD = Pattern.compile("^(\\s*)([A-Za-z]+): (-?[0-9.]+)(.*)$");

    @Test
    void everyMutationIsRejectedClearlyOrSimulatesCleanly() {
        int tried = 0;
        int rejected = 0;
        int accepted = 0;
        for (String id : VehicleSpecs.ids()) {
            String text = TestSpecs.text(id);
            String[] lines = text.split("\n", -1);
            for (int i = 0; i < lines.length; i++) {
                Matcher m = FIELD.matcher(lines[i]);
                if (!m.matches()) {
                    continue;
                }
                String field = m.group(2);
                for (String replacement : mutations(m)) {
                    String[] copy = lines.clone();
                    copy[i] = replacement;
                    String mutated = String.join("\n", copy);
                    tried++;
                    VehicleSpec spec;
                    try {
                        spec = VehicleSpecs.parse(id + ".yaml", mutated.getBytes(StandardCharsets.UTF_8));
                    } catch (SpecException e) {
                        rejected++;
                        // a field the validator reached is named; text YAML cannot parse is located by line
                        boolean names = e.getMessage().contains(field) || e.getMessage().contains("line " + (i + 1));
                        assertTrue(e.getMessage().startsWith(id + ".yaml") && names,
                                "message for '" + replacement.strip() + "' does not name the field: " + e.getMessage());
                        continue;
                    }
                    accepted++;
                    simulate(spec, replacement);
                }
            }
            tried += structuralMutations(id, text);
        }
        System.out.printf("spec fuzz: %d mutations tried, %d rejected with a message, %d accepted and simulated%n",
                tried, rejected, accepted);
        assertTrue(tried > 300 && rejected > 100 && accepted > 50, tried + " / " + rejected + " / " + accepted);
    }

    private static List<String> mutations(Matcher m) {
        String indent = m.group(1);
        String key = m.group(2);
        double value = Double.parseDouble(m.group(3));
        List<String> out = new ArrayList<>();
        out.add(indent + "# " + key + ": removed");
        out.add(indent + key + ": \"" + m.group(3) + "x\"");
        out.add(indent + key + ": " + (-Math.abs(value) - 1));
        out.add(indent + key + ": 0");
        out.add(indent + key + ": 1.0e12");
        out.add(indent + key + ": .nan");
        out.add(indent + key + ": " + value * 1.5);
        out.add(indent + key + ": " + value * 0.5);
        out.add(indent + key + ": [1, 2]");
        return out;
    }

    /** Curve, list and whole-file damage; returns how many were tried. */
    private static int structuralMutations(String id, String text) {
        List<String> variants = new ArrayList<>();
        variants.add(text.replaceFirst("- \\[(\\d+), (\\d+(\\.\\d+)?)\\]\\s*(#.*)?\\n(\\s*)- \\[(\\d+), ",
                "- [$6, $2]\n$5- [$1, "));
        variants.add(text.replaceFirst("gearRatios: \\[", "gearRatios: [0.5, "));
        variants.add(text.replace("torqueCurve:", "torqueCurve: []\n  oldCurve:"));
        variants.add(text.substring(0, text.length() / 2));
        variants.add(text + "\n" + "x".repeat(VehicleSpecs.MAX_FILE_BYTES));
        variants.add("---\n- just\n- a list\n");
        variants.add(text.replace("chassis:", "chassis: 7\nchassis2:"));
        for (String v : variants) {
            try {
                VehicleSpec spec = VehicleSpecs.parse(id + ".yaml", v.getBytes(StandardCharsets.UTF_8));
                simulate(spec, "structural");
            } catch (SpecException e) {
                assertTrue(e.getMessage().startsWith(id + ".yaml"), e.getMessage());
            }
        }
        return variants.size();
    }

    private static void simulate(VehicleSpec spec, String what) {
        Vehicle v = Vehicles.create(spec);
        FlatGround g = new FlatGround();
        v.reset(0, 0, 0, g);
        for (int i = 0; i < 3000; i++) {
            VehicleInput in = new VehicleInput(1, i > 2000 ? 1 : 0, i % 1000 < 500 ? 1 : -1, 0, 0, i == 1500, false, false);
            v.step(in, g, 0.001);
            if (!v.snapshot().isFinite()) {
                fail("accepted '" + what.strip() + "' in " + spec.id() + " made the model non-finite at step " + i);
            }
        }
    }
}
