package dev.sandbox.app.core.telemetry;

import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * What the frame hands the telemetry sender: the live vehicle's latest snapshot and the few
 * things a dashboard shows that the snapshot does not hold. Immutable, so the sender thread
 * reads it while the frame goes on.
 *
 * @param snapshot the model's latest snapshot of the live drive
 * @param spec the vehicle driven
 * @param version a number that changes whenever the vehicle is replaced or reset (the sender
 *     then starts its rates afresh rather than differentiate across the jump)
 * @param abs the ABS lamp
 * @param tc the traction-control lamp
 * @param prefersKm true when the player reads km/h, false for mph
 */
public record TelemetrySample(VehicleSnapshot snapshot, VehicleSpec spec, int version, Lamp abs, Lamp tc,
        boolean prefersKm) {

    /** A dashboard lamp of a driver aid, lit as LFS lights it: while the aid acts, or while it is switched off. */
    public enum Lamp {
        /** The vehicle has no such aid: the lamp is not on its dashboard. */
        ABSENT,
        /** The aid is on and idle. */
        DARK,
        /** The aid is acting, or switched off. */
        LIT
    }
}
