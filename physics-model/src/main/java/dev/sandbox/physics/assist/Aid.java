package dev.sandbox.physics.assist;

import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;

/** One assist's controller: it reads the latest snapshot and changes the driver's input. */
interface Aid {

    /**
     * @param in the input so far (the driver's, as the assists before this one left it)
     * @param s the latest snapshot
     * @param dtS the model step (in seconds)
     * @return the input after this assist (the same object when it did not intervene)
     */
    VehicleInput act(VehicleInput in, VehicleSnapshot s, double dtS);

    /** Forgets everything learned since the vehicle was reset. */
    void reset();
}
