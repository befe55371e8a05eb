package dev.sandbox.app.session;

/**
 * Where the player's camera is, for what is not the camera's own business: the sound (heard
 * from inside the vehicle, from the trackside or from behind it), the cockpit (built only while
 * it is seen from inside) and the HUD (which names the camera). The camera feature answers it;
 * the composition root hands it to whoever asks.
 */
public interface Viewpoint {

    /** Where the camera stands, as the sound and the cockpit tell it apart. */
    enum Place {
        /** Outside the vehicle, moving with it or free (chase, orbit, free, showroom). */
        OUTSIDE,
        /** At a post beside the road, the vehicle passing by. */
        TRACKSIDE,
        /** In the driver's or rider's seat. */
        IN_THE_VEHICLE
    }

    /** @return where the camera is now */
    Place place();

    /** @return the name of the camera now in use, as the HUD shows it */
    String label();
}
