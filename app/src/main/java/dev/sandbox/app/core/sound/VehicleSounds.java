package dev.sandbox.app.core.sound;

import dev.sandbox.physics.ground.Surface;
import dev.sandbox.physics.sim.VehicleEvent;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.sim.WheelTelemetry;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * The mix of a vehicle's sounds for one frame, worked out from the model's snapshot: the
 * engine loops' gains and pitches from rpm, throttle and fuel cut; tyre squeal per wheel from
 * the power spent sliding; rumble on grass and dirt; wind from airspeed; gear whine from road
 * speed; clutch slip; and the one-shot sounds to start. In slow motion (a time scale below 1,
 * while driving or in the replay) every sound is played as a slowed recording would be: each
 * rate times the scale, so the engine's firing frequency is rpm/60 &times; firings per turn
 * &times; scale; a sound whose rate would fall below OpenAL's 0.5 is held there and faded with
 * the square of the shortfall (a 16 times slowed idle fires a few times a second, which is no
 * longer a note). Paused (scale 0) is silence. Plain numbers, no audio types, so the mixing
 * rules can be tested without a sound device.
 */
public final class VehicleSounds {

    /** Teeth of the final drive's pinion (or gearbox output sprocket): the whine's order. */
    static final double PINION_TEETH = 11;
    /** Slip power at which a tyre squeals at full loudness (in watts). */
    private static final double FULL_SQUEAL_W = 12_000;
    /** Slip power below which a tyre is silent (in watts). */
    private static final double SQUEAL_ONSET_W = 600;
    /** Engine loudness in the mix, leaving OpenAL's source gains (at most 1) room for the wind to pass it. */
    private static final double ENGINE_LEVEL = 0.6;
    /** Airspeed at which the wind is as loud as the engine at full load (in metres per second, 200 km/h). */
    private static final double WIND_EQUALS_ENGINE_MPS = 200 / 3.6;

    /** Lowest playback rate jME passes to OpenAL. */
    static final double MIN_RATE = 0.5;

    /** Most wheels a vehicle has (a car's four). */
    public static final int MAX_WHEELS = 4;

    private final VehicleSpec spec;
    private final EngineLoops loops;
    private final double fillingRevolutions;
    /** The charge the engine breathes, following the throttle through the manifold's filling (0..1). */
    private double breathing = Double.NaN;
    private final Noise chance = new Noise(99);

    /** Engine loop gains [loop][layer] and pitches [loop]. */
    public final float[][] engineGain;
    /** Engine loop playback rates. */
    public final float[] enginePitch;
    /** Share of the engine's highs let through (cockpit muffling). */
    public float engineHighs = 1;
    /** Squeal gain per wheel. */
    public final float[] squealGain;
    /** Squeal pitch per wheel. */
    public final float[] squealPitch;
    /** Rumble gain and pitch. */
    public float rumbleGain;
    /** Rumble pitch. */
    public float rumblePitch = 1;
    /** Wind gain and pitch. */
    public float windGain;
    /** Wind pitch. */
    public float windPitch = 1;
    /** Gear whine gain and pitch. */
    public float whineGain;
    /** Gear whine pitch. */
    public float whinePitch = 1;
    /** Clutch slip gain and pitch. */
    public float clutchGain;
    /** Clutch slip pitch. */
    public float clutchPitch = 1;
    /**
     * The velocity change of an impact heard at full loudness (in m/s): a square hit on a barrier at
     * 86 km/h, which rebounds at a quarter of its speed (1.25 x 24 m/s), so everyday knocks and
     * hard crashes sound apart.
     */
    static final double HARDEST_IMPACT_MPS = 30;

    /** Gain of an impact thump to start now, 0 = none. */
    public float thumpGain;
    /** Pitch of that thump (lower for harder impacts). */
    public float thumpPitch = 1;
    /** Gain of a shift clunk to start now, 0 = none. */
    public float shiftGain;
    /** Gain of an exhaust pop to start now, 0 = none. */
    public float popGain;
    /** Playback rate of the shift clunk (1 but in slow motion). */
    public float shiftPitch = 1;
    /** Playback rate of the exhaust pop (1 but in slow motion). */
    public float popPitch = 1;
    /** True when the sound comes from the vehicle's place (trackside camera). */
    public boolean positional;

    private final float[] weights;
    private final float[] pitches;

    /**
     * @param spec the vehicle
     * @param loops its engine loops
     */
    public VehicleSounds(VehicleSpec spec, EngineLoops loops) {
        this.spec = spec;
        this.fillingRevolutions = EngineVoice.fillingRevolutions(spec.engine());
        this.loops = loops;
        int n = loops.rpm().length;
        engineGain = new float[n][EngineLoops.Layer.values().length];
        enginePitch = new float[n];
        weights = new float[n];
        pitches = new float[n];
        squealGain = new float[MAX_WHEELS];
        squealPitch = new float[MAX_WHEELS];
    }

    /**
     * Works out the mix.
     *
     * @param s the latest snapshot
     * @param frame what happened in the steps since the last frame
     * @param hearing where the listener is
     * @param dtS frame time (in seconds)
     */
    public void update(VehicleSnapshot s, StepEvents.Frame frame, Hearing hearing, double dtS) {
        update(s, frame, hearing, dtS, 1);
    }

    /**
     * Works out the mix at a time scale.
     *
     * @param s the latest snapshot
     * @param frame what happened in the steps since the last frame
     * @param hearing where the listener is
     * @param dtS frame time (in seconds)
     * @param timeScale simulated seconds heard per wall second (1 = real time, 0.25 = a quarter
     *     speed, 0 = paused)
     */
    public void update(VehicleSnapshot s, StepEvents.Frame frame, Hearing hearing, double dtS, double timeScale) {
        double scale = Math.max(0, timeScale);
        positional = hearing.positional();
        engineHighs = (float) hearing.engineHighs();
        engine(s, frame, hearing, dtS, scale);
        tyres(s, hearing);
        double air = s.velocity().length();
        double w = air / WIND_EQUALS_ENGINE_MPS;
        windGain = (float) Math.min(1.0, 0.8 * w * w * hearing.windGain());
        windPitch = (float) clampPitch(0.6 + 0.6 * w);
        drivetrain(s, frame, hearing);
        double impact = frame.impactMps();
        // louder and lower with the velocity change, full at a change of HARDEST_IMPACT_MPS
        thumpGain = impact > 0.5 ? (float) Math.min(1.0, 0.1 + 0.9 * impact / HARDEST_IMPACT_MPS) : 0;
        thumpPitch = (float) clampPitch(1.2 - 0.5 * Math.min(1, impact / HARDEST_IMPACT_MPS));
        shiftPitch = 1;
        popPitch = 1;
        if (scale != 1) {
            slowDown(scale);
        }
    }

    /** Plays every sound but the engine (whose loops are chosen for the heard speed) at a time scale. */
    private void slowDown(double scale) {
        for (int i = 0; i < squealGain.length; i++) {
            squealGain[i] *= slowedGain(squealPitch[i], scale);
            squealPitch[i] = slowedRate(squealPitch[i], scale);
        }
        rumbleGain *= slowedGain(rumblePitch, scale);
        rumblePitch = slowedRate(rumblePitch, scale);
        windGain *= slowedGain(windPitch, scale);
        windPitch = slowedRate(windPitch, scale);
        whineGain *= slowedGain(whinePitch, scale);
        whinePitch = slowedRate(whinePitch, scale);
        clutchGain *= slowedGain(clutchPitch, scale);
        clutchPitch = slowedRate(clutchPitch, scale);
        thumpGain *= slowedGain(thumpPitch, scale);
        thumpPitch = slowedRate(thumpPitch, scale);
        shiftGain *= slowedGain(shiftPitch, scale);
        shiftPitch = slowedRate(shiftPitch, scale);
        popGain *= slowedGain(popPitch, scale);
        popPitch = slowedRate(popPitch, scale);
    }

    /**
     * @param rate a sound's playback rate at real time
     * @param scale the time scale
     * @return its rate at that scale, within OpenAL's 0.5..2
     */
    static float slowedRate(double rate, double scale) {
        return (float) clampPitch(rate * scale);
    }

    /**
     * @param rate a sound's playback rate at real time
     * @param scale the time scale
     * @return the factor on its gain: 1 while the slowed rate can be played, falling with the
     *     square of the shortfall below OpenAL's 0.5, 0 when paused
     */
    static float slowedGain(double rate, double scale) {
        double r = rate * scale;
        return r >= MIN_RATE ? 1f : (float) ((r / MIN_RATE) * (r / MIN_RATE));
    }

    private void engine(VehicleSnapshot s, StepEvents.Frame frame, Hearing hearing, double dtS, double scale) {
        // slowed down, the engine sounds as if it turned scale times slower: the loops for that speed
        double heardRpm = s.engineRpm() * scale;
        loops.blend(heardRpm, weights, pitches);
        double slowFade = scale >= 1 ? 1 : slowedGain(heardRpm / loops.lowestRpm(), 1);
        boolean blown = s.has(VehicleEvent.ENGINE_BLOWN);
        boolean running = s.engineRpm() > 0.3 * spec.engine().idleRpm();
        // the throttle reaches the cylinders through the manifold's filling, a few revolutions;
        // the note's pitch follows the crank alone (the loops' rates come from the engine speed)
        double throttle = Math.max(0, Math.min(1, s.engineThrottle()));
        double revolutions = s.engineRpm() / 60.0 * dtS * scale;
        breathing = Double.isNaN(breathing) ? throttle
                : breathing + (throttle - breathing) * (1 - Math.exp(-revolutions / fillingRevolutions));
        double load = breathing * (1 - frame.cutFraction());
        double on = blown || !running ? 0 : Math.sin(load * Math.PI / 2);
        double off = blown || !running ? 0 : Math.cos(load * Math.PI / 2);
        double broken = blown && running ? 1 : 0;
        for (int k = 0; k < weights.length; k++) {
            double g = weights[k] * hearing.engineGain() * ENGINE_LEVEL * slowFade;
            engineGain[k][EngineLoops.Layer.ON.ordinal()] = (float) (g * on);
            engineGain[k][EngineLoops.Layer.OFF.ordinal()] = (float) (g * off);
            engineGain[k][EngineLoops.Layer.BLOWN.ordinal()] = (float) (g * broken);
            enginePitch[k] = pitches[k];
        }
        boolean overrun = running && !blown && s.engineThrottle() < 0.05 && s.engineTorqueNm() < 0
                && s.engineRpm() > 0.45 * spec.engine().redlineRpm();
        popGain = overrun && chance.next() > 1 - 2 * 5.0 * dtS * scale ? (float) (0.35 + 0.3 * Math.abs(chance.next())) : 0;
        popGain *= (float) hearing.engineGain();
    }

    private void tyres(VehicleSnapshot s, Hearing hearing) {
        double rumble = 0;
        int wheels = Math.min(MAX_WHEELS, s.wheels().size());
        java.util.Arrays.fill(squealGain, 0f);
        for (int i = 0; i < wheels; i++) {
            WheelTelemetry t = s.wheels().get(i);
            squealGain[i] = 0;
            if (!t.grounded()) {
                continue;
            }
            double v = Math.abs(s.speedMps());
            if (t.surface() == Surface.GRASS || t.surface() == Surface.DIRT) {
                rumble += Math.min(1, v / 20) / wheels;
                continue;
            }
            // power spent sliding: force times sliding speed, along and across the wheel
            double slipPower = Math.abs(t.longitudinalForceN() * t.slipRatio() * v)
                    + Math.abs(t.lateralForceN() * Math.tan(t.slipAngleRad()) * v);
            double g = Math.max(0, Math.min(1, (slipPower - SQUEAL_ONSET_W) / FULL_SQUEAL_W));
            double wet = t.surface() == Surface.WET_ASPHALT ? 0.35 : 1.0;
            squealGain[i] = (float) (0.5 * g * wet * hearing.tyreGain());
            boolean skid = t.slipRatio() < -0.5;
            squealPitch[i] = (float) clampPitch(skid ? 0.65 : 0.85 + 2.0 * Math.min(0.25, Math.abs(t.slipAngleRad())));
        }
        double v = Math.abs(s.speedMps());
        rumbleGain = (float) (0.55 * rumble * hearing.tyreGain());
        rumblePitch = (float) clampPitch(0.6 + v / 40);
    }

    private void drivetrain(VehicleSnapshot s, StepEvents.Frame frame, Hearing hearing) {
        double wheelRevPerS = 0;
        for (WheelTelemetry t : s.wheels()) {
            wheelRevPerS = Math.max(wheelRevPerS, Math.abs(t.angularVelocityRadPerS()) / (2 * Math.PI));
        }
        double meshHz = wheelRevPerS * spec.transmission().finalDriveRatio() * PINION_TEETH;
        double torque = Math.abs(s.engineTorqueNm()) / Math.max(1, peakTorque());
        // the loop is heard only at the meshing frequency itself: where that would need a rate
        // outside OpenAL's 0.5..2 it fades out rather than sticking at a fixed pitch
        double rate = meshHz / EffectSounds.WHINE_HZ;
        double inRange = clamp01((rate - MIN_RATE) / 0.15) * clamp01((2.0 - rate) / 0.25);
        whineGain = s.gear() == 0 ? 0 : (float) (0.05 * inRange * (0.4 + torque) * hearing.mechanicalGain());
        whinePitch = (float) clampPitch(rate);
        boolean slipping = s.clutchSlipping() && s.gear() != 0 && s.clutchEngagement() > 0.05;
        clutchGain = slipping ? (float) (0.25 * s.clutchEngagement() * Math.min(1, s.engineRpm() / 3000)
                * hearing.mechanicalGain()) : 0;
        clutchPitch = (float) clampPitch(0.7 + s.engineRpm() / 10_000);
        shiftGain = frame.shiftStarted() ? (float) Math.min(1, 0.3 * hearing.mechanicalGain()) : 0;
    }

    private double peakTorque() {
        return spec.engine().torqueCurve().stream().mapToDouble(p -> p.torqueNm()).max().orElse(1);
    }

    private static double clamp01(double v) {
        return Math.max(0, Math.min(1, v));
    }

    /** OpenAL through jME takes playback rates from 0.5 to 2. */
    private static double clampPitch(double p) {
        return Math.max(MIN_RATE, Math.min(2.0, p));
    }
}
