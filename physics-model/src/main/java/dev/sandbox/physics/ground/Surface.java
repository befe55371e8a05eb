package dev.sandbox.physics.ground;

/**
 * The kind of ground under a tyre. Each kind carries its grip (a multiplier of the tyre's
 * dry-asphalt friction, 0..1) and its rolling-resistance multiplier (&ge;1 off-road).
 */
public enum Surface {
    /** Dry asphalt: the tyre data's reference surface. */
    ASPHALT(1.0, 1.0),
    /** Wet asphalt ([Hlavacs] uses wet ground in figs. 9-15). */
    WET_ASPHALT(0.7, 1.0),
    /** Packed dirt or gravel track. */
    DIRT(0.65, 2.5),
    /** Grass. */
    GRASS(0.5, 3.5);

    private final double grip;
    private final double rollingFactor;

    Surface(double grip, double rollingFactor) {
        this.grip = grip;
        this.rollingFactor = rollingFactor;
    }

    /** @return the friction multiplier relative to dry asphalt (0..1) */
    public double grip() {
        return grip;
    }

    /** @return the rolling-resistance multiplier relative to asphalt (&ge;1) */
    public double rollingFactor() {
        return rollingFactor;
    }
}
