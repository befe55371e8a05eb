package dev.sandbox.physics.provingground.cli;

import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Converters for the proving ground's numeric options: each accepts only finite numbers inside
 * a range that a real test drive can have, so a typo (a speed of 1e9, NaN, a negative radius)
 * stops the command with one line instead of being clamped or turning into a nonsense result.
 */
final class Bounded {

    private Bounded() {
    }

    /** A finite number in [min, max], or (min, max] when the lower end is open. */
    abstract static class Range implements ITypeConverter<Double> {
        private final double min;
        private final boolean minOpen;
        private final double max;
        private final String unit;

        Range(double min, boolean minOpen, double max, String unit) {
            this.min = min;
            this.minOpen = minOpen;
            this.max = max;
            this.unit = unit;
        }

        @Override
        public Double convert(String text) {
            double v;
            try {
                v = Double.parseDouble(text);
            } catch (NumberFormatException e) {
                throw new TypeConversionException("'" + text + "' is not a number; " + range());
            }
            boolean aboveMin = minOpen ? v > min : v >= min;
            if (!Double.isFinite(v) || !aboveMin || v > max) {
                throw new TypeConversionException("'" + text + "' is out of range; " + range());
            }
            return v;
        }

        private String range() {
            return String.format(Locale.ROOT, "give a number %s %s and at most %s %s",
                    minOpen ? "above" : "from", trim(min), trim(max), unit);
        }

        private static String trim(double v) {
            return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
        }
    }

    /**
     * A test speed (in km/h): above 0, at most 400 km/h, which is above every road vehicle's top
     * speed the model is meant for.
     */
    static final class SpeedKmh extends Range {
        SpeedKmh() {
            super(0, true, 400, "km/h");
        }
    }

    /** A mean road-wheel angle (in degrees): above 0 and at most 45, past any car's full lock. */
    static final class RoadWheelDeg extends Range {
        RoadWheelDeg() {
            super(0, true, 45, "degrees");
        }
    }

    /**
     * A circle radius (in metres): from 5 m (tighter than a car's turn circle) to 2000 m
     * (a motorway curve).
     */
    static final class RadiusM extends Range {
        RadiusM() {
            super(5, false, 2000, "m");
        }
    }

    /** A lateral acceleration (in m/s^2): above 0 and at most 15, beyond what road tyres grip. */
    static final class LateralMps2 extends Range {
        LateralMps2() {
            super(0, true, 15, "m/s^2");
        }
    }

    /**
     * A seed: a whole number that fits 64 bits, in ASCII digits ({@link Long#parseLong} also
     * takes the digits of other scripts, which a seed written down or pasted should not be).
     */
    static final class Seed implements ITypeConverter<Long> {
        @Override
        public Long convert(String text) {
            try {
                if (!text.matches("[+-]?[0-9]+")) {
                    throw new NumberFormatException(text);
                }
                return Long.parseLong(text);
            } catch (NumberFormatException e) {
                throw new TypeConversionException("'" + text + "' is not a whole number from " + Long.MIN_VALUE
                        + " to " + Long.MAX_VALUE);
            }
        }
    }

    /** A fraction of the rider's full steer input: above 0 and at most 1. */
    static final class SteerFraction extends Range {
        SteerFraction() {
            super(0, true, 1, "(of full steer input)");
        }
    }

    /** Simulated minutes of a soak: above 0 and at most a week (10 080 minutes). */
    static final class Minutes extends Range {
        Minutes() {
            super(0, true, 10_080, "minutes");
        }
    }

    /** A grade or cross slope (in percent): -100 to 100, 45 degrees either way. */
    static final class SlopePct extends Range {
        SlopePct() {
            super(-100, false, 100, "%");
        }
    }

    /** A test run's length (in seconds): above 0 and at most an hour. */
    static final class RunSeconds extends Range {
        RunSeconds() {
            super(0, true, 3600, "s");
        }
    }
}
