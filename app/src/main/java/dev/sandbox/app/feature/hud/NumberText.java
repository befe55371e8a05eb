package dev.sandbox.app.feature.hud;

/**
 * Fixed-point numbers as text for the telemetry read-outs, without {@code String.format}: on
 * Java 17 each {@code %f} builds a {@code java.util.Formatter} and looks up the locale's
 * decimal symbols, which costs microseconds and a few hundred bytes per number, and several
 * hundred numbers a second keep the JIT compiler busy for the first seconds of the view.
 * Rounds half away from zero like {@code %f}; a value that rounds to zero has no minus sign.
 */
final class NumberText {

    private static final long[] POW10 = {1, 10, 100, 1000, 10000};

    private NumberText() {
    }

    /**
     * @param value the number
     * @param decimals digits after the point (0-4)
     * @param plus true to write a plus sign before positive numbers (as {@code %+f})
     * @param suffix text after the number, e.g. a unit with its space
     * @return the text, e.g. {@code of(-1.234, 1, true, " deg")} is "-1.2 deg"
     */
    static String of(double value, int decimals, boolean plus, String suffix) {
        return append(new StringBuilder(16), value, decimals, plus).append(suffix).toString();
    }

    /**
     * @param value the number
     * @param decimals digits after the point (0-4)
     * @param width the least number of characters; shorter numbers get spaces in front (as {@code %3.0f})
     * @param suffix text after the number
     * @return the text
     */
    static String padded(double value, int decimals, int width, String suffix) {
        StringBuilder sb = append(new StringBuilder(16), value, decimals, false);
        while (sb.length() < width) {
            sb.insert(0, ' ');
        }
        return sb.append(suffix).toString();
    }

    /**
     * Appends a number.
     *
     * @param sb where to write
     * @param value the number
     * @param decimals digits after the point (0-4)
     * @param plus true to write a plus sign before positive numbers
     * @return sb
     */
    static StringBuilder append(StringBuilder sb, double value, int decimals, boolean plus) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            return sb.append(value);
        }
        long scale = POW10[decimals];
        long r = Math.round(Math.abs(value) * scale);
        if (value < 0 && r != 0) {
            sb.append('-');
        } else if (plus) {
            sb.append('+');
        }
        sb.append(r / scale);
        if (decimals > 0) {
            sb.append('.');
            long frac = r % scale;
            for (long p = scale / 10; p > 1 && frac < p; p /= 10) {
                sb.append('0');
            }
            sb.append(frac);
        }
        return sb;
    }
}
