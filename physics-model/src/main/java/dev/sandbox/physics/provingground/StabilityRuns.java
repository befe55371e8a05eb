package dev.sandbox.physics.provingground;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.motorcycle.BikeTelemetry;
import dev.sandbox.physics.motorcycle.LeanSteerModes;
import dev.sandbox.physics.motorcycle.StiffTyreRun;
import dev.sandbox.physics.motorcycle.Motorcycle;
import dev.sandbox.physics.reference.WhippleParameters;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;
import java.util.ArrayList;
import java.util.List;

/**
 * A two-wheeler's self-stability: the linearised lean-steer model's eigenvalues over speed
 * ({@code stability}) and a hands-off run from a disturbance whose fitted decay rates are
 * compared with them ({@code handsoff}). The benchmark bicycle of [Meijaard et al. 2007] is
 * the vehicle {@value #BENCHMARK_ID}.
 */
public final class StabilityRuns {

    /** The id under which the benchmark bicycle is analysed. */
    public static final String BENCHMARK_ID = "whipple-benchmark";
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
    /** Benchmark: the slipping model's tyres made stiff: cornering stiffness per unit load (1/rad). */
    static final double STIFF_TYRE_PER_N = 2000;
    /** Benchmark: their relaxation length (in m). */
    static final double STIFF_TYRE_RELAXATION_M = 0.001;
    /** Benchmark: the integration step of the stiff equations (in s; ten per tyre time constant at 10 m/s). */
    static final double BENCHMARK_DT_S = 1e-5;

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
                modes.idealTyres() ? "no slip (knife-edge wheels)" : "linear tyres at static load, with relaxation",
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
        TestTrack track = new StraightLineRuns(spec).reachSpeed(v);
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
        return result(h, modes.mode(v, "weave"), modes.mode(v, "wobble"), speedKmh, BikeTelemetry.of(s).crashed(),
                withTrace, HANDS_OFF_S);
    }

    /**
     * The benchmark bicycle disturbed and let go: the motorcycle's own non-linear lean-steer step
     * ({@link StiffTyreRun}) on knife-edge wheels with very stiff tyres (cornering stiffness
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
        List<double[]> h = new StiffTyreRun(WhippleParameters.benchmark(), STIFF_TYRE_PER_N, STIFF_TYRE_RELAXATION_M)
                .run(v, BENCHMARK_LEAN_RATE_RAD_PER_S, BENCHMARK_HANDS_OFF_S, BENCHMARK_DT_S, TestTrack.DT);
        LeanSteerModes modes = LeanSteerModes.benchmark();
        return result(h, modes.mode(v, "weave"), null, speedKmh, false, withTrace, BENCHMARK_HANDS_OFF_S);
    }

    private static HandsOff result(List<double[]> h, LeanSteerModes.Mode weave, LeanSteerModes.Mode wobble,
            double speedKmh, boolean crashed, boolean withTrace, double recordS) {
        // the weave from the lean over the whole record (with the capsize drift as a third
        // exponential), the wobble from the steer's first half second, where it is still alive
        double[] weaveFit = weave == null ? null
                : DecayFit.nearest(DecayFit.modes(h, 1, 0.05, recordS, 5, 5), weave.realPerS(), weave.frequencyHz());
        double[] wobbleFit = wobble == null ? null
                : DecayFit.nearest(DecayFit.modes(h, 2, 0.02, 0.6, 6, 1), wobble.realPerS(), wobble.frequencyHz());
        List<HandsOffPoint> trace = null;
        if (withTrace) {
            trace = new ArrayList<>();
            for (int i = 0; i < h.size(); i += 10) {
                double[] p = h.get(i);
                trace.add(new HandsOffPoint(round(p[0], 3), round(Math.toDegrees(p[1]), 4), round(Math.toDegrees(p[2]), 4)));
            }
        }
        return new HandsOff(speedKmh, crashed,
                weaveFit == null ? null : round(weaveFit[0], 3), weaveFit == null ? null : round(weaveFit[1], 3),
                weave == null ? null : round(weave.realPerS(), 3), weave == null ? null : round(weave.frequencyHz(), 3),
                wobbleFit == null ? null : round(wobbleFit[0], 3), wobbleFit == null ? null : round(wobbleFit[1], 3),
                wobble == null ? null : round(wobble.realPerS(), 3), wobble == null ? null : round(wobble.frequencyHz(), 3),
                trace);
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
     * @param trace lean and steer every 10 ms
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record HandsOff(double speedKmh, boolean crashed, Double weaveRealPerS, Double weaveFrequencyHz,
            Double stabilityWeaveRealPerS, Double stabilityWeaveFrequencyHz, Double wobbleRealPerS,
            Double wobbleFrequencyHz, Double stabilityWobbleRealPerS, Double stabilityWobbleFrequencyHz,
            List<HandsOffPoint> trace) {
    }

    /**
     * @param timeS time since the hands came off (s)
     * @param leanDeg lean (deg, + right)
     * @param steerDeg steer (deg, + left)
     */
    public record HandsOffPoint(double timeS, double leanDeg, double steerDeg) {
    }
}
