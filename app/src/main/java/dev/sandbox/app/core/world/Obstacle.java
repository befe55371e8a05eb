package dev.sandbox.app.core.world;

/**
 * One static obstacle of the world. Positions are world coordinates (in metres, y up).
 */
public sealed interface Obstacle {

    /**
     * A tree: a vertical trunk (the part a vehicle can hit) under a crown.
     *
     * @param x trunk axis x (in metres)
     * @param z trunk axis z (in metres)
     * @param baseY ground height at the trunk (in metres)
     * @param trunkRadiusM trunk radius (in metres)
     * @param heightM total height (in metres)
     */
    record Tree(double x, double z, double baseY, double trunkRadiusM, double heightM) implements Obstacle {
    }

    /**
     * A boulder, roughly a sphere half sunk into the ground.
     *
     * @param x centre x (in metres)
     * @param y centre y (in metres)
     * @param z centre z (in metres)
     * @param radiusM radius (in metres)
     */
    record Rock(double x, double y, double z, double radiusM) implements Obstacle {
    }

    /**
     * A straight wall or barrier, a box standing on the ground.
     *
     * @param x centre x (in metres)
     * @param baseY ground height at the centre (in metres)
     * @param z centre z (in metres)
     * @param lengthM length along its heading (in metres)
     * @param heightM height above the base (in metres)
     * @param thicknessM thickness (in metres)
     * @param headingRad direction of its length (in radians; 0 = +x, pi/2 = -z)
     * @param kind what it looks like
     */
    record Wall(double x, double baseY, double z, double lengthM, double heightM, double thicknessM,
            double headingRad, WallKind kind) implements Obstacle {
    }

    /** The looks of a wall. */
    enum WallKind {
        /** A concrete crash barrier beside the road. */
        BARRIER,
        /** A dry-stone field wall. */
        STONE,
        /** The tall wall at the edge of the world. */
        EDGE
    }
}
