package dev.sandbox.app.drive;

import dev.sandbox.physics.assist.AssistSettings;
import dev.sandbox.physics.assist.DriverAids;
import dev.sandbox.physics.ground.FlatGround;
import dev.sandbox.physics.sim.Simulation;
import dev.sandbox.physics.sim.Vehicle;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.vehicles.Vehicles;

/**
 * Drives a private copy of the vehicle on a flat plane, on a background thread, through
 * {@link #SIMULATED_S} simulated seconds of throttle, braking and turns both ways, the way the
 * driving loop steps it (the driver aids, a snapshot after every step, sixteen or seventeen
 * steps a frame). The JIT compiles code once it has run often enough; left to the drive alone,
 * the model's step and its snapshot reached the optimising compiler 10-20 s into the drive, whose
 * compilations then took a core from the renderer in the slowest frames. Run once per vehicle
 * right after the first frame, this brings them forward to the first seconds, at about a fifth
 * of a second of CPU on the other core. Nothing of it reaches the drive.
 */
public final class ModelWarmUp {

    /** Simulated time of the warm-up drive (in seconds). */
    public static final double SIMULATED_S = 20.0;
    private static final double FRAME_S = 1.0 / 60;

    private ModelWarmUp() {
    }

    /**
     * Starts the warm-up drive on a daemon thread.
     *
     * @param spec the vehicle being driven
     * @param assists its driver aids as the drive has them
     * @return the thread (started)
     */
    public static Thread start(VehicleSpec spec, AssistSettings assists) {
        Thread t = new Thread(() -> drive(spec, assists), "model-warm-up");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        t.start();
        return t;
    }

    /**
     * The warm-up drive itself.
     *
     * @param spec the vehicle
     * @param assists its driver aids
     * @return the distance covered (in metres), so the work cannot be optimised away
     */
    static double drive(VehicleSpec spec, AssistSettings assists) {
        Vehicle vehicle = Vehicles.create(spec);
        vehicle.setAutomatic(true);
        AssistedVehicle assisted = new AssistedVehicle(vehicle, new DriverAids(vehicle, assists));
        FlatGround ground = new FlatGround();
        assisted.reset(0, 0, 0, ground);
        Simulation sim = new Simulation(new ObservedVehicle(assisted, s -> { }), ground);
        int frames = (int) Math.round(SIMULATED_S / FRAME_S);
        for (int i = 0; i < frames; i++) {
            sim.advance(FRAME_S, script(i * FRAME_S));
        }
        return sim.current().distanceM();
    }

    /** Full throttle, a hard stop, then part throttle through a left and a right turn. */
    private static VehicleInput script(double tS) {
        double phase = tS % 10.0;
        if (phase < 4) {
            return VehicleInput.pedals(1.0, 0);
        }
        if (phase < 6) {
            return VehicleInput.pedals(0, 0.9);
        }
        return VehicleInput.pedals(0.4, 0).withSteer(phase < 8 ? 0.3 : -0.3);
    }
}
