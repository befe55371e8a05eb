package dev.sandbox.app.core.telemetry;

import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.sim.KindTelemetry;
import dev.sandbox.physics.sim.VehicleEvent;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.sim.WheelTelemetry;
import java.util.EnumSet;
import java.util.List;

/** Hand-made snapshots for the packet tests: a pose, a velocity, an engine and four or two wheels. */
final class Snapshots {

    private Snapshots() {
    }

    /**
     * @param t simulated time (in seconds)
     * @param position chassis reference point (world)
     * @param velocity centre of mass velocity (world)
     * @param headingRad heading (0 = +x, pi/2 = -z)
     * @param pitchRad body pitch (nose down positive)
     * @param rollRad body roll (right side down positive)
     * @param rpm engine speed
     * @param gear gear (-1 reverse, 0 neutral, 1.. forward)
     * @param input the inputs
     * @param wheels the wheels, front first
     * @param kind the kind's part
     * @return the snapshot, on level ground
     */
    static VehicleSnapshot of(double t, Vec3 position, Vec3 velocity, double headingRad, double pitchRad, double rollRad,
            double rpm, int gear, VehicleInput input, List<WheelTelemetry> wheels, KindTelemetry kind) {
        Vec3 forward = new Vec3(Math.cos(headingRad), 0, -Math.sin(headingRad));
        double speed = velocity.dot(forward);
        return new VehicleSnapshot(t, position, velocity, forward, Vec3.UNIT_Y, headingRad, speed, 0, 0, 0, 0,
                pitchRad, rollRad, rpm, 0, gear, false, 1, false, input, 0.05, 1234.5, 0, 0, wheels,
                EnumSet.noneOf(VehicleEvent.class), kind);
    }

    /** @return a level car at rest at the origin, heading along +x, in neutral at 1000 rpm */
    static VehicleSnapshot parked(double t) {
        return of(t, Vec3.ZERO, Vec3.ZERO, 0, 0, 0, 1000, 0, VehicleInput.IDLE, carWheels(), KindTelemetry.NONE);
    }

    /** @return four wheels FL, FR, RL, RR with loads 1000, 2000, 3000, 4000 N and steer on the front */
    static List<WheelTelemetry> carWheels() {
        String[] names = {"FL", "FR", "RL", "RR"};
        WheelTelemetry[] w = new WheelTelemetry[4];
        for (int i = 0; i < 4; i++) {
            w[i] = new WheelTelemetry(names[i], Vec3.ZERO, i < 2 ? 0.1 : 0, 0, 30 + i, 0.01 * (i + 1), 0.02 * (i + 1),
                    1000 * (i + 1), 100 * (i + 1), 50 * (i + 1), true, null, 0, 0.01 * (i + 1));
        }
        return List.of(w);
    }

    /** @return two wheels F, R with loads 1000 and 2000 N */
    static List<WheelTelemetry> bikeWheels() {
        return List.of(
                new WheelTelemetry("F", Vec3.ZERO, 0.02, 0, 40, 0.01, 0.02, 1000, 100, 50, true, null, 0, 0),
                new WheelTelemetry("R", Vec3.ZERO, 0, 0, 41, 0.03, 0.04, 2000, 300, 150, false, null, 0, 0));
    }
}
