package dev.sandbox.app.drive;

import dev.sandbox.physics.assist.AssistSettings;
import dev.sandbox.physics.assist.DriverAids;
import dev.sandbox.physics.ground.FlatGround;
import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.ground.InclinedPlane;
import dev.sandbox.physics.ground.Surface;
import dev.sandbox.physics.sim.Simulation;
import dev.sandbox.physics.sim.Vehicle;
import dev.sandbox.physics.sim.VehicleEvent;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.vehicles.Vehicles;
import java.util.EnumSet;
import java.util.Set;
import java.util.function.DoubleFunction;

/**
 * Drives a private copy of the vehicle on a plane, up a hill and over rough country
 * ({@link WarmUpGround}), on a background thread, through {@link #SIMULATED_S} simulated seconds
 * of throttle, braking, lifts, climbs and turns both ways and at last into a wall, the way the
 * driving loop steps it (the
 * driver aids, a snapshot after every step, sixteen or seventeen steps a frame). The JIT
 * compiles code once it has run often enough, and for the branches it has seen taken; left to
 * the drive alone, the model's step and its snapshot reached the optimising compiler 10-20 s
 * into the drive, and were compiled again each time the drive first shifted down, pressed into
 * a rising ground or passed a tree, each compilation taking a core from the renderer in the
 * slowest frames. Run once per vehicle right after the first frame, this brings them forward to
 * the first seconds of the drive, on the other core. Nothing of it
 * reaches the drive.
 */
public final class ModelWarmUp {

    /** Simulated time of the warm-up drive (in seconds). */
    public static final double SIMULATED_S = 66.0;
    /** Simulated time of its first leg, on a plane (in seconds). */
    static final double PLANE_S = 24.0;
    /** Simulated time of its second leg, up a hill (in seconds). */
    static final double HILL_S = 10.0;
    /** The hill's grade: steeper than an automatic box's climbing threshold. */
    static final double HILL_GRADE = 0.15;
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
     * What the warm-up drive went through, for the tests.
     *
     * @param distanceM distance covered (in metres)
     * @param events every event of any step
     * @param highestGear the highest gear engaged
     * @param downshifts how many times the gear went down
     * @param steepestClimbPct the steepest grade climbed at more than half throttle (in per cent)
     */
    record Coverage(double distanceM, Set<VehicleEvent> events, int highestGear, int downshifts,
            double steepestClimbPct) {
    }

    /**
     * The warm-up drive itself.
     *
     * @param spec the vehicle
     * @param assists its driver aids
     * @return what the drive went through (its distance keeps the work from being optimised away)
     */
    static Coverage drive(VehicleSpec spec, AssistSettings assists) {
        Vehicle vehicle = Vehicles.create(spec);
        vehicle.setAutomatic(true);
        AssistedVehicle assisted = new AssistedVehicle(vehicle, new DriverAids(vehicle, assists));
        Set<VehicleEvent> events = EnumSet.noneOf(VehicleEvent.class);
        int[] gears = new int[2];
        int[] lastGear = {1};
        double[] climb = new double[1];
        ObservedVehicle observed = new ObservedVehicle(assisted, s -> {
            note(s, events, gears, lastGear);
            if (s.input().throttle() > 0.5) {
                climb[0] = Math.max(climb[0], s.gradePct());
            }
        });
        double distanceM = leg(observed, new FlatGround(), PLANE_S, ModelWarmUp::onThePlane)
                + leg(observed, new InclinedPlane(HILL_GRADE, 0, Surface.ASPHALT), HILL_S, ModelWarmUp::upTheHill)
                + leg(observed, new WarmUpGround(), SIMULATED_S - PLANE_S - HILL_S, ModelWarmUp::inTheCountry);
        return new Coverage(distanceM, events, gears[0], gears[1], climb[0]);
    }

    /** One leg of the drive from the origin, reset to it after a crash as the player's reset key does. */
    private static double leg(ObservedVehicle observed, Ground ground, double seconds, DoubleFunction<VehicleInput> script) {
        observed.reset(0, 0, 0, ground);
        Simulation sim = new Simulation(observed, ground);
        double distanceM = 0;
        int frames = (int) Math.round(seconds / FRAME_S);
        for (int i = 0; i < frames; i++) {
            sim.advance(FRAME_S, script.apply(i * FRAME_S));
            if (sim.current().has(VehicleEvent.CRASHED)) {
                distanceM += sim.current().distanceM();
                observed.reset(0, 0, 0, ground);
                sim = new Simulation(observed, ground);
            }
        }
        return distanceM + sim.current().distanceM();
    }

    private static void note(VehicleSnapshot s, Set<VehicleEvent> events, int[] gears, int[] lastGear) {
        events.addAll(s.events());
        gears[0] = Math.max(gears[0], s.gear());
        if (s.gear() >= 1 && s.gear() < lastGear[0]) {
            gears[1]++;
        }
        lastGear[0] = s.gear();
    }

    /**
     * On the plane: full throttle, a hard stop, part throttle through a left and a right turn,
     * full throttle up to speed, then a lift that lets the box shift early up to its top gear.
     */
    private static VehicleInput onThePlane(double tS) {
        if (tS < 4) {
            return VehicleInput.pedals(1.0, 0);
        }
        if (tS < 6) {
            return VehicleInput.pedals(0, 0.9);
        }
        if (tS < 10) {
            return VehicleInput.pedals(0.4, 0).withSteer(tS < 8 ? 0.3 : -0.3);
        }
        return VehicleInput.pedals(tS < 19 ? 1.0 : 0.1, 0);
    }

    /**
     * Up the hill: under half throttle, which the box shifts up early for, then full throttle,
     * for which it holds its gear and, with the engine low in a high gear, shifts down.
     */
    private static VehicleInput upTheHill(double tS) {
        return VehicleInput.pedals(tS < 5 ? 0.45 : 1.0, 0);
    }

    /**
     * In the country: full throttle over the hills and crests, a hard stop, a kickdown in a
     * turn, a lift that lets the box shift down, twice; then straight on into the ring wall.
     */
    private static VehicleInput inTheCountry(double tS) {
        if (tS >= 24) {
            return VehicleInput.pedals(1.0, 0);
        }
        double phase = tS % 12.0;
        if (phase < 5) {
            return VehicleInput.pedals(1.0, 0).withSteer(tS < 12 ? 0.05 : -0.05);
        }
        if (phase < 7) {
            return VehicleInput.pedals(0, 0.9);
        }
        if (phase < 9) {
            return VehicleInput.pedals(0.4, 0).withSteer(phase < 8 ? 0.3 : -0.3);
        }
        if (phase < 10.5) {
            return VehicleInput.pedals(1.0, 0).withSteer(0.15);
        }
        return VehicleInput.pedals(0, 0).withSteer(-0.15);
    }
}
