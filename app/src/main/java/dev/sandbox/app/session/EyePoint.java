package dev.sandbox.app.session;

import com.jme3.math.Vector3f;

/**
 * Where the driver's or rider's eye is in a vehicle's interior, and how far down it looks: what the cockpit camera asks of the
 * cockpit.
 */
public interface EyePoint {

    /** @return the driver's eye in the chassis frame (in metres) */
    Vector3f eye();

    /** @return how far below the horizon the driver looks (in radians) */
    float lookDownRad();
}
