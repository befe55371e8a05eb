package dev.sandbox.app.core.testpad;

import dev.sandbox.app.core.world.TestPad;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.provingground.HandlingResults;
import dev.sandbox.physics.provingground.HandlingRuns;
import dev.sandbox.physics.provingground.Results;
import dev.sandbox.physics.provingground.StraightLineRuns;
import dev.sandbox.physics.provingground.TestGroup;
import dev.sandbox.physics.spec.VehicleSpec;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * The proving ground's headless figures for the vehicles driven, computed by the proving
 * ground's own run code ({@link StraightLineRuns#accel()}, {@link StraightLineRuns#brake()},
 * {@link HandlingRuns#skidpad(double)}) on one low-priority background thread, once per
 * vehicle, so the first frame never waits for them.
 */
public final class ProvingGroundFigures {

    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "proving-ground-figures");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        return t;
    });
    private final Map<String, CompletableFuture<Map<String, Double>>> straight = new ConcurrentHashMap<>();
    private final Map<String, CompletableFuture<Map<String, Double>>> handling = new ConcurrentHashMap<>();

    /**
     * Starts computing a vehicle's figures unless they are known or under way.
     *
     * @param spec the vehicle
     */
    public void request(VehicleSpec spec) {
        straight.computeIfAbsent(spec.id(), id -> CompletableFuture.supplyAsync(() -> straightLine(spec), worker));
        handling.computeIfAbsent(spec.id(), id -> CompletableFuture.supplyAsync(() -> skidpad(spec), worker));
    }

    /**
     * @param vehicleId the vehicle
     * @param run a timed run of that vehicle
     * @return the proving ground's figure for the run, or null when it has none or is still computing
     */
    public Double reference(String vehicleId, TimedRun run) {
        CompletableFuture<Map<String, Double>> f = cacheFor(run.name()).get(vehicleId);
        if (f == null || !f.isDone() || f.isCompletedExceptionally()) {
            return null;
        }
        return f.join().get(key(run));
    }

    /**
     * Waits for the figure of a run (the state report does, at exit).
     *
     * @param vehicleId the vehicle
     * @param run the run whose figure is wanted
     * @param timeoutS longest wait (in seconds)
     */
    public void await(String vehicleId, TimedRun run, double timeoutS) {
        CompletableFuture<Map<String, Double>> f = cacheFor(run.name()).get(vehicleId);
        if (f == null) {
            return;
        }
        try {
            f.get((long) (timeoutS * 1000), TimeUnit.MILLISECONDS);
        } catch (Exception e) {
            // no figure: the report says null
        }
    }

    private Map<String, CompletableFuture<Map<String, Double>>> cacheFor(String runName) {
        return TimedRun.SKIDPAD_LAP.equals(runName) ? handling : straight;
    }

    private static String key(TimedRun run) {
        return run.name() + "|" + run.unit();
    }

    private static Map<String, Double> straightLine(VehicleSpec spec) {
        Map<String, Double> out = new HashMap<>();
        StraightLineRuns straight = new StraightLineRuns(spec);
        Results.Accel a = straight.accel();
        out.put(TimedRun.ZERO_TO_100 + "|s", a.zeroTo100KmhS());
        out.put(TimedRun.ZERO_TO_200 + "|s", a.zeroTo200KmhS());
        out.put(TimedRun.QUARTER_MILE + "|s", a.quarterMileS());
        out.put(TimedRun.QUARTER_MILE + "|km/h", a.quarterMileTrapKmh());
        out.put(TimedRun.HUNDRED_TO_ZERO + "|m", straight.brake().from100KmhM());
        out.values().removeIf(v -> v == null);
        return out;
    }

    /** The ISO 4138 skidpad is driven by road-wheel angle: a vehicle outside that test group (the motorcycle) gets no figure. */
    private static Map<String, Double> skidpad(VehicleSpec spec) {
        Map<String, Double> out = new HashMap<>();
        if (TestGroup.ROAD_WHEEL_HANDLING.appliesTo(spec)) {
            HandlingResults.Skidpad pad = new HandlingRuns(spec).skidpad(TestPad.SKIDPAD_RADIUS_M);
            out.put(TimedRun.SKIDPAD_LAP + "|s", lapTimeS(pad.maxLateralG(), TestPad.SKIDPAD_RADIUS_M));
        }
        out.values().removeIf(v -> v == null);
        return out;
    }

    /**
     * The lap time at the steady limit of a circle: v = sqrt(a r), t = 2 pi r / v.
     *
     * @param lateralG steady lateral acceleration (in g)
     * @param radiusM circle radius (in metres)
     * @return the lap time (in seconds, rounded to 0.01)
     */
    static Double lapTimeS(double lateralG, double radiusM) {
        if (!(lateralG > 0)) {
            return null;
        }
        double v = Math.sqrt(lateralG * Units.G * radiusM);
        return Math.round(2 * Math.PI * radiusM / v * 100) / 100.0;
    }
}
