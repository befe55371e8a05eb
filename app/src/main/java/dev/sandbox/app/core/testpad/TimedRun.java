package dev.sandbox.app.core.testpad;

/**
 * One timed result of the test pad, as the state report and the HUD give it.
 *
 * @param name "0-100 km/h", "0-200 km/h", "quarter mile", "100-0 km/h" or "skidpad lap"
 * @param value the figure, in {@code unit}
 * @param unit "s", "m" or "km/h"
 * @param reference the proving ground's figure for the same vehicle and test, or null when it
 *     has none (or has not finished computing it)
 */
public record TimedRun(String name, double value, String unit, Double reference) {

    /** Name of the standing start to 100 km/h. */
    public static final String ZERO_TO_100 = "0-100 km/h";
    /** Name of the standing start to 200 km/h. */
    public static final String ZERO_TO_200 = "0-200 km/h";
    /** Name of the standing quarter mile (one run in seconds, one in km/h for the trap speed). */
    public static final String QUARTER_MILE = "quarter mile";
    /** Name of the stop from 100 km/h (a distance). */
    public static final String HUNDRED_TO_ZERO = "100-0 km/h";
    /** Name of one lap of the skidpad circle. */
    public static final String SKIDPAD_LAP = "skidpad lap";

    /** @return the same run with the proving ground's figure filled in */
    public TimedRun withReference(Double ref) {
        return new TimedRun(name, value, unit, ref);
    }

    /**
     * @return the HUD's line, e.g. "0-100 km/h 5.9 s | proving ground 5.5 s" (a bar, not a middle
     *     dot: the HUD's bitmap font has no glyph for the dot)
     */
    public String hudLine() {
        String own = format(value) + " " + unit;
        String ref = reference == null ? "" : "  |  proving ground " + format(reference) + " " + unit;
        return name + " " + own + ref;
    }

    private static String format(double v) {
        return String.format(java.util.Locale.ROOT, "%.1f", v);
    }
}
