package dev.sandbox.app.core.sound;

/**
 * A pipe's end open to the air, where its sound leaves. A wave reaching an open end is mostly
 * reflected, inverted, while its wavelength is long against the pipe's radius; the reflection
 * fades above ka = 1 (k the wavenumber, a the radius) and the wave goes out instead [Smith 2010,
 * "Radiation from an open end"]. The reflectance is modelled as an inverting one-pole low-pass
 * with its corner at ka = 1. What the listener hears is the pressure radiated by the flow out of
 * the end, a monopole: proportional to the time derivative of the volume velocity there [Kinsler
 * et al. 2000, §7.4], the difference of the arriving and the reflected waves.
 */
final class OpenEnd {

    /**
     * Share of a low-frequency wave reflected. Without flow nearly all is; the mean flow through
     * the end (out of a tail pipe, into an intake) sheds vortices at the lip that take a part of
     * each wave's energy, about (1 - M) / (1 + M) of its amplitude left at Mach number M: 0.85
     * for the M = 0.08 of a tail pipe or an intake mouth at speed (estimate).
     */
    private static final double LOW_FREQUENCY_REFLECTION = 0.85;

    private final double pole;
    private double lowPass;
    private double lastFlow;
    private double radiated;

    /**
     * @param radiusM the pipe's radius (in metres, &gt;0)
     * @param soundSpeedMps speed of sound at the end (in metres per second)
     */
    OpenEnd(double radiusM, double soundSpeedMps) {
        double cornerHz = soundSpeedMps / (2 * Math.PI * radiusM);
        pole = Math.exp(-2 * Math.PI * Math.min(cornerHz, 0.45 * EngineVoice.SAMPLE_RATE) / EngineVoice.SAMPLE_RATE);
    }

    /**
     * @param arriving the wave reaching the end
     * @return the wave reflected back into the pipe
     */
    double reflect(double arriving) {
        lowPass = pole * lowPass + (1 - pole) * arriving;
        double reflected = -LOW_FREQUENCY_REFLECTION * lowPass;
        double flow = arriving - reflected;
        radiated = flow - lastFlow;
        lastFlow = flow;
        return reflected;
    }

    /** @return the pressure radiated during the last sample (arbitrary scale) */
    double radiated() {
        return radiated;
    }

    /** Forgets its state. */
    void clear() {
        lowPass = 0;
        lastFlow = 0;
        radiated = 0;
    }
}
