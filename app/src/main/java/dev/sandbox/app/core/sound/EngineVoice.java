package dev.sandbox.app.core.sound;

import dev.sandbox.physics.powertrain.TorqueCurve;
import dev.sandbox.physics.spec.EngineSoundSpec;
import dev.sandbox.physics.spec.EngineSpec;
import java.util.List;

/**
 * The engine's voice, made sample by sample from its own working: the crank turns at the
 * engine's speed through the four-stroke cycle ({@link CrankEvents}); each cylinder, in the
 * spec's firing order and intervals, takes in a charge and burns it, and its exhaust valve lets
 * the burnt gas out as a blow-down pulse ({@link Pulse}) down its primary, through its group's
 * collector (the boxer's bank, the 4-2-1's pair) to the merge, the silencer and the tail pipe
 * ({@link PipeNetwork}, digital waveguides cut to the spec's pipe lengths). The intake valve's
 * suction pulse travels the intake's runners, plenums and air box the same way, with the roar
 * of the air's turbulence riding on it. What leaves the tail pipe and the intake's mouth is
 * what the listener hears, with the structure's noise ({@link BlockNoise}).
 *
 * <p>The charge a cylinder traps follows the pressure in the intake manifold, which follows the
 * throttle with the manifold's filling time: tau = 2 V_m / (eta_v V_d) revolutions, V_m the
 * volume between throttle and valves, V_d the displacement [Heywood 1988, §7.6.2]: a few
 * revolutions for a car's plenum, under two for a motorcycle's throttle bodies at the ports.
 * The displacement comes from the peak torque at a naturally aspirated engine's brake mean
 * effective pressure, V_d = 4 pi T / bmep [Heywood 1988, §2.7]. The charge also follows the
 * full-load torque curve's shape (the engine's breathing over its speed range). A burnt charge
 * leaves at several bar, a short, strong pulse, sharper the fuller the cylinder; a charge that
 * did not burn (fuel cut, overrun, misfire) leaves near atmospheric pressure, a weak, round one.
 * Every firing varies a little from the last (cycle-to-cycle variation, larger at light load
 * [Heywood 1988, §9.4]) and every cylinder from the others, as the spec says: that puts sound
 * into the engine orders between the firing harmonics. On overrun at high speed the starved
 * charge afterfires in the hot exhaust ({@link OverrunPops}).
 *
 * <p>The note's pitch comes only from the crank's speed: each call's speed is reached by a
 * ramp over the call's samples, so the pulses glide as the crank speeds up or slows, while a
 * throttle change is heard through the charge, as loudness and timbre.
 */
public final class EngineVoice {

    /** Output sample rate (in samples per second). */
    public static final int SAMPLE_RATE = 44_100;

    /** Brake mean effective pressure at peak torque of a naturally aspirated petrol engine (in pascals). */
    private static final double PEAK_BMEP_PA = 1.25e6;
    /** Volumetric efficiency at full throttle. */
    private static final double VOLUMETRIC_EFFICIENCY = 0.9;
    /** Speeds of sound in exhaust gas at about 850, 700 and 560 K, and in air at 20 degrees C (in m/s). */
    private static final PipeNetwork.Gas EXHAUST_GAS = new PipeNetwork.Gas(585, 530, 475);
    private static final PipeNetwork.Gas INTAKE_AIR = new PipeNetwork.Gas(343, 343, 343);
    /** Charge trapped with the throttle shut, as a share of a full one (the manifold near 0.2 bar). */
    private static final double CLOSED_CHARGE = 0.15;
    /** A charge that did not burn leaves at a fraction of a burnt one's blow-down pressure. */
    private static final double UNBURNT_PULSE = 0.15;
    /**
     * The blow-down's pace. The burnt gas leaves the cylinder through the exhaust valve choked,
     * in about V_cylinder / (A c*), A the flow area (about the primary's, which the port and the
     * valves' curtain match), c* = 580 m/s the choked gas's speed [Heywood 1988, §6.5]; the
     * pulse peaks at about a third of that: 0.24 ms for the Boxster's 520 cc cylinders into
     * 40 mm primaries, 0.16 ms for the CBR's 280 cc into 35 mm, the smaller cylinder's sharper
     * edge. A fuller cylinder empties at a higher pressure ratio, sooner: an empty one's pulse
     * peaks 5/3 as late; a charge that did not burn leaves slowly, near atmospheric pressure
     * (in seconds).
     */
    private static final double CHOKED_MPS = 580;
    private static final double PEAK_SHARE = 1 / 3.0;
    private static final double EMPTY_OVER_FULL = 5 / 3.0;
    private static final double BLOWDOWN_UNBURNT_S = 0.0006;
    /** An afterfire's pulse: mixture already in the pipe burning, faster than any blow-down (in seconds). */
    private static final double AFTERFIRE_S = 0.0001;
    /** Crank angle to the intake pulse's peak (in degrees: the piston's fastest, 60-80 degrees down). */
    private static final double SUCTION_DEG = 60;
    /** Share of a misfire in a blown engine. */
    private static final double BLOWN_MISFIRES = 0.35;
    /** Weights of the intake, of the roar on it, and of the structure in the mix. */
    private static final double INTAKE_SHARE = 0.6;
    private static final double ROAR = 0.8;
    /** The roar's turbulence: noise low-passed near 1.5 kHz (one-pole coefficient per sample). */
    private static final double TURBULENCE_POLE = 1 - Math.exp(-2 * Math.PI * 1500.0 / SAMPLE_RATE);
    private static final double STRUCTURE_SHARE = 0.001;
    /** Loudness of a full-load engine at its redline (RMS, full scale 1): the level the noise loops are set to. */
    private static final double REDLINE_RMS = EffectSounds.LOOP_RMS;

    private final int cylinders;
    private final double redlineRpm;
    private final double maxTorqueNm;
    private final TorqueCurve curve;
    private final EngineSoundSpec sound;
    private final double fillingRevolutions;
    private final double blowdownFullS;
    private final double structureShare;
    private final CrankEvents crank;
    private final PipeNetwork exhaust;
    private final PipeNetwork intake;
    private final double intakeLinkOpensRpm;
    private final Pulse[] blowdown;
    private final Pulse[] suction;
    private final double[] exhaustSource;
    private final double[] intakeSource;
    private final double[] cylinderGain;
    private final double[] charge;
    private final boolean[] burnt;
    private final double[] strength;
    private final Noise noise;
    private final Noise chance;
    private final OverrunPops pops = new OverrunPops();
    private final BlockNoise block = new BlockNoise();
    private final CrankEvents.Listener onEvent = this::event;
    private double gain = 1;
    private double mechanicalGain = 1;
    private boolean afterfires = true;
    private int afterfired;
    private boolean calibrating;

    private double rpmNow;
    private double manifold = 1;
    private double throttle;
    private double cutShare;
    private boolean blown;
    private double linkOpening;
    private double turbulence;

    /**
     * @param engine the engine: cylinders, firing order and intervals, torque curve, redline, sound
     * @param seed seed of the cylinders' spread and of the noise
     */
    public EngineVoice(EngineSpec engine, long seed) {
        this(engine, seed, Double.NaN);
    }

    /**
     * A voice whose loudness is already known (from another voice of the same engine and seed).
     *
     * @param engine the engine
     * @param seed seed of the cylinders' spread and of the noise
     * @param gain the output gain (NaN: calibrate it)
     */
    EngineVoice(EngineSpec engine, long seed, double gain) {
        cylinders = engine.cylinders();
        redlineRpm = engine.redlineRpm();
        curve = new TorqueCurve(engine.torqueCurve());
        maxTorqueNm = engine.torqueCurve().stream().mapToDouble(p -> p.torqueNm()).max().orElse(1);
        sound = engine.sound();
        crank = new CrankEvents(engine);
        exhaust = new PipeNetwork(sound.exhaust(), cylinders, EXHAUST_GAS);
        intake = new PipeNetwork(sound.intake(), cylinders, INTAKE_AIR);
        intakeLinkOpensRpm = sound.intake().crossLinkOpensRpm();
        fillingRevolutions = fillingRevolutions(engine);
        structureShare = STRUCTURE_SHARE * sound.mechanicalLevel();
        double primaryArea = Math.PI * Math.pow(sound.exhaust().runnerDiameterMm() / 2000.0, 2);
        blowdownFullS = PEAK_SHARE * displacementM3(maxTorqueNm) / cylinders / (primaryArea * CHOKED_MPS);
        blowdown = new Pulse[cylinders];
        suction = new Pulse[cylinders];
        for (int c = 0; c < cylinders; c++) {
            blowdown[c] = new Pulse();
            suction[c] = new Pulse();
        }
        exhaustSource = new double[cylinders];
        intakeSource = new double[cylinders];
        charge = new double[cylinders];
        burnt = new boolean[cylinders];
        strength = new double[cylinders];
        noise = new Noise(seed);
        chance = new Noise(seed * 31 + 7);
        cylinderGain = new double[cylinders];
        for (int c = 0; c < cylinders; c++) {
            cylinderGain[c] = Math.max(0.2, 1 + sound.cylinderSpread() * noise.gaussian());
        }
        this.gain = Double.isNaN(gain) ? calibrate() : gain;
    }

    /**
     * The displacement an engine of this peak torque has at a naturally aspirated engine's
     * mean effective pressure: V_d = 4 pi T / bmep.
     *
     * @param peakTorqueNm peak torque (in newton metres)
     * @return the displacement (in cubic metres)
     */
    static double displacementM3(double peakTorqueNm) {
        return 4 * Math.PI * peakTorqueNm / PEAK_BMEP_PA;
    }

    /** @return the volume between the throttle (at the intake's merge) and the valves (in cubic metres) */
    static double manifoldVolumeM3(EngineSoundSpec sound) {
        var in = sound.intake();
        double runnerArea = Math.PI * Math.pow(in.runnerDiameterMm() / 2000.0, 2);
        int cylinders = in.groups().stream().mapToInt(List::size).sum();
        double v = cylinders * runnerArea * in.runnerLengthM();
        for (int g = 0; g < in.groupLengthsM().size(); g++) {
            v += Math.max(0.6 * in.groups().get(g).size() * runnerArea, runnerArea) * in.groupLengthsM().get(g);
        }
        if (in.hasCrossLink()) {
            v += Math.max(0.6 * in.groups().get(0).size() * runnerArea, runnerArea) * in.crossLinkLengthM();
        }
        return v;
    }

    /**
     * The intake manifold's filling time: after a throttle change the pressure at the valves,
     * and with it the charge and the pulses' strength, follows with this time constant,
     * counted in crank revolutions (the pumping that fills or empties it goes with the crank).
     *
     * @param engine the engine
     * @return the time constant (in crank revolutions, &gt;0)
     */
    public static double fillingRevolutions(EngineSpec engine) {
        double peak = engine.torqueCurve().stream().mapToDouble(p -> p.torqueNm()).max().orElse(1);
        return 2 * manifoldVolumeM3(engine.sound()) / (VOLUMETRIC_EFFICIENCY * displacementM3(peak));
    }

    /** @param gain loudness of the valve train and the block against the gas's sound (1 = outside the vehicle) */
    public void setMechanicalGain(double gain) {
        mechanicalGain = gain;
    }

    /**
     * @param on false to leave out the overrun's afterfires: a loop played over and over would
     *     repeat its pops at the loop's period, so the live sound adds them as events instead
     */
    public void setAfterfires(boolean on) {
        afterfires = on;
    }

    /** @return the output gain that sets the loudness at the redline */
    double gain() {
        return gain;
    }

    /** @return how many afterfires (overrun pops) the exhaust has had */
    int afterfires() {
        return afterfired;
    }

    /**
     * Renders the engine, continuing from the previous call.
     *
     * @param out where the samples go (within -1..1)
     * @param offset first index written
     * @param length number of samples
     * @param rpm engine speed at the end of these samples (in rpm, &ge;0), reached by a ramp
     * @param throttle the throttle (0 = shut, 1 = wide open)
     * @param combustion what the firings do
     */
    public void render(float[] out, int offset, int length, double rpm, double throttle, Combustion combustion) {
        render(out, offset, length, rpm, throttle, combustion == Combustion.CUT ? 1 : 0, combustion == Combustion.BLOWN);
    }

    /**
     * Renders the engine, continuing from the previous call.
     *
     * @param out where the samples go (within -1..1)
     * @param offset first index written
     * @param length number of samples
     * @param rpm engine speed at the end of these samples (in rpm, &ge;0), reached by a ramp
     * @param throttle the throttle (0 = shut, 1 = wide open)
     * @param cutShare share of the firings whose fuel is cut (rev limiter, gear change; 0..1)
     * @param blown true when the engine is damaged: it misfires and knocks
     */
    public void render(float[] out, int offset, int length, double rpm, double throttle, double cutShare,
            boolean blown) {
        this.throttle = clamp(throttle);
        this.cutShare = clamp(cutShare);
        this.blown = blown;
        double target = Double.isFinite(rpm) ? Math.max(0, rpm) : 0;
        double start = rpmNow;
        pops.warm(burnCharge() * (1 - this.cutShare), length / (double) SAMPLE_RATE);
        for (int i = 0; i < length; i++) {
            rpmNow = start + (target - start) * (i + 1) / length;
            double revolutions = rpmNow / 60.0 / SAMPLE_RATE;
            manifold += (this.throttle - manifold) * (1 - Math.exp(-revolutions / fillingRevolutions));
            linkOpening += ((rpmNow >= intakeLinkOpensRpm ? 1 : 0) - linkOpening) * 0.002;
            intake.setCrossLinkOpening(linkOpening);
            double before = crank.cycleDeg();
            crank.turn(rpmNow * 6.0 / SAMPLE_RATE, onEvent);
            if (blown && crossedRevolution(before, crank.cycleDeg())) {
                block.knock();
            }
            turbulence += TURBULENCE_POLE * (noise.next() - turbulence);
            for (int c = 0; c < cylinders; c++) {
                exhaustSource[c] = blowdown[c].next();
                double drawn = suction[c].next();
                intakeSource[c] = drawn * (1 + ROAR * (0.3 + manifold) * turbulence);
            }
            double v = exhaust.step(exhaustSource) + INTAKE_SHARE * intake.step(intakeSource)
                    + structureShare * mechanicalGain * block.next(noise);
            out[offset + i] = (float) (calibrating ? gain * v : limit(gain * v));
        }
        if (!Double.isFinite(out[offset + length - 1])) {
            reset(); // cannot happen with finite inputs; a voice never stays broken
        }
    }

    /** One crank event of one cylinder. */
    private void event(CrankEvents.Kind kind, int c, double late) {
        double degPerSample = Math.max(1e-9, rpmNow * 6.0 / SAMPLE_RATE);
        double rpmShare = rpmNow / redlineRpm;
        switch (kind) {
            case FIRING -> {
                charge[c] = burnCharge();
                burnt[c] = blown ? chance.next() > 2 * BLOWN_MISFIRES - 1 : 0.5 + 0.5 * chance.next() >= cutShare;
                burnt[c] &= throttle >= OverrunPops.CLOSED_THROTTLE || rpmShare < OverrunPops.ONSET_SHARE;
                double variation = sound.combustionVariation() * (1 + 2 * (1 - charge[c]));
                strength[c] = cylinderGain[c] * Math.max(0.1, 1 + variation * noise.gaussian());
                if (burnt[c]) {
                    block.combustion(charge[c] * strength[c]);
                }
            }
            case EXHAUST_OPENS -> {
                double area;
                double tauS;
                if (burnt[c]) {
                    area = charge[c] * strength[c];
                    tauS = blowdownFullS * (1 + (EMPTY_OVER_FULL - 1) * (1 - charge[c]));
                } else {
                    area = UNBURNT_PULSE * charge[c] * strength[c];
                    tauS = BLOWDOWN_UNBURNT_S;
                }
                blowdown[c].strike(area, tauS * SAMPLE_RATE, late);
                double afterfire = blown || !afterfires ? 0 : pops.afterfire(rpmShare, throttle, chance);
                if (afterfire > 0) {
                    afterfired++;
                    blowdown[c].strike(afterfire, AFTERFIRE_S * SAMPLE_RATE, late);
                    block.combustion(afterfire);
                }
                block.tick(Math.pow(Math.min(rpmShare, 1.2), 1.5));
            }
            case INTAKE_OPENS -> {
                double tau = SUCTION_DEG / degPerSample;
                suction[c].strike(-0.5 * burnCharge(), tau, late);
                block.tick(0.6 * Math.pow(Math.min(rpmShare, 1.2), 1.5));
            }
            default -> throw new IllegalStateException(kind.toString());
        }
    }

    /** @return the charge a cylinder traps now, as a share of the most it ever traps */
    private double burnCharge() {
        double breathing = Math.max(0, curve.torqueNm(Math.max(rpmNow, 1))) / maxTorqueNm;
        return (CLOSED_CHARGE + (1 - CLOSED_CHARGE) * manifold) * breathing;
    }

    private static boolean crossedRevolution(double before, double after) {
        return after < before || (before < 360 && after >= 360);
    }

    /** A soft limit: linear to 0.9, then bending toward 1, so no sample can clip. */
    private static double limit(double v) {
        double a = Math.abs(v);
        if (a <= 0.9) {
            return v;
        }
        if (!Double.isFinite(a)) {
            return 0;
        }
        return Math.copySign(0.9 + 0.1 * Math.tanh((a - 0.9) / 0.1), v);
    }

    private static double clamp(double v) {
        return Double.isFinite(v) ? Math.max(0, Math.min(1, v)) : 0;
    }

    /** Sets the loudness so that the engine at full load at its redline has {@link #REDLINE_RMS}. */
    private double calibrate() {
        float[] probe = new float[SAMPLE_RATE / 4];
        calibrating = true;
        render(probe, 0, probe.length, redlineRpm, 1, 0, false);
        render(probe, 0, probe.length, redlineRpm, 1, 0, false);
        calibrating = false;
        double sum = 0;
        for (float f : probe) {
            sum += f * (double) f;
        }
        double rms = Math.sqrt(sum / probe.length);
        reset();
        return rms > 0 ? REDLINE_RMS / rms : 1;
    }

    /** Back to a stopped engine with empty pipes (the cylinders keep their spread). */
    private void reset() {
        exhaust.clear();
        intake.clear();
        for (int c = 0; c < cylinders; c++) {
            blowdown[c].clear();
            suction[c].clear();
        }
        rpmNow = 0;
        manifold = 1;
    }
}
