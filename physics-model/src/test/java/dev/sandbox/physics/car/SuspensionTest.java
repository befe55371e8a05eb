package dev.sandbox.physics.car;

import dev.sandbox.physics.sim.WheelTelemetry;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.ground.FlatGround;
import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.ground.GroundSample;
import dev.sandbox.physics.ground.Surface;
import dev.sandbox.physics.math.Complex;
import dev.sandbox.physics.reference.HeavePitchModel;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Boxster's sprung body on its four corners against the closed forms of a linear
 * heave-pitch model [Gillespie, ch. 5]: the spring rates come from the spec's ride frequencies,
 * so the model's free response, steady dive and squat can be computed independently and the
 * simulation must match them.
 */
class SuspensionTest {

    private static final double DT = 0.001;
    private final VehicleSpec spec = VehicleSpecs.load("boxster-s");

    @Test
    void releasedAlongEachModeTheBodyRingsAtThatModesFrequencyAndDamping() {
        SprungBody body = new SprungBody(spec);
        HeavePitchModel model = body.rideModel();
        Complex heaveMode = model.modes()[0];
        Complex pitchMode = model.modes()[1];
        double[] pitch = release(body, model.modeShapeHeavePerPitch(true) * 0.01, 0.01, true);
        assertEquals(HeavePitchModel.frequencyHz(pitchMode), ringingHz(pitch), 0.05 * HeavePitchModel.frequencyHz(pitchMode),
                "pitch frequency");
        assertEquals(HeavePitchModel.dampingRatio(pitchMode), ringingDampingRatio(pitch),
                0.05 * HeavePitchModel.dampingRatio(pitchMode),
                "pitch damping ratio");
        double[] heave = release(body, 0.01, 0.01 / model.modeShapeHeavePerPitch(false), false);
        assertEquals(HeavePitchModel.frequencyHz(heaveMode), ringingHz(heave), 0.05 * HeavePitchModel.frequencyHz(heaveMode),
                "heave frequency");
        assertEquals(HeavePitchModel.dampingRatio(heaveMode), ringingDampingRatio(heave),
                0.05 * HeavePitchModel.dampingRatio(heaveMode),
                "heave damping ratio");
        // both lie where sports cars' ride modes lie, 1-2.5 Hz [Milliken, ch. 16], and each
        // corner's own frequency is the spec's
        assertTrue(HeavePitchModel.frequencyHz(heaveMode) > 1.0 && HeavePitchModel.frequencyHz(pitchMode) < 2.5,
                HeavePitchModel.frequencyHz(heaveMode) + " / " + HeavePitchModel.frequencyHz(pitchMode));
    }

    /** Time of the peaks of a decaying oscillation (local maxima of |signal|). */
    private static List<double[]> peaks(double[] signal) {
        List<double[]> out = new ArrayList<>();
        for (int i = 1; i < signal.length - 1; i++) {
            if (Math.abs(signal[i]) > Math.abs(signal[i - 1]) && Math.abs(signal[i]) >= Math.abs(signal[i + 1])
                    && Math.abs(signal[i]) > 1e-7) {
                out.add(new double[] {i * DT, signal[i]});
            }
        }
        return out;
    }

    /** Frequency from the first and third zero crossings of a decaying oscillation (in hertz). */
    private static double ringingHz(double[] signal) {
        List<Double> crossings = new ArrayList<>();
        for (int i = 1; i < signal.length && crossings.size() < 3; i++) {
            if (Math.signum(signal[i]) != Math.signum(signal[i - 1])) {
                crossings.add((i - 1 + signal[i - 1] / (signal[i - 1] - signal[i])) * DT);
            }
        }
        return 1 / (crossings.get(2) - crossings.get(0));
    }

    /** Damping ratio from the logarithmic decrement between the release and the next same-sign peak. */
    private static double ringingDampingRatio(double[] signal) {
        double first = signal[0];
        double next = peaks(signal).stream().filter(q -> Math.signum(q[1]) == Math.signum(first) && q[0] > 0.1)
                .findFirst().orElseThrow()[1];
        double decrement = Math.log(first / next);
        return decrement / Math.sqrt(4 * Math.PI * Math.PI + decrement * decrement);
    }

    /** Starts the body displaced and lets it go with no forces; returns the pitch or heave history. */
    private static double[] release(SprungBody body, double heaveM, double pitchRad, boolean recordPitch) {
        body.reset();
        body.displace(heaveM, pitchRad);
        double[] rise = new double[4];
        double[] out = new double[3000];
        for (int i = 0; i < out.length; i++) {
            out[i] = recordPitch ? body.pitchRad() : body.heaveM();
            body.update(0, 0, rise, 0, 0, 0, Units.G, DT);
        }
        return out;
    }

    @Test
    void steadyBrakingDivesAsTheAntiDiveGeometryLeavesToTheSprings() {
        // steady 0.8 g braking: the springs carry (1 - anti-dive) of the sprung mass' pitch moment,
        // m_s h_s a; the static deflection solves [sum k, -sum k x; -sum k x, sum k x^2] (z, theta) = (0, M)
        SprungBody body = new SprungBody(spec);
        body.reset();
        double ax = -0.8 * Units.G;
        double[] rise = new double[4];
        for (int i = 0; i < 4000; i++) {
            body.wheelLoads(spec.chassis().totalMassKg() * Units.G);
            body.update(spec.chassis().totalMassKg() * ax, 0, rise, 0, 0, 0, Units.G, DT);
        }
        double expected = body.rideModel()
                .steadyPitchRad(-(1 - spec.suspension().antiDive()) * body.sprungMassKg() * body.sprungCgHeightM() * ax);
        assertEquals(expected, body.pitchRad(), 0.02 * Math.abs(expected), "dive");
        assertTrue(Math.toDegrees(body.pitchRad()) > 0.5 && Math.toDegrees(body.pitchRad()) < 2.5,
                "a sports car dives 1-2 degrees at 0.8 g: " + Math.toDegrees(body.pitchRad()));
        // and the wheel loads carry the whole transfer m h a / L, springs and links together
        double[] loads = body.wheelLoads(spec.chassis().totalMassKg() * Units.G);
        double front = loads[0] + loads[1];
        double staticFront = spec.chassis().totalMassKg() * Units.G * spec.chassis().cgToRearAxleM() / spec.chassis()
                .wheelbaseM();
        double transfer = spec.chassis().totalMassKg() * spec.chassis().cgHeightM() * -ax / spec.chassis().wheelbaseM();
        assertEquals(staticFront + transfer, front, 0.01 * transfer, "front axle load under braking");
    }

    @Test
    void launchSquatIsSmallerPerGThanBrakeDive() {
        SprungBody body = new SprungBody(spec);
        body.reset();
        double ax = 0.5 * Units.G;
        double[] rise = new double[4];
        for (int i = 0; i < 4000; i++) {
            body.wheelLoads(spec.chassis().totalMassKg() * Units.G);
            body.update(spec.chassis().totalMassKg() * ax, 0, rise, 0, 0, 0, Units.G, DT);
        }
        double expected = body.rideModel()
                .steadyPitchRad(-(1 - spec.suspension().antiSquat()) * body.sprungMassKg() * body.sprungCgHeightM() * ax);
        assertEquals(expected, body.pitchRad(), 0.02 * Math.abs(expected), "squat (nose up = negative)");
        assertTrue(body.pitchRad() < 0);
    }

    @Test
    void steadyCorneringRollsByTheSpecsRollGradient() {
        // phi / a_y = m_s h' / (K_front + K_rear - m_s g h') [Gillespie, ch. 6]; the bars are sized
        // from the spec's 2.2 deg/g, so 0.5 g gives 1.1 deg
        SprungBody body = new SprungBody(spec);
        body.reset();
        double ay = 0.5 * Units.G;
        double[] rise = new double[4];
        for (int i = 0; i < 4000; i++) {
            body.wheelLoads(spec.chassis().totalMassKg() * Units.G);
            body.update(0, spec.chassis().totalMassKg() * ay, rise, 0, 0, 0, Units.G, DT);
        }
        assertEquals(0.5 * spec.chassis().rollGradientDegPerG(), Math.toDegrees(body.rollRad()), 0.02);
        double[] loads = body.wheelLoads(spec.chassis().totalMassKg() * Units.G);
        // turning left: the right (outer) wheels carry more; the front share of the elastic transfer
        // is the spec's front roll-stiffness share
        assertTrue(loads[1] > loads[0] && loads[3] > loads[2]);
        double total = 0;
        for (double l : loads) {
            total += l;
        }
        assertEquals(spec.chassis().totalMassKg() * Units.G, total, 1.0, "lateral transfer moves load, it makes none");
    }

    /** Flat ground with a bump: a 5 cm high, 0.5 m long half-sine across x = 100 m, only at z > 0. */
    private static final class Bump implements Ground {
        @Override
        public GroundSample sample(double x, double z) {
            double u = x - 100;
            if (u < 0 || u > 0.5 || z < 0) {
                return GroundSample.of(0, Vec3.UNIT_Y, Surface.ASPHALT);
            }
            double h = 0.05 * Math.sin(Math.PI * u / 0.5);
            double dh = 0.05 * Math.PI / 0.5 * Math.cos(Math.PI * u / 0.5);
            return GroundSample.of(h, new Vec3(-dh, 1, 0).normalizedOr(Vec3.UNIT_Y), Surface.ASPHALT);
        }
    }

    @Test
    void aBumpUnderTheLeftWheelsLoadsThemThenUnloadsThem() {
        Car car = new Car(spec);
        Ground bump = new Bump();
        car.reset(0, 0, 0, bump);
        double speed = 60 / 3.6;
        car.body().setVelocity(new Vec3(speed, 0, 0));
        double staticFl = WheelTelemetry.of(car.wheels()[0]).loadN();
        double max = 0;
        double min = Double.MAX_VALUE;
        for (int i = 0; i < 9000; i++) {
            car.step(VehicleInput.pedals(0.25, 0), bump, DT);
            double x = car.body().position().x() + spec.chassis().cgToFrontAxleM();
            double load = WheelTelemetry.of(car.wheels()[0]).loadN();
            if (x > 99 && x < 104) {
                max = Math.max(max, load);
                min = Math.min(min, load);
            }
        }
        assertTrue(max > 1.3 * staticFl, "the bump loads the front-left tyre: peak " + max + " against " + staticFl);
        assertTrue(min < 0.8 * staticFl, "and unloads it as it drops off: " + min);
        // and the body settles again on the flat beyond
        assertEquals(0, Math.toDegrees(car.snapshot().bodyRollRad()), 0.05);
    }

    @Test
    void aLandingSettlesWithoutEnergyAppearing() {
        // dropped from 0.3 m at rest: the body's relative motion after touchdown only loses energy,
        // so the heave never rebounds above its first compression's mirror and it settles
        Car car = new Car(spec);
        Ground flat = new FlatGround();
        car.reset(0, 0, 0, flat);
        car.body().setPosition(new Vec3(0, 0.3, 0));
        double minHeave = 0;
        double maxAfter = -1;
        boolean landed = false;
        for (int i = 0; i < 4000; i++) {
            car.step(VehicleInput.pedals(0, 1), flat, DT);
            double z = car.sprungBody().heaveM();
            if (!car.body().airborne()) {
                landed = true;
            }
            if (landed) {
                minHeave = Math.min(minHeave, z);
                if (z < minHeave * 0.5) {
                    maxAfter = -1;
                }
                maxAfter = Math.max(maxAfter, z);
            }
        }
        assertTrue(minHeave < -0.02, "the landing compresses the springs: " + minHeave);
        assertTrue(maxAfter < -minHeave, "the rebound stays below the compression: " + maxAfter + " vs " + minHeave);
        assertEquals(0, car.sprungBody().heaveM(), 0.002, "settled");
        double total = 0;
        for (var w : car.wheels()) {
            total += WheelTelemetry.of(w).loadN();
        }
        assertEquals(spec.chassis().totalMassKg() * Units.G, total, 0.01 * spec.chassis().totalMassKg() * Units.G);
    }
}
