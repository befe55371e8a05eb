package dev.sandbox.physics.provingground;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.motorcycle.BikeTelemetry;
import dev.sandbox.physics.motorcycle.LeanSteerModes;
import dev.sandbox.physics.motorcycle.LeanSteerRun;
import dev.sandbox.physics.motorcycle.LinearLeanSteer;
import dev.sandbox.physics.motorcycle.Motorcycle;
import dev.sandbox.physics.reference.LeanSteerInertia;
import dev.sandbox.physics.reference.Sharp1971Parameters;
import dev.sandbox.physics.reference.WhippleParameters;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;
import java.util.ArrayList;
import java.util.List;

/**
 * A two-wheeler's self-stability: the linearised lean-steer model's eigenvalues over speed
 * ({@code stability}) and a hands-off run from a disturbance whose fitted decay rates are
 * compared with them ({@code handsoff}). Two reference machines have no spec, for they have no
 * engine to drive the other tests: the benchmark bicycle of [Meijaard et al. 2007] is the
 * vehicle {@value #BENCHMARK_ID}, the motorcycle of [Sharp 1971] {@value #SHARP_1971_ID}.
 */
public final class StabilityRuns {

    /** The id under which the benchmark bicycle is analysed. */
    public static final String BENCHMARK_ID = "whipple-benchmark";
    /** The id under which the standard machine of [Sharp 1971] is analysed. */
    public static final String SHARP_1971_ID = "sharp1971";
    /** The reference machines' ids. */
    public static final List<String> REFERENCE_IDS = List.of(BENCHMARK_ID, SHARP_1971_ID);
    /** Hands-off record length (in seconds). */
    static final double HANDS_OFF_S = 4.0;
    /** The benchmark's record: long enough for three weave periods at 3 m/s (in seconds). */
    static final double BENCHMARK_HANDS_OFF_S = 5.0;
    /** Benchmark: the disturbance, a lean rate (in rad/s). */
    static final double BENCHMARK_LEAN_RATE_RAD_PER_S = 1e-4;
    /**
     * The disturbance's steer wish (share of full input, + = left): a tenth of the input, which
     * the rider rolls into about 1.5 degrees of lean at 14 degrees per second at 100 km/h in
     * the nudge's 0.15 s, a small disturbance against the capsize and weave it shows.
     */
    static final double NUDGE_STEER = -0.1;
    /** The disturbance: a steer wish held this long before the hands come off (in seconds). */
    static final double NUDGE_S = 0.15;
    /**
     * Where the capsize fit of the lean starts (in s after the hands come off): by then the weave
     * has decayed to a fifth or less at any speed where it is stable, and the lean is the slow
     * capsize drift plus what is left of the weave, three exponentials.
     */
    static final double CAPSIZE_FIT_FROM_S = 1.0;
    /** Benchmark: the slipping model's tyres made stiff: cornering stiffness per unit load (1/rad). */
    static final double STIFF_TYRE_PER_N = 2000;
    /** Benchmark: their relaxation length (in m). */
    static final double STIFF_TYRE_RELAXATION_M = 0.001;
    /** Benchmark: the integration step of the stiff equations (in s; ten per tyre time constant at 10 m/s). */
    static final double BENCHMARK_DT_S = 1e-5;
    /** How many exponentials the weave's fit looks for in a lean history. */
    static final int LEAN_EXPONENTIALS = 5;
    /**
     * [Sharp 1971]'s machine: its lean carries seven (the capsize, the weave, the wobble, the
     * tyres' force build-up): fitted with five, the weave's decay comes out 10 % off at 150 km/h.
     */
    static final int SHARP_1971_LEAN_EXPONENTIALS = 7;
    /**
     * [Sharp 1971]'s machine: the integration step (in s; its tyres' time constant sigma / v is
     * 5 ms at 50 m/s, its wobble's period 0.11 s).
     */
    static final double SHARP_1971_DT_S = 1e-4;

    private StabilityRuns() {
    }

    /**
     * @param modes the model
     * @param speedsMps the speeds to tabulate
     * @param motorcycle true to report the motorcycle's weave and wobble at 100 km/h
     * @return the eigenvalues over speed and the critical speeds
     */
    public static Stability stability(LeanSteerModes modes, double[] speedsMps, boolean motorcycle) {
        List<LeanSteerModes.Mode> all = new ArrayList<>();
        for (double v : speedsMps) {
            for (LeanSteerModes.Mode m : modes.at(v)) {
                all.add(new LeanSteerModes.Mode(round(v, 3), m.mode(), round(m.realPerS(), 6), round(m.frequencyHz(), 6)));
            }
        }
        double max = speedsMps[speedsMps.length - 1];
        double v100 = Units.kmhToMps(100);
        LeanSteerModes.Mode weave = motorcycle ? modes.mode(v100, "weave") : null;
        LeanSteerModes.Mode wobble = motorcycle ? modes.mode(v100, "wobble") : null;
        return new Stability(roundOrNull(modes.weaveSpeedMps(max)), roundOrNull(modes.capsizeSpeedMps(max)),
                weave == null ? null : round(weave.frequencyHz(), 3), weave == null ? null : round(weave.realPerS(), 3),
                wobble == null ? null : round(wobble.frequencyHz(), 3), wobble == null ? null : round(wobble.realPerS(), 3),
                modes.tyresDescription(),
                all);
    }

    /**
     * The motorcycle disturbed and let go: a short steer wish, then the hands come off the bars
     * and the bike steers itself while the speed is held with the throttle.
     *
     * @param spec a motorcycle
     * @param speedKmh speed (in km/h)
     * @param withTrace true to return the histories
     * @return the fitted decay rates beside the linear model's
     */
    public static HandsOff handsOff(VehicleSpec spec, double speedKmh, boolean withTrace) {
        double v = Units.kmhToMps(speedKmh);
        TestTrack track = new StraightLineRuns(spec).reachSpeed(v).allowDown();
        Drivers.SpeedHold hold = new Drivers.SpeedHold();
        VehicleSnapshot s = track.now();
        double settle = s.timeS() + 2.0;
        while (s.timeS() < settle) {
            s = track.step(VehicleInput.pedals(hold.pedals(s, v).throttle(), 0));
        }
        double nudgeEnd = s.timeS() + NUDGE_S;
        while (s.timeS() < nudgeEnd) {
            s = track.step(VehicleInput.pedals(hold.pedals(s, v).throttle(), 0).withSteer(NUDGE_STEER));
        }
        Motorcycle bike = (Motorcycle) track.vehicle();
        bike.setHandsOff(true);
        double t0 = s.timeS();
        List<double[]> h = new ArrayList<>();
        while (s.timeS() - t0 < HANDS_OFF_S && !BikeTelemetry.of(s).crashed()) {
            s = track.step(VehicleInput.pedals(hold.pedals(s, v).throttle(), 0));
            h.add(new double[] {s.timeS() - t0, BikeTelemetry.of(s).leanRad(), BikeTelemetry.of(s).handlebarRad()});
        }
        bike.setHandsOff(false);
        LeanSteerModes modes = LeanSteerModes.of(spec);
        return result(h, modes.mode(v, "weave"), modes.mode(v, "wobble"), modes.mode(v, "capsize"), speedKmh,
                LEAN_EXPONENTIALS, BikeTelemetry.of(s).crashed(), withTrace, HANDS_OFF_S);
    }

    /**
     * The benchmark bicycle disturbed and let go: the motorcycle's own non-linear lean-steer step
     * ({@link LeanSteerRun}) on knife-edge wheels with very stiff tyres (cornering stiffness
     * {@value #STIFF_TYRE_PER_N} times the load per radian, 1 mm relaxation), the no-slip limit
     * the paper's equations describe. The disturbance is small (a lean rate of 1e-4 rad/s) so
     * that even the unstable weave below 4.3 m/s stays small over the record.
     *
     * @param speedKmh speed (in km/h)
     * @param withTrace true to return the histories
     * @return the fitted decay rates beside the benchmark's eigenvalues
     */
    public static HandsOff benchmarkHandsOff(double speedKmh, boolean withTrace) {
        double v = Units.kmhToMps(speedKmh);
        WhippleParameters p = WhippleParameters.benchmark();
        LeanSteerInertia in = LeanSteerInertia.of(p);
        double weight = in.massT() * in.gravityMps2();
        double front = weight * in.frontShare();
        LinearLeanSteer.Tyres stiff = new LinearLeanSteer.Tyres(STIFF_TYRE_PER_N * (weight - front),
                STIFF_TYRE_PER_N * front, 0, 0, STIFF_TYRE_RELAXATION_M, 0, 0, 0, 0, front, 0, 0,
                LinearLeanSteer.TyreLag.SLIP_FORCE);
        List<double[]> h = new LeanSteerRun(p, stiff, 0)
                .run(v, BENCHMARK_LEAN_RATE_RAD_PER_S, BENCHMARK_HANDS_OFF_S, BENCHMARK_DT_S, TestTrack.DT);
        LeanSteerModes modes = LeanSteerModes.benchmark();
        return result(h, modes.mode(v, "weave"), null, modes.mode(v, "capsize"), speedKmh, LEAN_EXPONENTIALS, false,
                withTrace, BENCHMARK_HANDS_OFF_S);
    }

    /**
     * The motorcycle of [Sharp 1971] disturbed and let go: the motorcycle's own non-linear
     * lean-steer step ({@link LeanSteerRun}) on the paper's tyres (their whole side force lagging
     * over the relaxation length), the speed held, from the same small lean rate as the benchmark.
     *
     * @param speedKmh speed (in km/h)
     * @param withTrace true to return the histories
     * @return the fitted weave, wobble and capsize rates beside the linear model's eigenvalues
     */
    public static HandsOff sharp1971HandsOff(double speedKmh, boolean withTrace) {
        double v = Units.kmhToMps(speedKmh);
        Sharp1971Parameters p = Sharp1971Parameters.standardMachine();
        LinearLeanSteer.Tyres tyres = LeanSteerModes.sharp1971Tyres(p, LinearLeanSteer.TyreLag.WHOLE_FORCE);
        List<double[]> h = new LeanSteerRun(p.bodies(), tyres, p.steerDamperNmsPerRad())
                .run(v, BENCHMARK_LEAN_RATE_RAD_PER_S, BENCHMARK_HANDS_OFF_S, SHARP_1971_DT_S, TestTrack.DT);
        LeanSteerModes modes = LeanSteerModes.sharp1971(LinearLeanSteer.TyreLag.WHOLE_FORCE);
        return result(h, modes.mode(v, "weave"), modes.mode(v, "wobble"), modes.mode(v, "capsize"), speedKmh,
                SHARP_1971_LEAN_EXPONENTIALS, false, withTrace, BENCHMARK_HANDS_OFF_S);
    }

    private static HandsOff result(List<double[]> h, LeanSteerModes.Mode weave, LeanSteerModes.Mode wobble,
            LeanSteerModes.Mode capsize, double speedKmh, int leanExponentials, boolean crashed, boolean withTrace,
            double recordS) {
        // the weave from the lean over the whole record (with the capsize drift as a third
        // exponential), the wobble from the steer's first half second, where it is still alive,
        // the capsize from the lean once the fast modes have died down (the weave and the drift)
        double[] weaveFit = weave == null ? null
                : DecayFit.nearest(DecayFit.modes(h, 1, 0.05, recordS, leanExponentials, 5), weave.realPerS(),
                        weave.frequencyHz());
        double[] wobbleFit = wobble == null ? null
                : DecayFit.nearest(DecayFit.modes(h, 2, 0.02, 0.6, 6, 1), wobble.realPerS(), wobble.frequencyHz());
        double[] capsizeFit = capsize == null ? null
                : DecayFit.nearestReal(DecayFit.modes(h, 1, CAPSIZE_FIT_FROM_S, recordS, 3, 10), capsize.realPerS());
        List<HandsOffPoint> trace = null;
        if (withTrace) {
            trace = new ArrayList<>();
            for (int i = 0; i < h.size(); i += 10) {
                double[] p = h.get(i);
                trace.add(new HandsOffPoint(round(p[0], 3), round(Math.toDegrees(p[1]), 4), round(Math.toDegrees(p[2]), 4)));
            }
        }
        double finalLean = h.isEmpty() ? 0 : h.get(h.size() - 1)[1];
        return new HandsOff(speedKmh, crashed,
                weaveFit == null ? null : round(weaveFit[0], 3), weaveFit == null ? null : round(weaveFit[1], 3),
                weave == null ? null : round(weave.realPerS(), 3), weave == null ? null : round(weave.frequencyHz(), 3),
                wobbleFit == null ? null : round(wobbleFit[0], 3), wobbleFit == null ? null : round(wobbleFit[1], 3),
                wobble == null ? null : round(wobble.realPerS(), 3), wobble == null ? null : round(wobble.frequencyHz(), 3),
                capsizeFit == null ? null : round(capsizeFit[0], 3), capsize == null ? null : round(capsize.realPerS(), 3),
                round(Math.toDegrees(finalLean), 3), trace);
    }

    /** A speed to six digits, or null when there is none (NaN: rounding would make it 0). */
    private static Double roundOrNull(double x) {
        return Double.isNaN(x) ? null : round(x, 6);
    }

    private static double round(double v, int digits) {
        return StraightLineRuns.round(v, digits);
    }

    /**
     * @param weaveSpeedMps the speed above which the weave is stable (null if none)
     * @param capsizeSpeedMps the speed above which the capsize mode is unstable (null if none)
     * @param weaveFrequencyHzAt100Kmh a motorcycle's weave frequency at 100 km/h (Hz)
     * @param weaveRealPerSAt100Kmh its real part (1/s)
     * @param wobbleFrequencyHzAt100Kmh a motorcycle's wobble frequency at 100 km/h (Hz)
     * @param wobbleRealPerSAt100Kmh its real part (1/s)
     * @param tyres what the tyres are in the model
     * @param modes every eigenvalue at every speed tabulated
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Stability(Double weaveSpeedMps, Double capsizeSpeedMps, Double weaveFrequencyHzAt100Kmh,
            Double weaveRealPerSAt100Kmh, Double wobbleFrequencyHzAt100Kmh, Double wobbleRealPerSAt100Kmh,
            String tyres, List<LeanSteerModes.Mode> modes) {
    }

    /**
     * @param speedKmh speed of the run (km/h)
     * @param crashed true when the bike fell during the record
     * @param weaveRealPerS the weave's decay rate fitted to the lean history (1/s; negative = decaying)
     * @param weaveFrequencyHz its fitted frequency (Hz)
     * @param stabilityWeaveRealPerS the linear model's weave real part at this speed (1/s)
     * @param stabilityWeaveFrequencyHz its frequency (Hz)
     * @param wobbleRealPerS the wobble's decay rate fitted to the early steer history (1/s)
     * @param wobbleFrequencyHz its fitted frequency (Hz)
     * @param stabilityWobbleRealPerS the linear model's wobble real part (1/s)
     * @param stabilityWobbleFrequencyHz its frequency (Hz)
     * @param capsizeRealPerS the lean's slow growth (+) or decay (-) fitted from
     *     {@value #CAPSIZE_FIT_FROM_S} s on, the capsize mode (1/s)
     * @param stabilityCapsizeRealPerS the linear model's capsize eigenvalue (1/s)
     * @param finalLeanDeg the lean at the end of the record (deg, + right)
     * @param trace lean and steer every 10 ms
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record HandsOff(double speedKmh, boolean crashed, Double weaveRealPerS, Double weaveFrequencyHz,
            Double stabilityWeaveRealPerS, Double stabilityWeaveFrequencyHz, Double wobbleRealPerS,
            Double wobbleFrequencyHz, Double stabilityWobbleRealPerS, Double stabilityWobbleFrequencyHz,
            Double capsizeRealPerS, Double stabilityCapsizeRealPerS, double finalLeanDeg, List<HandsOffPoint> trace) {
    }

    /**
     * @param timeS time since the hands came off (s)
     * @param leanDeg lean (deg, + right)
     * @param steerDeg steer (deg, + left)
     */
    public record HandsOffPoint(double timeS, double leanDeg, double steerDeg) {
    }
}
