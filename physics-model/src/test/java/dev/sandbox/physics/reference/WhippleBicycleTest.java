package dev.sandbox.physics.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.math.Complex;
import org.junit.jupiter.api.Test;

/**
 * The linearised benchmark bicycle against the values [Meijaard et al. 2007] publishes to 14
 * significant digits: the matrices of its eq. (A27)-style summary, the eigenvalues of its Table 2
 * at 0, 1, 4, 5 and 10 m/s, and the weave and capsize speeds. The tolerances sit a little above
 * the last published digit.
 */
class WhippleBicycleTest {

    private final WhippleBicycle bike = WhippleBicycle.benchmark();

    @Test
    void matricesMatchThePublishedBenchmark() {
        assertEquals(80.81722, bike.mass(0, 0), 1e-10);
        assertEquals(2.31941332208709, bike.mass(0, 1), 1e-12);
        assertEquals(2.31941332208709, bike.mass(1, 0), 1e-12);
        assertEquals(0.29784188199686, bike.mass(1, 1), 1e-12);
        assertEquals(0, bike.damping(0, 0), 1e-12);
        assertEquals(33.86641391492494, bike.damping(0, 1), 1e-11);
        assertEquals(-0.85035641456978, bike.damping(1, 0), 1e-12);
        assertEquals(1.68540397397560, bike.damping(1, 1), 1e-12);
        assertEquals(-80.95, bike.gravityStiffness(0, 0), 1e-10);
        assertEquals(-2.59951685249872, bike.gravityStiffness(0, 1), 1e-12);
        assertEquals(-2.59951685249872, bike.gravityStiffness(1, 0), 1e-12);
        assertEquals(-0.80329488458618, bike.gravityStiffness(1, 1), 1e-12);
        assertEquals(0, bike.speedStiffness(0, 0), 1e-12);
        assertEquals(76.59734589573222, bike.speedStiffness(0, 1), 1e-11);
        assertEquals(0, bike.speedStiffness(1, 0), 1e-12);
        assertEquals(2.65431523794604, bike.speedStiffness(1, 1), 1e-12);
    }

    @Test
    void standingStillItFallsOverInTwoRealModes() {
        // Table 2, v = 0: +-3.13164324790656 (the inverted pendulum of the whole bicycle) and
        // +-5.53094371765393 (the front assembly falling over on its own)
        assertEigenvalues(0, new Complex(-5.53094371765393, 0), new Complex(-3.13164324790656, 0),
                new Complex(3.13164324790656, 0), new Complex(5.53094371765393, 0));
    }

    @Test
    void eigenvaluesMatchTable2() {
        assertEigenvalues(1, new Complex(-7.11008014637442, 0), new Complex(-3.13423125066578, 0),
                new Complex(3.52696170990070, -0.807740275199300), new Complex(3.52696170990070, 0.807740275199300));
        assertEigenvalues(4, new Complex(-12.1586142657645, 0), new Complex(-1.42944427361326, 0),
                new Complex(0.413253315211250, -3.07910818603206), new Complex(0.413253315211250, 3.07910818603206));
        // 5 m/s is inside the self-stable range: every real part negative
        assertEigenvalues(5, new Complex(-14.0783896927982, 0),
                new Complex(-0.775341882195850, -4.46486771378823), new Complex(-0.775341882195850, 4.46486771378823),
                new Complex(-0.322866429004090, 0));
        // 10 m/s: weave well damped, capsize slowly unstable
        assertEigenvalues(10, new Complex(-24.6245963501740, 0),
                new Complex(-3.72016840437287, -10.9068113947629), new Complex(-3.72016840437287, 10.9068113947629),
                new Complex(0.161053386531720, 0));
    }

    @Test
    void selfStableBetweenTheWeaveAndCapsizeSpeeds() {
        // [Meijaard et al. 2007, section 5]: v_w = 4.292382 m/s and v_c = 6.024262 m/s
        double weave = bike.weaveSpeedMps(10);
        double capsize = bike.capsizeSpeedMps();
        assertEquals(4.292382, weave, 2e-6, "weave speed");
        assertEquals(6.024262, capsize, 2e-6, "capsize speed");
        for (double v = weave + 0.01; v < capsize; v += 0.1) {
            for (Complex e : bike.eigenvalues(v)) {
                assertTrue(e.re() < 0, "stable at " + v + " m/s: " + e);
            }
        }
    }

    /** Compares sorted eigenvalues; the published values carry 14-15 significant digits. */
    private void assertEigenvalues(double speedMps, Complex... expected) {
        Complex[] actual = bike.eigenvalues(speedMps);
        java.util.Arrays.sort(expected, java.util.Comparator.comparingDouble(Complex::re)
                .thenComparingDouble(Complex::im));
        assertEquals(expected.length, actual.length);
        for (int i = 0; i < expected.length; i++) {
            assertEquals(expected[i].re(), actual[i].re(), 1e-9, "Re of eigenvalue " + i + " at " + speedMps + " m/s");
            assertEquals(expected[i].im(), actual[i].im(), 1e-9, "Im of eigenvalue " + i + " at " + speedMps + " m/s");
        }
    }
}
