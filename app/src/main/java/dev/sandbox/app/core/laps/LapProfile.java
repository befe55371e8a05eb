package dev.sandbox.app.core.laps;

import java.util.Arrays;

/**
 * The time a lap took to reach each point of the course: the lap time at every
 * {@link #STEP_M} metres along the centreline from the start/finish line, the last entry at the
 * finish. The live delta compares the lap being driven with the best lap at the same distance,
 * as sim drivers' delta bars do.
 */
public final class LapProfile {

    /** Distance between entries (in metres). */
    public static final double STEP_M = 10.0;

    private final double lengthM;
    private final double[] timesS;

    /**
     * @param lengthM the lap's length (in metres, &gt;0)
     * @param timesS the lap time at 0, {@link #STEP_M}, 2 {@link #STEP_M}, ... metres short of
     *     the finish and at the finish ({@link #entriesFor} of them), non-decreasing (in seconds)
     */
    public LapProfile(double lengthM, double[] timesS) {
        if (!(lengthM > 0) || timesS.length != entriesFor(lengthM)) {
            throw new IllegalArgumentException("a profile of a " + lengthM + " m lap has " + entriesFor(lengthM)
                    + " entries, not " + timesS.length);
        }
        for (int i = 1; i < timesS.length; i++) {
            if (!(timesS[i] >= timesS[i - 1])) {
                throw new IllegalArgumentException("lap times must not fall along the lap (entry " + i + ")");
            }
        }
        this.lengthM = lengthM;
        this.timesS = timesS.clone();
    }

    /**
     * @param lengthM the lap's length (in metres, &gt;0)
     * @return how many entries a profile of a lap that long holds: one every {@link #STEP_M}
     *     short of the finish, and the finish
     */
    public static int entriesFor(double lengthM) {
        return (int) Math.ceil(lengthM / STEP_M) + 1;
    }

    /**
     * @param lengthM the lap's length (in metres)
     * @param k an entry
     * @return the distance of that entry from the start/finish line (in metres)
     */
    public static double distanceOfEntryM(double lengthM, int k) {
        return Math.min(k * STEP_M, lengthM);
    }

    /** @return the lap's length (in metres) */
    public double lengthM() {
        return lengthM;
    }

    /** @return the lap time at each entry (in seconds) */
    public double[] timesS() {
        return timesS.clone();
    }

    /**
     * @param distanceM distance along the lap from the start/finish line (in metres)
     * @return the lap time at that distance, interpolated between entries (in seconds)
     */
    public double timeAtS(double distanceM) {
        double d = Math.max(0, Math.min(lengthM, distanceM));
        int i = Math.min((int) Math.floor(d / STEP_M), timesS.length - 2);
        double d0 = distanceOfEntryM(lengthM, i);
        double d1 = distanceOfEntryM(lengthM, i + 1);
        return timesS[i] + (timesS[i + 1] - timesS[i]) * (d1 > d0 ? (d - d0) / (d1 - d0) : 1);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof LapProfile p && lengthM == p.lengthM && Arrays.equals(timesS, p.timesS);
    }

    @Override
    public int hashCode() {
        return Double.hashCode(lengthM) * 31 + Arrays.hashCode(timesS);
    }
}
