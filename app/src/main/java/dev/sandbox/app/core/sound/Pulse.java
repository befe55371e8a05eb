package dev.sandbox.app.core.sound;

/**
 * The gas flow a valve lets through in one event, as a pulse q(t) = t e^(-t/tau): a steep rise
 * while the valve opens and the pressure difference drives the flow, and a slower fall as the
 * cylinder empties (exhaust blow-down) or the piston's suction eases (intake) [Heywood 1988,
 * §6.5]. The area under the pulse is the gas that flows; a shorter tau pushes the same gas
 * through faster, a taller and sharper pulse. Made by a critically damped two-pole filter
 * struck by an impulse, so a pulse costs three multiplications a sample; the strike is shared
 * between two samples by where between them the event fell, so the pulses keep their timing to
 * a fraction of a sample.
 */
final class Pulse {

    private double pole;
    private double y1;
    private double y2;
    private double now;
    private double next;

    /**
     * Starts a pulse (one still sounding carries on beneath it).
     *
     * @param area the gas that flows (arbitrary unit: the area under the pulse in samples)
     * @param tauSamples time from the start to the peak (in samples, &gt;0)
     * @param late how far into the coming sample the event falls (0..1)
     */
    void strike(double area, double tauSamples, double late) {
        pole = Math.exp(-1 / Math.max(0.5, tauSamples));
        double impulse = area * (1 - pole) * (1 - pole);
        now += impulse * (1 - late);
        next += impulse * late;
    }

    /** @return the flow this sample */
    double next() {
        double y = 2 * pole * y1 - pole * pole * y2 + now;
        now = next;
        next = 0;
        y2 = y1;
        y1 = y;
        return y;
    }

    /** Silences it. */
    void clear() {
        y1 = 0;
        y2 = 0;
        now = 0;
        next = 0;
    }
}
