package dev.sandbox.app.core.settings;

/** How detailed the vehicle's shadow is ({@code --shadow-quality}). */
public enum ShadowQuality {
    /** Contact shadows and a soft ellipse. */
    LOW,
    /** Projected shadow of the parts larger than 15 cm, contact shadows. */
    MEDIUM,
    /** Projected shadow of every part, contact shadows. */
    HIGH;

    /**
     * @param s "low", "medium" or "high"
     * @return the quality
     * @throws IllegalArgumentException for another word
     */
    public static ShadowQuality parse(String s) {
        return switch (s) {
            case "low" -> LOW;
            case "medium" -> MEDIUM;
            case "high" -> HIGH;
            default -> throw new IllegalArgumentException("--shadow-quality wants low, medium or high, not '" + s + "'");
        };
    }
}
