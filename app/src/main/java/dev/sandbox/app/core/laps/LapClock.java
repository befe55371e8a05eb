package dev.sandbox.app.core.laps;

import java.util.Locale;

/** Lap times as sim drivers read them: minutes, seconds and milliseconds, deltas with their sign. */
public final class LapClock {

    private LapClock() {
    }

    /**
     * @param seconds a time (in seconds, &ge;0), or NaN
     * @return "1:23.456" ("0:59.000" under a minute), or "-:--.---" for NaN
     */
    public static String format(double seconds) {
        if (Double.isNaN(seconds)) {
            return "-:--.---";
        }
        long ms = Math.round(Math.max(0, seconds) * 1000);
        return String.format(Locale.ROOT, "%d:%02d.%03d", ms / 60_000, (ms / 1000) % 60, ms % 1000);
    }

    /**
     * @param seconds a sector time (in seconds, &ge;0), or NaN
     * @return "31.204" (minutes only from a minute on, "1:02.345"), or "--.---" for NaN
     */
    public static String sector(double seconds) {
        if (Double.isNaN(seconds)) {
            return "--.---";
        }
        return seconds >= 60 ? format(seconds) : String.format(Locale.ROOT, "%.3f", seconds);
    }

    /**
     * @param seconds a delta (in seconds, negative = ahead), or NaN
     * @return "+0.42" or "-1.07" (hundredths, as delta bars show them), "-.--" for NaN
     */
    public static String delta(double seconds) {
        if (Double.isNaN(seconds)) {
            return "-.--";
        }
        double r = Math.round(seconds * 100) / 100.0;
        return String.format(Locale.ROOT, "%s%.2f", r < 0 ? "-" : "+", Math.abs(r));
    }
}
