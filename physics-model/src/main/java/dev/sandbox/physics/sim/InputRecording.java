package dev.sandbox.physics.sim;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
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
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, file.getFileName().toString(), ".tmp");
        try {
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
                        .append(i.shiftUp()).append(' ').append(i.shiftDown()).append(' ').append(i.tuck()).append('\n');
            }
            byte[] body = w.toString().getBytes(StandardCharsets.UTF_8);
            try (OutputStream out = Files.newOutputStream(tmp)) {
                out.write(body);
                out.write(("end " + crc(body, body.length) + "\n").getBytes(StandardCharsets.UTF_8));
            }
            try {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
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
        if (Files.size(file) > MAX_FILE_BYTES) {
            throw new IllegalArgumentException(file + ": larger than " + MAX_FILE_BYTES / (1024 * 1024)
                    + " MiB; not a drive recording.");
        }
        byte[] bytes = Files.readAllBytes(file);
        return new Reader(file, bytes).read();
    }

    private static String crc(byte[] bytes, int length) {
        CRC32 crc = new CRC32();
        crc.update(bytes, 0, length);
        return String.format(Locale.ROOT, "%08x", crc.getValue());
    }

    /** The strict line-by-line reader. */
    private static final class Reader {
        private static final List<String> HEADER = List.of("drive-recording", "vehicle", "spec", "ground", "start",
                "step-seconds", "automatic", "steps");
        private final Path file;
        private final byte[] bytes;
        private int lineNo;

        Reader(Path file, byte[] bytes) {
            this.file = file;
            this.bytes = bytes;
        }

        InputRecording read() {
            String text;
            try {
                text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
            } catch (CharacterCodingException e) {
                throw new IllegalArgumentException(file + ": not UTF-8 text; the file is damaged or not a drive recording.");
            }
            Map<String, String[]> header = new HashMap<>();
            List<Change> changes = new ArrayList<>();
            long lastStep = -1;
            int offset = 0;
            int byteOffset = 0;
            boolean ended = false;
            while (offset < text.length()) {
                int nl = text.indexOf('\n', offset);
                if (nl < 0) {
                    lineNo++;
                    throw fail("the line is cut off (no line end): the file was truncated");
                }
                String line = text.substring(offset, nl);
                int lineStartByte = byteOffset;
                byteOffset += line.getBytes(StandardCharsets.UTF_8).length + 1;
                offset = nl + 1;
                lineNo++;
                if (ended) {
                    throw fail("text after the 'end' line");
                }
                String t = line.strip();
                if (t.isEmpty() || t.startsWith("#")) {
                    continue;
                }
                String[] f = t.split("\\s+");
                if (f[0].equals("end")) {
                    fields(f, 2);
                    if (!f[1].equals(crc(bytes, lineStartByte))) {
                        throw fail("checksum mismatch (" + f[1] + " recorded, " + crc(bytes, lineStartByte)
                                + " read): the file was changed or damaged");
                    }
                    ended = true;
                    continue;
                }
                if (HEADER.contains(f[0])) {
                    if (header.containsKey(f[0])) {
                        throw fail("a second '" + f[0] + "' line");
                    }
                    if (!header.isEmpty() && !changes.isEmpty()) {
                        throw fail("'" + f[0] + "' after the input lines");
                    }
                    header.put(f[0], f);
                    checkHeader(f, header);
                    continue;
                }
                if (!header.containsKey("steps")) {
                    throw fail("an input line before the header ('drive-recording', 'vehicle', 'spec', ... 'steps')");
                }
                long step = wholeNumber(f[0], "step", 0, Long.parseLong(header.get("steps")[1]));
                if (step < lastStep) {
                    throw fail("step " + step + " comes before the previous line's step " + lastStep + " (out of order)");
                }
                lastStep = step;
                if (f.length == 3 && f[1].equals("auto")) {
                    changes.add(new Change(step, null, bool(f[2], "auto")));
                } else {
                    fields(f, 9);
                    changes.add(new Change(step, new VehicleInput(number(f[1], "throttle", 0, 1), number(f[2], "brake", 0, 1),
                            number(f[3], "steer", -1, 1), number(f[4], "handbrake", 0, 1), number(f[5], "clutch", 0, 1),
                            bool(f[6], "shiftUp"), bool(f[7], "shiftDown"), bool(f[8], "tuck")), null));
                }
            }
            if (!ended) {
                throw fail("the recording ends without its 'end' line: the file was truncated");
            }
            for (String key : HEADER) {
                if (!header.containsKey(key)) {
                    throw new IllegalArgumentException(file + ": no '" + key + "' line; not a drive recording of version "
                            + VERSION + ".");
                }
            }
            double[] start = {Double.parseDouble(header.get("start")[1]), Double.parseDouble(header.get("start")[2]),
                Double.parseDouble(header.get("start")[3])};
            String ground = String.join(" ", Arrays.copyOfRange(header.get("ground"), 1, header.get("ground").length));
            return new InputRecording(header.get("vehicle")[1], header.get("spec")[1], ground, start[0], start[1], start[2],
                    Double.parseDouble(header.get("step-seconds")[1]), Boolean.parseBoolean(header.get("automatic")[1]),
                    Long.parseLong(header.get("steps")[1]), changes);
        }

        private void checkHeader(String[] f, Map<String, String[]> header) {
            switch (f[0]) {
                case "drive-recording" -> {
                    fields(f, 2);
                    if (!f[1].equals(Integer.toString(VERSION))) {
                        throw fail("format version '" + f[1] + "'; this program reads version " + VERSION
                                + " (record the drive again)");
                    }
                }
                case "vehicle" -> {
                    fields(f, 2);
                    if (!f[1].matches("[a-z0-9-]+")) {
                        throw fail("vehicle id '" + f[1] + "' is not lower-case letters, digits and '-'");
                    }
                }
                case "spec" -> {
                    fields(f, 2);
                    if (!f[1].matches("[0-9a-f]{64}")) {
                        throw fail("the spec fingerprint is not 64 hex digits");
                    }
                }
                case "ground" -> {
                    if (!(f.length == 2 && f[1].equals("flat")) && !(f.length == 3 && f[1].equals("rough"))) {
                        throw fail("ground must be 'flat' or 'rough SEED'");
                    }
                    if (f.length == 3) {
                        wholeNumber(f[2], "ground seed", Long.MIN_VALUE, Long.MAX_VALUE);
                    }
                }
                case "start" -> {
                    fields(f, 4);
                    number(f[1], "start x", -MAX_START_M, MAX_START_M);
                    number(f[2], "start z", -MAX_START_M, MAX_START_M);
                    number(f[3], "start heading", -2 * Math.PI, 2 * Math.PI);
                }
                case "step-seconds" -> {
                    fields(f, 2);
                    if (!(number(f[1], "step-seconds", 0, MAX_STEP_S) > 0)) {
                        throw fail("step-seconds must be above 0");
                    }
                }
                case "automatic" -> {
                    fields(f, 2);
                    bool(f[1], "automatic");
                }
                case "steps" -> {
                    fields(f, 2);
                    if (!header.containsKey("step-seconds")) {
                        throw fail("'steps' before 'step-seconds'");
                    }
                    double stepS = Double.parseDouble(header.get("step-seconds")[1]);
                    wholeNumber(f[1], "steps", 0, (long) (MAX_DRIVE_S / stepS));
                }
                default -> throw new IllegalStateException(f[0]);
            }
        }

        private void fields(String[] f, int n) {
            if (f.length != n) {
                throw fail("'" + f[0] + "' line has " + f.length + " fields, " + n + " expected");
            }
        }

        private double number(String text, String what, double min, double max) {
            double v;
            try {
                v = Double.parseDouble(text);
            } catch (NumberFormatException e) {
                throw fail(what + " '" + abbreviate(text) + "' is not a number");
            }
            if (!(v >= min && v <= max)) {
                throw fail(what + " " + abbreviate(text) + " is outside " + min + " to " + max);
            }
            return v;
        }

        private long wholeNumber(String text, String what, long min, long max) {
            long v;
            try {
                v = Long.parseLong(text);
            } catch (NumberFormatException e) {
                throw fail(what + " '" + abbreviate(text) + "' is not a whole number that fits 64 bits");
            }
            if (v < min || v > max) {
                throw fail(what + " " + v + " is outside " + min + " to " + max);
            }
            return v;
        }

        private boolean bool(String text, String what) {
            return switch (text) {
                case "true" -> true;
                case "false" -> false;
                default -> throw fail(what + " '" + abbreviate(text) + "' is not true or false");
            };
        }

        private IllegalArgumentException fail(String why) {
            return new IllegalArgumentException(file + " line " + lineNo + ": " + why + ".");
        }
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
