package dev.sandbox.app.state;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.jme3.input.KeyInput;
import dev.sandbox.app.controls.ControlBindings;
import dev.sandbox.app.controls.InputToken;
import dev.sandbox.app.vehicle.VehicleKinds;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The showroom says what its key does to the vehicle shown, with the key the player has bound:
 * without the hint nobody found that F opens the Boxster's doors.
 */
class ShowroomStateTest {

    @Test
    void theHintNamesTheBoundKeyAndWhatItDoesToACarAndToABike() {
        ControlBindings b = ControlBindings.defaults();
        assertEquals("F: open the doors and turn the wheels   drag: turn it   wheel: zoom",
                ShowroomState.keysLine(b, VehicleKinds.of(VehicleSpecs.load("boxster-s")).figures()));
        assertEquals("F: turn the bars   drag: turn it   wheel: zoom",
                ShowroomState.keysLine(b, VehicleKinds.of(VehicleSpecs.load("cbr1000rr")).figures()));
        b.set(ShowroomState.TURN_WHEELS, List.of(InputToken.of(KeyInput.KEY_G)));
        assertEquals("G: turn the bars   drag: turn it   wheel: zoom",
                ShowroomState.keysLine(b, VehicleKinds.of(VehicleSpecs.load("cbr1000rr")).figures()));
    }
}
