package dev.sandbox.app.session;

/**
 * The vehicle's interior, as the cockpit camera needs it: shown while the camera is inside,
 * and where the driver's or rider's eye is in it. The cockpit feature answers it.
 */
public interface Interior {

    /** @param shown true while the camera is inside the vehicle (the interior is built and moved), false otherwise */
    void setShown(boolean shown);

    /** @return the eye point of the interior shown, or null when none is (no vehicle, or its kind has no interior) */
    EyePoint eyePoint();
}
