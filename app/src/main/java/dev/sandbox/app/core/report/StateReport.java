package dev.sandbox.app.core.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.sandbox.app.core.laps.Lap;
import dev.sandbox.app.core.testpad.TimedRun;
import dev.sandbox.physics.io.AtomicFiles;
import dev.sandbox.physics.io.OutputPaths;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.sim.VehicleSnapshot;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The drive's summary written by {@code --state-report FILE} when the sandbox exits: one JSON
 * object with {@code vehicle}, {@code simulatedS}, {@code speedKmh}, {@code maxSpeedKmh},
 * {@code distanceM}, {@code finalStateHash} (hex, as the proving ground's soak prints it),
 * {@code runs} (every timed run of the test pad: {@code name}, {@code value}, {@code unit},
 * {@code reference}), and for scripts {@code startGradePct}, {@code startSideSlopePct},
 * {@code turnedDeg} and {@code assists}; {@code laps}, every lap timed on the road loop
 * ({@code lapS}, {@code sectorsS}, {@code valid}, {@code vehicle}); a replay's report (the sandbox started with
 * {@code --replay FILE}) describes the replayed drive, re-run from the file, and adds
 * {@code replay}, the file. Written to a temporary file and renamed.
 */
public final class StateReport {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private StateReport() {
    }

    /**
     * Fails early when the report could not be written: the folder must exist and take a file.
     *
     * @param file the report's path
     * @throws IllegalArgumentException with one line naming the file and the problem
     */
    public static void checkWritable(Path file) {
        Path dir = file.toAbsolutePath().getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            throw new IllegalArgumentException("--state-report " + file + ": folder " + dir + " does not exist");
        }
        OutputPaths.checkFile(file.toString(), "--state-report");
    }

    /**
     * Writes the report.
     *
     * @param file where
     * @param vehicleId the vehicle driven last, or null if none was chosen
     * @param log the drive's totals
     * @param stateHash the model's state hash, or null without a vehicle
     * @param runs the timed runs with their references
     * @param assists each assist's id and whether it was on at the end
     * @param replay the replay file the drive was re-run from, or null for a live drive
     * @throws IOException when the file cannot be written
     */
    public static void write(Path file, String vehicleId, DriveLog log, Long stateHash, List<TimedRun> runs,
            Map<String, Boolean> assists, Path replay) throws IOException {
        write(file, vehicleId, log, stateHash, runs, assists, replay, List.of());
    }

    /**
     * Writes the report with the laps timed.
     *
     * @param file where
     * @param vehicleId the vehicle driven last, or null if none was chosen
     * @param log the drive's totals
     * @param stateHash the model's state hash, or null without a vehicle
     * @param runs the timed runs with their references
     * @param assists each assist's id and whether it was on at the end
     * @param replay the replay file the drive was re-run from, or null for a live drive
     * @param laps every lap timed on the road loop, oldest first
     * @throws IOException when the file cannot be written
     */
    public static void write(Path file, String vehicleId, DriveLog log, Long stateHash, List<TimedRun> runs,
            Map<String, Boolean> assists, Path replay, List<Lap> laps) throws IOException {
        ObjectNode root = JSON.createObjectNode();
        root.put("vehicle", vehicleId);
        root.put("simulatedS", round(log.simulatedS(), 3));
        VehicleSnapshot last = log.last();
        root.put("speedKmh", last == null ? 0 : round(Units.mpsToKmh(Math.abs(last.speedMps())), 2));
        root.put("maxSpeedKmh", round(log.maxSpeedKmh(), 2));
        root.put("distanceM", round(log.distanceM(), 2));
        if (stateHash == null) {
            root.putNull("finalStateHash");
        } else {
            root.put("finalStateHash", Long.toHexString(stateHash));
        }
        ArrayNode list = root.putArray("runs");
        for (TimedRun r : runs) {
            ObjectNode o = list.addObject();
            o.put("name", r.name());
            o.put("value", r.value());
            o.put("unit", r.unit());
            if (r.reference() == null) {
                o.putNull("reference");
            } else {
                o.put("reference", r.reference());
            }
        }
        putNumber(root, "startGradePct", log.startGradePct());
        putNumber(root, "startSideSlopePct", log.startSideSlopePct());
        root.put("turnedDeg", round(log.turnedDeg(), 2));
        ObjectNode aids = root.putObject("assists");
        assists.forEach(aids::put);
        if (replay != null) {
            root.put("replay", replay.toString());
        }
        ArrayNode lapList = root.putArray("laps");
        for (Lap lap : laps) {
            ObjectNode o = lapList.addObject();
            putNumber(o, "lapS", lap.lapS());
            ArrayNode sectors = o.putArray("sectorsS");
            for (double s : lap.sectorsS()) {
                if (Double.isFinite(s)) {
                    sectors.add(round(s, 3));
                } else {
                    sectors.addNull();
                }
            }
            o.put("valid", lap.valid());
            o.put("vehicle", lap.vehicleId());
        }
        byte[] json = JSON.writeValueAsBytes(root);
        AtomicFiles.write(file, out -> out.write(json));
    }

    private static void putNumber(ObjectNode o, String key, double v) {
        if (Double.isFinite(v)) {
            o.put(key, round(v, 3));
        } else {
            o.putNull(key);
        }
    }

    private static double round(double v, int decimals) {
        double f = Math.pow(10, decimals);
        return Math.round(v * f) / f;
    }
}
