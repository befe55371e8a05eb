package dev.sandbox.app.core.sound;

/**
 * Where the listener is and what that does to the mix. Outside (chase, orbit, trackside) the
 * exhaust dominates; in the cockpit the body or helmet muffles the exhaust's highs and the
 * outside noises, and the mechanical sounds next to the driver (gearbox, clutch) come forward;
 * each vehicle kind gives its own cockpit ({@code VehicleKind#cockpitHearing}).
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
}
