package dev.sandbox.physics.motorcycle;

import dev.sandbox.physics.ground.FlatGround;
import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.provingground.Drivers;
import dev.sandbox.physics.provingground.LaunchDriver;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpecs;

/** A CBR1000RR on a test surface with the riding the tests need: get to a speed, hold it. */
final class Rides {

    static final double DT = 0.001;

    final Motorcycle bike = new Motorcycle(VehicleSpecs.load("cbr1000rr"));
    final Ground ground;
    private final Drivers.SpeedHold hold = new Drivers.SpeedHold();
    private double heldMps;

    Rides() {
        this(new FlatGround());
    }

    Rides(Ground ground) {
        this.ground = ground;
        bike.reset(0, 0, 0, ground);
        bike.setAutomatic(true);
    }

    /** Launches (tucked, as the proving ground does for top speed) and settles at the speed. */
    Rides at(double kmh) {
        heldMps = Units.kmhToMps(kmh);
        LaunchDriver driver = new LaunchDriver(8500);
        VehicleSnapshot s = bike.snapshot();
        while (s.speedMps() < heldMps && s.timeS() < 60) {
            s = step(driver.drive(s, true));
        }
        double settle = s.timeS() + 3;
        while ((s.timeS() < settle || Math.abs(s.speedMps() - heldMps) > 0.05) && s.timeS() < settle + 20) {
            s = hold(0);
        }
        return this;
    }

    /** One step holding the speed with the throttle (no brake) and the given steer input. */
    VehicleSnapshot hold(double steer) {
        VehicleInput p = hold.pedals(bike.snapshot(), heldMps);
        return step(new VehicleInput(p.throttle(), 0, steer, 0, 0, false, false, true));
    }

    VehicleSnapshot step(VehicleInput in) {
        bike.step(in, ground, DT);
        return bike.snapshot();
    }

    VehicleSnapshot now() {
        return bike.snapshot();
    }
}
