package dev.sandbox.app.core.drive;

import java.util.Locale;

/**
 * How a pedal axis's reading becomes a pedal position: the reading at rest is 0 %, the reading
 * pressed fully is 100 %, linear between and held at both ends. {@link #HALF} is a gamepad
 * trigger's travel (0 at rest, +1 pressed), {@link #FULL} a wheel pedal's (-1 at rest, +1
 * pressed: the whole travel of the axis); a calibration records the two readings of a
 * particular pedal. The range always rises from rest to full; an axis that falls as the pedal
 * goes down is read inverted first.
 *
 * @param rest the reading at rest (-1..1)
 * @param full the reading pressed fully (-1..1, at least {@link #MIN_TRAVEL} above {@code rest})
 */
public record PedalRange(double rest, double full) {

    /** A trigger's travel: 0 at rest, +1 pressed fully. */
    public static final PedalRange HALF = new PedalRange(0, 1);
    /** An axis's whole travel: -1 at rest, +1 pressed fully. */
    public static final PedalRange FULL = new PedalRange(-1, 1);
    /** The least travel between rest and full a range may span (a tenth of an axis's travel). */
    public static final double MIN_TRAVEL = 0.2;

    /**
     * Checks the readings.
     *
     * @throws IllegalArgumentException naming what is wrong
     */
    public PedalRange {
        if (!(rest >= -1 && rest <= 1 && full >= -1 && full <= 1)) {
            throw new IllegalArgumentException("pedal readings " + rest + " and " + full + " are outside -1..1");
        }
        if (!(full - rest >= MIN_TRAVEL)) {
            throw new IllegalArgumentException("pedal travel from " + rest + " to " + full
                    + " is less than " + MIN_TRAVEL + " (a pedal read inverted is written with a leading '-')");
        }
    }

    /**
     * @param reading the axis's reading (-1..1)
     * @return the pedal's position (0 at rest .. 1 pressed fully)
     */
    public double position(double reading) {
        double p = (reading - rest) / (full - rest);
        return Double.isNaN(p) ? 0 : Math.max(0, Math.min(1, p));
    }

    /**
     * The range a calibration found, with the direction the axis moves in.
     *
     * @param restReading the reading with the pedal released (-1..1)
     * @param fullReading the reading with the pedal pressed fully (-1..1)
     * @return the rising range of the readings, read inverted when the axis falls as the pedal goes down
     */
    public static Calibrated calibrated(double restReading, double fullReading) {
        boolean inverted = fullReading < restReading;
        return inverted ? new Calibrated(new PedalRange(-restReading, -fullReading), true)
                : new Calibrated(new PedalRange(restReading, fullReading), false);
    }

    /**
     * A calibrated range and whether the axis is read inverted to rise with the pedal.
     *
     * @param range the rising range
     * @param inverted true when the axis falls as the pedal goes down
     */
    public record Calibrated(PedalRange range, boolean inverted) {
    }

    /** @return the written form: {@code full}, {@code half}, or {@code REST:FULL} */
    public String format() {
        if (equals(FULL)) {
            return "full";
        }
        if (equals(HALF)) {
            return "half";
        }
        return number(rest) + ":" + number(full);
    }

    /**
     * Reads the written form.
     *
     * @param text {@code full}, {@code half} or {@code REST:FULL}
     * @return the range
     * @throws IllegalArgumentException naming what is wrong
     */
    public static PedalRange parse(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        if (t.equals("full")) {
            return FULL;
        }
        if (t.equals("half")) {
            return HALF;
        }
        int colon = t.indexOf(':');
        if (colon < 0) {
            throw new IllegalArgumentException("pedal travel '" + text.strip() + "' is not full, half or REST:FULL");
        }
        return new PedalRange(reading(t.substring(0, colon)), reading(t.substring(colon + 1)));
    }

    private static double reading(String s) {
        try {
            double v = Double.parseDouble(s.strip());
            if (Double.isFinite(v)) {
                return v;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new IllegalArgumentException("pedal reading '" + s.strip() + "' is not a number");
    }

    private static String number(double v) {
        String s = String.format(Locale.ROOT, "%.3f", v);
        s = s.replaceAll("0+$", "");
        return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
    }
}
