package dev.sandbox.app.drive;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.assist.AssistSettings;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import org.junit.jupiter.api.Test;

/** The warm-up drive really drives each shipped vehicle through its script (so it exercises the step). */
class ModelWarmUpTest {

    @Test
    void eachVehicleDrivesOffStopsAndTurnsOnThePlane() {
        for (String id : new String[] {"boxster-s", "cbr1000rr"}) {
            VehicleSpec spec = VehicleSpecs.load(id);
            double distance = ModelWarmUp.drive(spec, AssistSettings.defaults(spec, true));
            // two rounds of 4 s at full throttle from rest: well over 100 m for either vehicle,
            // and bounded by the top speed over the whole 20 s
            assertTrue(distance > 100 && distance < 20 * 90, id + " covered " + distance + " m");
        }
    }
}
