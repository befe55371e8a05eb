package dev.sandbox.app.feature.camera;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.jme3.input.KeyInput;
import dev.sandbox.app.core.vehicles.VehicleKinds;
import dev.sandbox.app.scene.input.ControlBindings;
import dev.sandbox.app.scene.input.InputToken;
import dev.sandbox.app.scene.input.ShowroomFunctions;
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
        b.set(ShowroomFunctions.TURN_WHEELS, List.of(InputToken.of(KeyInput.KEY_G)));
        assertEquals("G: turn the bars   drag: turn it   wheel: zoom",
                ShowroomState.keysLine(b, VehicleKinds.of(VehicleSpecs.load("cbr1000rr")).figures()));
    }
}
