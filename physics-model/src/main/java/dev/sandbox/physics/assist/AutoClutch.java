package dev.sandbox.physics.assist;

import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;

/**
 * The automatic clutch's pedal work: when the driver brakes to a stop, or stands still with no
 * throttle, the clutch is pressed so the engine neither drags the stop out nor pushes against
 * the brakes (the creep of a clutch held at its bite point); with a throttle, or once the
 * vehicle rolls, the pedal is the driver's again. Moving off and changing gear the driveline's
 * own clutch control slips and closes the clutch (it keeps the engine above idle, so the
 * engine cannot stall in this model, with or without this assist).
 */
final class AutoClutch implements Aid {

    /** Road speed below which a braked vehicle counts as stopping (in metres per second, a walking pace). */
    static final double STOPPING_BELOW_MPS = 1.5;

    @Override
    public VehicleInput act(VehicleInput in, VehicleSnapshot s, double dtS) {
        boolean stopping = in.throttle() == 0 && Math.abs(s.speedMps()) < STOPPING_BELOW_MPS
                && (in.brake() > 0 || in.wheelBrakes() != null);
        return stopping && in.clutch() < 1 ? in.withClutch(1) : in;
    }

    @Override
    public void reset() {
        // stateless: it reads the pedals and the speed afresh each step
    }
}
