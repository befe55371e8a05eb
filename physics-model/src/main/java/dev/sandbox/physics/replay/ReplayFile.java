package dev.sandbox.physics.replay;

import dev.sandbox.physics.io.AtomicFiles;
import dev.sandbox.physics.io.InputFiles;
import dev.sandbox.physics.sim.InputRecording.Change;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.WheelBrakes;
import dev.sandbox.physics.spec.SpecException;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import dev.sandbox.physics.spec.VehicleType;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/**
 * The replay file: a {@link DriveTape} as UTF-8 text, small because it holds inputs, not states.
 * <pre>
 * driving-sandbox-replay 1
 * world sandbox 20240611          (or: flat, rough SEED)
 * step-seconds 0.001
 * open-at 0                       (global step the replay opens at)
 * segments 1
 * segment 1
 * spec-lines 58                   (the vehicle's spec file, each line behind a '|')
 * |id: cbr1000rr
 * ...
 * start X Z HEADING_RAD AUTOMATIC (where the vehicle was put down, at rest)
 * steps N
 * changes M
 * STEP throttle brake steer handbrake clutch shiftUp shiftDown tuck
 * STEP auto true|false
 * final-state-hash HEX            (the model's state hash after the last step)
 * end
 * </pre>
 * Numbers are Java's round-trip decimal doubles, so a replay sees exactly the recorded inputs.
 * Reading is strict: any unknown, missing, out-of-order or malformed line, a count that does not
 * match, a missing {@code end} (a truncated file) or another format version is refused with one
 * message naming the file and the line.
 */
public final class ReplayFile {

    /**
     * The format version this code writes: 2 adds the per-wheel brake demand of an anti-lock or
     * stability controller to a change ({@code brakes SHARE...}, in the snapshot's wheel order, as
     * the drive recording writes it).
     */
    public static final int VERSION = 2;
    /** The oldest format version this code reads (1: no per-wheel brake demands). */
    public static final int OLDEST_READ = 1;
    /** The first word of a replay file. */
    public static final String MAGIC = "driving-sandbox-replay";
    /** Largest replay file read (in bytes): about ten hours of gamepad driving. */
    public static final long MAX_BYTES = 512L * 1024 * 1024;
    /**
     * Longest drive a replay holds (in simulated seconds): ten hours, the drive the largest file
     * is sized for. Opening a replay drives it through once, so a step count past this is a
     * file that would keep the sandbox busy for hours, not a drive anybody saved.
     */
    public static final double MAX_DRIVE_S = 10 * 3600;
    /**
     * Longest line of a replay file (in characters): a change with a brake share for each of
     * four wheels takes under 250, a spec line under 200.
     */
    public static final int MAX_LINE_CHARS = 4096;
    /** Fewest lines a segment takes: segment, spec-lines, one spec line, start, steps, changes. */
    private static final int SEGMENT_LINES = 6;

    private ReplayFile() {
    }

    /**
     * A replay as read from a file.
     *
     * @param tape the drive
     * @param openAtStep the global step to open the replay at
     * @param finalStateHash the model's state hash after the drive's last step, as saved
     */
    public record Contents(DriveTape tape, long openAtStep, long finalStateHash) {
    }

    /**
     * Writes a tape atomically (temporary file beside the target, then renamed).
     *
     * @param file where to write
     * @param tape the drive
     * @param openAtStep the step to open at
     * @param finalStateHash the model's state hash after the last step
     * @throws IOException when the folder cannot be written
     */
    public static void write(Path file, DriveTape tape, long openAtStep, long finalStateHash) throws IOException {
        AtomicFiles.writeText(file, w -> {
            w.write(MAGIC + " " + VERSION + "\n");
            w.write("world " + tape.world() + "\n");
            w.write("step-seconds " + tape.stepS() + "\n");
            w.write("open-at " + openAtStep + "\n");
            w.write("segments " + tape.segments().size() + "\n");
            int n = 0;
            for (DriveTape.Segment s : tape.segments()) {
                w.write("segment " + ++n + "\n");
                List<String> lines = s.specText().lines().toList();
                w.write("spec-lines " + lines.size() + "\n");
                for (String l : lines) {
                    w.write("|" + l + "\n");
                }
                w.write("start " + s.startX() + " " + s.startZ() + " " + s.startHeadingRad() + " "
                        + s.startAutomatic() + "\n");
                w.write("steps " + s.steps() + "\n");
                w.write("changes " + s.changes().size() + "\n");
                for (Change c : s.changes()) {
                    VehicleInput i = c.input();
                    if (i == null) {
                        w.write(c.step() + " auto " + c.automatic() + "\n");
                    } else {
                        w.write(c.step() + " " + i.throttle() + " " + i.brake() + " " + i.steer() + " "
                                + i.handbrake() + " " + i.clutch() + " " + i.shiftUp() + " " + i.shiftDown() + " "
                                + i.tuck() + wheelBrakes(i.wheelBrakes()) + "\n");
                    }
                }
            }
            w.write("final-state-hash " + Long.toHexString(finalStateHash) + "\n");
            w.write("end\n");
        });
    }

    /** @return " brakes SHARE..." for a per-wheel brake demand, "" for none */
    private static String wheelBrakes(WheelBrakes b) {
        if (b == null) {
            return "";
        }
        StringBuilder sb = new StringBuilder(" brakes");
        for (int k = 0; k < b.size(); k++) {
            sb.append(' ').append(b.share(k));
        }
        return sb.toString();
    }

    /**
     * Reads a replay file.
     *
     * @param file the file
     * @return its contents
     * @throws IllegalArgumentException with one line naming the file and the line for any fault
     */
    public static Contents read(Path file) {
        if (file.toString().isEmpty()) {
            throw new IllegalArgumentException("the replay file name is empty");
        }
        List<String> lines;
        try {
            lines = InputFiles.readLines(file, MAX_BYTES, MAX_LINE_CHARS, "replay file");
        } catch (InputFiles.Refused e) {
            throw new IllegalArgumentException(e.getMessage());
        } catch (java.nio.file.NoSuchFileException e) {
            throw new IllegalArgumentException(file + ": no such replay file");
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new IllegalArgumentException(file + ": not a replay file (not UTF-8 text)");
        } catch (IOException e) {
            throw new IllegalArgumentException(file + ": cannot be read (" + AtomicFiles.reason(e) + ")");
        }
        return new Reader(file, lines).read();
    }

    /** Reads line by line, knowing where it is for the messages. */
    private static final class Reader {
        private final Path file;
        private final List<String> lines;
        private int at;
        private long maxSteps;

        Reader(Path file, List<String> lines) {
            this.file = file;
            this.lines = lines;
        }

        /** @return the lines after the one just read */
        private long linesLeft() {
            return lines.size() - at;
        }

        Contents read() {
            String[] head = fields(MAGIC, 2);
            int version = (int) number(head[1], 1, Integer.MAX_VALUE, "format version");
            if (version < OLDEST_READ || version > VERSION) {
                throw fault("made by an incompatible version (replay format " + version + "; this sandbox reads "
                        + OLDEST_READ + " to " + VERSION + ")");
            }
            String world = rest("world");
            double stepS = real(fields("step-seconds", 2)[1], "step");
            if (!(stepS > 0 && stepS <= 0.1)) {
                throw fault("step-seconds " + stepS + " is outside (0, 0.1]");
            }
            long openAt = number(fields("open-at", 2)[1], 0, Long.MAX_VALUE, "open-at step");
            long count = number(fields("segments", 2)[1], 1, Math.max(1, linesLeft() / SEGMENT_LINES), "segment count");
            DriveTape tape = new DriveTape(world, stepS);
            maxSteps = (long) Math.floor(MAX_DRIVE_S / stepS);
            for (long k = 1; k <= count; k++) {
                segment(tape, k);
            }
            long hash = hex(fields("final-state-hash", 2)[1]);
            fields("end", 1);
            while (at < lines.size()) {
                if (!lines.get(at++).isBlank()) {
                    throw fault("text after 'end'");
                }
            }
            if (openAt > tape.endStep()) {
                throw new IllegalArgumentException(file + ": open-at step " + openAt + " is after the drive's end ("
                        + tape.endStep() + ")");
            }
            return new Contents(tape, openAt, hash);
        }

        private void segment(DriveTape tape, long k) {
            String[] s = fields("segment", 2);
            if (number(s[1], 1, Long.MAX_VALUE, "segment number") != k) {
                throw fault("expected segment " + k);
            }
            int n = (int) number(fields("spec-lines", 2)[1], 1, Math.max(1, Math.min(20_000, linesLeft())),
                    "spec line count");
            StringBuilder text = new StringBuilder();
            int specLine = at + 1;
            for (int i = 0; i < n; i++) {
                String l = next("a spec line");
                if (!l.startsWith("|")) {
                    throw fault("expected a spec line starting with '|' (" + n + " announced)");
                }
                text.append(l, 1, l.length()).append('\n');
            }
            VehicleSpec spec;
            try {
                spec = VehicleSpecs.parse(file + " line " + specLine + " (vehicle spec of segment " + k + ")",
                        text.toString().getBytes(StandardCharsets.UTF_8));
            } catch (SpecException e) {
                throw new IllegalArgumentException(e.getMessage().lines().findFirst().orElse("bad vehicle spec"), e);
            }
            VehicleType shipped = VehicleSpecs.shippedType(spec.id());
            if (shipped != null && shipped != spec.type()) {
                throw new IllegalArgumentException(file + " line " + specLine + ": the vehicle spec of segment " + k
                        + " is a " + kind(spec.type()) + " but its id '" + spec.id() + "' is the shipped "
                        + kind(shipped) + "'s; a replay file's spec is not to be edited");
            }
            String[] st = fields("start", 5);
            DriveTape.Segment seg = tape.begin(spec, text.toString(), real(st[1], "x"), real(st[2], "z"),
                    real(st[3], "heading"), bool(st[4]));
            long steps = number(fields("steps", 2)[1], 0, Long.MAX_VALUE, "step count");
            if (steps > maxSteps - tape.endStep()) {
                throw fault("step count " + steps + " makes the drive longer than " + (long) MAX_DRIVE_S / 3600
                        + " hours (" + maxSteps + " steps of " + tape.stepS() + " s), the most a replay holds");
            }
            long changes = number(fields("changes", 2)[1], 0, Math.min(steps + 1 + steps, linesLeft()), "change count");
            long last = 0;
            for (long i = 0; i < changes; i++) {
                String[] f = next("a change").strip().split("\\s+");
                long step = number(f[0], 0, Math.max(0, steps - 1), "step");
                if (step < last) {
                    throw fault("step " + step + " is before the previous change's step " + last);
                }
                last = step;
                Change c;
                if (f.length == 3 && f[1].equals("auto")) {
                    c = new Change(step, null, bool(f[2]));
                } else if (f.length == 9 || f.length > 10 && f[9].equals("brakes")) {
                    c = new Change(step, new VehicleInput(unit(f[1]), unit(f[2]), real(f[3], "steer"), unit(f[4]),
                            unit(f[5]), bool(f[6]), bool(f[7]), bool(f[8]), f.length == 9 ? null : wheels(f)), null);
                } else {
                    throw fault("expected 'STEP auto true|false' or 'STEP' and 8 input values"
                            + " (and 'brakes' with a brake share per wheel)");
                }
                try {
                    tape.append(c);
                } catch (IllegalArgumentException e) {
                    throw fault(e.getMessage());
                }
            }
            tape.finishSegment(steps);
            if (seg.steps() != steps) {
                throw fault("segment " + k + " is inconsistent");
            }
        }

        private static String kind(VehicleType t) {
            return t.name().toLowerCase(java.util.Locale.ROOT);
        }

        private WheelBrakes wheels(String[] f) {
            double[] shares = new double[f.length - 10];
            for (int k = 0; k < shares.length; k++) {
                shares[k] = unit(f[10 + k]);
            }
            return new WheelBrakes(shares);
        }

        private String next(String what) {
            if (at >= lines.size()) {
                throw new IllegalArgumentException(file + " line " + (lines.size() + 1) + ": truncated: expected "
                        + what + " but the file ends");
            }
            return lines.get(at++);
        }

        private String[] fields(String key, int count) {
            String l = next("'" + key + "'");
            String[] f = l.strip().split("\\s+");
            if (!f[0].equals(key) || f.length != count) {
                if (at == 1) {
                    throw fault("not a replay file (expected '" + MAGIC + " " + VERSION + "')");
                }
                throw fault("expected '" + key + "'" + (count > 1 ? " and " + (count - 1) + " value(s)" : ""));
            }
            return f;
        }

        private String rest(String key) {
            String l = next("'" + key + "'").strip();
            if (!l.startsWith(key + " ") || l.length() <= key.length() + 1) {
                throw fault("expected '" + key + " ...'");
            }
            return l.substring(key.length() + 1).strip();
        }

        private long number(String s, long lo, long hi, String what) {
            try {
                long v = Long.parseLong(s);
                if (v < lo || v > hi) {
                    throw fault(what + " " + v + " is out of range [" + lo + ", " + hi + "]");
                }
                return v;
            } catch (NumberFormatException e) {
                throw fault(what + " '" + abbreviate(s) + "' is not a whole number");
            }
        }

        private double real(String s, String what) {
            try {
                double v = Double.parseDouble(s);
                if (!Double.isFinite(v)) {
                    throw fault(what + " '" + s + "' is not a finite number");
                }
                return v;
            } catch (NumberFormatException e) {
                throw fault(what + " '" + abbreviate(s) + "' is not a number");
            }
        }

        private double unit(String s) {
            double v = real(s, "pedal");
            if (v < 0 || v > 1) {
                throw fault("pedal value " + v + " is outside 0..1");
            }
            return v;
        }

        private boolean bool(String s) {
            if (s.equals("true") || s.equals("false")) {
                return s.equals("true");
            }
            throw fault("'" + abbreviate(s) + "' is not true or false");
        }

        private long hex(String s) {
            try {
                return Long.parseUnsignedLong(s, 16);
            } catch (NumberFormatException e) {
                throw fault("'" + abbreviate(s) + "' is not a hexadecimal hash");
            }
        }

        private IllegalArgumentException fault(String what) {
            return new IllegalArgumentException(file + " line " + at + ": " + what);
        }

        private static String abbreviate(String s) {
            return s.length() > 40 ? s.substring(0, 40) + "..." : s;
        }
    }
}
