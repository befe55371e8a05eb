package dev.sandbox.physics.ground;

import dev.sandbox.physics.math.Vec3;

/** An endless level plane at a fixed height with one surface. */
public final class FlatGround implements Ground {

    private final GroundSample sample;

    /** A dry-asphalt plane at y = 0. */
    public FlatGround() {
        this(0.0, Surface.ASPHALT);
    }

    /**
     * @param heightM the plane's height (in metres)
     * @param surface the surface everywhere
     */
    public FlatGround(double heightM, Surface surface) {
        this.sample = GroundSample.of(heightM, Vec3.UNIT_Y, surface);
    }

    @Override
    public GroundSample sample(double x, double z) {
        return sample;
    }

    /** @return false: this ground has no obstacles */
    @Override
    public boolean mayHaveObstaclesNear(double x, double z, double radiusM) {
        return false;
    }
}
