package dev.sandbox.app.core.sound;

import dev.sandbox.physics.spec.EngineSpec;
import dev.sandbox.physics.spec.VehicleSpecs;

/**
 * Measures an engine voice the way the sound's tests and its report do: it renders a steady
 * engine with {@link EngineVoice} (no window, no device) and reads the engine orders from the
 * spectrum. An engine's sound is periodic in its four-stroke cycle, so every component lies on
 * a multiple of the cycle frequency rpm/120 (order 0.5, 1, 1.5...); the firing harmonics are
 * the multiples of the firing frequency rpm/60 x cylinders/2, and the orders between them (the
 * half orders) carry what makes one firing differ from the next.
 */
final class EngineOrders {

    /** Samples analysed: 1.5 s at 44.1 kHz, 0.67 Hz per bin. */
    static final int WINDOW = 65_536;

    final EngineSpec engine;
    final double rpm;
    final float[] samples;
    final Spectrum spectrum;

    /**
     * @param vehicle the vehicle's id
     * @param rpm the engine speed held (in rpm)
     * @param throttle the throttle (0..1)
     */
    EngineOrders(String vehicle, double rpm, double throttle) {
        engine = VehicleSpecs.load(vehicle).engine();
        this.rpm = rpm;
        EngineVoice voice = new EngineVoice(engine, vehicle.hashCode());
        voice.setAfterfires(false);
        float[] settle = new float[EngineVoice.SAMPLE_RATE / 2];
        voice.render(settle, 0, settle.length, rpm, throttle, 0, false);
        voice.render(settle, 0, settle.length, rpm, throttle, 0, false);
        samples = new float[WINDOW];
        voice.render(samples, 0, WINDOW, rpm, throttle, 0, false);
        spectrum = new Spectrum(samples, 0, WINDOW, EngineVoice.SAMPLE_RATE);
    }

    /** @return the firing frequency (in hertz) */
    double firingHz() {
        return engine.firingFrequencyHz(rpm);
    }

    /** @return the level of the firing frequency's n-th harmonic against its first (in dB) */
    double harmonicDb(int n) {
        return db(spectrum.magnitudeNear(n * firingHz()) / spectrum.magnitudeNear(firingHz()));
    }

    /**
     * @return the level of the strongest order between 0 and the first firing harmonic (the
     *     cycle frequency's multiples 1..cylinders/2·2 - 1) against the firing order (in dB)
     */
    double strongestHalfOrderDb() {
        double cycleHz = rpm / 120.0;
        int perFiring = (int) Math.round(firingHz() / cycleHz);
        double best = 0;
        for (int m = 1; m < perFiring; m++) {
            best = Math.max(best, spectrum.magnitudeNear(m * cycleHz));
        }
        return db(best / spectrum.magnitudeNear(firingHz()));
    }

    /** @return the spectral centroid from 20 Hz to 10 kHz (in hertz) */
    double centroidHz() {
        return spectrum.centroidHz(20, 10_000);
    }

    /**
     * @return the spread of the firings' loudness: the coefficient of variation of the RMS level
     *     over each firing interval of the rendered samples
     */
    double pulseSpread() {
        double interval = EngineVoice.SAMPLE_RATE / firingHz();
        int n = (int) (samples.length / interval) - 1;
        double[] level = new double[n];
        double mean = 0;
        for (int i = 0; i < n; i++) {
            level[i] = Spectrum.rms(samples, (int) Math.round(i * interval), (int) Math.round((i + 1) * interval));
            mean += level[i] / n;
        }
        double var = 0;
        for (double l : level) {
            var += (l - mean) * (l - mean) / n;
        }
        return Math.sqrt(var) / mean;
    }

    static double db(double ratio) {
        return 20 * Math.log10(ratio);
    }
}
