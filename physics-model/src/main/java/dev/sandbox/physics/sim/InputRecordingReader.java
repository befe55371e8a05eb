package dev.sandbox.physics.sim;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads an {@link InputRecording} strictly: every line is checked for its field count, its
 * numbers for finiteness and range, the steps for order, and the {@code end} line's CRC-32 for
 * truncation and changed bytes; any failure names the file and the line.
 */
final class InputRecordingReader {
    private static final List<String> HEADER = List.of("drive-recording", "vehicle", "spec", "ground", "start",
            "step-seconds", "automatic", "steps");
    private final Path file;
    private final byte[] bytes;
    private int lineNo;

    InputRecordingReader(Path file, byte[] bytes) {
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
        List<InputRecording.Change> changes = new ArrayList<>();
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
                if (!f[1].equals(InputRecording.crc(bytes, lineStartByte))) {
                    throw fail("checksum mismatch (" + f[1] + " recorded, " + InputRecording.crc(bytes, lineStartByte)
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
                changes.add(new InputRecording.Change(step, null, bool(f[2], "auto")));
            } else {
                if (f.length != 9 && (f.length < 11 || !f[9].equals("brakes"))) {
                    fields(f, 9);
                }
                changes.add(new InputRecording.Change(step, new VehicleInput(number(f[1], "throttle", 0, 1),
                        number(f[2], "brake", 0, 1),
                        number(f[3], "steer", -1, 1), number(f[4], "handbrake", 0, 1), number(f[5], "clutch", 0, 1),
                        bool(f[6], "shiftUp"), bool(f[7], "shiftDown"), bool(f[8], "tuck"), wheelBrakes(f)), null));
            }
        }
        if (!ended) {
            throw fail("the recording ends without its 'end' line: the file was truncated");
        }
        for (String key : HEADER) {
            if (!header.containsKey(key)) {
                throw new IllegalArgumentException(file + ": no '" + key + "' line; not a drive recording of version "
                        + InputRecording.VERSION + ".");
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
                if (!f[1].equals(Integer.toString(InputRecording.VERSION))) {
                    throw fail("format version '" + f[1] + "'; this program reads version " + InputRecording.VERSION
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
                number(f[1], "start x", -InputRecording.MAX_START_M, InputRecording.MAX_START_M);
                number(f[2], "start z", -InputRecording.MAX_START_M, InputRecording.MAX_START_M);
                number(f[3], "start heading", -2 * Math.PI, 2 * Math.PI);
            }
            case "step-seconds" -> {
                fields(f, 2);
                if (!(number(f[1], "step-seconds", 0, InputRecording.MAX_STEP_S) > 0)) {
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
                wholeNumber(f[1], "steps", 0, (long) (InputRecording.MAX_DRIVE_S / stepS));
            }
            default -> throw new IllegalStateException(f[0]);
        }
    }

    /** The optional brake demand per wheel after the input fields ({@code brakes S0 S1 ...}), or null. */
    private WheelBrakes wheelBrakes(String[] f) {
        if (f.length == 9) {
            return null;
        }
        double[] shares = new double[f.length - 10];
        for (int k = 0; k < shares.length; k++) {
            shares[k] = number(f[10 + k], "wheel brake " + k, 0, 1);
        }
        return new WheelBrakes(shares);
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
            throw fail(what + " '" + InputRecording.abbreviate(text) + "' is not a number");
        }
        if (!(v >= min && v <= max)) {
            throw fail(what + " " + InputRecording.abbreviate(text) + " is outside " + min + " to " + max);
        }
        return v;
    }

    private long wholeNumber(String text, String what, long min, long max) {
        long v;
        try {
            v = Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw fail(what + " '" + InputRecording.abbreviate(text) + "' is not a whole number that fits 64 bits");
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
            default -> throw fail(what + " '" + InputRecording.abbreviate(text) + "' is not true or false");
        };
    }

    private IllegalArgumentException fail(String why) {
        return new IllegalArgumentException(file + " line " + lineNo + ": " + why + ".");
    }
}
