package dev.sandbox.physics.sim;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A recorded drive: the vehicle, where it started, the ground it ran on, and every change of
 * input with the step it happened at. Replaying it through the same model gives bit-identical
 * states, because the model is deterministic (one thread, fixed step, no clocks).
 *
 * <p>File format (UTF-8 text, one record per line, '#' starts a comment):
 * <pre>
 * drive-recording 1
 * vehicle boxster-s
 * ground flat | rough SEED
 * start X Z HEADING_RAD
 * step-seconds 0.001
 * automatic true
 * steps N
 * STEP throttle brake steer handbrake clutch shiftUp shiftDown tuck
 * STEP auto true|false
 * ...
 * </pre>
 * Input lines hold from their step until the next line; an "auto" line switches the gearbox
 * mode before that step. Numbers are written with Java's
 * round-trip {@link Double#toString}, so replays see exactly the recorded doubles.
 *
 * @param vehicleId the vehicle
 * @param ground "flat" or "rough SEED"
 * @param startX start x (in metres)
 * @param startZ start z (in metres)
 * @param startHeadingRad start heading (in radians)
 * @param stepS the fixed step (in seconds)
 * @param automatic automatic gearbox mode
 * @param steps total steps of the drive
 * @param changes input changes, by step
 */
public record InputRecording(String vehicleId, String ground, double startX, double startZ,
        double startHeadingRad, double stepS, boolean automatic, long steps, List<Change> changes) {

    /** Current format version. */
    public static final int VERSION = 1;

    /**
     * One change: of the input, or of the gearbox mode.
     *
     * @param step the step from which it holds
     * @param input the input, or null for a mode change
     * @param automatic the new gearbox mode, or null for an input change
     */
    public record Change(long step, VehicleInput input, Boolean automatic) {
    }

    /** Copies the list so the record stays immutable. */
    public InputRecording {
        changes = List.copyOf(changes);
    }

    /**
     * Writes the recording atomically: to a temporary file beside the target, then renamed over
     * it, so a crash mid-write never leaves a half-written file.
     *
     * @param file where to write
     * @throws IOException when the folder cannot be written
     */
    public void write(Path file) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, file.getFileName().toString(), ".tmp");
        try (Writer w = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
            w.write("drive-recording " + VERSION + "\n");
            w.write("vehicle " + vehicleId + "\n");
            w.write("ground " + ground + "\n");
            w.write("start " + startX + " " + startZ + " " + startHeadingRad + "\n");
            w.write("step-seconds " + stepS + "\n");
            w.write("automatic " + automatic + "\n");
            w.write("steps " + steps + "\n");
            for (Change c : changes) {
                VehicleInput i = c.input();
                if (i == null) {
                    w.write(c.step() + " auto " + c.automatic() + "\n");
                    continue;
                }
                StringBuilder line = new StringBuilder().append(c.step()).append(' ').append(i.throttle()).append(' ')
                        .append(i.brake()).append(' ').append(i.steer()).append(' ').append(i.handbrake()).append(' ')
                        .append(i.clutch()).append(' ').append(i.shiftUp()).append(' ').append(i.shiftDown()).append(' ')
                        .append(i.tuck());
                if (i.wheelBrakes() != null) {
                    // an assist's brake demand per wheel, in the snapshot's wheel order
                    line.append(" brakes");
                    for (int k = 0; k < i.wheelBrakes().size(); k++) {
                        line.append(' ').append(i.wheelBrakes().share(k));
                    }
                }
                w.write(line.append('\n').toString());
            }
        }
        try {
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** The optional per-wheel brake demand after the input fields: {@code brakes S0 S1 ...}, or null. */
    private static WheelBrakes wheelBrakes(String[] f) {
        if (f.length <= 9) {
            return null;
        }
        if (!f[9].equals("brakes") || f.length == 10) {
            throw new IllegalArgumentException("expected 'brakes' and one share per wheel after the input");
        }
        double[] shares = new double[f.length - 10];
        for (int k = 0; k < shares.length; k++) {
            shares[k] = Double.parseDouble(f[10 + k]);
        }
        return new WheelBrakes(shares);
    }

    /**
     * Reads a recording.
     *
     * @param file the file
     * @return the recording
     * @throws IOException when the file cannot be read
     * @throws IllegalArgumentException naming the file and line when the content is malformed
     */
    public static InputRecording read(Path file) throws IOException {
        String vehicle = null;
        String ground = "flat";
        double[] start = {0, 0, 0};
        double step = 0.001;
        boolean automatic = true;
        long steps = -1;
        List<Change> changes = new ArrayList<>();
        int lineNo = 0;
        try (BufferedReader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                lineNo++;
                String t = line.strip();
                if (t.isEmpty() || t.startsWith("#")) {
                    continue;
                }
                String[] f = t.split("\\s+");
                try {
                    switch (f[0]) {
                        case "drive-recording" -> {
                            if (Integer.parseInt(f[1]) != VERSION) {
                                throw new IllegalArgumentException("unsupported version " + f[1]);
                            }
                        }
                        case "vehicle" -> vehicle = f[1];
                        case "ground" -> ground = t.substring(7).strip();
                        case "start" -> start = new double[] {Double.parseDouble(f[1]), Double.parseDouble(f[2]),
                            Double.parseDouble(f[3])};
                        case "step-seconds" -> step = Double.parseDouble(f[1]);
                        case "automatic" -> automatic = Boolean.parseBoolean(f[1]);
                        case "steps" -> steps = Long.parseLong(f[1]);
                        default -> changes.add(f[1].equals("auto")
                                ? new Change(Long.parseLong(f[0]), null, Boolean.parseBoolean(f[2]))
                                : new Change(Long.parseLong(f[0]), new VehicleInput(
                                Double.parseDouble(f[1]), Double.parseDouble(f[2]), Double.parseDouble(f[3]),
                                Double.parseDouble(f[4]), Double.parseDouble(f[5]), Boolean.parseBoolean(f[6]),
                                Boolean.parseBoolean(f[7]), Boolean.parseBoolean(f[8]), wheelBrakes(f)), null));
                    }
                } catch (RuntimeException e) {
                    throw new IllegalArgumentException(file + " line " + lineNo + ": cannot read '" + abbreviate(t)
                            + "' (" + e.getMessage() + ")", e);
                }
            }
        }
        if (vehicle == null || steps < 0) {
            throw new IllegalArgumentException(file + ": not a drive recording (no 'vehicle' or 'steps' line).");
        }
        return new InputRecording(vehicle, ground, start[0], start[1], start[2], step, automatic, steps, changes);
    }

    private static String abbreviate(String s) {
        return s.length() > 60 ? s.substring(0, 60) + "..." : s;
    }

    /** Collects a drive as it happens. */
    public static final class Recorder {
        private final List<Change> changes = new ArrayList<>();
        private VehicleInput last;
        private long step;

        /** @param input the input of the next step */
        public void record(VehicleInput input) {
            if (!input.equals(last)) {
                changes.add(new Change(step, input, null));
                last = input;
            }
            step++;
        }

        /** @param automatic the gearbox mode from the next step on */
        public void recordMode(boolean automatic) {
            changes.add(new Change(step, null, automatic));
        }

        /**
         * @return the recording so far
         * @param vehicleId vehicle
         * @param ground ground description
         * @param x start x
         * @param z start z
         * @param heading start heading
         * @param stepS fixed step
         * @param automatic gearbox mode
         */
        public InputRecording finish(String vehicleId, String ground, double x, double z, double heading,
                double stepS, boolean automatic) {
            return new InputRecording(vehicleId, ground, x, z, heading, stepS, automatic, step, changes);
        }
    }

    /** @return a short description of a state for reports, e.g. "x 12.500 z -3.250 v 10.00 m/s" */
    public static String describe(VehicleSnapshot s) {
        return String.format(Locale.ROOT, "x %.3f z %.3f v %.2f m/s", s.position().x(), s.position().z(), s.speedMps());
    }
}
