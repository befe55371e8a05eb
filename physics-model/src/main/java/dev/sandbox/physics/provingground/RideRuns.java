package dev.sandbox.physics.provingground;

import dev.sandbox.physics.sim.WheelTelemetry;
import dev.sandbox.physics.car.Car;
import dev.sandbox.physics.ground.FlatGround;
import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.ground.GroundSample;
import dev.sandbox.physics.ground.Surface;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.reference.HeavePitchModel;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Ride tests of a car on its suspension, as a ride engineer runs them: bounce and pitch
 * releases on a rig, steady braking and a launch for dive and squat, and a bump at speed.
 */
public final class RideRuns {

    private static final double DT = 0.001;
    /** How long a release rings before it is read (in seconds): two seconds hold every cycle that matters. */
    private static final double RELEASE_S = 3.0;
    private static final double BRAKING_G = 0.8;
    private static final double BUMP_HEIGHT_M = 0.05;
    private static final double BUMP_LENGTH_M = 0.5;
    private static final double BUMP_SPEED_KMH = 60;
    private static final double BUMP_X_M = 100;

    private final VehicleSpec spec;

    /** @param spec a car's spec */
    public RideRuns(VehicleSpec spec) {
        if (spec.suspension() == null) {
            throw new IllegalArgumentException(spec.id() + " has no suspension: the ride tests are for cars");
        }
        this.spec = spec;
    }

    /**
     * The ride figures.
     *
     * @param heaveFrequencyHz ringing frequency after a bounce release along the heave mode (in hertz)
     * @param pitchFrequencyHz ringing frequency after a pitch release along the pitch mode (in hertz)
     * @param pitchDampingRatio from the logarithmic decrement of that pitch release
     * @param brakeDivePitchDeg pitch under steady 0.8 g braking from 100 km/h (in degrees, nose down positive)
     * @param launchSquatPitchDeg largest nose-up pitch of a full-throttle standing start (in degrees, negative)
     * @param bumpLoadPeakFactor peak front-wheel load over its static load across a 5 cm x 0.5 m bump at 60 km/h
     * @param modelHeaveFrequencyHz the linear heave-pitch model's heave mode (in hertz)
     * @param modelPitchFrequencyHz its pitch mode (in hertz)
     * @param modelPitchDampingRatio its pitch mode's damping ratio
     * @param pitchHistory the pitch release's pitch every 10 ms (in degrees)
     * @param bumpLoadHistory the bump's front-left load every 10 ms from 0.5 s before it (in newtons)
     */
    public record Ride(double heaveFrequencyHz, double pitchFrequencyHz, double pitchDampingRatio,
            double brakeDivePitchDeg, double launchSquatPitchDeg, double bumpLoadPeakFactor,
            double modelHeaveFrequencyHz, double modelPitchFrequencyHz, double modelPitchDampingRatio,
            List<Double> pitchHistory, List<Double> bumpLoadHistory) {

        /** @return the figures without the time histories (for the table) */
        public Ride withoutHistories() {
            return new Ride(heaveFrequencyHz, pitchFrequencyHz, pitchDampingRatio, brakeDivePitchDeg,
                    launchSquatPitchDeg, bumpLoadPeakFactor, modelHeaveFrequencyHz, modelPitchFrequencyHz,
                    modelPitchDampingRatio, List.of(), List.of());
        }
    }

    /** @return the ride figures */
    public Ride ride() {
        Car probe = new Car(spec);
        HeavePitchModel model = probe.rideModel();
        if (!model.oscillates()) {
            throw new InvalidRun("the ride is overdamped: the linear heave-pitch model of these springs, dampers and "
                    + "pitch inertia has a mode that does not oscillate, so there is no ride frequency to measure");
        }
        var modes = model.modes();
        double[] pitch = release(model.modeShapeHeavePerPitch(true) * 0.01, 0.01, true);
        double[] heave = release(0.01, 0.01 / model.modeShapeHeavePerPitch(false), false);
        double heaveHz = Ringing.frequencyHz(heave, DT);
        double pitchHz = Ringing.frequencyHz(pitch, DT);
        if (!Double.isFinite(heaveHz) || !Double.isFinite(pitchHz)) {
            throw new InvalidRun(String.format(Locale.ROOT, "the body did not ring after the %s release (it crossed its "
                    + "rest place fewer than three times in %.0f s): no %s frequency to measure",
                    Double.isFinite(heaveHz) ? "pitch" : "heave", RELEASE_S, Double.isFinite(heaveHz) ? "pitch" : "heave"));
        }
        List<Double> pitchHistory = new ArrayList<>();
        for (int i = 0; i < pitch.length; i += 10) {
            pitchHistory.add(round(Math.toDegrees(pitch[i]), 4));
        }
        double[] bump = new double[1];
        List<Double> bumpHistory = bump(bump);
        return new Ride(round(heaveHz, 3), round(pitchHz, 3),
                round(Ringing.dampingRatio(pitch), 3), round(brakeDiveDeg(), 3), round(launchSquatDeg(), 3),
                round(bump[0], 3), round(HeavePitchModel.frequencyHz(modes[0]), 3),
                round(HeavePitchModel.frequencyHz(modes[1]), 3), round(HeavePitchModel.dampingRatio(modes[1]), 3),
                pitchHistory, bumpHistory);
    }

    /** The car at rest with the brakes on, its body let go from a displacement; returns pitch or heave. */
    private double[] release(double heaveM, double pitchRad, boolean recordPitch) {
        Car car = new Car(spec);
        Ground flat = new FlatGround();
        car.reset(0, 0, 0, flat);
        car.releaseBody(heaveM, pitchRad);
        double[] out = new double[(int) (RELEASE_S / DT)];
        VehicleInput hold = VehicleInput.pedals(0, 1);
        for (int i = 0; i < out.length; i++) {
            step(car, hold, flat);
            out[i] = recordPitch ? car.snapshot().bodyPitchRad() : car.rideHeaveM();
        }
        return out;
    }

    /** Steady 0.8 g braking from 100 km/h: the driver's foot holds the deceleration; the pitch is read at 60 km/h. */
    private double brakeDiveDeg() {
        Car car = new Car(spec);
        Ground flat = new FlatGround();
        car.reset(0, 0, 0, flat);
        cruise(car, flat, 100);
        double pedal = 0.5;
        VehicleSnapshot s = car.snapshot();
        while (Units.mpsToKmh(s.speedMps()) > 60) {
            double decelG = -s.longitudinalAccelMps2() / Units.G;
            pedal = Units.clamp(pedal + (BRAKING_G - decelG) * 0.02, 0, 1);
            s = step(car, VehicleInput.pedals(0, pedal), flat);
        }
        return Math.toDegrees(s.bodyPitchRad());
    }

    /** Full throttle from rest in first: the most nose-up pitch in the first two seconds. */
    private double launchSquatDeg() {
        Car car = new Car(spec);
        Ground flat = new FlatGround();
        car.reset(0, 0, 0, flat);
        car.setAutomatic(true);
        double min = 0;
        for (int i = 0; i < 2000; i++) {
            min = Math.min(min, step(car, VehicleInput.pedals(1, 0), flat).bodyPitchRad());
        }
        return Math.toDegrees(min);
    }

    /** At 60 km/h over a full-width bump; peak factor into out[0], the front-left load history returned. */
    private List<Double> bump(double[] out) {
        Car car = new Car(spec);
        Ground road = new Bump();
        car.reset(0, 0, 0, road);
        cruise(car, road, BUMP_SPEED_KMH);
        double staticLoad = spec.chassis().totalMassKg() * Units.G * spec.chassis().cgToRearAxleM()
                / spec.chassis().wheelbaseM() / 2;
        double peak = 0;
        List<Double> history = new ArrayList<>();
        double v = Units.kmhToMps(BUMP_SPEED_KMH);
        int step = 0;
        while (car.snapshot().position().x() + spec.chassis().cgToFrontAxleM() < BUMP_X_M + 3) {
            double frontX = car.snapshot().position().x() + spec.chassis().cgToFrontAxleM();
            step(car, VehicleInput.pedals(0.2, 0), road);
            double load = WheelTelemetry.of(car.wheels()[0]).loadN();
            if (frontX > BUMP_X_M - 0.5 * v) {
                peak = Math.max(peak, load);
                if (step++ % 10 == 0) {
                    history.add(round(load, 0));
                }
            }
        }
        out[0] = peak / staticLoad;
        return history;
    }

    /** Brings the car to a speed and holds it until 20 m before x = 100 m. */
    private static void cruise(Car car, Ground ground, double speedKmh) {
        double target = Units.kmhToMps(speedKmh);
        car.body().setVelocity(new Vec3(target, 0, 0));
        for (var w : car.wheels()) {
            w.setOmega(target / w.radiusM());
        }
        car.setAutomatic(true);
        for (int i = 0; i < 3000 && car.snapshot().position().x() < BUMP_X_M - 20; i++) {
            double error = target - car.snapshot().speedMps();
            step(car, VehicleInput.pedals(Units.clamp(0.3 + 0.5 * error, 0, 1), 0), ground);
        }
    }

    /**
     * One step of a ride run, with the checks of every proving-ground run.
     *
     * @return the state after it
     * @throws InvalidRun when the car goes over, its state stops being finite or the run never ends
     */
    private static VehicleSnapshot step(Car car, VehicleInput in, Ground ground) {
        car.step(in, ground, DT);
        VehicleSnapshot s = car.snapshot();
        TestTrack.check(s, false, TestTrack.MAX_RUN_S);
        return s;
    }

    /** Flat asphalt with a 5 cm high, 0.5 m long half-sine bump across the road at x = 100 m. */
    private static final class Bump implements Ground {
        @Override
        public GroundSample sample(double x, double z) {
            double u = x - BUMP_X_M;
            if (u < 0 || u > BUMP_LENGTH_M) {
                return GroundSample.of(0, Vec3.UNIT_Y, Surface.ASPHALT);
            }
            double h = BUMP_HEIGHT_M * Math.sin(Math.PI * u / BUMP_LENGTH_M);
            double dh = BUMP_HEIGHT_M * Math.PI / BUMP_LENGTH_M * Math.cos(Math.PI * u / BUMP_LENGTH_M);
            return GroundSample.of(h, new Vec3(-dh, 1, 0).normalizedOr(Vec3.UNIT_Y), Surface.ASPHALT);
        }
    }

    private static double round(double v, int digits) {
        return StraightLineRuns.round(v, digits);
    }
}
