package dev.sandbox.physics.assist;

import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.sim.Vehicle;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.vehicles.Vehicles;
import dev.sandbox.physics.sim.WheelTelemetry;
import java.util.function.Function;

/** A vehicle, its assists and a ground: the drives the assist tests need, stepped at 1 ms. */
final class Drives {

    static final double DT = 0.001;

    final Vehicle vehicle;
    final DriverAids aids;
    final Ground ground;
    final TyreLimits tyres;
    AidedInput last;

    Drives(String id, Ground ground, AssistSettings settings) {
        this.vehicle = Vehicles.create(id);
        this.ground = ground;
        vehicle.reset(0, 0, 0, ground);
        this.aids = new DriverAids(vehicle, settings);
        this.tyres = new TyreLimits(vehicle.spec());
    }

    /** One step with the driver's input chosen from the latest snapshot. */
    VehicleSnapshot step(Function<VehicleSnapshot, VehicleInput> driver) {
        VehicleSnapshot s = vehicle.snapshot();
        last = aids.apply(driver.apply(s), s, DT);
        vehicle.step(last.input(), ground, DT);
        return vehicle.snapshot();
    }

    /** Steps for a time with a fixed driver's input. */
    VehicleSnapshot run(VehicleInput in, double seconds) {
        VehicleSnapshot s = vehicle.snapshot();
        double end = s.timeS() + seconds;
        while (s.timeS() < end - 1e-9) {
            s = step(x -> in);
        }
        return s;
    }

    /** The largest slip of a grounded driven wheel, as a share of that tyre's peak slip. */
    double driveSlipOverPeak(VehicleSnapshot s) {
        return tyres.driveSlipExcess(s) + 1.0;
    }

    /** The most negative slip ratio of a grounded wheel (-1 = locked). */
    static double lowestSlip(VehicleSnapshot s) {
        double low = 0;
        for (WheelTelemetry w : s.wheels()) {
            if (w.grounded()) {
                low = Math.min(low, w.slipRatio());
            }
        }
        return low;
    }
}
