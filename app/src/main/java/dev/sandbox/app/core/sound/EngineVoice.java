package dev.sandbox.app.core.sound;

import dev.sandbox.physics.spec.EngineSpec;
import java.util.List;

/**
 * The engine note made from the engine's own firing events. The crank turns at the engine
 * speed; each time it reaches the next firing of the spec's firing order (after that firing's
 * interval of crank angle) the cylinder sends an exhaust pressure pulse down the pipe. A
 * four-stroke fires each cylinder once per two revolutions, so the pulses come at
 * rpm/60 &times; cylinders/2 per second: 150 Hz for a flat-six at 3000 rpm, 200 Hz for an
 * inline four at 6000 rpm. That firing frequency is the note's fundamental.
 *
 * <p>Each pulse is a raised cosine lasting part of the firing interval (the exhaust valve's
 * blow-down); a harder pulse under load is shorter and stronger, so the note brightens with
 * throttle and with rpm. Every cylinder gets its own strength (manufacturing spread, the path to the
 * silencer) and every firing a little cycle-to-cycle variation: the uneven pulses add the
 * engine-order components between the firing harmonics that give each engine its character.
 * On top of the pulses: the pipe's resonance (tuned to the firing frequency at peak torque), intake roar (band-limited noise
 * shaped by the pulses, growing with throttle), valve-train ticks, and on overrun occasional pops of unburnt
 * fuel in the exhaust.
 */
public final class EngineVoice {

    /** Output sample rate (in samples per second). */
    public static final int SAMPLE_RATE = 44_100;

    private final int cylinders;
    private final int[] order;
    private final double[] intervalsDeg;
    private final double[] cylinderGain;
    private final double redlineRpm;
    private final Noise noise;
    private final BandPass pipe;
    private final BandPass intake;
    private final BandPass valveTrain;
    private final BandPass knockRing;

    private final double[] pulseAge = new double[4];
    private final double[] pulseLength = new double[4];
    private final double[] pulseAmp = new double[4];
    private int nextPulse;
    private int event;
    private double toNextDeg;
    private double revolutionDeg;
    private double highPassState;
    private double tickEnvelope;
    private double knockEnvelope;
    private double popEnvelope;
    private double intakeEnvelope;

    /**
     * @param engine the engine: cylinders, firing order and intervals, redline
     * @param seed seed of the per-cylinder spread and the noise
     */
    public EngineVoice(EngineSpec engine, long seed) {
        cylinders = engine.cylinders();
        List<Integer> o = engine.firingOrder();
        order = new int[cylinders];
        intervalsDeg = new double[cylinders];
        for (int i = 0; i < cylinders; i++) {
            order[i] = o.get(i) - 1;
            intervalsDeg[i] = engine.firingIntervalsDeg().get(i);
        }
        redlineRpm = engine.redlineRpm();
        noise = new Noise(seed);
        cylinderGain = new double[cylinders];
        for (int c = 0; c < cylinders; c++) {
            cylinderGain[c] = 1.0 + 0.07 * noise.gaussian();
        }
        double firingAtRedline = engine.firingFrequencyHz(redlineRpm);
        // a tuned exhaust resonates with the firing pulses where the engine makes its peak torque
        double peakTorqueRpm = engine.torqueCurve().stream()
                .max((a, b) -> Double.compare(a.torqueNm(), b.torqueNm())).orElseThrow().rpm();
        pipe = new BandPass(engine.firingFrequencyHz(peakTorqueRpm), 2.0, SAMPLE_RATE);
        intake = new BandPass(6.0 * firingAtRedline, 1.2, SAMPLE_RATE);
        valveTrain = new BandPass(5200, 2.0, SAMPLE_RATE);
        knockRing = new BandPass(2400, 8.0, SAMPLE_RATE);
        toNextDeg = intervalsDeg[0];
    }

    /**
     * Renders engine sound, continuing from the previous call.
     *
     * @param out where the samples go (about -1..1)
     * @param offset first index written
     * @param length number of samples
     * @param rpm engine speed (in rpm, &ge;0)
     * @param load how hard the engine works (0 = closed throttle, 1 = full load)
     * @param combustion what the firings do
     * @param crackle true to let the exhaust pop on overrun (closed throttle, high rpm)
     */
    public void render(float[] out, int offset, int length, double rpm, double load, Combustion combustion,
            boolean crackle) {
        double degPerSample = Math.max(rpm, 0) * 6.0 / SAMPLE_RATE;
        double level = 0.45 + 0.55 * Math.min(rpm / redlineRpm, 1.2);
        double hp = 2 * Math.PI * 20.0 / SAMPLE_RATE;
        for (int i = 0; i < length; i++) {
            toNextDeg -= degPerSample;
            while (toNextDeg <= 0 && degPerSample > 0) {
                fire(order[event], intervalsDeg[event] / degPerSample, load, combustion, crackle, rpm);
                event = (event + 1) % cylinders;
                toNextDeg += intervalsDeg[event];
            }
            revolutionDeg += degPerSample;
            if (revolutionDeg >= 360) {
                revolutionDeg -= 360;
                if (combustion == Combustion.BLOWN) {
                    knockEnvelope = 1.0;
                }
            }
            double pulses = 0;
            for (int p = 0; p < pulseAge.length; p++) {
                if (pulseAge[p] < pulseLength[p]) {
                    pulses += pulseAmp[p] * 0.5 * (1 - Math.cos(2 * Math.PI * pulseAge[p] / pulseLength[p]));
                    pulseAge[p]++;
                }
            }
            highPassState += (pulses - highPassState) * hp;
            double exhaust = pulses - highPassState;
            double resonance = pipe.apply(exhaust);
            intakeEnvelope += (pulses - intakeEnvelope) * 0.02;
            double roar = intake.apply(noise.next()) * intakeEnvelope * (0.15 + load);
            double ticks = valveTrain.apply(noise.next()) * tickEnvelope;
            tickEnvelope *= 0.97;
            double knock = knockRing.apply(noise.next()) * knockEnvelope;
            knockEnvelope *= 0.995;
            double pop = noise.next() * popEnvelope;
            popEnvelope *= 0.992;
            double v = level * (0.7 * exhaust + 0.2 * resonance + 0.35 * roar + 0.05 * ticks)
                    + 0.9 * knock + 0.5 * pop;
            out[offset + i] = (float) v;
        }
    }

    /** One cylinder's turn: starts its exhaust pulse and the valve tick. */
    private void fire(int cylinder, double intervalSamples, double load, Combustion combustion, boolean crackle,
            double rpm) {
        double amp;
        // harder and, as the revs rise, relatively shorter pulses: brighter, up to the
        // inline four's scream near its redline
        double width = (0.72 - 0.22 * load) * (1 - 0.2 * Math.min(1, rpm / redlineRpm));
        switch (combustion) {
            case FIRING -> amp = cylinderGain[cylinder] * (0.22 + 0.78 * load) * (1 + 0.04 * noise.gaussian());
            case CUT -> amp = 0.08 * cylinderGain[cylinder];
            default -> amp = noise.next() < -0.2 ? 0.06 : 0.5 * cylinderGain[cylinder] * (1 + 0.3 * noise.gaussian());
        }
        pulseAge[nextPulse] = 0;
        pulseLength[nextPulse] = Math.max(2, width * intervalSamples);
        pulseAmp[nextPulse] = amp;
        nextPulse = (nextPulse + 1) % pulseAge.length;
        tickEnvelope = 1.0;
        if (crackle && load < 0.05 && rpm > 0.45 * redlineRpm && noise.next() > 0.93) {
            popEnvelope = 0.6 + 0.4 * noise.next();
        }
    }
}
