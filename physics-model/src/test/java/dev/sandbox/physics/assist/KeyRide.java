package dev.sandbox.physics.assist;

import dev.sandbox.physics.ground.FlatGround;
import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.sim.Vehicle;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.vehicles.Vehicles;

/**
 * A vehicle driven the way a keyboard player's keys reach it: through {@link KeyboardSteering},
 * {@link KeyboardPedals} and every assist a keyboard player gets ({@link DriverAids} with
 * {@link AssistSettings#defaults} for keys), stepped at 1 ms. Before the keys take over, a
 * steady foot (an analogue throttle) brings it to a speed.
 */
public final class KeyRide {

    /** The model step (in seconds). */
    public static final double DT = 0.001;

    /** The vehicle. */
    public final Vehicle vehicle;
    /** The ground. */
    public final Ground ground;
    private final DriverAids aids;
    private final KeyboardSteering steering;
    private final KeyboardPedals pedals;
    private double integral;

    /** @param id the vehicle, on level dry asphalt */
    public KeyRide(String id) {
        this(id, new FlatGround());
    }

    /**
     * @param id the vehicle
     * @param ground the ground
     */
    public KeyRide(String id, Ground ground) {
        this.vehicle = Vehicles.create(id);
        this.ground = ground;
        vehicle.reset(0, 0, 0, ground);
        vehicle.setAutomatic(true);
        aids = new DriverAids(vehicle, AssistSettings.defaults(vehicle.spec(), true));
        steering = KeyboardSteering.forVehicle(vehicle.spec());
        pedals = KeyboardPedals.forVehicle(vehicle.spec());
    }

    /** @return the latest snapshot */
    public VehicleSnapshot now() {
        return vehicle.snapshot();
    }

    /**
     * One step with the keys.
     *
     * @param throttle throttle key held
     * @param brake brake key held
     * @param steer +1 left key, -1 right key, 0 none
     * @return the snapshot after it
     */
    public VehicleSnapshot keys(boolean throttle, boolean brake, double steer) {
        return keys(throttle, brake, steer, false);
    }

    /** One step with the keys, the handbrake key too. */
    public VehicleSnapshot keys(boolean throttle, boolean brake, double steer, boolean handbrake) {
        VehicleSnapshot s = vehicle.snapshot();
        double speed = Math.abs(s.speedMps());
        VehicleInput in = new VehicleInput(pedals.throttle(throttle, DT), pedals.brake(brake, DT),
                steering.update(steer, speed, DT), handbrake ? 1 : 0, 0, false, false, false);
        vehicle.step(aids.apply(in, s, DT).input(), ground, DT);
        return vehicle.snapshot();
    }

    /** One step holding a speed with a steady foot (analogue throttle and brake) and the steer keys. */
    public VehicleSnapshot hold(double speedMps, double steer) {
        VehicleSnapshot s = vehicle.snapshot();
        double e = speedMps - s.speedMps();
        integral = Units.clamp(integral + e * DT, -2, 2);
        double u = 0.5 * e + 0.8 * integral + 0.15;
        VehicleInput in = new VehicleInput(Units.clamp(u, 0, 1), Units.clamp(-u, 0, 1),
                steering.update(steer, Math.abs(s.speedMps()), DT), 0, 0, false, false, false);
        vehicle.step(aids.apply(in, s, DT).input(), ground, DT);
        return vehicle.snapshot();
    }

    /** Gets to a speed with a steady foot and holds it for a while, no keys. */
    public KeyRide at(double kmh, double settleS) {
        double v = Units.kmhToMps(kmh);
        VehicleSnapshot s = now();
        while (s.speedMps() < v - 0.3 && s.timeS() < 60) {
            s = hold(v, 0);
        }
        double end = s.timeS() + settleS;
        while (s.timeS() < end) {
            s = hold(v, 0);
        }
        return this;
    }

    /** @return the heading change from {@code from} (in degrees, + = left) */
    public static double headingChangeDeg(VehicleSnapshot s, double from) {
        return Math.toDegrees(Math.IEEEremainder(s.headingRad() - from, 2 * Math.PI));
    }
}
