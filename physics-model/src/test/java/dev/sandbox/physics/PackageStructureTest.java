package dev.sandbox.physics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The packages of physics-model depend on each other without cycles, so each can be read (and
 * a new vehicle kind added) from the bottom up: the vehicle-neutral {@code sim} knows no kind,
 * the wheel knows nothing of the simulation, and only {@code vehicles} lists the kinds. Outside
 * a kind's own classes and the few registries that list the kinds, no code of the model or the
 * sandbox asks which kind a vehicle is.
 */
class PackageStructureTest {

    private static final Path SOURCES = Path.of("src", "main", "java", "dev", "sandbox", "physics");
    private static final Path APP_SOURCES = Path.of("..", "app", "src", "main", "java", "dev", "sandbox", "app");
    /**
     * The registries that list the vehicle kinds, one per concern: the model's factory, the
     * proving ground's test groups, the assists, the spec format's kind sections, the sandbox's
     * kind profiles. A new kind adds a line to each.
     */
    private static final List<String> KIND_REGISTRIES = List.of("vehicles/Vehicles.java", "provingground/TestGroup.java",
            "assist/Aids.java", "spec/SpecParser.java", "vehicle/VehicleKinds.java");
    /** Packages that belong to one kind (the model's car and motorcycle, the sandbox's kind profiles and models). */
    private static final Set<String> KIND_PACKAGES = Set.of("car", "motorcycle", "bike", "boxster", "cbr");
    /** How a kind's own class is named in a shared package (BikeView, CarCockpit, MotorcycleRuns). */
    private static final Pattern KIND_CLASS = Pattern.compile("(Bike|Car|Motorcycle)[A-Z]\\w*\\.java");
    private static final Pattern KIND_TELEMETRY = Pattern.compile(
            "(?:class|record)\\s+(\\w+)[^{]*\\bimplements\\s+[^{]*\\bKindTelemetry\\b");
    private static final Pattern USE = Pattern.compile("dev\\.sandbox\\.physics\\.(\\w+)\\.[A-Z*]");

    /** @return each package with the other packages its sources name */
    private static Map<String, Set<String>> dependencies() throws IOException {
        Map<String, Set<String>> deps = new TreeMap<>();
        try (Stream<Path> files = Files.walk(SOURCES)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String pkg = SOURCES.relativize(f.getParent()).toString();
                Set<String> uses = deps.computeIfAbsent(pkg, k -> new TreeSet<>());
                Matcher m = USE.matcher(read(f));
                while (m.find()) {
                    if (!m.group(1).equals(pkg)) {
                        uses.add(m.group(1));
                    }
                }
            }
        }
        return deps;
    }

    private static String read(Path f) {
        try {
            return Files.readString(f);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void noPackageDependsOnItselfThroughOthers() throws IOException {
        Map<String, Set<String>> deps = dependencies();
        List<String> cycles = new ArrayList<>();
        for (String start : deps.keySet()) {
            Deque<String> todo = new ArrayDeque<>(deps.get(start));
            Set<String> seen = new TreeSet<>();
            while (!todo.isEmpty()) {
                String p = todo.pop();
                if (seen.add(p)) {
                    todo.addAll(deps.getOrDefault(p, Set.of()));
                }
            }
            if (seen.contains(start)) {
                cycles.add(start + " -> " + deps.get(start));
            }
        }
        assertEquals(List.of(), cycles, "packages on a cycle");
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

    @Test
    void theNeutralPackagesKnowNoVehicleKind() throws IOException {
        Map<String, Set<String>> deps = dependencies();
        for (String neutral : List.of("sim", "chassis", "powertrain", "tyre", "ground")) {
            Set<String> uses = deps.getOrDefault(neutral, Set.of());
            assertFalse(uses.contains("car") || uses.contains("motorcycle"), neutral + " uses " + uses);
        }
        assertFalse(deps.get("chassis").contains("sim"), "the wheel and its parts know nothing of the simulation");
    }
}
