package dev.sandbox.app.core.world;

import dev.sandbox.physics.math.Seeds;
import java.util.random.RandomGenerator;

/**
 * The paved road: a closed loop around the centre of the map, sampled every
 * {@link #SAMPLE_SPACING_M} metres along its centreline. The loop is star-shaped
 * (radius as a smooth function of the polar angle), so it never crosses itself.
 */
public final class RoadLoop {

    /** Distance between centreline samples (in metres). */
    public static final double SAMPLE_SPACING_M = 2.0;
    /** Half the paved width (in metres): two 4.5 m lanes in all. */
    public static final double HALF_WIDTH_M = 4.5;
    /** Steepest grade around the road start (rise over run): level enough that nothing rolls away. */
    public static final double START_GRADE = 0.015;

    private final double[] xs;
    private final double[] zs;
    private double[] ys;
    private final double lengthM;

    /**
     * Lays out the loop.
     *
     * @param seed the world seed
     * @param meanRadiusM mean distance of the loop from the map centre (in metres)
     * @param wiggleM largest radial excursion (in metres)
     */
    public RoadLoop(long seed, double meanRadiusM, double wiggleM) {
        RandomGenerator rnd = Seeds.generator(seed, seed ^ 0x5EEDL);
        int harmonics = 6;
        double[] amp = new double[harmonics];
        double[] phase = new double[harmonics];
        double total = 0;
        for (int k = 0; k < harmonics; k++) {
            amp[k] = (0.5 + rnd.nextDouble()) / (k + 2);
            phase[k] = rnd.nextDouble() * 2 * Math.PI;
            total += amp[k];
        }
        int fine = 20000;
        double[] fx = new double[fine + 1];
        double[] fz = new double[fine + 1];
        double[] arc = new double[fine + 1];
        for (int i = 0; i <= fine; i++) {
            double th = 2 * Math.PI * i / fine;
            double r = meanRadiusM;
            for (int k = 0; k < harmonics; k++) {
                r += wiggleM / total * amp[k] * Math.cos((k + 2) * th + phase[k]);
            }
            fx[i] = r * Math.cos(th);
            fz[i] = -r * Math.sin(th);
            if (i > 0) {
                arc[i] = arc[i - 1] + Math.hypot(fx[i] - fx[i - 1], fz[i] - fz[i - 1]);
            }
        }
        lengthM = arc[fine];
        int n = (int) Math.round(lengthM / SAMPLE_SPACING_M);
        xs = new double[n];
        zs = new double[n];
        int j = 0;
        for (int i = 0; i < n; i++) {
            double s = lengthM * i / n;
            while (arc[j + 1] < s) {
                j++;
            }
            double t = (s - arc[j]) / (arc[j + 1] - arc[j]);
            xs[i] = fx[j] + (fx[j + 1] - fx[j]) * t;
            zs[i] = fz[j] + (fz[j + 1] - fz[j]) * t;
        }
        ys = new double[n];
    }

    /** @return the number of centreline samples */
    public int size() {
        return xs.length;
    }

    /** @return the loop length (in metres) */
    public double lengthM() {
        return lengthM;
    }

    /** @return x of sample i, wrapping around the loop (in metres) */
    public double x(int i) {
        return xs[Math.floorMod(i, xs.length)];
    }

    /** @return z of sample i, wrapping around the loop (in metres) */
    public double z(int i) {
        return zs[Math.floorMod(i, zs.length)];
    }

    /** @return road surface height at sample i (in metres) */
    public double y(int i) {
        return ys[Math.floorMod(i, ys.length)];
    }

    /** @return the heading of the road at sample i (in radians; 0 = +x, pi/2 = -z) */
    public double headingRad(int i) {
        return Math.atan2(-(z(i + 1) - z(i - 1)), x(i + 1) - x(i - 1));
    }

    /**
     * Curvature of the centreline from three samples a few metres apart.
     *
     * @param i sample index
     * @return signed curvature (in 1/metres, positive = bending left)
     */
    public double curvature(int i) {
        int k = 3;
        double h0 = headingRad(i - k);
        double h1 = headingRad(i + k);
        double d = Math.IEEEremainder(h1 - h0, 2 * Math.PI);
        return d / (2 * k * SAMPLE_SPACING_M);
    }

    /**
     * The grade of the road between samples.
     *
     * @param i sample index
     * @return rise over run in the direction of increasing index (dimensionless)
     */
    public double grade(int i) {
        return (y(i + 1) - y(i - 1)) / (2 * SAMPLE_SPACING_M);
    }

    /**
     * Index of the sample nearest a point (a linear scan: 1-2 thousand samples).
     *
     * @param x world x (in metres)
     * @param z world z (in metres)
     * @return the nearest sample index
     */
    public int nearest(double x, double z) {
        int best = 0;
        double bestD = Double.MAX_VALUE;
        for (int i = 0; i < xs.length; i++) {
            double d = (xs[i] - x) * (xs[i] - x) + (zs[i] - z) * (zs[i] - z);
            if (d < bestD) {
                bestD = d;
                best = i;
            }
        }
        return best;
    }

    /**
     * Where a driver can start on level ground: the first sample, going round from sample 0,
     * whose surroundings (30 m behind, 60 m ahead) are all within {@code maxGrade} and close to
     * straight (radius above 250 m). Falls back to the sample with the least grade.
     *
     * @param maxGrade largest grade accepted around the start (rise over run, e.g. 0.015)
     * @return the sample index to start at, facing increasing index
     */
    public int levelStraightStart(double maxGrade) {
        int n = size();
        int best = 0;
        double bestScore = Double.MAX_VALUE;
        for (int i = 0; i < n; i++) {
            double worstGrade = 0;
            double worstCurv = 0;
            for (int k = -15; k <= 30; k++) {
                worstGrade = Math.max(worstGrade, Math.abs(grade(i + k)));
                worstCurv = Math.max(worstCurv, Math.abs(curvature(i + k)));
            }
            if (worstGrade <= maxGrade && worstCurv < 1 / 250.0) {
                return i;
            }
            double score = worstGrade + worstCurv * 10;
            if (score < bestScore) {
                bestScore = score;
                best = i;
            }
        }
        return best;
    }

    /**
     * @return the sample the road start puts a vehicle at, facing increasing index: the first
     *     level straight at {@link #START_GRADE}
     */
    public int start() {
        return levelStraightStart(START_GRADE);
    }

    /** Sets the road surface heights, one per sample (package-private: the generator does it). */
    void setHeights(double[] heights) {
        if (heights.length != xs.length) {
            throw new IllegalArgumentException("one height per sample");
        }
        ys = heights.clone();
    }
}
