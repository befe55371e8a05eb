package dev.sandbox.bench.physics;

import dev.sandbox.physics.sim.VehicleInput;

/**
 * The benchmark drive: {@link #STRAIGHT_S} seconds of firm throttle straight ahead, then a
 * steady left-hand turn on part throttle until the end. Open loop, so every vehicle model gets
 * exactly the same input at the same simulated time. It starts on the road loop at
 * {@link #START_ROAD_INDEX}, where on the default world the whole drive (about 400 m) stays on
 * gentle, open ground: no grade over 6 % and no obstacle in the way of our car.
 */
public final class DriveScript {

    /** Road-loop sample the drive starts at, heading along the road. */
    public static final int START_ROAD_INDEX = 150;
    /** Length of the straight part (in seconds). */
    public static final double STRAIGHT_S = 8.0;
    /** Throttle on the straight (0..1). */
    public static final double STRAIGHT_THROTTLE = 0.6;
    /** Throttle in the turn (0..1). */
    public static final double TURN_THROTTLE = 0.3;
    /** Steering wish in the turn (-1..1, positive = left). */
    public static final double TURN_STEER = 0.15;

    private static final VehicleInput STRAIGHT = VehicleInput.pedals(STRAIGHT_THROTTLE, 0);
    private static final VehicleInput TURN = VehicleInput.pedals(TURN_THROTTLE, 0).withSteer(TURN_STEER);

    private DriveScript() {
    }

    /**
     * @param tS simulated time since the start (in seconds)
     * @return the input to hold at that time
     */
    public static VehicleInput at(double tS) {
        return tS < STRAIGHT_S ? STRAIGHT : TURN;
    }

    /** @return a one-line description for reports */
    public static String describe() {
        return String.format("from road sample %d: %.0f s straight at throttle %.1f, then a left turn at steer %.2f"
                + " and throttle %.1f", START_ROAD_INDEX, STRAIGHT_S, STRAIGHT_THROTTLE, TURN_STEER, TURN_THROTTLE);
    }
}
