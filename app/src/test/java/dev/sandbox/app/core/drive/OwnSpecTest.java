package dev.sandbox.app.core.drive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.app.Main;
import dev.sandbox.app.core.cli.LaunchOptions;
import dev.sandbox.physics.spec.SpecException;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The player's own spec file ({@code --spec FILE}): it joins the vehicle list or replaces the
 * shipped vehicle of its id, and a broken or missing file stops the launch with one line
 * naming the file and the problem (exit status 2), before any window opens.
 */
public class OwnSpecTest {

    @TempDir
    Path dir;

    /**
     * @param id the new id
     * @param mass the new empty mass (in kilograms, as written in the file)
     * @return the shipped Boxster's spec text with its id and mass replaced
     */
    public static String boxsterWith(String id, String mass) throws IOException {
        try (InputStream in = VehicleSpecs.class.getResourceAsStream("/vehicles/boxster-s.yaml")) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return text.replace("id: boxster-s", "id: " + id).replaceFirst("massKg: 1323", "massKg: " + mass);
        }
    }

    @Test
    void anOwnSpecJoinsTheListAndOneWithAShippedIdReplacesThatVehicle() throws IOException {
        Path heavy = Files.writeString(dir.resolve("heavy.yaml"), boxsterWith("heavy-boxster", "1623"));
        Path edited = Files.writeString(dir.resolve("edited.yaml"), boxsterWith("boxster-s", "1223"));
        VehicleCatalog catalog = new VehicleCatalog();
        catalog.add(VehicleSpecs.loadFile(heavy));
        assertEquals(List.of("boxster-s", "cbr1000rr", "heavy-boxster"), catalog.ids());
        assertEquals(1623, catalog.load("heavy-boxster").chassis().massKg(), 1e-9);
        assertEquals(1323, catalog.load("boxster-s").chassis().massKg(), 1e-9);
        assertTrue(catalog.isOwn("heavy-boxster"));
        assertFalse(catalog.isOwn("boxster-s"));

        catalog.add(VehicleSpecs.loadFile(edited));
        assertEquals(List.of("boxster-s", "cbr1000rr", "heavy-boxster"), catalog.ids());
        assertEquals(1223, catalog.load("boxster-s").chassis().massKg(), 1e-9);
        assertThrows(SpecException.class, () -> catalog.load("no-such-car"));
    }

    @Test
    void theOptionIsParsed() {
        LaunchOptions o = LaunchOptions.parse("--spec", "my car.yaml", "--autopilot");
        assertEquals(Path.of("my car.yaml"), o.specFile());
        assertEquals(null, LaunchOptions.parse().specFile());
        assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse("--spec"));
    }

    @Test
    void aBrokenOrMissingSpecStopsTheLaunchWithOneLineNamingFileAndField() throws Exception {
        Path broken = Files.writeString(dir.resolve("broken.yaml"),
                boxsterWith("broken-boxster", "1323").replaceFirst("wheelbaseM: 2.41", "wheelbaseM: -2.41"));
        List<String> lines = launch("--spec", broken.toString());
        assertEquals(1, lines.size(), "one line: " + lines);
        assertTrue(lines.get(0).startsWith("driving-sandbox: "), lines.get(0));
        assertTrue(lines.get(0).contains("broken.yaml") && lines.get(0).contains("wheelbaseM"), lines.get(0));

        List<String> missing = launch("--spec", dir.resolve("nowhere.yaml").toString());
        assertEquals(1, missing.size(), "one line: " + missing);
        assertTrue(missing.get(0).contains("nowhere.yaml"), missing.get(0));
    }

    /** Runs the launcher in its own JVM; expects exit status 2 and returns its output lines. */
    private static List<String> launch(String... args) throws Exception {
        List<String> cmd = new java.util.ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(Main.EXIT_USAGE, p.exitValue(), out);
        return out.lines().filter(l -> !l.isBlank()).toList();
    }
}
