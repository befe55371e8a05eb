package dev.sandbox.app.core.sound;

/**
 * The sounds other than the engine, made procedurally (44.1 kHz mono): loops for tyre squeal,
 * rumble on loose ground, wind, gear whine and clutch slip, and one-shots for impacts, gear
 * changes and exhaust pops. Their loudness and pitch are set live from the model.
 */
public final class EffectSounds {

    private static final int RATE = EngineVoice.SAMPLE_RATE;

    private EffectSounds() {
    }

    /**
     * Tyre squeal: the tread's stick-slip vibration, a narrow band near 800 Hz whose centre
     * wanders, with a harmonic; the pitch is raised live with the slip angle.
     *
     * @return one second, looping
     */
    public static float[] squeal() {
        Noise n = new Noise(11);
        BandPass a = new BandPass(820, 25, RATE);
        BandPass b = new BandPass(1640, 20, RATE);
        float[] out = new float[RATE];
        double wobble = 0;
        for (int i = 0; i < out.length; i++) {
            wobble += (n.next() * 0.02 - wobble * 0.0005);
            if (i % 64 == 0) {
                a.tune(820 * (1 + 0.03 * Math.sin(2 * Math.PI * 7 * i / RATE) + 0.02 * wobble), 25, RATE);
            }
            double x = n.next();
            out[i] = (float) (3.0 * a.apply(x) + 1.2 * b.apply(x));
        }
        return seamless(out);
    }

    /**
     * Rumble of tyres on grass or dirt: low, lumpy noise.
     *
     * @return one second, looping
     */
    public static float[] rumble() {
        Noise n = new Noise(12);
        BandPass low = new BandPass(90, 1.0, RATE);
        BandPass grit = new BandPass(900, 1.5, RATE);
        float[] out = new float[RATE];
        double lump = 0;
        for (int i = 0; i < out.length; i++) {
            if (i % 1500 == 0) {
                lump = 0.5 + 0.5 * Math.abs(n.next());
            }
            out[i] = (float) (1.6 * lump * low.apply(n.next()) + 0.25 * grit.apply(n.next()));
        }
        return seamless(out);
    }

    /**
     * Wind: broadband noise weighted to low frequencies (turbulence around the body or helmet).
     *
     * @return two seconds, looping
     */
    public static float[] wind() {
        Noise n = new Noise(13);
        BandPass body = new BandPass(350, 0.7, RATE);
        BandPass whistle = new BandPass(1800, 3.0, RATE);
        float[] out = new float[2 * RATE];
        double gust = 1;
        for (int i = 0; i < out.length; i++) {
            gust += (n.next() * 0.001);
            gust = Math.max(0.7, Math.min(1.3, gust));
            out[i] = (float) (gust * (0.9 * body.apply(n.next()) + 0.2 * whistle.apply(n.next())));
        }
        return seamless(out);
    }

    /** Reference frequency of the gear-whine loop (in hertz). */
    public static final double WHINE_HZ = 600;

    /**
     * Gear whine: the final drive's tooth-meshing tone and its second harmonic.
     *
     * @return a whole number of periods, about half a second, looping
     */
    public static float[] whine() {
        int len = (int) Math.round(RATE / WHINE_HZ * 300);
        float[] out = new float[len];
        for (int i = 0; i < len; i++) {
            double ph = 2 * Math.PI * WHINE_HZ * i / RATE;
            out[i] = (float) (0.6 * Math.sin(ph) + 0.25 * Math.sin(2 * ph + 0.4));
        }
        return out;
    }

    /**
     * Clutch slip: friction judder, a rough band of noise modulated at a low rate.
     *
     * @return one second, looping
     */
    public static float[] clutch() {
        Noise n = new Noise(14);
        BandPass band = new BandPass(700, 3, RATE);
        float[] out = new float[RATE];
        for (int i = 0; i < out.length; i++) {
            double judder = 0.6 + 0.4 * Math.sin(2 * Math.PI * 18 * i / RATE);
            out[i] = (float) (2.0 * judder * band.apply(n.next()));
        }
        return seamless(out);
    }

    /**
     * An impact: a low thump (a damped 70 Hz body mode) with a crack of broadband noise.
     *
     * @return about 0.4 s
     */
    public static float[] thump() {
        Noise n = new Noise(15);
        BandPass crack = new BandPass(1200, 0.8, RATE);
        float[] out = new float[(int) (0.4 * RATE)];
        for (int i = 0; i < out.length; i++) {
            double t = i / (double) RATE;
            out[i] = (float) (0.9 * Math.exp(-t / 0.06) * Math.sin(2 * Math.PI * 70 * t * (1 - 0.6 * t))
                    + 0.5 * Math.exp(-t / 0.012) * crack.apply(n.next()));
        }
        return out;
    }

    /**
     * A gear change: the selector's metallic clunk.
     *
     * @return about 0.15 s
     */
    public static float[] shift() {
        Noise n = new Noise(16);
        BandPass ring = new BandPass(2100, 12, RATE);
        BandPass body = new BandPass(180, 2, RATE);
        float[] out = new float[(int) (0.15 * RATE)];
        for (int i = 0; i < out.length; i++) {
            double t = i / (double) RATE;
            double x = n.next();
            out[i] = (float) (1.5 * Math.exp(-t / 0.02) * ring.apply(x) + 2.5 * Math.exp(-t / 0.03) * body.apply(x));
        }
        return out;
    }

    /**
     * An exhaust pop on overrun: unburnt fuel igniting in the hot pipe.
     *
     * @return about 0.08 s
     */
    public static float[] pop() {
        Noise n = new Noise(17);
        BandPass pipe = new BandPass(300, 1.2, RATE);
        float[] out = new float[(int) (0.08 * RATE)];
        for (int i = 0; i < out.length; i++) {
            double t = i / (double) RATE;
            double x = n.next();
            out[i] = (float) (Math.exp(-t / 0.008) * (0.7 * x + 2.0 * pipe.apply(x)));
        }
        return out;
    }

    /** Root-mean-square level of the noise loops, the engine's full-load level near its redline. */
    public static final double LOOP_RMS = 0.2;

    /**
     * Cross-fades the last 20 ms into the first so the loop has no click at its seam, and sets its level to {@link #LOOP_RMS}.
     */
    private static float[] seamless(float[] raw) {
        int seam = RATE / 50;
        int len = raw.length - seam;
        float[] out = new float[len];
        System.arraycopy(raw, 0, out, 0, len);
        for (int i = 0; i < seam; i++) {
            float t = i / (float) seam;
            out[i] = raw[i] * t + raw[len + i] * (1 - t);
        }
        double sum = 0;
        for (float f : out) {
            sum += f * (double) f;
        }
        float scale = (float) (LOOP_RMS / Math.sqrt(sum / out.length));
        for (int i = 0; i < len; i++) {
            out[i] *= scale;
        }
        return out;
    }
}
