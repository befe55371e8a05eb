package dev.sandbox.physics.sim;

import dev.sandbox.physics.io.AtomicFiles;
import dev.sandbox.physics.io.InputFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.zip.CRC32;

/**
 * A recorded drive: the vehicle and the fingerprint of the spec it was driven with, where it
 * started, the ground it ran on, and every change of input with the step it happened at.
 * Replaying it through the same model and spec gives bit-identical states, because the model
 * is deterministic (one thread, fixed step, no clocks).
 *
 * <p>File format (UTF-8 text, one record per line, '#' starts a comment):
 * <pre>
 * drive-recording 2
 * vehicle boxster-s
 * spec SHA256-HEX            (VehicleSpecs.fingerprint of the spec driven)
 * ground flat | rough SEED
 * start X Z HEADING_RAD
 * step-seconds 0.001
 * automatic true
 * steps N
 * STEP throttle brake steer handbrake clutch shiftUp shiftDown tuck
 * STEP auto true|false
 * ...
 * end CRC32-HEX              (of every byte before this line)
 * </pre>
 * Input lines hold from their step until the next line; an "auto" line switches the gearbox
 * mode before that step. Numbers are written with Java's round-trip {@link Double#toString},
 * so replays see exactly the recorded doubles. Reading is strict: a missing {@code end} line
 * (a truncated file), a checksum that does not match (a changed byte), steps out of order,
 * and values that are not finite or outside the input's range are refused with the file and line.
 *
 * @param vehicleId the vehicle
 * @param specSha256 fingerprint of the vehicle's spec (hex)
 * @param ground "flat" or "rough SEED"
 * @param startX start x (in metres)
 * @param startZ start z (in metres)
 * @param startHeadingRad start heading (in radians)
 * @param stepS the fixed step (in seconds)
 * @param automatic automatic gearbox mode
 * @param steps total steps of the drive
 * @param changes input changes, by step
 */
public record InputRecording(String vehicleId, String specSha256, String ground, double startX, double startZ,
        double startHeadingRad, double stepS, boolean automatic, long steps, List<Change> changes) {

    /** Current format version. */
    public static final int VERSION = 2;

    /** Largest recording read (in bytes): a week of soak changes inputs a few million times. */
    public static final long MAX_FILE_BYTES = 512L * 1024 * 1024;
    /** Longest line of a recording (in characters): a change line takes under 250. */
    static final int MAX_LINE_CHARS = 4096;

    /** Farthest start from the origin (in metres): the sandbox's worlds are a few kilometres across. */
    public static final double MAX_START_M = 1.0e6;

    /** Longest step accepted (in seconds): the model is only stable well below this. */
    public static final double MAX_STEP_S = 0.05;

    /** Longest drive replayed (in simulated seconds): one week. */
    public static final double MAX_DRIVE_S = 7 * 24 * 3600.0;

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
     * it, so a crash mid-write never leaves a half-written file; the temporary file is removed
     * when writing fails.
     *
     * @param file where to write
     * @throws IOException when the folder cannot be written
     */
    public void write(Path file) throws IOException {
        StringBuilder w = new StringBuilder();
        w.append("drive-recording ").append(VERSION).append('\n');
        w.append("vehicle ").append(vehicleId).append('\n');
        w.append("spec ").append(specSha256).append('\n');
        w.append("ground ").append(ground).append('\n');
        w.append("start ").append(startX).append(' ').append(startZ).append(' ').append(startHeadingRad).append('\n');
        w.append("step-seconds ").append(stepS).append('\n');
        w.append("automatic ").append(automatic).append('\n');
        w.append("steps ").append(steps).append('\n');
        for (Change c : changes) {
            VehicleInput i = c.input();
            if (i == null) {
                w.append(c.step()).append(" auto ").append(c.automatic()).append('\n');
                continue;
            }
            w.append(c.step()).append(' ').append(i.throttle()).append(' ').append(i.brake()).append(' ')
                    .append(i.steer()).append(' ').append(i.handbrake()).append(' ').append(i.clutch()).append(' ')
                    .append(i.shiftUp()).append(' ').append(i.shiftDown()).append(' ').append(i.tuck());
            if (i.wheelBrakes() != null) {
                // an assist's brake demand per wheel, in the snapshot's wheel order
                w.append(" brakes");
                for (int k = 0; k < i.wheelBrakes().size(); k++) {
                    w.append(' ').append(i.wheelBrakes().share(k));
                }
            }
            w.append('\n');
        }
        byte[] body = w.toString().getBytes(StandardCharsets.UTF_8);
        AtomicFiles.write(file, out -> {
            out.write(body);
            out.write(("end " + crc(body, body.length) + "\n").getBytes(StandardCharsets.UTF_8));
        });
    }

    /**
     * Reads a recording, strictly.
     *
     * @param file the file
     * @return the recording
     * @throws IOException when the file cannot be read
     * @throws IllegalArgumentException naming the file and line when the content is malformed,
     *     truncated, changed, out of order or out of range
     */
    public static InputRecording read(Path file) throws IOException {
        if (!Files.exists(file)) {
            throw new IllegalArgumentException(file + ": no such recording file.");
        }
        if (Files.isDirectory(file)) {
            throw new IllegalArgumentException(file + ": is a folder, not a recording file.");
        }
        List<String> lines;
        try {
            lines = InputFiles.readLines(file, MAX_FILE_BYTES, MAX_LINE_CHARS, "drive recording");
        } catch (InputFiles.Refused e) {
            throw new IllegalArgumentException(e.getMessage() + ".");
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new IllegalArgumentException(file + ": not UTF-8 text; not a drive recording.");
        }
        if (lines.isEmpty()) {
            throw new IllegalArgumentException(file + ": the file is empty; not a drive recording.");
        }
        // the lines as written: each ends with a newline (the CRC is taken over these bytes)
        StringBuilder text = new StringBuilder();
        lines.forEach(l -> text.append(l).append('\n'));
        return new InputRecordingReader(file, text.toString().getBytes(StandardCharsets.UTF_8)).read();
    }

    /** @return the CRC-32 of the first {@code length} bytes, as 8 hex digits (the {@code end} line's value) */
    static String crc(byte[] bytes, int length) {
        CRC32 crc = new CRC32();
        crc.update(bytes, 0, length);
        return String.format(Locale.ROOT, "%08x", crc.getValue());
    }

    static String abbreviate(String s) {
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
         * @param specSha256 fingerprint of the vehicle's spec
         * @param ground ground description
         * @param x start x
         * @param z start z
         * @param heading start heading
         * @param stepS fixed step
         * @param automatic gearbox mode
         */
        public InputRecording finish(String vehicleId, String specSha256, String ground, double x, double z,
                double heading, double stepS, boolean automatic) {
            return new InputRecording(vehicleId, specSha256, ground, x, z, heading, stepS, automatic, step, changes);
        }
    }

    /** @return a short description of a state for reports, e.g. "x 12.500 z -3.250 v 10.00 m/s" */
    public static String describe(VehicleSnapshot s) {
        return String.format(Locale.ROOT, "x %.3f z %.3f v %.2f m/s", s.position().x(), s.position().z(), s.speedMps());
    }
}
