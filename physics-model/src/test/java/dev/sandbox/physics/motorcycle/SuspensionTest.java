package dev.sandbox.physics.motorcycle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.math.Units;
import org.junit.jupiter.api.Test;

/** The sprung mass on its springs, as the tyres feel it: a base-excited oscillator. */
class SuspensionTest {

    private static final double MASS = 255;
    private static final double WEIGHT = MASS * Units.G;
    private static final double DT = 0.001;

    /**
     * One kink in the ground's path (the ground pushes the body up by 0.5 m/s in one step):
     * the tyres' load rings at the damped natural frequency f sqrt(1 - zeta^2) and each swing
     * is exp(-zeta w T / 2) of the one before (the logarithmic decrement of a base-excited
     * oscillator). With the CBR's 2.0 Hz and 0.35 that is 1.874 Hz, and 0.308 per half period.
     */
    @Test
    void aKinkRingsAtTheDampedRideFrequency() {
        double f = 2.0;
        double zeta = 0.35;
        Suspension s = new Suspension(MASS, f, zeta);
        double kick = MASS * 0.5 / DT;
        s.tyreLoadN(WEIGHT + kick, WEIGHT, false, DT);
        double previous = Double.NaN;
        double lastCrossing = Double.NaN;
        double before = s.tyreLoadN(WEIGHT, WEIGHT, false, DT) - WEIGHT;
        double peak = 0;
        java.util.List<Double> crossings = new java.util.ArrayList<>();
        java.util.List<Double> peaks = new java.util.ArrayList<>();
        for (int i = 2; i < 3000; i++) {
            double load = s.tyreLoadN(WEIGHT, WEIGHT, false, DT) - WEIGHT;
            if (Math.abs(load) > Math.abs(peak)) {
                peak = load;
            }
            if (before < 0 != load < 0) {
                // linear interpolation of the zero crossing
                crossings.add((i - 1 + before / (before - load)) * DT);
                peaks.add(peak);
                peak = 0;
            }
            before = load;
        }
        assertTrue(crossings.size() >= 6, "it rings: " + crossings.size() + " crossings");
        double halfPeriod = (crossings.get(5) - crossings.get(1)) / 4;
        double wd = 2 * Math.PI * f * Math.sqrt(1 - zeta * zeta);
        assertEquals(Math.PI / wd, halfPeriod, 0.01 * Math.PI / wd, "damped half period");
        double ratio = Math.abs(peaks.get(3) / peaks.get(2));
        double expected = Math.exp(-zeta * 2 * Math.PI * f * Math.PI / wd);
        assertEquals(expected, ratio, 0.03, "decrement over half a period");
    }

    /**
     * Over any stretch the tyres carry the ground's impulse: the two differ only by the mass
     * times the change of the sprung mass's rate, which is back to zero once the ringing has
     * died away (momentum is kept, nothing is lost in the springs).
     */
    @Test
    void theTyresCarryTheGroundsImpulse() {
        Suspension s = new Suspension(MASS, 2.0, 0.35);
        java.util.Random r = new java.util.Random(3);
        double ground = 0;
        double tyres = 0;
        for (int i = 0; i < 20_000; i++) {
            double push = i < 5000 && r.nextDouble() < 0.05 ? WEIGHT + r.nextDouble() * 40 * WEIGHT : WEIGHT;
            ground += push * DT;
            tyres += s.tyreLoadN(push, WEIGHT, false, DT) * DT;
        }
        assertEquals(ground, tyres, 1e-3 * ground);
    }

    /**
     * A spike of 40 g for one step (a sharp kink at speed) reaches the tyres as the free ring of
     * the oscillator started with the sprung mass moving at v0 = 40 g dt against its base: with
     * sigma = zeta w, the load swings by m v0 e^(-sigma t) ((w^2 / w_d - 2 zeta w sigma / w_d)
     * sin(w_d t) + 2 zeta w cos(w_d t)); its largest value, found on a fine grid, is under a
     * tenth of the spike.
     */
    @Test
    void aSpikeReachesTheTyresAsTheOscillatorsRing() {
        double f = 2.0;
        double zeta = 0.35;
        Suspension s = new Suspension(MASS, f, zeta);
        double max = 0;
        s.tyreLoadN(41 * WEIGHT, WEIGHT, false, DT);
        for (int i = 0; i < 2000; i++) {
            max = Math.max(max, s.tyreLoadN(WEIGHT, WEIGHT, false, DT) - WEIGHT);
        }
        double w = 2 * Math.PI * f;
        double sigma = zeta * w;
        double wd = w * Math.sqrt(1 - zeta * zeta);
        double v0 = 40 * Units.G * DT;
        double expected = 0;
        for (double t = 0; t < 1; t += 1e-5) {
            double swing = MASS * v0 * Math.exp(-sigma * t)
                    * ((w * w / wd - 2 * zeta * w * sigma / wd) * Math.sin(wd * t) + 2 * zeta * w * Math.cos(wd * t));
            expected = Math.max(expected, swing);
        }
        assertEquals(expected, max, 0.03 * expected);
        assertTrue(max < 0.1 * 40 * WEIGHT);
    }

    /** In the air the tyres carry nothing, and a rate of 0 keeps the old rigid body. */
    @Test
    void inTheAirNothingAndRigidPassesThrough() {
        Suspension s = new Suspension(MASS, 2.0, 0.35);
        assertEquals(0.0, s.tyreLoadN(0, WEIGHT, true, DT));
        Suspension rigid = new Suspension(MASS, 0, 0.35);
        assertEquals(1234.5, rigid.tyreLoadN(1234.5, WEIGHT, false, DT));
    }
}
