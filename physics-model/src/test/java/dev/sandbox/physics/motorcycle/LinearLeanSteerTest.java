package dev.sandbox.physics.motorcycle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.sandbox.physics.reference.LeanSteerInertia;
import dev.sandbox.physics.reference.WhippleBicycle;
import dev.sandbox.physics.reference.WhippleParameters;
import java.util.Arrays;
import java.util.Comparator;
import org.junit.jupiter.api.Test;

/**
 * The motorcycle's lean-steer equations against the benchmark they must contain: with tyres that
 * cannot slip, the four equations with lateral forces reduce to the two of
 * [Meijaard et al. 2007], whose matrices are published to 14 digits; and with very stiff tyres
 * of vanishing relaxation length the slipping model's slow modes approach the benchmark's
 * eigenvalues of Table 2.
 */
class LinearLeanSteerTest {

    private static final WhippleParameters BENCHMARK = WhippleParameters.benchmark();
    private final LinearLeanSteer model = new LinearLeanSteer(LeanSteerInertia.of(BENCHMARK), 0);
    private final WhippleBicycle paper = WhippleBicycle.benchmark();

    @Test
    void withIdealTyresTheEquationsAreTheBenchmarks() {
        for (double v : new double[] {0, 1, 4.292382, 5, 6.024262, 10}) {
            double[][][] mck = model.idealMatrices(v);
            for (int i = 0; i < 2; i++) {
                for (int j = 0; j < 2; j++) {
                    // the published matrices carry 14 significant digits
                    assertEquals(paper.mass(i, j), mck[0][i][j], 1e-12, "M at " + v);
                    assertEquals(v * paper.damping(i, j), mck[1][i][j], 1e-11, "v C1 at " + v);
                    assertEquals(paper.gravityMps2() * paper.gravityStiffness(i, j)
                            + v * v * paper.speedStiffness(i, j), mck[2][i][j], 1e-10, "g K0 + v^2 K2 at " + v);
                }
            }
        }
    }

    @Test
    void idealEigenvaluesAreTable2s() {
        // [Meijaard et al. 2007, Table 2], v = 5 m/s
        double[][] e = sorted(LinearLeanSteer.eigenvalues(model.idealStateMatrix(5)));
        assertEquals(-14.0783896927982, e[0][0], 1e-9);
        assertEquals(-0.775341882195850, e[1][0], 1e-9);
        assertEquals(4.46486771378823, Math.abs(e[1][1]), 1e-9);
        assertEquals(-0.322866429004090, e[3][0], 1e-9);
    }

    @Test
    void stiffTyresApproachTheNoSlipModes() {
        // cornering stiffness 2000 times the load per radian and a 1 mm relaxation length: the
        // slip angles needed are a few thousandths of the motion's, so the slow modes sit within
        // a few tenths of a percent of the constrained ones
        double load = BENCHMARK.gravityMps2() * LeanSteerInertia.of(BENCHMARK).massT();
        double front = load * LeanSteerInertia.of(BENCHMARK).frontShare();
        LinearLeanSteer.Tyres stiff = new LinearLeanSteer.Tyres(2000 * load / 2, 2000 * load / 2, 0, 0, 0.001, 0, 0, 0, 0,
                front, 0, 0, LinearLeanSteer.TyreLag.SLIP_FORCE);
        for (double v : new double[] {3, 5, 7}) {
            double[][] ideal = sorted(LinearLeanSteer.eigenvalues(model.idealStateMatrix(v)));
            double[][] all = LinearLeanSteer.eigenvalues(model.stateMatrix(v, stiff));
            for (double[] slow : new double[][] {ideal[1], ideal[3]}) {
                double[] nearest = Arrays.stream(all)
                        .min(Comparator.comparingDouble(x -> Math.hypot(x[0] - slow[0], x[1] - slow[1]))).orElseThrow();
                assertEquals(slow[0], nearest[0], 0.01 * Math.hypot(slow[0], slow[1]) + 1e-3, "real part at " + v);
                assertEquals(Math.abs(slow[1]), Math.abs(nearest[1]), 0.01 * Math.hypot(slow[0], slow[1]) + 1e-3,
                        "imaginary part at " + v);
            }
        }
    }

    private static double[][] sorted(double[][] e) {
        double[][] s = e.clone();
        Arrays.sort(s, Comparator.<double[]>comparingDouble(x -> x[0]).thenComparingDouble(x -> x[1]));
        return s;
    }
}
