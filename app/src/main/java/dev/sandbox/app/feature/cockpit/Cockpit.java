package dev.sandbox.app.feature.cockpit;

import com.jme3.scene.Node;
import dev.sandbox.app.scene.vehicle.VehiclePose;
import dev.sandbox.app.session.EyePoint;
import dev.sandbox.physics.sim.VehicleSnapshot;

/**
 * What the driver or rider sees of their own vehicle from the cockpit camera: the interior
 * (dashboard, instruments, steering wheel; or tank, clocks and bars), built for one vehicle
 * kind in the chassis frame of its view (x forward, y up, z right, metres) and moved by the
 * live state.
 */
public interface Cockpit extends EyePoint {

    /** @return the interior, to attach to the view's cockpit mount */
    Node node();

    /**
     * Moves the instruments and controls.
     *
     * @param pose the vehicle's blended pose (steering, handlebar)
     * @param state the latest state (speed, engine speed), or null
     */
    void update(VehiclePose pose, VehicleSnapshot state);
}
