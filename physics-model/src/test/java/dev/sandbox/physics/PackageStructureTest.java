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
 * the wheel knows nothing of the simulation, and only {@code vehicles} lists the kinds.
 */
class PackageStructureTest {

    private static final Path SOURCES = Path.of("src", "main", "java", "dev", "sandbox", "physics");
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
    void theNeutralPackagesKnowNoVehicleKind() throws IOException {
        Map<String, Set<String>> deps = dependencies();
        for (String neutral : List.of("sim", "chassis", "powertrain", "tyre", "ground")) {
            Set<String> uses = deps.getOrDefault(neutral, Set.of());
            assertFalse(uses.contains("car") || uses.contains("motorcycle"), neutral + " uses " + uses);
        }
        assertFalse(deps.get("chassis").contains("sim"), "the wheel and its parts know nothing of the simulation");
    }
}
