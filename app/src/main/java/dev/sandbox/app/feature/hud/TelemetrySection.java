package dev.sandbox.app.feature.hud;

import com.simsilica.lemur.Panel;
import dev.sandbox.physics.sim.VehicleSnapshot;

/**
 * A vehicle kind's own part of the telemetry panel, below the tyres and the body and powertrain
 * table that every vehicle shows: what only that kind has (a motorcycle's lean, rider and
 * handlebar). The kind's {@link dev.sandbox.app.core.vehicle.VehicleKind} makes one for each panel.
 */
public interface TelemetrySection {

    /** @return the section's widgets, which the panel lays out below its common tables */
    Panel panel();

    /**
     * Writes the latest numbers into the widgets (at the panel's refresh rate, not every frame).
     *
     * @param s a snapshot of a vehicle of the section's kind
     */
    void show(VehicleSnapshot s);
}
