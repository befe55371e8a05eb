package dev.sandbox.physics.motorcycle;

import dev.sandbox.physics.reference.LeanSteerInertia;
import dev.sandbox.physics.reference.WhippleParameters;
import dev.sandbox.physics.spec.TyreSpec;
import dev.sandbox.physics.spec.VehicleSpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * The eigenmodes of a two-wheeler's lean and steer ({@link LinearLeanSteer}) over speed, named
 * as the literature names them ([Sharp 1971]; [Meijaard et al. 2007, §6]; [Cossalter, ch. 8]):
 * <ul>
 * <li><b>capsize</b>: the slow real mode in which the machine falls over while turning; slightly
 * unstable above the capsize speed, easily held by a rider;</li>
 * <li><b>weave</b>: the low-frequency oscillation of lean, yaw and steer (about 0-4 Hz), unstable
 * below the weave speed and, on a motorcycle, lightly damped again at high speed;</li>
 * <li><b>wobble</b>: the front frame shaking about the steering axis (about 6-10 Hz on a
 * motorcycle), which needs tyre compliance and so is absent from the no-slip benchmark;</li>
 * <li><b>castering</b>: the fast real mode in which the front wheel trails into line.</li>
 * </ul>
 * Other real modes (the tyres' force build-up) are named "tyre lag".
 */
public final class LeanSteerModes {

    /** A motorcycle mode above this frequency is wobble when it is the only oscillation (in Hz). */
    static final double WOBBLE_ABOVE_HZ = 4.5;

    /**
     * One eigenvalue.
     *
     * @param speedMps forward speed (in m/s)
     * @param mode its name
     * @param realPerS real part (in 1/s; negative = decaying)
     * @param frequencyHz imaginary part over 2 pi (in Hz, &ge;0)
     */
    public record Mode(double speedMps, String mode, double realPerS, double frequencyHz) {
    }

    private final LinearLeanSteer model;
    private final LinearLeanSteer.Tyres tyres;

    private LeanSteerModes(LinearLeanSteer model, LinearLeanSteer.Tyres tyres) {
        this.model = model;
        this.tyres = tyres;
    }

    /** @return the benchmark bicycle of [Meijaard et al. 2007] on knife-edge wheels that cannot slip */
    public static LeanSteerModes benchmark() {
        return new LeanSteerModes(new LinearLeanSteer(LeanSteerInertia.of(WhippleParameters.benchmark()), 0), null);
    }

    /**
     * @param spec a motorcycle's spec
     * @return its modes on its own tyres, linearised at their static loads
     */
    public static LeanSteerModes of(VehicleSpec spec) {
        LeanSteerInertia in = LeanSteerInertia.of(BikeBodies.of(spec));
        LinearLeanSteer model = new LinearLeanSteer(in, spec.motorcycle().steeringDamperNmsPerRad());
        return new LeanSteerModes(model, linearTyres(spec, in));
    }

    /**
     * The spec's tyres at small slip: cornering stiffness K(Fz) and camber stiffness k_gamma Fz
     * at each wheel's static load, the relaxation length and the pneumatic trail.
     */
    static LinearLeanSteer.Tyres linearTyres(VehicleSpec spec, LeanSteerInertia in) {
        TyreSpec t = spec.tyre();
        double weight = in.massT() * in.gravityMps2();
        double front = weight * in.frontShare();
        double rear = weight - front;
        return new LinearLeanSteer.Tyres(
                t.corneringStiffnessPerNAt(rear) * rear * spec.rearWheel().corneringStiffnessFactor(),
                t.corneringStiffnessPerNAt(front) * front * spec.frontWheel().corneringStiffnessFactor(),
                t.camberStiffness() * rear, t.camberStiffness() * front, t.relaxationLengthM(),
                spec.motorcycle().pneumaticTrailM(), crownRadiusM(spec), spec.motorcycle().frontCrownRadiusM());
    }

    /** The crowns' radius the lean works on, as the simulation's {@link LeanDynamics} takes it. */
    static double crownRadiusM(VehicleSpec spec) {
        double h = spec.chassis().cgHeightM();
        double crown = SteadyTurn.effectiveCrownRadiusM(spec.motorcycle().frontCrownRadiusM(),
                spec.motorcycle().rearCrownRadiusM(), spec.chassis().cgToRearAxleM() / spec.chassis().wheelbaseM());
        return Math.min(crown, Motorcycle.MAX_CROWN_SHARE_OF_CG_HEIGHT * h);
    }

    /** @return true when the tyres cannot slip (the benchmark) */
    public boolean idealTyres() {
        return tyres == null;
    }

    /**
     * @param speedMps forward speed (in m/s, &gt;0 for tyres that slip)
     * @return every eigenvalue with its mode's name, oscillations once (positive frequency), by
     *     real part
     */
    public List<Mode> at(double speedMps) {
        double[][] a = tyres == null ? model.idealStateMatrix(speedMps) : model.stateMatrix(speedMps, tyres);
        double[][] e = LinearLeanSteer.eigenvalues(a);
        List<double[]> oscillations = new ArrayList<>();
        List<Double> reals = new ArrayList<>();
        for (double[] x : e) {
            if (Math.abs(x[1]) > 1e-9 * Math.max(1, Math.abs(x[0]))) {
                if (x[1] > 0) {
                    oscillations.add(x);
                }
            } else {
                reals.add(x[0]);
            }
        }
        oscillations.sort(Comparator.comparingDouble(x -> x[1]));
        List<Mode> modes = new ArrayList<>();
        for (int i = 0; i < oscillations.size(); i++) {
            double[] x = oscillations.get(i);
            double hz = x[1] / (2 * Math.PI);
            String name;
            if (tyres == null) {
                name = "weave";
            } else if (oscillations.size() == 1) {
                name = hz > WOBBLE_ABOVE_HZ ? "wobble" : "weave";
            } else {
                name = i == 0 ? "weave" : i == oscillations.size() - 1 ? "wobble" : "oscillation";
            }
            modes.add(new Mode(speedMps, name, x[0], hz));
        }
        reals.sort(Comparator.comparingDouble(Math::abs));
        double[] r = reals.stream().mapToDouble(Double::doubleValue).toArray();
        double most = Arrays.stream(r).min().orElse(0);
        for (int i = 0; i < r.length; i++) {
            String name = i == 0 ? "capsize" : tyres == null && r[i] == most ? "castering" : tyres == null
                    ? "real" : "tyre lag";
            modes.add(new Mode(speedMps, name, r[i], 0));
        }
        modes.sort(Comparator.comparingDouble(Mode::realPerS));
        return modes;
    }

    /**
     * @param speedMps forward speed (in m/s)
     * @param name a mode's name
     * @return that mode, or null when it does not exist at this speed
     */
    public Mode mode(double speedMps, String name) {
        return at(speedMps).stream().filter(m -> m.mode().equals(name)).findFirst().orElse(null);
    }

    /**
     * The lowest speed above which the weave is stable: its real part crosses from positive to
     * negative, found on a 0.01 m/s scan and refined by bisection.
     *
     * @param maxSpeedMps the highest speed searched (in m/s)
     * @return the weave speed (in m/s), or NaN when there is no such crossing
     */
    public double weaveSpeedMps(double maxSpeedMps) {
        return crossing("weave", maxSpeedMps, true);
    }

    /**
     * The lowest speed above which the capsize mode is unstable.
     *
     * @param maxSpeedMps the highest speed searched (in m/s)
     * @return the capsize speed (in m/s), or NaN when there is no such crossing
     */
    public double capsizeSpeedMps(double maxSpeedMps) {
        return crossing("capsize", maxSpeedMps, false);
    }

    private double crossing(String name, double maxSpeedMps, boolean toStable) {
        double step = 0.01;
        double previous = Double.NaN;
        for (double v = step; v <= maxSpeedMps; v += step) {
            double current = realPart(v, name);
            if (!Double.isNaN(previous) && !Double.isNaN(current)
                    && (toStable ? previous > 0 && current <= 0 : previous <= 0 && current > 0)) {
                double lo = v - step;
                double hi = v;
                for (int i = 0; i < 50; i++) {
                    double mid = 0.5 * (lo + hi);
                    double re = realPart(mid, name);
                    if (toStable == re > 0) {
                        lo = mid;
                    } else {
                        hi = mid;
                    }
                }
                return 0.5 * (lo + hi);
            }
            previous = current;
        }
        return Double.NaN;
    }

    private double realPart(double v, String name) {
        Mode m = mode(v, name);
        return m == null ? Double.NaN : m.realPerS();
    }
}
