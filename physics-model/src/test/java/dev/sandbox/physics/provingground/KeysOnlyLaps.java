package dev.sandbox.physics.provingground;

import dev.sandbox.physics.assist.AssistSettings;
import dev.sandbox.physics.assist.DriverAids;
import dev.sandbox.physics.assist.KeyboardPedals;
import dev.sandbox.physics.assist.KeyboardSteering;
import dev.sandbox.physics.ground.FlatGround;
import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.sim.Vehicle;
import dev.sandbox.physics.sim.VehicleEvent;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.vehicles.Vehicles;
import java.util.ArrayList;
import java.util.List;

/**
 * The keyboard-only driver's laps of the {@link TestLoop}: lap times, how far off the centre line
 * it ran, falls. Its keys reach the vehicle as a player's do: through the vehicle's
 * {@link KeyboardSteering} and {@link KeyboardPedals} and the keyboard player's
 * {@link DriverAids} (every assist on), a decision every model step.
 */
final class KeysOnlyLaps {

    /**
     * What a drive of a few laps did.
     *
     * @param lapsS each completed lap's time (in seconds; the first from a standing start)
     * @param maxOffsetM the largest distance of the vehicle's reference point from the road's centre line (in metres)
     * @param crashed true when the vehicle fell
     * @param keyChangesPerS key changes per second over the drive
     * @param maxSpeedKmh the highest speed (in km/h)
     */
    record Result(List<Double> lapsS, double maxOffsetM, boolean crashed, double keyChangesPerS, double maxSpeedKmh) {
    }

    private KeysOnlyLaps() {
    }

    /**
     * @param vehicleId the vehicle
     * @param style how the driver drives it
     * @param laps how many laps
     * @return the drive's figures
     */
    static Result drive(String vehicleId, KeysOnlyDriver.Style style, int laps) {
        Path path = TestLoop.path();
        Ground ground = new FlatGround();
        Vehicle v = Vehicles.create(vehicleId);
        v.reset(0, 0, 0, ground);
        v.setAutomatic(true);
        KeysOnlyDriver driver = new KeysOnlyDriver(v.spec(), RoadAhead.flat(path), style);
        DriverAids aids = new DriverAids(v, AssistSettings.defaults(v.spec(), true));
        KeyboardSteering steering = KeyboardSteering.forVehicle(v.spec());
        KeyboardPedals pedals = KeyboardPedals.forVehicle(v.spec());
        double dt = TestTrack.DT;
        List<Double> lapTimes = new ArrayList<>();
        double lapStart = 0;
        double maxOffset = 0;
        double maxSpeed = 0;
        double hint = 0;
        double lastU = 0;
        boolean crashed = false;
        VehicleSnapshot s = v.snapshot();
        double limit = 150.0 * laps;
        while (lapTimes.size() < laps && s.timeS() < limit && !crashed) {
            driver.look(s, dt);
            double steer = steering.update(driver.steer(), Math.abs(s.speedMps()), dt);
            VehicleInput in = new VehicleInput(pedals.throttle(driver.throttle(), dt), pedals.brake(driver.brake(), dt),
                    steer, 0, 0, false, false, false);
            v.step(aids.apply(in, s, dt).input(), ground, dt);
            s = v.snapshot();
            double u = path.project(s.position().x(), s.position().z(), hint);
            hint = u;
            double off = Math.abs(path.lateralOffset(s.position().x(), s.position().z(), u));
            maxOffset = Math.max(maxOffset, off);
            maxSpeed = Math.max(maxSpeed, s.speedMps() * 3.6);
            // the start line is at arc length 0: crossing it forwards ends a lap
            if (lastU > path.length() - 50 && u < 50 && s.timeS() - lapStart > 10) {
                lapTimes.add(s.timeS() - lapStart);
                lapStart = s.timeS();
            }
            lastU = u;
            crashed = s.has(VehicleEvent.CRASHED);
        }
        return new Result(lapTimes, maxOffset, crashed, driver.keyChanges() / Math.max(s.timeS(), 1e-9), maxSpeed);
    }
}
