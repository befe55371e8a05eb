package dev.sandbox.app.feature.camera;

/** A camera the player turns around the vehicle (mouse drag, right stick) and zooms (wheel). */
public interface Orbiting {

    /**
     * Turns the view.
     *
     * @param dYaw change of the angle around the vehicle (in radians)
     * @param dPitch change of the elevation (in radians)
     */
    void turn(float dYaw, float dPitch);

    /** @param factor distance multiplier (&gt;0) */
    void zoom(float factor);
}
