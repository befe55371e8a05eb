package dev.sandbox.physics.provingground;

import dev.sandbox.physics.ground.FlatGround;
import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.ground.RoughGround;
import dev.sandbox.physics.math.Seeds;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.sim.InputRecording;
import dev.sandbox.physics.sim.Vehicle;
import dev.sandbox.physics.sim.VehicleEvent;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.vehicles.Vehicles;
import dev.sandbox.physics.sim.WheelTelemetry;
import dev.sandbox.physics.spec.VehicleSpec;
import java.util.random.RandomGenerator;

/**
 * A seeded random driver that abuses a vehicle over rough analytic country (full throttle,
 * full lock, handbrake at speed, reverse requested at speed, gear abuse, first gear at speed,
 * braking on slopes, jumps over crests) and checks the model's invariants on every step:
 * finite numbers, wheels not below the ground, and no energy that the engine did not put in.
 */
public final class Soak {

    /** How far below the ground a wheel may sit before it counts (suspension travel, in metres). */
    static final double BELOW_GROUND_TOLERANCE_M = 0.10;
    /** Energy that may appear over one second without engine work (tyre springs, in joules). */
    static final double ENERGY_TOLERANCE_J = 1500;

    private final VehicleSpec spec;

    /** @param spec the vehicle */
    public Soak(VehicleSpec spec) {
        this.spec = spec;
    }

    /**
     * The soak's figures.
     *
     * @param vehicle vehicle id
     * @param seed the driver's and the ground's seed
     * @param simulatedS simulated time (in seconds)
     * @param nanCount steps with a non-finite number
     * @param belowGroundCount steps with a wheel more than 10 cm below the ground
     * @param energyViolations one-second windows in which energy appeared without engine work
     * @param worldExitCount steps spent outside the world (0 on endless analytic ground)
     * @param maxSpeedKmh highest speed (in km/h)
     * @param resets times the driver put the vehicle back (blown engine, crash, stuck)
     * @param finalStateHash hash of the final model state (hex), equal across runs with the same arguments
     */
    public record Result(String vehicle, long seed, double simulatedS, long nanCount, long belowGroundCount,
            long energyViolations, long worldExitCount, double maxSpeedKmh, long resets, String finalStateHash) {
    }

    /**
     * Runs the soak.
     *
     * @param seed seed of the driver and of the ground
     * @param minutes simulated minutes (&gt;0)
     * @param recorder receives every input, or null
     * @return the figures
     */
    public Result run(long seed, double minutes, InputRecording.Recorder recorder) {
        return run(new RoughGround(seed), 0, 0, 0, Double.POSITIVE_INFINITY, seed, minutes, recorder);
    }

    /**
     * Runs the soak on any ground, e.g. the sandbox's terrain answered by Minie.
     *
     * @param ground the world
     * @param startX start x (in metres)
     * @param startZ start z (in metres)
     * @param startHeading start heading (in radians)
     * @param worldHalfExtentM the world's half size: leaving |x| or |z| beyond it counts as a world exit
     * @param seed seed of the driver
     * @param minutes simulated minutes (&gt;0)
     * @param recorder receives every input, or null
     * @return the figures
     */
    public Result run(Ground ground, double startX, double startZ, double startHeading, double worldHalfExtentM,
            long seed, double minutes, InputRecording.Recorder recorder) {
        Vehicle v = Vehicles.create(spec);
        v.reset(startX, startZ, startHeading, ground);
        // the proving ground's --csv and --plots watch the soak as they watch a test track
        TestTrack.RunObserver observer = TestTrack.observer();
        if (observer != null) {
            observer.newRun();
        }
        RandomGenerator rnd = Seeds.generator(seed, seed * 31 + 7);
        long steps = Math.round(minutes * 60 / TestTrack.DT);
        Mode mode = Mode.CRUISE;
        long modeLeft = 0;
        double steer = 0;
        double throttle = 0;
        long nan = 0;
        long below = 0;
        long energy = 0;
        long resets = 0;
        double maxSpeed = 0;
        double windowEnergy = energy(v.snapshot());
        double windowWork = 0;
        long stuckSteps = 0;
        long blownSteps = 0;
        long exits = 0;
        for (long i = 0; i < steps; i++) {
            if (modeLeft-- <= 0) {
                mode = Mode.values()[rnd.nextInt(Mode.values().length)];
                modeLeft = 500 + rnd.nextInt(5500);
                steer = rnd.nextDouble() * 2 - 1;
                throttle = rnd.nextDouble();
                boolean automatic = mode != Mode.FIRST_AT_SPEED && rnd.nextDouble() < 0.8;
                v.setAutomatic(automatic);
                if (recorder != null) {
                    recorder.recordMode(automatic);
                }
            }
            VehicleInput in = mode.input(throttle, steer, i, rnd);
            if (recorder != null) {
                recorder.record(in);
            }
            VehicleSnapshot before = v.snapshot();
            v.step(in, ground, TestTrack.DT);
            VehicleSnapshot s = v.snapshot();
            if (observer != null) {
                observer.step(s);
            }
            if (!s.isFinite()) {
                nan++;
                v.reset(0, 0, 0, ground);
                resets++;
                windowEnergy = energy(v.snapshot());
                windowWork = 0;
                continue;
            }
            below += wheelsBelow(s, ground) ? 1 : 0;
            exits += Math.max(Math.abs(s.position().x()), Math.abs(s.position().z())) > worldHalfExtentM ? 1 : 0;
            maxSpeed = Math.max(maxSpeed, s.velocity().length());
            windowWork += Math.max(0, before.engineTorqueNm() * Units.rpmToRadPerS(before.engineRpm())) * TestTrack.DT;
            if (i % 1000 == 999) {
                double e = energy(s);
                if (e - windowEnergy > windowWork + ENERGY_TOLERANCE_J) {
                    energy++;
                }
                windowEnergy = e;
                windowWork = 0;
            }
            stuckSteps = s.velocity().length() < 0.3 ? stuckSteps + 1 : 0;
            blownSteps = s.has(VehicleEvent.ENGINE_BLOWN) ? blownSteps + 1 : 0;
            if (stuckSteps > 20_000 || blownSteps > 5_000 || s.has(VehicleEvent.CRASHED) && rnd.nextInt(3000) == 0) {
                Vec3 p = s.position();
                boolean inside = Math.max(Math.abs(p.x()), Math.abs(p.z())) <= worldHalfExtentM;
                v.reset(inside ? p.x() : startX, inside ? p.z() : startZ, inside ? s.headingRad() : startHeading, ground);
                resets++;
                stuckSteps = 0;
                blownSteps = 0;
                windowEnergy = energy(v.snapshot());
                windowWork = 0;
            }
        }
        return new Result(spec.id(), seed, steps * TestTrack.DT, nan, below, energy, exits,
                HandlingRuns.round(Units.mpsToKmh(maxSpeed), 1), resets, Long.toHexString(v.stateHash()));
    }

    /** Kinetic, potential and rotating energy of the vehicle (in joules). */
    private double energy(VehicleSnapshot s) {
        double m = spec.chassis().totalMassKg();
        double e = 0.5 * m * s.velocity().dot(s.velocity()) + m * Units.G * s.position().y();
        double we = Units.rpmToRadPerS(s.engineRpm());
        e += 0.5 * spec.engine().inertiaKgM2() * we * we;
        int i = 0;
        for (WheelTelemetry w : s.wheels()) {
            double inertia = i < s.wheels().size() / 2 ? spec.frontWheel().inertiaKgM2() : spec.rearWheel().inertiaKgM2();
            e += 0.5 * inertia * w.angularVelocityRadPerS() * w.angularVelocityRadPerS();
            i++;
        }
        return e;
    }

    /** True when a wheel's place on the chassis lies well below the ground under it. */
    private static boolean wheelsBelow(VehicleSnapshot s, Ground ground) {
        for (WheelTelemetry w : s.wheels()) {
            Vec3 p = w.contactPoint();
            if (p.y() < ground.sample(p.x(), p.z()).heightM() - BELOW_GROUND_TOLERANCE_M) {
                return true;
            }
        }
        return s.position().y() < ground.sample(s.position().x(), s.position().z()).heightM() - 0.5;
    }

    /** What the random driver does for a while. */
    private enum Mode {
        CRUISE, FULL_THROTTLE, FULL_LOCK, HANDBRAKE_AT_SPEED, REVERSE_AT_SPEED, GEAR_ABUSE, FIRST_AT_SPEED, BRAKE, COAST;

        VehicleInput input(double throttle, double steer, long step, RandomGenerator rnd) {
            return switch (this) {
                case CRUISE -> new VehicleInput(0.2 + 0.6 * throttle, 0, steer * 0.3, 0, 0, false, false, false);
                case FULL_THROTTLE -> new VehicleInput(1, 0, steer * 0.1, 0, 0, false, false, true);
                case FULL_LOCK -> new VehicleInput(throttle, 0, Math.signum(steer), 0, 0, false, false, false);
                case HANDBRAKE_AT_SPEED -> new VehicleInput(0, 0, steer, 1, 0, false, false, false);
                case REVERSE_AT_SPEED -> new VehicleInput(throttle, 0, steer * 0.5, 0, 0, false, step % 300 < 150, false);
                case GEAR_ABUSE -> new VehicleInput(throttle, 0, steer * 0.2, 0, rnd.nextDouble() < 0.01 ? 1 : 0,
                        step % 400 < 200 && rnd.nextBoolean(), step % 400 >= 200 && rnd.nextBoolean(), false);
                case FIRST_AT_SPEED -> new VehicleInput(throttle, 0, 0, 0, 0, false, step % 200 < 100, false);
                case BRAKE -> new VehicleInput(0, 1, steer * 0.5, 0, 0, false, false, false);
                case COAST -> new VehicleInput(0, 0, 0, 0, 1, false, false, false);
            };
        }
    }

    /** @return the ground a recording names: "flat" or "rough SEED" */
    static Ground groundOf(String description) {
        String[] f = description.trim().split("\\s+");
        if (f[0].equals("rough") && f.length == 2) {
            return new RoughGround(Long.parseLong(f[1]));
        }
        if (f[0].equals("flat")) {
            return new FlatGround();
        }
        throw new IllegalArgumentException("unknown ground '" + description + "' (flat or rough SEED)");
    }
}
