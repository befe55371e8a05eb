package dev.sandbox.app.core.laps;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The text of a best-lap file: a few lines of {@code key value}, then the profile on one line
 * and one line per ghost frame, numbers in plain decimal:
 *
 * <pre>
 * # driving-sandbox best lap
 * format 1
 * vehicle cbr1000rr
 * spec 3f0c...             (the spec's fingerprint)
 * world 20240611           (the world seed)
 * lap 95.123456            (seconds)
 * sectors 31.2 32.0 31.9   (seconds)
 * length 2280.169          (metres)
 * profile 0 0.92 1.61 ...  (seconds at every 10 m, and at the finish)
 * wheels 2
 * frame t x y z fx fy fz ux uy uz pitch roll lean riderLean bar heave speed braking footDown
 *       steer... spin... contact-xyz...
 * </pre>
 */
public final class BestLapFile {

    /** First line of the file. */
    static final String HEADER = "# driving-sandbox best lap";
    /** The format written. */
    static final int FORMAT = 1;
    private static final int FRAME_FIXED = 19;

    private BestLapFile() {
    }

    /**
     * @param best a best lap
     * @return the file's text
     */
    public static String write(BestLap best) {
        StringBuilder b = new StringBuilder(256 + best.ghost().frames().size() * 200);
        Lap lap = best.lap();
        b.append(HEADER).append('\n');
        b.append("format ").append(FORMAT).append('\n');
        b.append("vehicle ").append(lap.vehicleId()).append('\n');
        b.append("spec ").append(best.specFingerprint()).append('\n');
        b.append("world ").append(best.worldSeed()).append('\n');
        b.append("lap ").append(num(lap.lapS(), 6)).append('\n');
        b.append("sectors");
        lap.sectorsS().forEach(s -> b.append(' ').append(num(s, 6)));
        b.append('\n');
        b.append("length ").append(num(best.profile().lengthM(), 4)).append('\n');
        b.append("profile");
        for (double t : best.profile().timesS()) {
            b.append(' ').append(num(t, 4));
        }
        b.append('\n');
        List<GhostFrame> frames = best.ghost().frames();
        b.append("wheels ").append(frames.isEmpty() ? 0 : frames.get(0).wheels()).append('\n');
        for (GhostFrame f : frames) {
            b.append("frame ").append(num(f.lapS(), 4));
            nums(b, f.position(), 4);
            nums(b, f.forward(), 6);
            nums(b, f.up(), 6);
            b.append(' ').append(num(f.pitchRad(), 6)).append(' ').append(num(f.rollRad(), 6))
                    .append(' ').append(num(f.leanRad(), 6)).append(' ').append(num(f.riderLeanRad(), 6))
                    .append(' ').append(num(f.handlebarRad(), 6)).append(' ').append(num(f.heaveM(), 5))
                    .append(' ').append(num(f.speedMps(), 4)).append(' ').append(f.braking() ? 1 : 0)
                    .append(' ').append(f.footDown() ? 1 : 0);
            nums(b, f.wheelSteerRad(), 6);
            nums(b, f.wheelSpinRad(), 4);
            nums(b, f.contacts(), 4);
            b.append('\n');
        }
        return b.toString();
    }

    /**
     * Reads a file's text.
     *
     * @param text the text
     * @return the best lap it holds
     * @throws IllegalArgumentException naming the line and what is wrong with it
     */
    public static BestLap read(String text) {
        String[] lines = text.split("\n");
        if (lines.length == 0 || !lines[0].strip().equals(HEADER)) {
            throw new IllegalArgumentException("line 1: not a best-lap file");
        }
        String vehicle = null;
        String spec = null;
        Long world = null;
        Double lapS = null;
        List<Double> sectors = null;
        Double length = null;
        double[] profile = null;
        int wheels = -1;
        List<GhostFrame> frames = new ArrayList<>();
        for (int i = 1; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] w = line.split("\\s+");
            try {
                switch (w[0]) {
                    case "format" -> {
                        if (Integer.parseInt(w[1]) != FORMAT) {
                            throw new IllegalArgumentException("format " + w[1] + " is not " + FORMAT);
                        }
                    }
                    case "vehicle" -> vehicle = w[1];
                    case "spec" -> spec = w[1];
                    case "world" -> world = Long.parseLong(w[1]);
                    case "lap" -> lapS = positive(w[1]);
                    case "sectors" -> {
                        sectors = new ArrayList<>();
                        for (int k = 1; k < w.length; k++) {
                            sectors.add(positive(w[k]));
                        }
                        if (sectors.size() != LapCourse.SECTORS) {
                            throw new IllegalArgumentException("wants " + LapCourse.SECTORS + " sector times");
                        }
                    }
                    case "length" -> length = positive(w[1]);
                    case "profile" -> profile = numbers(w, 1, w.length - 1);
                    case "wheels" -> wheels = Integer.parseInt(w[1]);
                    case "frame" -> frames.add(frame(w, wheels));
                    default -> throw new IllegalArgumentException("unknown key '" + w[0] + "'");
                }
            } catch (RuntimeException e) {
                throw new IllegalArgumentException("line " + (i + 1) + ": " + e.getMessage());
            }
        }
        if (vehicle == null || spec == null || world == null || lapS == null || sectors == null || length == null
                || profile == null) {
            throw new IllegalArgumentException("a key is missing (vehicle, spec, world, lap, sectors, length, profile)");
        }
        Lap lap = new Lap(0, vehicle, lapS, sectors, true, "");
        return new BestLap(spec, world, lap, new LapProfile(length, profile), new GhostTrack(frames));
    }

    private static GhostFrame frame(String[] w, int wheels) {
        if (wheels < 0) {
            throw new IllegalArgumentException("a frame before the number of wheels");
        }
        if (w.length != 1 + FRAME_FIXED + 5 * wheels) {
            throw new IllegalArgumentException("a frame of " + wheels + " wheels has " + (FRAME_FIXED + 5 * wheels)
                    + " numbers, not " + (w.length - 1));
        }
        double[] v = numbers(w, 1, w.length - 1);
        int k = 19;
        return new GhostFrame(v[0], slice(v, 1, 3), slice(v, 4, 3), slice(v, 7, 3), v[10], v[11], v[12], v[13],
                v[14], v[15], v[16], v[17] != 0, v[18] != 0, slice(v, k, wheels), slice(v, k + wheels, wheels),
                slice(v, k + 2 * wheels, 3 * wheels));
    }

    private static double[] slice(double[] v, int from, int n) {
        double[] out = new double[n];
        System.arraycopy(v, from, out, 0, n);
        return out;
    }

    private static double[] numbers(String[] w, int from, int n) {
        double[] out = new double[n];
        for (int k = 0; k < n; k++) {
            out[k] = Double.parseDouble(w[from + k]);
            if (!Double.isFinite(out[k])) {
                throw new IllegalArgumentException("'" + w[from + k] + "' is not a finite number");
            }
        }
        return out;
    }

    private static double positive(String s) {
        double v = Double.parseDouble(s);
        if (!(v > 0) || Double.isInfinite(v)) {
            throw new IllegalArgumentException("'" + s + "' is not a positive number");
        }
        return v;
    }

    private static void nums(StringBuilder b, double[] v, int decimals) {
        for (double d : v) {
            b.append(' ').append(num(d, decimals));
        }
    }

    private static String num(double v, int decimals) {
        String s = String.format(Locale.ROOT, "%." + decimals + "f", v);
        // trailing zeros carry nothing: "1.500000" -> "1.5", "-0.000000" -> "0"
        if (s.indexOf('.') >= 0) {
            s = s.replaceAll("0+$", "");
            if (s.endsWith(".")) {
                s = s.substring(0, s.length() - 1);
            }
        }
        return s.equals("-0") ? "0" : s;
    }
}
