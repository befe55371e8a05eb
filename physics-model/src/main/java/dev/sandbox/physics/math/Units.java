package dev.sandbox.physics.math;

/** Named conversions between SI (inside the model) and the units people read (at the edges). */
public final class Units {

    /** Standard gravity (in metres per second squared). */
    public static final double G = 9.81;
    /** One mile per hour (in metres per second). */
    public static final double MPH = 0.44704;
    /** One quarter mile (in metres). */
    public static final double QUARTER_MILE_M = 402.336;

    private Units() {
    }

    /** @return km/h converted to metres per second */
    public static double kmhToMps(double kmh) {
        return kmh / 3.6;
    }

    /** @return metres per second converted to km/h */
    public static double mpsToKmh(double mps) {
        return mps * 3.6;
    }

    /** @return mph converted to metres per second */
    public static double mphToMps(double mph) {
        return mph * MPH;
    }

    /** @return metres per second converted to mph */
    public static double mpsToMph(double mps) {
        return mps / MPH;
    }

    /** @return rpm converted to radians per second ([Palmer, eq. 8.9]) */
    public static double rpmToRadPerS(double rpm) {
        return rpm * 2.0 * Math.PI / 60.0;
    }

    /** @return radians per second converted to rpm ([Palmer, eq. 8.9]) */
    public static double radPerSToRpm(double radPerS) {
        return radPerS * 60.0 / (2.0 * Math.PI);
    }

    /** @return degrees converted to radians */
    public static double degToRad(double deg) {
        return Math.toRadians(deg);
    }

    /** @return radians converted to degrees */
    public static double radToDeg(double rad) {
        return Math.toDegrees(rad);
    }

    /** @return x limited to [lo, hi] */
    public static double clamp(double x, double lo, double hi) {
        return x < lo ? lo : (x > hi ? hi : x);
    }
}
