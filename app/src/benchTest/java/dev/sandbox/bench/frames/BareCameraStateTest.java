package dev.sandbox.bench.frames;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.jme3.asset.DesktopAssetManager;
import dev.sandbox.app.core.vehicles.VehicleKinds;
import dev.sandbox.app.scene.vehicle.CarView;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import org.junit.jupiter.api.Test;

/** The bare world is seen as the chase camera sees the Boxster that {@code --bench} drives. */
class BareCameraStateTest {

    @Test
    void framesTheRoadAsTheChaseCameraFramesTheBoxster() {
        VehicleSpec boxster = VehicleSpecs.load("boxster-s");
        assertEquals(VehicleKinds.of(boxster).figures().chaseDistanceM(), BareCameraState.BEHIND_M, 1e-6);
        CarView view = new CarView(boxster, new DesktopAssetManager(true));
        assertEquals(view.targetHeight(), BareCameraState.TARGET_HEIGHT_M, 1e-6);
    }
}
