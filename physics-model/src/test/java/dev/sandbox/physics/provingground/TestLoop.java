package dev.sandbox.physics.provingground;

import java.util.ArrayList;
import java.util.List;

/**
 * A closed test loop on flat ground for the keyboard-only driver: four left-hand bends of 135,
 * 60, 40 and 60 m radius, each a quarter turn, joined by straights of 300, 150, 395 and 245 m
 * (the straights close the loop: along x 300 + 135 - 60 - 395 - 40 + 60 = 0, across it
 * 135 + 150 + 60 - 40 - 245 - 60 = 0). It starts at the origin heading along +x, at the start
 * of the longest straight but one; 1553 m a lap.
 */
final class TestLoop {

    /** Radii of the four bends (in metres), in driving order. */
    static final double[] RADII_M = {135, 60, 40, 60};
    /** Straights before each bend (in metres). */
    static final double[] STRAIGHTS_M = {300, 150, 395, 245};
    /** Spacing of the path's points (in metres). */
    static final double STEP_M = 1.0;

    private TestLoop() {
    }

    /** @return the loop as a closed path, a point every {@link #STEP_M} */
    static Path path() {
        List<double[]> pts = new ArrayList<>();
        double x = 0;
        double z = 0;
        double heading = 0;
        for (int i = 0; i < RADII_M.length; i++) {
            int n = (int) Math.round(STRAIGHTS_M[i] / STEP_M);
            for (int k = 0; k < n; k++) {
                pts.add(new double[] {x, z});
                x += STEP_M * Math.cos(heading);
                z -= STEP_M * Math.sin(heading);
            }
            double r = RADII_M[i];
            int m = (int) Math.round(r * Math.PI / 2 / STEP_M);
            double dh = Math.PI / 2 / m;
            // the centre of a left turn lies to the left of the heading: left of (cos h, -sin h) is (-sin h, -cos h)
            double cx = x - r * Math.sin(heading);
            double cz = z - r * Math.cos(heading);
            for (int k = 0; k < m; k++) {
                pts.add(new double[] {x, z});
                heading += dh;
                x = cx + r * Math.sin(heading);
                z = cz + r * Math.cos(heading);
            }
        }
        return new Path(pts, true);
    }
}
