package dev.sandbox.app.core.laps;

import dev.sandbox.physics.ground.Surface;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.sim.WheelTelemetry;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Times laps of a {@link LapCourse}, fed the vehicle's state after every model step, free of
 * the engine (a test drives it with made-up paths or a headless simulation). The first forward
 * crossing of the start/finish line starts lap 1 (what was driven before it, the out-lap, is not
 * timed); every later one finishes a lap and starts the next, provided the two sector lines
 * were crossed, in order, since. Each crossing time is interpolated along the straight path of
 * the centre of mass between the two steps around it; a crossing made reversing does not count,
 * nor does crossing the start/finish line again without having gone round.
 *
 * <p>A lap does not count ({@link Lap#valid()} false) when the vehicle spent more than
 * {@link #OFF_ROAD_LIMIT_S} in all off the road during it (no tyre on asphalt), or was reset or
 * switched during it ({@link #interrupt}). The clock is the sum of the model's steps: a reset,
 * which starts the vehicle's own clock again, leaves the lap's clock running on.
 *
 * <p>Against the best lap given ({@link #setBest}) it gives the live delta, the lap time now
 * less the best lap's time at the same distance along the course, and the best's sector times.
 */
public final class LapTimer {

    /** Time off the road a lap may hold and still count (in seconds). */
    public static final double OFF_ROAD_LIMIT_S = 2.0;
    /** Reason given for a lap in which the vehicle was reset. */
    public static final String RESET = "reset";
    /** Reason given for a lap in which the vehicle was switched. */
    public static final String SWITCHED = "vehicle switched";

    /** What a timer tells as laps begin and end. */
    public interface Listener {
        /** A lap began at the start/finish line (the first, or the one after a finished lap). */
        default void lapStarted() {
        }

        /**
         * A lap ended at the start/finish line.
         *
         * @param lap the lap
         * @param profile when it reached each point of the course
         */
        void lapFinished(Lap lap, LapProfile profile);
    }

    private final LapCourse course;
    private final LoopCursor cursor;
    /** Read at exit by the state report, from another thread. */
    private final List<Lap> laps = new CopyOnWriteArrayList<>();
    private final List<Listener> listeners = new ArrayList<>();
    private final double[] splitClockS = new double[LapCourse.SECTORS];
    private String vehicleId = "";
    private BestLap best;

    private boolean havePrevious;
    private double prevX;
    private double prevZ;
    private double prevTimeS = Double.NaN;
    private double prevDistanceM = Double.NaN;
    private double clockS;
    private double distanceM;

    private boolean running;
    private double lapStartS;
    private int nextGate;
    private double offRoadS;
    private String interrupted = "";
    private double progressM;
    private double[] profile;
    private int profileNext;

    /** @param course the course timed */
    public LapTimer(LapCourse course) {
        this.course = course;
        this.cursor = course.cursor();
    }

    /** @return the course timed */
    public LapCourse course() {
        return course;
    }

    /** @param listener told of each lap begun and finished */
    public void addListener(Listener listener) {
        listeners.add(listener);
    }

    /**
     * Names the vehicle driven; a change of vehicle during a lap makes the lap not count.
     *
     * @param id the vehicle's id
     */
    public void setVehicle(String id) {
        if (!vehicleId.isEmpty() && !vehicleId.equals(id)) {
            interrupt(SWITCHED);
        }
        vehicleId = id;
    }

    /** @return the vehicle driven */
    public String vehicleId() {
        return vehicleId;
    }

    /** @param lap the best lap to compare with (the live delta, the sector colours), or null for none */
    public void setBest(BestLap lap) {
        this.best = lap;
    }

    /** @return the best lap compared with, or null */
    public BestLap best() {
        return best;
    }

    /**
     * The vehicle was put down somewhere else (a reset) or replaced: the lap in progress no
     * longer counts, and no line is crossed between where the vehicle was and where it is now.
     *
     * @param reason why, as the lap will give it ({@link #RESET}, {@link #SWITCHED})
     */
    public void interrupt(String reason) {
        if (running && interrupted.isEmpty()) {
            interrupted = reason;
        }
        havePrevious = false;
        prevTimeS = Double.NaN;
        cursor.lose();
    }

    /**
     * Takes one step's state: where the vehicle is and whether any tyre is on the road.
     *
     * @param s the snapshot after the step
     */
    public void accept(VehicleSnapshot s) {
        step(s.timeS(), s.position().x(), s.position().z(), onRoad(s));
    }

    /**
     * @param s a snapshot
     * @return true when a tyre is on asphalt (the road)
     */
    public static boolean onRoad(VehicleSnapshot s) {
        for (WheelTelemetry w : s.wheels()) {
            if (w.surface() == Surface.ASPHALT || w.surface() == Surface.WET_ASPHALT) {
                return true;
            }
        }
        return false;
    }

    /**
     * Takes one step.
     *
     * @param timeS the vehicle's simulated time (in seconds; a time not after the last one
     *     starts the clock again without a crossing, as after a reset)
     * @param x world x of the centre of mass's ground point (in metres)
     * @param z world z of the centre of mass's ground point (in metres)
     * @param onRoad true when any tyre is on the road
     */
    public void step(double timeS, double x, double z, boolean onRoad) {
        distanceM = cursor.moveTo(x, z);
        double dt = havePrevious && timeS > prevTimeS ? timeS - prevTimeS : 0;
        if (!Double.isNaN(prevDistanceM)) {
            progressM += Math.IEEEremainder(distanceM - prevDistanceM, course.lengthM());
        }
        if (dt > 0) {
            double stepStartS = clockS;
            clockS += dt;
            crossings(stepStartS, dt, x, z);
            if (running) {
                if (!onRoad) {
                    offRoadS += dt;
                }
                fillProfile();
            }
        }
        havePrevious = true;
        prevX = x;
        prevZ = z;
        prevTimeS = timeS;
        prevDistanceM = distanceM;
    }

    private void crossings(double stepStartS, double dt, double x, double z) {
        if (!running) {
            double f = course.gate(0).crossing(prevX, prevZ, x, z);
            if (!Double.isNaN(f)) {
                startLap(stepStartS + f * dt);
            }
            return;
        }
        double f = course.gate(nextGate).crossing(prevX, prevZ, x, z);
        if (nextGate != 0) {
            if (!Double.isNaN(f)) {
                splitClockS[nextGate] = stepStartS + f * dt;
                nextGate = (nextGate + 1) % LapCourse.SECTORS;
            }
            // round the lap with a sector line missed: finish it at the line, not counted
            double g = course.gate(0).crossing(prevX, prevZ, x, z);
            if (Double.isNaN(g) || progressM < course.lengthM() / 2) {
                return;
            }
            f = g;
            interrupted = interrupted.isEmpty() ? "sector line missed" : interrupted;
        }
        if (!Double.isNaN(f)) {
            double at = stepStartS + f * dt;
            finishLap(at);
            startLap(at);
        }
    }

    private void startLap(double atS) {
        running = true;
        lapStartS = atS;
        nextGate = 1;
        offRoadS = 0;
        interrupted = "";
        Arrays.fill(splitClockS, Double.NaN);
        // the distance now, a little past the line
        progressM = Math.IEEEremainder(distanceM, course.lengthM());
        profile = new double[LapProfile.entriesFor(course.lengthM())];
        profile[0] = 0;
        profileNext = 1;
        for (Listener l : listeners) {
            l.lapStarted();
        }
    }

    private void fillProfile() {
        double length = course.lengthM();
        double lapS = clockS - lapStartS;
        while (profileNext < profile.length - 1 && progressM >= LapProfile.distanceOfEntryM(length, profileNext)) {
            profile[profileNext++] = lapS;
        }
    }

    private void finishLap(double atS) {
        double lapS = atS - lapStartS;
        double s1 = splitClockS[1] - lapStartS;
        double s2 = splitClockS[2] - splitClockS[1];
        double s3 = atS - splitClockS[2];
        String reason = interrupted;
        if (reason.isEmpty() && offRoadS > OFF_ROAD_LIMIT_S) {
            reason = String.format(Locale.ROOT, "off the road %.1f s", offRoadS);
        }
        while (profileNext < profile.length) {
            profile[profileNext++] = lapS;
        }
        for (int i = 1; i < profile.length; i++) {
            profile[i] = Math.min(Math.max(profile[i], profile[i - 1]), lapS);
        }
        Lap lap = new Lap(laps.size() + 1, vehicleId, lapS, List.of(s1, s2, s3), reason.isEmpty(), reason);
        laps.add(lap);
        LapProfile p = new LapProfile(course.lengthM(), profile);
        for (Listener l : listeners) {
            l.lapFinished(lap, p);
        }
    }

    /** @return every lap finished, oldest first */
    public List<Lap> laps() {
        return List.copyOf(laps);
    }

    /** @return the last lap finished, or null */
    public Lap lastLap() {
        return laps.isEmpty() ? null : laps.get(laps.size() - 1);
    }

    /** @return true while a lap is being timed (false on the out-lap) */
    public boolean running() {
        return running;
    }

    /** @return the number of the lap being timed (1 for the first), 0 on the out-lap */
    public int lapNumber() {
        return running ? laps.size() + 1 : 0;
    }

    /** @return time since the lap being timed began (in seconds), NaN on the out-lap */
    public double currentLapS() {
        return running ? clockS - lapStartS : Double.NaN;
    }

    /**
     * @param k 0, 1 or 2
     * @return that sector's time in the lap being timed (in seconds), NaN until it is done
     */
    public double sectorS(int k) {
        if (!running) {
            return Double.NaN;
        }
        double[] edges = {lapStartS, splitClockS[1], splitClockS[2]};
        if (k + 1 < edges.length) {
            return edges[k + 1] - edges[k];
        }
        return Double.NaN;
    }

    /** @return time off the road in the lap being timed (in seconds) */
    public double offRoadS() {
        return running ? offRoadS : 0;
    }

    /**
     * @return why the lap being timed will not count ("reset", "off the road 2.3 s"), empty
     *     while it still counts
     */
    public String invalidReason() {
        if (!running) {
            return "";
        }
        if (!interrupted.isEmpty()) {
            return interrupted;
        }
        return offRoadS > OFF_ROAD_LIMIT_S ? String.format(Locale.ROOT, "off the road %.1f s", offRoadS) : "";
    }

    /** @return how far round the lap being timed the vehicle is (in metres from the line; may be negative reversing) */
    public double progressM() {
        return running ? progressM : Double.NaN;
    }

    /**
     * @return the live delta: the lap time now less the best lap's time at the same distance
     *     (in seconds, negative = ahead), NaN on the out-lap or without a best lap
     */
    public double deltaS() {
        if (!running || best == null) {
            return Double.NaN;
        }
        return currentLapS() - best.profile().timeAtS(progressM);
    }
}
