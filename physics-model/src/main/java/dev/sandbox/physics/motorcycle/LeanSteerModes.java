package dev.sandbox.physics.motorcycle;

import dev.sandbox.physics.math.Maths;
import dev.sandbox.physics.reference.LeanSteerInertia;
import dev.sandbox.physics.reference.Sharp1971Parameters;
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
    /** Lowest speed the critical-speed scan starts from on tyres that slip (in m/s, walking pace). */
    static final double SLIP_SCAN_FROM_MPS = 1.0;
    /** Damping ratio above which an oscillation is counted with the tyres' lags, not as a mode. */
    static final double OVERDAMPED_RATIO = 0.9;

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
    private final java.util.function.DoubleFunction<LinearLeanSteer.Tyres> tyres;
    private final String tyresDescription;

    private LeanSteerModes(LinearLeanSteer model, java.util.function.DoubleFunction<LinearLeanSteer.Tyres> tyres,
            String tyresDescription) {
        this.model = model;
        this.tyres = tyres;
        this.tyresDescription = tyresDescription;
    }

    /** @return the benchmark bicycle of [Meijaard et al. 2007] on knife-edge wheels that cannot slip */
    public static LeanSteerModes benchmark() {
        return new LeanSteerModes(new LinearLeanSteer(LeanSteerInertia.of(WhippleParameters.benchmark()), 0), null,
                "no slip (knife-edge wheels)");
    }

    /**
     * The standard machine of [Sharp 1971] ({@link Sharp1971Parameters}) on the paper's own tyres:
     * rigid discs with point contacts (no crown, no pneumatic trail, no twisting torque), cornering
     * and camber stiffness at the paper's loads, and no drive force or drag (the paper's machine
     * runs at constant speed with no aerodynamic forces).
     *
     * @param lag how the side forces build up: {@link LinearLeanSteer.TyreLag#WHOLE_FORCE} is the
     *     paper's; {@link LinearLeanSteer.TyreLag#SLIP_FORCE} puts the simulation's tyre on the
     *     paper's machine
     * @return its modes
     */
    public static LeanSteerModes sharp1971(LinearLeanSteer.TyreLag lag) {
        Sharp1971Parameters p = Sharp1971Parameters.standardMachine();
        LinearLeanSteer model = new LinearLeanSteer(LeanSteerInertia.of(p.bodies()), p.steerDamperNmsPerRad());
        LinearLeanSteer.Tyres tyres = sharp1971Tyres(p, lag);
        return new LeanSteerModes(model, v -> tyres, lag == LinearLeanSteer.TyreLag.WHOLE_FORCE
                ? "the paper's linear tyres at its front load, the whole side force lagging over the relaxation length"
                : "linear tyres at the paper's front load, the slip force lagging over the relaxation length");
    }

    /**
     * @param p the machine of [Sharp 1971]
     * @param lag how the side forces build up
     * @return its tyres as the paper has them: linear, at the paper's front load, on point contacts
     */
    public static LinearLeanSteer.Tyres sharp1971Tyres(Sharp1971Parameters p, LinearLeanSteer.TyreLag lag) {
        return new LinearLeanSteer.Tyres(p.rearCorneringNPerRad(), p.frontCorneringNPerRad(), p.rearCamberNPerRad(),
                p.frontCamberNPerRad(), p.relaxationLengthM(), 0, 0, 0, 0, p.frontLoadN(), 0, 0, lag);
    }

    /**
     * @param spec a motorcycle's spec
     * @return its modes on its own tyres, linearised at their static loads
     */
    public static LeanSteerModes of(VehicleSpec spec) {
        LeanSteerInertia in = LeanSteerInertia.of(BikeBodies.of(spec));
        LinearLeanSteer model = new LinearLeanSteer(in, spec.motorcycle().steeringDamperNmsPerRad());
        return new LeanSteerModes(model, v -> linearTyres(spec, in, v), "linear tyres at static load, with relaxation");
    }

    /**
     * The spec's tyres at small slip and a held speed: cornering stiffness K(Fz), camber
     * stiffness k_gamma Fz and twisting torque a Fz ({@link TyreTwist}) at each wheel's load, the
     * relaxation length and the pneumatic trail.
     * Holding the speed, the rear tyre drives against the air drag and both tyres' rolling
     * resistance: the drag at the centre of mass against the drive at the ground moves load from
     * the front to the rear (D h / w), and the drive force yaws the leaning bike ({@link
     * LinearLeanSteer.Tyres#rearDriveForceN}).
     */
    static LinearLeanSteer.Tyres linearTyres(VehicleSpec spec, LeanSteerInertia in, double speedMps) {
        TyreSpec t = spec.tyre();
        double weight = in.massT() * in.gravityMps2();
        double drag = 0.5 * spec.aero().airDensityKgM3() * spec.aero().dragCoefficient() * spec.aero().frontalAreaM2()
                * speedMps * speedMps;
        double rolling = spec.rollingResistanceAt(speedMps) * weight;
        double front = weight * in.frontShare() - drag * -in.zT() / in.wheelbaseM();
        double rear = weight - front;
        return new LinearLeanSteer.Tyres(
                t.corneringStiffnessPerNAt(rear) * rear * spec.rearWheel().corneringStiffnessFactor(),
                t.corneringStiffnessPerNAt(front) * front * spec.frontWheel().corneringStiffnessFactor(),
                t.camberStiffness() * rear, t.camberStiffness() * front, t.relaxationLengthM(),
                spec.motorcycle().pneumaticTrailM(), SteadyTurn.leanCrownRadiusM(spec), spec.motorcycle().frontCrownRadiusM(),
                drag + rolling * (1 - in.frontShare()), front, spec.motorcycle().frontTwistArmM() * front,
                spec.motorcycle().rearTwistArmM() * rear, LinearLeanSteer.TyreLag.SLIP_FORCE);
    }


    /** @return true when the tyres cannot slip (the benchmark) */
    public boolean idealTyres() {
        return tyres == null;
    }

    /** @return what the tyres are in this model, in words */
    public String tyresDescription() {
        return tyresDescription;
    }

    /**
     * @param speedMps forward speed (in m/s, &gt;0 for tyres that slip)
     * @return every eigenvalue with its mode's name, oscillations once (positive frequency), by
     *     real part
     */
    public List<Mode> at(double speedMps) {
        double[][] a = tyres == null ? model.idealStateMatrix(speedMps) : model.stateMatrix(speedMps, tyres.apply(speedMps));
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
        // an oscillation damped beyond OVERDAMPED_RATIO is the tyres' force build-up ringing, not a
        // mode a rider sees; of the others the slowest is the weave and a fast one the wobble
        List<double[]> visible = new ArrayList<>();
        for (double[] x : oscillations) {
            if (-x[0] / Math.hypot(x[0], x[1]) < OVERDAMPED_RATIO) {
                visible.add(x);
            }
        }
        List<Mode> modes = new ArrayList<>();
        for (double[] x : oscillations) {
            double hz = x[1] / (2 * Math.PI);
            int i = visible.indexOf(x);
            String name;
            if (i < 0) {
                name = "tyre lag";
            } else if (tyres == null) {
                name = "weave";
            } else if (visible.size() == 1) {
                name = hz > WOBBLE_ABOVE_HZ ? "wobble" : "weave";
            } else {
                name = i == 0 ? "weave" : i == visible.size() - 1 && hz > WOBBLE_ABOVE_HZ ? "wobble" : "oscillation";
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
        // tyres that slip have no meaning at a standstill (their slip angles divide by the speed)
        double start = tyres == null ? step : SLIP_SCAN_FROM_MPS;
        for (double v = start; v <= maxSpeedMps; v += step) {
            double current = realPart(v, name);
            if (!Double.isNaN(previous) && !Double.isNaN(current)
                    && (toStable ? previous > 0 && current <= 0 : previous <= 0 && current > 0)) {
                return Maths.bisect(mid -> toStable == realPart(mid, name) > 0, v - step, v, 50);
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
