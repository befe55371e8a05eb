package dev.sandbox.app.core.sound;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.ground.FlatGround;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.sim.Simulation;
import dev.sandbox.physics.sim.Vehicle;
import dev.sandbox.physics.sim.VehicleEvent;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.sim.WheelTelemetry;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import dev.sandbox.physics.vehicles.Vehicles;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The mixing rules, checked on snapshots of the real model: the engine loops follow rpm, the
 * wind overtakes a full-throttle engine above 200 km/h, tyres squeal with the power they spend
 * sliding, the cockpit is quieter and more mechanical, the trackside camera hears the vehicle
 * where it is, an impact's thump grows with the impact speed, and in slow motion every rate
 * follows the time scale.
 */
class VehicleSoundsTest {

    private static final StepEvents.Frame QUIET = new StepEvents.Frame(0, 0, false);
    private static VehicleSpec spec;
    private static EngineLoops loops;
    private static VehicleSnapshot cruising;

    @BeforeAll
    static void drive() {
        spec = VehicleSpecs.load("boxster-s");
        loops = new EngineLoops(spec.engine(), 1);
        Vehicle car = Vehicles.create(spec);
        car.reset(0, 0, 0, new FlatGround());
        Simulation sim = new Simulation(car, new FlatGround());
        for (int i = 0; i < 300; i++) {
            sim.advance(0.01, new VehicleInput(1, 0, 0, 0, 0, false, false, false));
        }
        cruising = sim.current();
    }

    @Test
    void theLoopsCrossFadeWithEqualPowerAndArePitchedToTheEngineSpeed() {
        double[] rpm = loops.rpm();
        float[] w = new float[rpm.length];
        float[] p = new float[rpm.length];
        for (double r = 1000; r <= 7800; r += 37) {
            loops.blend(r, w, p);
            double power = 0;
            for (int k = 0; k < rpm.length; k++) {
                power += w[k] * w[k];
                if (w[k] > 0) {
                    assertEquals(r, p[k] * rpm[k], 1e-3 * r, "loop " + k + " plays at the engine's speed");
                }
            }
            assertEquals(1.0, power, 1e-6, "equal power at " + r + " rpm");
        }
    }

    @Test
    void windOvertakesTheEngineAtFullThrottleAbove200KmPerHour() {
        double engine120 = engineLevel(mix(withSpeed(cruising, 120 / 3.6, 6000, 1.0), QUIET, Hearing.OUTSIDE));
        VehicleSounds at120 = mix(withSpeed(cruising, 120 / 3.6, 6000, 1.0), QUIET, Hearing.OUTSIDE);
        VehicleSounds at230 = mix(withSpeed(cruising, 230 / 3.6, 6000, 1.0), QUIET, Hearing.OUTSIDE);
        double wind120 = at120.windGain * EffectSounds.LOOP_RMS;
        double wind230 = at230.windGain * EffectSounds.LOOP_RMS;
        double engine230 = engineLevel(at230);
        System.out.printf("wind vs engine (RMS): 120 km/h %.3f vs %.3f, 230 km/h %.3f vs %.3f%n",
                wind120, engine120, wind230, engine230);
        assertTrue(wind120 < 0.5 * engine120, "at 120 km/h the engine dominates");
        assertTrue(wind230 > engine230, "at 230 km/h the wind dominates");
    }

    @Test
    void squealGrowsWithTheSlidingPowerAndSkidsSoundLower() {
        VehicleSounds gentle = mix(withWheelSlip(cruising, 0.02, 0.0), QUIET, Hearing.OUTSIDE);
        VehicleSounds sliding = mix(withWheelSlip(cruising, 0.15, 0.0), QUIET, Hearing.OUTSIDE);
        VehicleSounds locked = mix(withWheelSlip(cruising, 0.0, -1.0), QUIET, Hearing.OUTSIDE);
        System.out.printf("front-left squeal: slip angle 0.02 rad %.3f, 0.15 rad %.3f (pitch %.2f), locked %.3f (pitch %.2f)%n",
                gentle.squealGain[0], sliding.squealGain[0], sliding.squealPitch[0], locked.squealGain[0],
                locked.squealPitch[0]);
        assertTrue(sliding.squealGain[0] > 2 * gentle.squealGain[0] && sliding.squealGain[0] > 0.1);
        assertTrue(locked.squealGain[0] > 0.1, "a locked wheel skids");
        assertTrue(locked.squealPitch[0] < sliding.squealPitch[0], "a skid is lower than a cornering squeal");
    }

    @Test
    void theCockpitIsQuieterAndMoreMechanicalAndTheTracksideCameraHearsTheVehicleWhereItIs() {
        VehicleSnapshot s = withSpeed(cruising, 100 / 3.6, 5000, 0.8);
        VehicleSounds chase = mix(s, QUIET, Hearing.OUTSIDE);
        double chaseEngine = engineLevel(chase);
        double chaseWhine = chase.whineGain;
        VehicleSounds cockpit = mix(s, QUIET, dev.sandbox.app.core.vehicles.VehicleKinds.of(spec).figures().cockpitHearing());
        assertTrue(engineLevel(cockpit) < 0.7 * chaseEngine, "engine quieter inside");
        assertTrue(cockpit.engineHighs < 0.5, "the body muffles the exhaust's highs");
        assertTrue(cockpit.whineGain > 2 * chaseWhine, "gear whine comes forward inside");
        assertFalse(chase.positional);
        assertTrue(mix(s, QUIET, Hearing.TRACKSIDE).positional, "trackside: distance and Doppler shift");
    }

    @Test
    void theLimitersCutSilencesTheCombustionLayer() {
        VehicleSounds cut = mix(withSpeed(cruising, 30, 7200, 1.0), new StepEvents.Frame(1, 0, false), Hearing.OUTSIDE);
        for (float[] loop : cut.engineGain) {
            assertEquals(0, loop[EngineLoops.Layer.ON.ordinal()], 1e-6);
        }
    }

    @Test
    void anImpactsThumpGrowsWithTheImpactSpeed() {
        StepEvents steps = new StepEvents();
        steps.accept(cruising);
        steps.accept(withEvents(withSpeed(cruising, 2, 3000, 0), EnumSet.of(VehicleEvent.COLLISION)));
        VehicleSounds soft = mix(cruising, steps.drain(), Hearing.OUTSIDE);
        float softGain = soft.thumpGain;
        steps.accept(cruising);
        steps.accept(withEvents(withSpeed(cruising, -3, 3000, 0), EnumSet.of(VehicleEvent.COLLISION)));
        VehicleSounds hard = mix(cruising, steps.drain(), Hearing.OUTSIDE);
        System.out.printf("thump: %.1f m/s impact %.2f, %.1f m/s impact %.2f%n",
                cruising.velocity().length() - 2, softGain, cruising.velocity().length() + 3, hard.thumpGain);
        assertTrue(softGain > 0 && hard.thumpGain > softGain);
        assertEquals(0, mix(cruising, steps.drain(), Hearing.OUTSIDE).thumpGain, "no impact, no thump");
    }

    @Test
    void inSlowMotionEveryRateFollowsTheTimeScaleAndAPauseIsSilent() {
        VehicleSnapshot s = withSpeed(cruising, 150 / 3.6, 6000, 1.0);
        VehicleSounds real = mix(s, QUIET, Hearing.OUTSIDE);
        double[] rpm = loops.rpm();
        for (double scale : new double[] {0.5, 0.25}) {
            VehicleSounds slow = new VehicleSounds(spec, loops);
            slow.update(s, QUIET, Hearing.OUTSIDE, 1 / 60.0, scale);
            // a recording played at `scale` of its speed: every frequency times the scale, so the
            // engine's firing frequency rpm/60 x 3 is heard as that of an engine at scale x rpm
            for (int k = 0; k < rpm.length; k++) {
                if (slow.engineGain[k][EngineLoops.Layer.ON.ordinal()] > 0) {
                    assertEquals(6000 * scale, slow.enginePitch[k] * rpm[k], 1e-3 * 6000 * scale,
                            "loop " + k + " plays the engine at " + scale + " x 6000 rpm");
                }
            }
            VehicleSounds slowerEngine = mix(withSpeed(cruising, 150 / 3.6, 6000 * scale, 1.0), QUIET, Hearing.OUTSIDE);
            for (int k = 0; k < rpm.length; k++) {
                assertEquals(slowerEngine.enginePitch[k], slow.enginePitch[k], 1e-6);
                assertEquals(slowerEngine.engineGain[k][0], slow.engineGain[k][0], 1e-6,
                        "the slowed note is the note of an engine turning " + scale + " times as fast");
            }
            double windRate = real.windPitch * scale;
            if (windRate >= 0.5) {
                assertEquals(windRate, slow.windPitch, 1e-6, "the wind's rate follows the time scale");
                assertEquals(real.windGain, slow.windGain, 1e-6);
            } else {
                assertEquals(0.5, slow.windPitch, 1e-6, "held at OpenAL's lowest rate");
                assertEquals(real.windGain * (windRate / 0.5) * (windRate / 0.5), slow.windGain, 1e-6,
                        "and faded with the square of the shortfall");
            }
        }
        VehicleSounds idleQuarter = new VehicleSounds(spec, loops);
        idleQuarter.update(withSpeed(cruising, 0, spec.engine().idleRpm(), 0), QUIET, Hearing.OUTSIDE, 1 / 60.0, 1 / 16.0);
        assertTrue(engineLevel(idleQuarter) < 0.2 * engineLevel(real),
                "an idle slowed 16 times fires a few times a second: no longer a note, faded");
        VehicleSounds paused = new VehicleSounds(spec, loops);
        paused.update(s, QUIET, Hearing.OUTSIDE, 1 / 60.0, 0);
        assertEquals(0, engineLevel(paused), 1e-9, "paused: the engine is silent");
        assertEquals(0, paused.windGain + paused.whineGain + paused.rumbleGain + paused.clutchGain, 1e-9,
                "paused: nothing plays");
    }

    @Test
    void theGearWhineIsHeardOnlyAtTheMeshingFrequency() {
        // the whine loop can be played at 0.5..2 times its own pitch; a mesh outside that range
        // must be silent rather than held at the range's end, a line that follows nothing
        double wheelRadPerS = 0;
        for (WheelTelemetry t : cruising.wheels()) {
            wheelRadPerS = Math.max(wheelRadPerS, Math.abs(t.angularVelocityRadPerS()));
        }
        assertTrue(cruising.gear() != 0 && wheelRadPerS > 1, "the cruising car turns its wheels in gear");
        int heard = 0;
        for (double meshHz = 20; meshHz < 3000; meshHz *= 1.1) {
            double factor = meshHz / (wheelRadPerS / (2 * Math.PI) * spec.transmission().finalDriveRatio()
                    * VehicleSounds.PINION_TEETH);
            VehicleSounds v = mix(withWheelSpeed(cruising, factor), QUIET, Hearing.OUTSIDE);
            if (v.whineGain > 0) {
                heard++;
                assertEquals(meshHz, v.whinePitch * EffectSounds.WHINE_HZ, 1e-3 * meshHz, "heard at its own pitch");
            }
        }
        assertTrue(heard > 5, "heard between half and twice the loop's pitch: " + heard);
        VehicleSounds slow = mix(withWheelSpeed(cruising, 0.3 * EffectSounds.WHINE_HZ / (wheelRadPerS / (2 * Math.PI)
                * spec.transmission().finalDriveRatio() * VehicleSounds.PINION_TEETH)), QUIET, Hearing.OUTSIDE);
        assertEquals(0, slow.whineGain, 1e-9, "a mesh at 0.3 times the loop's pitch is silent");
    }

    /** Every wheel turning factor times as fast. */
    private static VehicleSnapshot withWheelSpeed(VehicleSnapshot s, double factor) {
        List<WheelTelemetry> wheels = new ArrayList<>();
        for (WheelTelemetry w : s.wheels()) {
            wheels.add(new WheelTelemetry(w.name(), w.contactPoint(), w.steerAngleRad(), w.spinAngleRad(),
                    w.angularVelocityRadPerS() * factor, w.slipRatio(), w.slipAngleRad(), w.loadN(),
                    w.longitudinalForceN(), w.lateralForceN(), w.grounded(), w.surface()));
        }
        return new VehicleSnapshot(s.timeS(), s.position(), s.velocity(), s.forward(), s.up(), s.headingRad(),
                s.speedMps(), s.longitudinalAccelMps2(), s.lateralAccelMps2(), s.yawRateRadPerS(), s.sideslipRad(),
                s.bodyPitchRad(), s.bodyRollRad(), s.engineRpm(), s.engineTorqueNm(), s.gear(), s.automatic(),
                s.clutchEngagement(), s.clutchSlipping(), s.input(), s.roadWheelAngleRad(), s.distanceM(), s.gradePct(),
                s.sideSlopePct(), wheels, s.events(), s.kind());
    }

    private static VehicleSounds mix(VehicleSnapshot s, StepEvents.Frame f, Hearing h) {
        VehicleSounds v = new VehicleSounds(spec, loops);
        v.update(s, f, h, 1 / 60.0);
        return v;
    }

    /** Loudness of the engine loops as mixed (RMS of the full-load and overrun loops times their gains). */
    private static double engineLevel(VehicleSounds v) {
        double sum = 0;
        for (int k = 0; k < v.engineGain.length; k++) {
            for (EngineLoops.Layer l : EngineLoops.Layer.values()) {
                double g = v.engineGain[k][l.ordinal()];
                double rms = Spectrum.rms(loops.samples(k, l), 0, loops.samples(k, l).length);
                sum += g * g * rms * rms;
            }
        }
        return Math.sqrt(sum);
    }

    private static VehicleSnapshot withSpeed(VehicleSnapshot s, double speedMps, double rpm, double throttle) {
        Vec3 v = s.forward().times(speedMps);
        return new VehicleSnapshot(s.timeS(), s.position(), v, s.forward(), s.up(), s.headingRad(), speedMps,
                s.longitudinalAccelMps2(), s.lateralAccelMps2(), s.yawRateRadPerS(), s.sideslipRad(), s.bodyPitchRad(),
                s.bodyRollRad(), rpm, s.engineTorqueNm(), s.gear(), s.automatic(), s.clutchEngagement(),
                s.clutchSlipping(), new VehicleInput(throttle, 0, 0, 0, 0, false, false, false), s.roadWheelAngleRad(),
                s.distanceM(), s.gradePct(), s.sideSlopePct(), s.wheels(), s.events(), s.kind());
    }

    private static VehicleSnapshot withEvents(VehicleSnapshot s, Set<VehicleEvent> events) {
        return new VehicleSnapshot(s.timeS(), s.position(), s.velocity(), s.forward(), s.up(), s.headingRad(),
                s.speedMps(), s.longitudinalAccelMps2(), s.lateralAccelMps2(), s.yawRateRadPerS(), s.sideslipRad(),
                s.bodyPitchRad(), s.bodyRollRad(), s.engineRpm(), s.engineTorqueNm(), s.gear(), s.automatic(),
                s.clutchEngagement(), s.clutchSlipping(), s.input(), s.roadWheelAngleRad(), s.distanceM(), s.gradePct(),
                s.sideSlopePct(), s.wheels(), events, s.kind());
    }

    /** The front-left tyre at a slip angle and slip ratio, with the forces a tyre gives there (about 1 g of grip). */
    private static VehicleSnapshot withWheelSlip(VehicleSnapshot s, double slipAngleRad, double slipRatio) {
        List<WheelTelemetry> wheels = new ArrayList<>(s.wheels());
        WheelTelemetry w = wheels.get(0);
        double fy = w.loadN() * Math.min(1, slipAngleRad / 0.1);
        double fx = -w.loadN() * Math.min(1, Math.abs(slipRatio) / 0.1) * 0.8;
        wheels.set(0, new WheelTelemetry(w.name(), w.contactPoint(), w.steerAngleRad(), w.spinAngleRad(),
                w.angularVelocityRadPerS(), slipRatio, slipAngleRad, w.loadN(), fx, fy, true, w.surface()));
        return new VehicleSnapshot(s.timeS(), s.position(), s.velocity(), s.forward(), s.up(), s.headingRad(),
                s.speedMps(), s.longitudinalAccelMps2(), s.lateralAccelMps2(), s.yawRateRadPerS(), s.sideslipRad(),
                s.bodyPitchRad(), s.bodyRollRad(), s.engineRpm(), s.engineTorqueNm(), s.gear(), s.automatic(),
                s.clutchEngagement(), s.clutchSlipping(), s.input(), s.roadWheelAngleRad(), s.distanceM(), s.gradePct(),
                s.sideSlopePct(), wheels, s.events(), s.kind());
    }
}
