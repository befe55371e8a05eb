package dev.sandbox.app.core.settings;

import dev.sandbox.physics.math.Units;

/** The unit the HUD shows speeds and distances in: metric (km/h, km) or imperial (mph, mi). */
public enum SpeedUnit {
    /** Kilometres per hour and kilometres. */
    KMH("km/h", "km", 1000.0),
    /** Miles per hour and miles. */
    MPH("mph", "mi", 1609.344);

    private final String speedLabel;
    private final String distanceLabel;
    private final double metresPerDistanceUnit;

    SpeedUnit(String speedLabel, String distanceLabel, double metresPerDistanceUnit) {
        this.speedLabel = speedLabel;
        this.distanceLabel = distanceLabel;
        this.metresPerDistanceUnit = metresPerDistanceUnit;
    }

    /**
     * @param mps a speed (in metres per second)
     * @return the speed in this unit (km/h or mph)
     */
    public double fromMps(double mps) {
        return this == KMH ? Units.mpsToKmh(mps) : Units.mpsToMph(mps);
    }

    /**
     * @param metres a distance (in metres)
     * @return the distance in this unit's long measure (km or miles)
     */
    public double distance(double metres) {
        return metres / metresPerDistanceUnit;
    }

    /** @return "km/h" or "mph" */
    public String speedLabel() {
        return speedLabel;
    }

    /** @return "km" or "mi" */
    public String distanceLabel() {
        return distanceLabel;
    }

    /** @return the other unit */
    public SpeedUnit other() {
        return this == KMH ? MPH : KMH;
    }

    /**
     * @param text a stored name ("KMH", "mph", ...)
     * @param fallback returned when the text names no unit
     * @return the unit
     */
    public static SpeedUnit parse(String text, SpeedUnit fallback) {
        if (text != null) {
            for (SpeedUnit u : values()) {
                if (u.name().equalsIgnoreCase(text.trim())) {
                    return u;
                }
            }
        }
        return fallback;
    }
}
