package dev.sandbox.app.core.drive;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The calibration step of a pedal: the player presses the pedal fully and lets it go while
 * every axis's readings are watched. The first axis that travelled at least {@link #MIN_TRAVEL}
 * and came back to where it started, and stayed there for {@link #SETTLED_READINGS} readings,
 * is the pedal; its settled reading is the rest, its reading farthest from there the full press.
 */
public final class PedalCalibration {

    /**
     * The least travel (of an axis's -1..1) that counts as a pedal pressed fully: a trigger
     * travels 1, a wheel pedal 2; a knock on the wheel or a stick less.
     */
    public static final double MIN_TRAVEL = 0.5;
    /** How near its starting reading an axis must come back to count as released (share of its travel). */
    public static final double RELEASED_WITHIN = 0.15;

    /**
     * Readings in a row an axis must hold still near its start (within 1 % of its travel) to
     * count as let go: a sixth of a second of GLFW's readings, which come one a frame.
     */
    public static final int SETTLED_READINGS = 10;

    private final Map<String, Watch> axes = new LinkedHashMap<>();
    private Result result;

    /** What the calibration found. */
    public record Result(String axis, double restReading, double fullReading) {

        /** @return the rising range of the readings and whether the axis is read inverted */
        public PedalRange.Calibrated range() {
            return PedalRange.calibrated(restReading, fullReading);
        }
    }

    private static final class Watch {
        final double start;
        double min;
        double max;
        double last;
        int settled;

        Watch(double v) {
            start = v;
            min = v;
            max = v;
            last = v;
        }
    }

    /**
     * One reading of an axis.
     *
     * @param axis the axis's name as the controls file writes it
     * @param reading its value (-1..1)
     */
    public void sample(String axis, double reading) {
        if (result != null || !Double.isFinite(reading)) {
            return;
        }
        Watch w = axes.computeIfAbsent(axis, a -> new Watch(reading));
        w.min = Math.min(w.min, reading);
        w.max = Math.max(w.max, reading);
        double travel = w.max - w.min;
        boolean still = Math.abs(reading - w.last) <= 0.01 * travel;
        w.last = reading;
        boolean back = travel >= MIN_TRAVEL && Math.abs(reading - w.start) <= RELEASED_WITHIN * travel;
        w.settled = back && still ? w.settled + 1 : 0;
        if (w.settled >= SETTLED_READINGS) {
            double full = Math.abs(w.max - reading) >= Math.abs(w.min - reading) ? w.max : w.min;
            result = new Result(axis, reading, full);
        }
    }

    /** @return what was found once a pedal went down and came back, else null */
    public Result result() {
        return result;
    }

    /**
     * @return the axis that has moved farthest so far and how far (as "AXIS 0.42"), or null
     *     before any axis moved, for the screen to show progress
     */
    public String leader() {
        String best = null;
        double travel = 0.02;
        for (Map.Entry<String, Watch> e : axes.entrySet()) {
            double t = e.getValue().max - e.getValue().min;
            if (t > travel) {
                travel = t;
                best = e.getKey();
            }
        }
        return best;
    }
}
