package dev.sandbox.app.core.sound;

import dev.sandbox.physics.spec.EngineSpec;

/**
 * Short seamless loops of the engine note, made by {@link EngineVoice} at a ladder of engine
 * speeds 1.5 times apart, each at full load, on overrun and blown. Played back, each loop is
 * pitched by rpm / its own rpm (0.67..1.5 between neighbours, inside OpenAL's 0.5..2) and
 * neighbours are cross-faded with equal power (in phase: see the sound state), so the note follows the engine continuously
 * while the synthesis runs once, off the render thread, when the vehicle is chosen.
 */
public final class EngineLoops {

    /** Speed ratio between neighbouring loops. */
    public static final double STEP = 1.5;
    /**
     * Shortest loop (in seconds). The firings' cycle-to-cycle variation repeats with the loop, a
     * pattern heard as a rhythm when it comes round faster than about once a second.
     */
    private static final double MIN_LOOP_S = 1.2;
    /** Cross-fade at the loop's seam (in samples). */
    private static final int SEAM = 512;

    private final double[] rpm;
    private final float[][][] layers;

    /**
     * Synthesises the loops.
     *
     * @param engine the engine
     * @param seed seed of the voice
     */
    public EngineLoops(EngineSpec engine, long seed) {
        double low = 0.7 * engine.idleRpm();
        int count = 1;
        while (low * Math.pow(STEP, count - 1) < engine.damageRpm() / STEP * 1.2) {
            count++;
        }
        rpm = new double[count];
        layers = new float[count][Layer.values().length][];
        double gain = new EngineVoice(engine, seed).gain(); // calibrated once: every voice here is alike
        for (int k = 0; k < count; k++) {
            // a whole number of samples per four-stroke cycle, so the loop repeats seamlessly
            int cycle = (int) Math.round(EngineVoice.SAMPLE_RATE * 120.0 / (low * Math.pow(STEP, k)));
            rpm[k] = EngineVoice.SAMPLE_RATE * 120.0 / cycle;
            int cycles = (int) Math.ceil(MIN_LOOP_S * EngineVoice.SAMPLE_RATE / cycle);
            for (Layer layer : Layer.values()) {
                EngineVoice voice = new EngineVoice(engine, seed, gain);
                layers[k][layer.ordinal()] = loop(voice, rpm[k], cycle * cycles, layer);
            }
        }
    }

    /** The engine's conditions that have loops of their own. */
    public enum Layer {
        /** Full load. */
        ON,
        /** Closed throttle (overrun, fuel cut). */
        OFF,
        /** Blown engine. */
        BLOWN
    }

    /** @return the engine speed of the lowest loop (in rpm) */
    public double lowestRpm() {
        return rpm[0];
    }

    /** @return the engine speeds of the loops (in rpm, rising) */
    public double[] rpm() {
        return rpm.clone();
    }

    /**
     * @param index loop index
     * @param layer condition
     * @return the loop's samples (44.1 kHz mono)
     */
    public float[] samples(int index, Layer layer) {
        return layers[index][layer.ordinal()];
    }

    private static float[] loop(EngineVoice voice, double rpm, int length, Layer layer) {
        double throttle = layer == Layer.OFF ? 0.0 : 1.0;
        boolean blown = layer == Layer.BLOWN;
        voice.setAfterfires(false);
        float[] warm = new float[length];
        voice.render(warm, 0, length, rpm, throttle, 0, blown); // fills the pipes and the manifold
        float[] raw = new float[length + SEAM];
        voice.render(raw, 0, raw.length, rpm, throttle, 0, blown);
        float[] out = new float[length];
        System.arraycopy(raw, 0, out, 0, length);
        for (int i = 0; i < SEAM; i++) {
            float t = i / (float) SEAM;
            out[i] = raw[i] * t + raw[length + i] * (1 - t);
        }
        return out;
    }

    /**
     * Equal-power weights and pitches of the loops for an engine speed.
     *
     * @param engineRpm engine speed (in rpm)
     * @param weights filled with each loop's gain (0..1)
     * @param pitches filled with each loop's playback rate (0.5..2)
     */
    public void blend(double engineRpm, float[] weights, float[] pitches) {
        int n = rpm.length;
        double r = Math.max(engineRpm, 1);
        int k = 0;
        while (k + 1 < n && rpm[k + 1] <= r) {
            k++;
        }
        for (int i = 0; i < n; i++) {
            weights[i] = 0;
            pitches[i] = (float) Math.max(0.5, Math.min(2.0, r / rpm[i]));
        }
        if (r <= rpm[0]) {
            weights[0] = 1;
        } else if (k == n - 1) {
            weights[k] = 1;
        } else {
            // cross-fade over the middle third of the interval only: two loops pitched to the
            // same speed are coherent, and the less time both sound, the less any phase drift
            // between them can colour the note
            double t = Math.log(r / rpm[k]) / Math.log(rpm[k + 1] / rpm[k]);
            double x = Math.max(0, Math.min(1, (t - 1.0 / 3) * 3));
            weights[k] = (float) Math.cos(x * Math.PI / 2);
            weights[k + 1] = (float) Math.sin(x * Math.PI / 2);
        }
    }
}
