package dev.sandbox.app.core.laps;

import dev.sandbox.app.core.world.RoadLoop;

/**
 * The road loop as a lap course: a start/finish line and two sector lines, each a
 * {@link LapGate} square to the centreline, and distances along the lap measured on the
 * centreline from the start/finish line in the direction the road start faces (increasing
 * sample index). The loop is cut in three sectors of about a third of its length each.
 *
 * <p>The start/finish line lies {@link #LINE_AHEAD_M} ahead of the road start, on the straight
 * the start is chosen for (level within 1.5 % and of radius above 250 m for 60 m ahead): a
 * vehicle put down on the line itself would begin its first lap from rest, and whether that
 * first move counted as a crossing would hang on the millimetres the vehicle settles by. From
 * 50 m back the first crossing is made rolling, like the flying start after a sim's out-lap.
 */
public final class LapCourse {

    /** Distance from the road start to the start/finish line, along the centreline (in metres). */
    public static final double LINE_AHEAD_M = 50.0;
    /** How far each timing line reaches beyond the paved edge on each side (in metres). */
    public static final double MARGIN_M = 10.0;
    /** Number of sectors the lap is cut in. */
    public static final int SECTORS = 3;

    private final RoadLoop road;
    private final int lineIndex;
    private final int[] gateIndex = new int[SECTORS];
    private final LapGate[] gates = new LapGate[SECTORS];
    private final double spacingM;

    /**
     * @param road the road loop
     * @param lineIndex the centreline sample the start/finish line passes through
     */
    public LapCourse(RoadLoop road, int lineIndex) {
        this.road = road;
        int n = road.size();
        this.lineIndex = Math.floorMod(lineIndex, n);
        this.spacingM = road.lengthM() / n;
        for (int k = 0; k < SECTORS; k++) {
            gateIndex[k] = Math.floorMod(this.lineIndex + (int) Math.round((double) n * k / SECTORS), n);
            gates[k] = gateAt(road, gateIndex[k]);
        }
    }

    /**
     * The course of the sandbox's road: its start/finish line {@link #LINE_AHEAD_M} ahead of where
     * the road start puts the vehicle.
     *
     * @param road the road loop
     * @return the course
     */
    public static LapCourse onRoad(RoadLoop road) {
        int start = road.start();
        return new LapCourse(road, start + (int) Math.round(LINE_AHEAD_M / (road.lengthM() / road.size())));
    }

    private static LapGate gateAt(RoadLoop road, int i) {
        double tx = road.x(i + 1) - road.x(i - 1);
        double tz = road.z(i + 1) - road.z(i - 1);
        double len = Math.hypot(tx, tz);
        return new LapGate(road.x(i), road.z(i), tx / len, tz / len, RoadLoop.HALF_WIDTH_M + MARGIN_M);
    }

    /** @return the road loop */
    public RoadLoop road() {
        return road;
    }

    /** @return the lap's length, the loop's centreline (in metres) */
    public double lengthM() {
        return road.lengthM();
    }

    /** @return the centreline sample the start/finish line passes through */
    public int lineIndex() {
        return lineIndex;
    }

    /**
     * @param k 0 for the start/finish line, 1 and 2 for the lines that end the first and second sectors
     * @return that line
     */
    public LapGate gate(int k) {
        return gates[k];
    }

    /**
     * @param k 0 for the start/finish line, 1 and 2 for the sector lines
     * @return the centreline sample the line passes through
     */
    public int gateSample(int k) {
        return gateIndex[k];
    }

    /**
     * @param k 0 for the start/finish line, 1 and 2 for the sector lines
     * @return the line's distance from the start/finish line along the centreline (in metres)
     */
    public double gateDistanceM(int k) {
        return Math.floorMod(gateIndex[k] - lineIndex, road.size()) * spacingM;
    }

    /** @return a new cursor that follows a vehicle along the centreline */
    public LoopCursor cursor() {
        return new LoopCursor(this);
    }

    /** @return distance between centreline samples (in metres) */
    double spacingM() {
        return spacingM;
    }

    /**
     * @param i a centreline sample (any integer: it wraps)
     * @return its distance from the start/finish line, forwards (in metres, 0 to the lap's length)
     */
    double distanceOfSampleM(int i) {
        return Math.floorMod(i - lineIndex, road.size()) * spacingM;
    }
}
