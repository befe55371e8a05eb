package dev.sandbox.app.audio;

import dev.sandbox.physics.spec.VehicleType;

/**
 * Where the listener is and what that does to the mix. Outside (chase, orbit, trackside) the
 * exhaust dominates; in the cockpit the body or helmet muffles the exhaust's highs and the
 * outside noises, and the mechanical sounds next to the driver (gearbox, clutch) come forward.
 *
 * @param engineGain engine loudness factor
 * @param engineHighs share of the engine's high frequencies that get through (0..1)
 * @param windGain wind loudness factor
 * @param tyreGain tyre loudness factor
 * @param mechanicalGain gear whine, shift and clutch loudness factor
 * @param positional true when the sound comes from the vehicle's place in the world (with
 *     distance and Doppler shift) rather than following the camera
 */
public record Hearing(double engineGain, double engineHighs, double windGain, double tyreGain,
        double mechanicalGain, boolean positional) {

    /** A camera following the vehicle from outside: the sound follows the camera. */
    public static final Hearing OUTSIDE = new Hearing(1.0, 1.0, 0.8, 1.0, 1.0, false);
    /** A camera standing beside the road: the vehicle passes, with distance and Doppler shift. */
    public static final Hearing TRACKSIDE = new Hearing(1.0, 1.0, 0.5, 1.0, 1.0, true);

    /**
     * The cockpit of a vehicle kind: a car's closed body keeps wind and tyres out and muffles
     * the exhaust behind the driver; a rider's helmet is in the wind.
     *
     * @param type the vehicle kind
     * @return what the driver or rider hears
     */
    public static Hearing cockpit(VehicleType type) {
        return switch (type) {
            case CAR -> new Hearing(0.55, 0.3, 0.35, 0.5, 2.5, false);
            case MOTORCYCLE -> new Hearing(0.75, 0.5, 1.3, 0.5, 2.0, false);
        };
    }
}
