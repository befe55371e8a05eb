package dev.sandbox.physics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Outside a kind's own classes and the few registries that list the kinds, no code of the model
 * or the sandbox asks which kind a vehicle is (the packages' own rules are in
 * {@link ModelLayersTest}).
 */
class PackageStructureTest {

    private static final Path SOURCES = Path.of("src", "main", "java", "dev", "sandbox", "physics");
    private static final Path APP_SOURCES = Path.of("..", "app", "src", "main", "java", "dev", "sandbox", "app");
    /**
     * The registries that list the vehicle kinds, one per concern: the model's factory, the
     * proving ground's test groups, the assists, the spec format's kind sections; the sandbox's
     * kind profiles, views, cockpits and telemetry sections. A new kind adds a line to each.
     */
    private static final List<String> KIND_REGISTRIES = List.of("vehicles/Vehicles.java", "provingground/TestGroup.java",
            "assist/Aids.java", "spec/SpecParser.java", "vehicles/VehicleKinds.java", "vehicle/VehicleViews.java",
            "cockpit/Cockpits.java", "hud/TelemetrySections.java");
    /** Packages that belong to one kind (the model's car and motorcycle, the sandbox's kind profiles and models). */
    private static final Set<String> KIND_PACKAGES = Set.of("car", "motorcycle", "bike", "boxster", "cbr");
    /** How a kind's own class is named in a shared package (BikeView, CarCockpit, MotorcycleRuns). */
    private static final Pattern KIND_CLASS = Pattern.compile("(Bike|Car|Motorcycle)[A-Z]\\w*\\.java");
    private static final Pattern KIND_TELEMETRY = Pattern.compile(
            "(?:class|record)\\s+(\\w+)[^{]*\\bimplements\\s+[^{]*\\bKindTelemetry\\b");

    private static String read(Path f) {
        try {
            return Files.readString(f);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void onlyAKindsOwnClassesAndTheKindRegistriesAskWhichKindAVehicleIs() throws IOException {
        List<Path> roots = Files.isDirectory(APP_SOURCES) ? List.of(SOURCES, APP_SOURCES) : List.of(SOURCES);
        List<Path> files = new ArrayList<>();
        for (Path root : roots) {
            try (Stream<Path> walk = Files.walk(root)) {
                files.addAll(walk.filter(p -> p.toString().endsWith(".java")).toList());
            }
        }
        Set<String> kindTelemetry = new TreeSet<>();
        for (Path f : files) {
            Matcher m = KIND_TELEMETRY.matcher(read(f));
            while (m.find()) {
                kindTelemetry.add(m.group(1));
            }
        }
        assertFalse(kindTelemetry.isEmpty(), "no kind's telemetry found: the pattern no longer matches the sources");
        Pattern kindTest = Pattern.compile("instanceof\\s+(?:" + String.join("|", kindTelemetry) + ")\\b"
                + "|[!=]=\\s*VehicleType\\.\\w+|VehicleType\\.\\w+\\s*[!=]="
                + "|switch\\s*\\([^)]*\\btype\\(\\)\\s*\\)"
                + "|\\b(?:bike|motorcycle|car)\\(\\)\\s*[!=]=\\s*null");
        List<String> found = new ArrayList<>();
        for (Path f : files) {
            String path = f.toString().replace('\\', '/');
            boolean ownClass = KIND_PACKAGES.contains(f.getParent().getFileName().toString())
                    || KIND_CLASS.matcher(f.getFileName().toString()).matches();
            if (ownClass || KIND_REGISTRIES.stream().anyMatch(path::endsWith)) {
                continue;
            }
            List<String> lines = Files.readAllLines(f);
            for (int i = 0; i < lines.size(); i++) {
                if (kindTest.matcher(lines.get(i)).find()) {
                    found.add(path + ":" + (i + 1) + ": " + lines.get(i).trim());
                }
            }
        }
        assertEquals(List.of(), found, "kind tests outside the kinds' own classes and the kind registries");
    }
}
