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
import java.util.function.Consumer;
import java.util.function.DoubleFunction;

/**
 * Drives a private copy of the vehicle on a plane along -x, and up a hill and over rough country
 * ({@link WarmUpGround}) along +x, on a background thread, through {@link #SIMULATED_S} simulated seconds
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
    public static final double SIMULATED_S = 72.0;
    /** Simulated time of its first leg, on a plane (in seconds). */
    static final double PLANE_S = 24.0;
    /** Simulated time of its second leg, up a hill (in seconds). */
    static final double HILL_S = 16.0;
    /** The hill's grade: steeper than an automatic box's climbing threshold. */
    static final double HILL_GRADE = 0.15;
    /**
     * The plane leg's heading (in radians): along -x, against the other legs' +x, with its turns
     * either side of it. The heading is an atan2 of the forward axis, whose branches for an axis
     * pointing to -x the warm-up never took when every leg ran along +x: the drive's first such
     * heading threw away the compiled step (atan2 inlined in it) and had it compiled again
     * 25-30 s in.
     */
    static final double PLANE_HEADING_RAD = Math.PI;
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
     * @param climbingDownshifts how many of those at more than half throttle up a grade over 8 %
     * @param quadrants the quadrants the heading passed through, a bit each (1 for +x+z ... 8)
     */
    record Coverage(double distanceM, Set<VehicleEvent> events, int highestGear, int downshifts,
            int climbingDownshifts, int quadrants) {
    }

    /** Counts what the drive goes through, step by step. */
    private static final class Tally implements Consumer<VehicleSnapshot> {

        /** The grade above which a downshift counts as one on a climb (in per cent). */
        static final double CLIMB_PCT = 8;
        final Set<VehicleEvent> events = EnumSet.noneOf(VehicleEvent.class);
        int highestGear;
        int downshifts;
        int climbingDownshifts;
        int quadrants;
        private int lastGear = 1;

        @Override
        public void accept(VehicleSnapshot s) {
            events.addAll(s.events());
            highestGear = Math.max(highestGear, s.gear());
            if (s.gear() >= 1 && s.gear() < lastGear) {
                downshifts++;
                if (s.input().throttle() > 0.5 && s.gradePct() > CLIMB_PCT) {
                    climbingDownshifts++;
                }
            }
            lastGear = s.gear();
            double c = Math.cos(s.headingRad());
            double n = Math.sin(s.headingRad());
            quadrants |= 1 << ((c < 0 ? 1 : 0) + (n < 0 ? 2 : 0));
        }
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
        Tally tally = new Tally();
        ObservedVehicle observed = new ObservedVehicle(assisted, tally);
        double distanceM = leg(observed, new FlatGround(), PLANE_HEADING_RAD, PLANE_S, ModelWarmUp::onThePlane)
                + leg(observed, new InclinedPlane(HILL_GRADE, 0, Surface.ASPHALT), 0, HILL_S, ModelWarmUp::upTheHill)
                + leg(observed, new WarmUpGround(), 0, SIMULATED_S - PLANE_S - HILL_S, ModelWarmUp::inTheCountry);
        return new Coverage(distanceM, tally.events, tally.highestGear, tally.downshifts, tally.climbingDownshifts,
                tally.quadrants);
    }

    /** One leg of the drive from the origin, reset to it after a crash as the player's reset key does. */
    private static double leg(ObservedVehicle observed, Ground ground, double headingRad, double seconds,
            DoubleFunction<VehicleInput> script) {
        observed.reset(0, 0, headingRad, ground);
        Simulation sim = new Simulation(observed, ground);
        double distanceM = 0;
        int frames = (int) Math.round(seconds / FRAME_S);
        for (int i = 0; i < frames; i++) {
            sim.advance(FRAME_S, script.apply(i * FRAME_S));
            if (sim.current().has(VehicleEvent.CRASHED)) {
                distanceM += sim.current().distanceM();
                observed.reset(0, 0, headingRad, ground);
                sim = new Simulation(observed, ground);
            }
        }
        return distanceM + sim.current().distanceM();
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
     * Up the hill: full throttle, for which the box holds each gear to the top; a light
     * throttle, for which it shifts up early and the hill slows the car; then full throttle
     * again with the engine low in the higher gear, for which it shifts down.
     */
    private static VehicleInput upTheHill(double tS) {
        return VehicleInput.pedals(tS < 10 || tS >= 13 ? 1.0 : 0.3, 0);
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
