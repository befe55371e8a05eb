package dev.sandbox.app.core.replay;

import java.util.Locale;

/** Replay speeds and slow-motion time scales: parsing, naming and the steps between them. */
public final class Speeds {

    /** The slowest speed (1/16 of real time). */
    public static final double SLOWEST = 1.0 / 16;
    /** The fastest replay speed (4 times real time). */
    public static final double FASTEST = 4.0;
    /** The replay's speed steps, slowest first. */
    public static final double[] REPLAY = {1.0 / 16, 1.0 / 8, 1.0 / 4, 1.0 / 2, 1, 2, 4};
    /** The time scales the slow-motion key cycles while driving. */
    public static final double[] DRIVING = {1, 1.0 / 2, 1.0 / 4};

    private Speeds() {
    }

    /**
     * Reads a speed written as a decimal ("0.125") or a fraction ("1/8").
     *
     * @param option the option, for the message
     * @param value the text
     * @param min smallest allowed
     * @param max largest allowed
     * @return the speed
     * @throws IllegalArgumentException with one line naming the option and the value
     */
    public static double parse(String option, String value, double min, double max) {
        double v;
        try {
            int slash = value.indexOf('/');
            v = slash < 0 ? Double.parseDouble(value)
                    : Double.parseDouble(value.substring(0, slash)) / Double.parseDouble(value.substring(slash + 1));
        } catch (NumberFormatException e) {
            v = Double.NaN;
        }
        if (!(v >= min - 1e-12 && v <= max + 1e-12)) {
            throw new IllegalArgumentException(option + " wants a speed from " + name(min) + " to " + name(max)
                    + " such as 1/4 or 0.5, not '" + value + "'");
        }
        return v;
    }

    /**
     * @param speed a speed
     * @return "1", "1/8", "2" or "0.3" for others
     */
    public static String name(double speed) {
        if (speed >= 1 && speed == Math.rint(speed)) {
            return String.valueOf((long) speed);
        }
        double inv = 1 / speed;
        if (Math.abs(inv - Math.rint(inv)) < 1e-9) {
            return "1/" + (long) Math.rint(inv);
        }
        return String.format(Locale.ROOT, "%.3g", speed);
    }

    /**
     * @param steps the speed steps, in order
     * @param now the current speed
     * @param dir +1 for the next faster step, -1 for the next slower one
     * @return the neighbouring step (stays at the ends)
     */
    public static double neighbour(double[] steps, double now, int dir) {
        if (dir > 0) {
            for (double s : steps) {
                if (s > now + 1e-12) {
                    return s;
                }
            }
            return steps[steps.length - 1];
        }
        for (int i = steps.length - 1; i >= 0; i--) {
            if (steps[i] < now - 1e-12) {
                return steps[i];
            }
        }
        return steps[0];
    }

    /**
     * @param now the current driving time scale
     * @return the next one of the cycle 1, 1/2, 1/4
     */
    public static double nextDrivingScale(double now) {
        for (int i = 0; i < DRIVING.length; i++) {
            if (Math.abs(DRIVING[i] - now) < 1e-12) {
                return DRIVING[(i + 1) % DRIVING.length];
            }
        }
        return 1;
    }
}
