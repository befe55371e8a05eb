package dev.sandbox.physics.sim;

/**
 * Writes the numbers of the telemetry CSV: whole numbers below 10^9 as integers, everything
 * else with six significant digits (trailing zeros dropped), in plain notation from 10^-4 to
 * below 10^6 and in scientific notation ({@code 1.5e-05}) outside, with '.' as the decimal
 * point whatever the locale. Digits are produced directly into the row's buffer, without the
 * parsing and objects of {@code String.format}.
 */
final class CsvNumbers {

    /** Significant digits written. */
    static final int DIGITS = 6;
    private static final double[] POW10 = new double[310];

    static {
        for (int i = 0; i < POW10.length; i++) {
            POW10[i] = Double.parseDouble("1e" + i);
        }
    }

    private CsvNumbers() {
    }

    /**
     * @param sb where the number goes
     * @param d a number (NaN and infinities are written as Java spells them)
     */
    static void append(StringBuilder sb, double d) {
        if (d == Math.rint(d) && Math.abs(d) < 1e9) {
            sb.append((long) d);
            return;
        }
        if (!Double.isFinite(d)) {
            sb.append(d);
            return;
        }
        if (d < 0) {
            sb.append('-');
            d = -d;
        }
        int exp = (int) Math.floor(Math.log10(d));
        int shift = DIGITS - 1 - exp;
        if (Math.abs(shift) >= POW10.length) {
            sb.append(d);
            return;
        }
        long m = Math.round(shift >= 0 ? d * POW10[shift] : d / POW10[-shift]);
        if (m >= 1_000_000L) { // rounding carried into a seventh digit (9.999996 -> 10.0000)
            m /= 10;
            exp++;
        } else if (m < 100_000L) { // log10 landed just below a power of ten
            m *= 10;
            exp--;
        }
        char[] digits = new char[DIGITS];
        for (int i = DIGITS - 1; i >= 0; i--) {
            digits[i] = (char) ('0' + m % 10);
            m /= 10;
        }
        int last = DIGITS - 1;
        if (exp < -4 || exp >= DIGITS) {
            while (last > 0 && digits[last] == '0') {
                last--;
            }
            sb.append(digits[0]);
            if (last > 0) {
                sb.append('.').append(digits, 1, last);
            }
            sb.append('e').append(exp < 0 ? '-' : '+');
            int a = Math.abs(exp);
            if (a < 10) {
                sb.append('0');
            }
            sb.append(a);
            return;
        }
        int intDigits = exp + 1; // digits before the point (0 or less: leading zeros after it)
        int fractionEnd = DIGITS - 1;
        while (fractionEnd >= Math.max(intDigits, 0) && digits[fractionEnd] == '0') {
            fractionEnd--;
        }
        if (intDigits <= 0) {
            sb.append("0.");
            for (int i = intDigits; i < 0; i++) {
                sb.append('0');
            }
            sb.append(digits, 0, fractionEnd + 1);
            return;
        }
        sb.append(digits, 0, intDigits);
        if (fractionEnd >= intDigits) {
            sb.append('.').append(digits, intDigits, fractionEnd + 1 - intDigits);
        }
    }
}
