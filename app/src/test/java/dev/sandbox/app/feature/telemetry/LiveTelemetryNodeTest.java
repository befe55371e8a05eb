package dev.sandbox.app.feature.telemetry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sandbox.app.core.settings.SandboxHome;
import dev.sandbox.app.testing.WindowDisplay;
import dev.sandbox.app.testing.WindowTest;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.DatagramSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The real sandbox (a child JVM on the test display) drives with the autopilot and sends OutSim
 * and OutGauge to loopback; a Node script decodes them with {@code node-insim}'s own OutSim and
 * OutGauge decoders (a client nobody here wrote) and writes what it decoded as JSON lines. What
 * it decoded must agree with the run's telemetry CSV and state report.
 *
 * <p>The model steps at 1000 Hz and the packets carry the simulated time in whole milliseconds,
 * so each packet belongs to one model step; the CSV holds every tenth step. A packet whose time
 * is a CSV row's is compared with that row: speed, engine speed and position to the CSV's six
 * significant digits plus float32 rounding (a relative 1e-6; the position is fixed point,
 * 1/65536 m), the gear exactly. Every other packet must lie between the two rows around it,
 * widened by the same rounding and by the largest change of that quantity between two rows of
 * the recording (the sampling: the value at a step between two rows may swing past them, as the
 * engine speed does in a shift or at the rev limiter), its gear one of theirs.
 *
 * <p>Skipped with one line when Node or the installed package is missing
 * ({@code npm ci} in {@code app/src/test/node}). Also prints the packet rate over 10 s of
 * arrival time, a measurement, not an assertion.
 */
@WindowTest
class LiveTelemetryNodeTest {

    private static final Path NODE_DIR = Path.of("src", "test", "node");
    /** Relative rounding of the CSV's numbers (six significant digits) plus float32's. */
    private static final double REL = 5e-6 + 1e-6;
    /** Absolute slack: the fixed-point position's unit and the CSV's smallest printed values. */
    private static final double ABS = 1e-4;
    /** Wall-clock length of the drive (in seconds): start-up, then at least 10 s of packets. */
    private static final double SECONDS = 30;

    @Test
    @Timeout(240)
    void nodeInsimDecodesWhatTheCsvAndTheStateReportSay() throws Exception {
        String node = onPath("node");
        boolean installed = Files.isDirectory(NODE_DIR.resolve("node_modules").resolve("node-insim"));
        if (node == null || !installed) {
            String why = node == null ? "no node on PATH" : "node-insim not installed (npm ci in app/src/test/node)";
            System.err.println("live telemetry node test skipped: " + why);
            Assumptions.abort(why);
        }
        Path dir = Files.createTempDirectory("live-telemetry");
        int simPort = freePort();
        int gaugePort = freePort();
        Path decoded = dir.resolve("decoded.jsonl");
        Process receiver = new ProcessBuilder(node, "receive-telemetry.js", Integer.toString(simPort),
                Integer.toString(gaugePort), decoded.toString()).directory(NODE_DIR.toFile())
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        try {
            BufferedReader said = new BufferedReader(new InputStreamReader(receiver.getInputStream(), StandardCharsets.UTF_8));
            assertEquals("ready", said.readLine(), "the receiver listens");
            Path csv = dir.resolve("drive.csv");
            Path report = dir.resolve("report.json");
            Process sandbox = WindowDisplay.environment(new ProcessBuilder(
                    Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-D" + SandboxHome.PROPERTY + "=" + dir.resolve("home"),
                    "-cp", System.getProperty("java.class.path"), "dev.sandbox.app.Main",
                    "--vehicle", "boxster-s", "--autopilot", "--mute", "--exit-after", Double.toString(SECONDS),
                    "--size", "480x270", "--shadows", "off",
                    "--outsim", "127.0.0.1:" + simPort, "--outgauge", "127.0.0.1:" + gaugePort,
                    "--record", csv.toString(), "--state-report", report.toString()))
                    .redirectErrorStream(true).start();
            String out = new String(sandbox.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(sandbox.waitFor(120, TimeUnit.SECONDS), "the sandbox exits");
            assertEquals(0, sandbox.exitValue(), "the sandbox ran; output:\n" + out);
            assertTrue(out.contains("live telemetry: OutSim (Opts 1ff, 280 bytes) to 127.0.0.1:" + simPort), out);
            receiver.getOutputStream().close(); // the receiver stops when its input ends
            assertTrue(receiver.waitFor(20, TimeUnit.SECONDS), "the receiver stops");
            check(Files.readAllLines(decoded), Files.readAllLines(csv), new ObjectMapper().readTree(report.toFile()));
        } finally {
            receiver.destroy();
        }
    }

    private static void check(List<String> decodedLines, List<String> csvLines, JsonNode report) throws IOException {
        ObjectMapper json = new ObjectMapper();
        Csv csv = new Csv(csvLines);
        List<JsonNode> sims = new ArrayList<>();
        List<JsonNode> gauges = new ArrayList<>();
        List<Double> simArrivals = new ArrayList<>();
        for (String line : decodedLines) {
            JsonNode n = json.readTree(line);
            if (n.get("stream").asText().equals("outsim")) {
                sims.add(n.get("packet"));
                simArrivals.add(n.get("arrivedMs").asDouble());
            } else {
                gauges.add(n.get("packet"));
            }
        }
        printRate(simArrivals);
        assertTrue(sims.size() > 10 && gauges.size() > 10, "packets decoded: " + sims.size() + " OutSim, "
                + gauges.size() + " OutGauge");
        int exact = 0;
        int between = 0;
        for (JsonNode p : sims) {
            assertEquals("LFST", p.get("Header").asText());
            long t = p.get("Time").asLong();
            JsonNode pos = p.get("OSMain").get("Pos");
            double x = pos.get(0).asDouble() / 65536;
            double z = -pos.get(1).asDouble() / 65536;
            double y = pos.get(2).asDouble() / 65536;
            double rpm = p.get("EngineAngVel").asDouble() * 60 / (2 * Math.PI);
            int gear = p.get("Gear").asInt() - 1;
            int k = csv.compare(t, Map.of("x [m]", x, "y [m]", y, "z [m]", z, "engine speed [rpm]", rpm,
                    "gear [-]", (double) gear));
            exact += k == 1 ? 1 : 0;
            between += k == 2 ? 1 : 0;
        }
        for (JsonNode p : gauges) {
            assertEquals("BOX", p.get("Car").asText(), "LFS's car name for boxster-s");
            long t = p.get("Time").asLong();
            int k = csv.compare(t, Map.of("abs speed [km/h]", p.get("Speed").asDouble() * 3.6,
                    "engine speed [rpm]", p.get("RPM").asDouble(), "gear [-]", p.get("Gear").asDouble() - 1));
            exact += k == 1 ? 1 : 0;
            between += k == 2 ? 1 : 0;
        }
        System.out.printf("live telemetry: %d OutSim and %d OutGauge packets decoded by node-insim; %d at a CSV row's"
                + " time, %d between two rows%n", sims.size(), gauges.size(), exact, between);
        // a busy machine runs few frames, each of many steps: count the simulated times compared
        long times = sims.stream().map(p -> p.get("Time").asLong()).distinct().count();
        assertTrue(times >= 5 && exact + between >= sims.size() / 2, "simulated times compared: " + times
                + ", packets within the recording: " + (exact + between));
        // the state report: the same vehicle, and the drive ends at or after the last packet's time
        assertEquals("boxster-s", report.get("vehicle").asText());
        JsonNode last = sims.get(sims.size() - 1);
        double endS = report.get("simulatedS").asDouble();
        double lastS = last.get("Time").asLong() / 1000.0;
        // the report's simulated time and the packets' clock may differ by one model step (1 ms)
        assertTrue(lastS <= endS + 0.0015, "last packet at " + lastS + " s, drive ended at " + endS + " s");
        double lastDist = last.get("CurrentLapDist").asDouble();
        double maxSpeedMps = report.get("maxSpeedKmh").asDouble() / 3.6;
        double dist = report.get("distanceM").asDouble();
        // the distances differ by at most the top speed times the time between the last packet and
        // the end (one model step either way for the two clocks), plus the report's 1 cm rounding
        double apart = maxSpeedMps * (Math.abs(endS - lastS) + 0.001) + 0.01;
        assertTrue(Math.abs(lastDist - dist) <= apart,
                "distance " + lastDist + " m in the last packet, " + dist + " m in the report");
    }

    private static void printRate(List<Double> arrivalsMs) {
        if (arrivalsMs.size() < 2) {
            return;
        }
        double first = arrivalsMs.get(0);
        double last = arrivalsMs.get(arrivalsMs.size() - 1);
        double windowMs = Math.min(10_000, last - first);
        long n = arrivalsMs.stream().filter(a -> a >= first && a < first + windowMs).count();
        System.out.printf("live telemetry: %d OutSim packets arrived over %.1f s: %.1f per second (60 asked)%n",
                n, windowMs / 1000, n / (windowMs / 1000));
    }

    /** The telemetry CSV by time (in whole milliseconds). */
    private static final class Csv {
        private final List<String> names;
        private final TreeMap<Long, String[]> rows = new TreeMap<>();
        private final Map<String, Double> largest = new HashMap<>();

        Csv(List<String> lines) {
            names = List.of(lines.get(0).split(","));
            for (String line : lines.subList(1, lines.size())) {
                String[] f = line.split(",", -1);
                rows.put(Math.round(Double.parseDouble(f[0]) * 1000), f);
            }
        }

        private double largestChange(String name) {
            return largest.computeIfAbsent(name, n -> {
                double most = 0;
                String[] previous = null;
                for (String[] row : rows.values()) {
                    if (previous != null) {
                        most = Math.max(most, Math.abs(value(row, n) - value(previous, n)));
                    }
                    previous = row;
                }
                return most;
            });
        }

        private double value(String[] row, String name) {
            boolean abs = name.startsWith("abs ");
            double v = Double.parseDouble(row[names.indexOf(abs ? name.substring(4) : name)]);
            return abs ? Math.abs(v) : v;
        }

        /**
         * @return 1 when the time is a row's and every value matches it, 2 when every value lies
         *     between the rows around the time, 0 when the time is outside the recording
         */
        int compare(long timeMs, Map<String, Double> decoded) {
            Map.Entry<Long, String[]> below = rows.floorEntry(timeMs);
            Map.Entry<Long, String[]> above = rows.ceilingEntry(timeMs);
            if (below == null || above == null) {
                return 0;
            }
            for (Map.Entry<String, Double> e : decoded.entrySet()) {
                double a = value(below.getValue(), e.getKey());
                double b = value(above.getValue(), e.getKey());
                double v = e.getValue();
                // between two rows the value may swing past them (a shift's dip, the rev limiter's
                // cut): by no more than the largest change of that column between any two rows
                double swing = below.getKey() == timeMs ? 0 : largestChange(e.getKey());
                double slack = REL * Math.max(Math.abs(a), Math.abs(b)) + ABS + swing;
                if (e.getKey().equals("gear [-]")) {
                    assertTrue(v == a || v == b, "gear " + v + " at " + timeMs + " ms, CSV " + a + " .. " + b);
                } else {
                    assertTrue(v >= Math.min(a, b) - slack && v <= Math.max(a, b) + slack,
                            e.getKey() + " " + v + " at " + timeMs + " ms, CSV " + a + " .. " + b);
                }
            }
            return below.getKey() == timeMs ? 1 : 2;
        }
    }

    private static int freePort() throws IOException {
        try (DatagramSocket s = new DatagramSocket(0)) {
            return s.getLocalPort();
        }
    }

    private static String onPath(String program) {
        String path = System.getenv("PATH");
        for (String d : path == null ? new String[0] : path.split(File.pathSeparator)) {
            Path p = Path.of(d, program);
            if (Files.isExecutable(p)) {
                return p.toString();
            }
        }
        return null;
    }
}
