package dev.sandbox.app.core.drive;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.system.NativeLibraryLoader;
import dev.sandbox.app.Logs;
import dev.sandbox.app.core.world.RoadLoop;
import dev.sandbox.app.core.world.WorldGenerator;
import dev.sandbox.app.core.world.WorldLayout;
import dev.sandbox.app.scene.ground.MinieGround;
import dev.sandbox.app.scene.ground.StaticWorld;
import dev.sandbox.physics.motorcycle.BikeTelemetry;
import dev.sandbox.physics.sim.Simulation;
import dev.sandbox.physics.sim.Vehicle;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import dev.sandbox.physics.vehicles.Vehicles;
import org.junit.jupiter.api.Test;

/**
 * The CBR1000RR on the autopilot, from the road's start at the app's cruise speed, on the
 * sandbox's own terrain through Minie, driven as the app drives (60 frames a second). It used to
 * fall within seconds: flooring the throttle out of the first bend took the rear's grip from the
 * turn, the rider stood the bike up and it ran wide onto the grass; later, braking into the
 * hairpins cut the lean the rider aimed for. Now the autopilot opens the throttle less the harder
 * it steers, and the rider keeps each tyre's share of grip for the turn when braking.
 */
class AutopilotRideTest {

    @Test
    void theCbrRidesTheRoadLoopForAMinuteWithoutFalling() {
        Logs.quiet();
        NativeLibraryLoader.loadNativeLibrary("bulletjme", true);
        WorldLayout layout = new WorldGenerator(WorldGenerator.DEFAULT_SEED).generate();
        MinieGround ground = new MinieGround(new StaticWorld(layout), layout);
        RoadLoop road = layout.road();
        VehicleSpec spec = VehicleSpecs.load("cbr1000rr");
        Vehicle bike = Vehicles.create(spec);
        bike.setAutomatic(true);
        bike.reset(road.x(0), road.z(0), road.headingRad(0), ground);
        Simulation sim = new Simulation(bike, ground);
        Autopilot pilot = new Autopilot(road, spec, DriveSession.AUTOPILOT_CRUISE_MPS);
        VehicleSnapshot s = bike.snapshot();
        for (int frame = 0; frame < 60 * 60; frame++) {
            sim.advance(1 / 60.0, pilot.next(s, 1 / 60.0));
            s = bike.snapshot();
            assertFalse(BikeTelemetry.of(s).crashed(), "fell at " + frame / 60.0 + " s, " + s.distanceM() + " m along");
        }
        assertTrue(s.distanceM() > 1200, "a minute around the loop: " + s.distanceM() + " m");
    }
}
