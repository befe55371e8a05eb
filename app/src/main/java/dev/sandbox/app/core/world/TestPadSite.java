package dev.sandbox.app.core.world;

/**
 * Finds where the {@link TestPad} goes: inside the road loop, along the longest straight line
 * that keeps the strip and the handling area {@link #ROAD_CLEARANCE_M} from the road's
 * centreline and inside the map, with the connecting lane running back from the start line
 * until it meets the road.
 */
final class TestPadSite {

    /** Least distance from the pad's edge to the road centreline (in metres): road, shoulder and both blends. */
    static final double ROAD_CLEARANCE_M = 26.0;
    /** Farthest the pad reaches from the map centre along x or z (in metres): clear of the rising rim. */
    static final double MAP_LIMIT_M = 430.0;
    private static final double GRID_M = 4.0;
    private static final double STEP_M = 4.0;

    private final RoadLoop road;
    private final java.util.function.DoubleBinaryOperator natural;
    private final int cells;
    private final double origin;
    private final float[] dist;

    /**
     * @param road the road loop, with its heights
     * @param natural the untouched landscape's height at (x, z) (in metres)
     * @param extentM the map's side (in metres)
     */
    TestPadSite(RoadLoop road, java.util.function.DoubleBinaryOperator natural, double extentM) {
        this.road = road;
        this.natural = natural;
        this.cells = (int) Math.round(extentM / GRID_M) + 1;
        this.origin = -extentM / 2;
        this.dist = new float[cells * cells];
        WorldGenerator.rasterizeRoad(road, origin, GRID_M, cells, ROAD_CLEARANCE_M + 10, dist, null);
    }

    /**
     * Searches directions every 3 degrees and axis offsets every 20 m from the map centre for
     * sites with room for a strip of {@link TestPad#MIN_STRIP_M} and picks the one needing the
     * least cut and fill.
     *
     * @return the chosen pad
     * @throws IllegalStateException when no site gives {@link TestPad#MIN_STRIP_M}
     */
    TestPad place() {
        double bestCost = Double.MAX_VALUE;
        double[] best = null;
        for (int deg = 0; deg < 360; deg += 3) {
            double h = Math.toRadians(deg);
            double dx = Math.cos(h);
            double dz = -Math.sin(h);
            for (double c = -100; c <= 100; c += 20) {
                double ox = c * dz;
                double oz = -c * dx;
                double[] span = clearSpan(ox, oz, dx, dz, -TestPad.STRIP_HALF_WIDTH_M, TestPad.STRIP_HALF_WIDTH_M);
                if (span == null) {
                    continue;
                }
                double start = span[0] + TestPad.RUNUP_M;
                double len = Math.min(span[1] - start, TestPad.MAX_STRIP_M);
                if (len < TestPad.MIN_STRIP_M) {
                    continue;
                }
                double sx = ox + start * dx;
                double sz = oz + start * dz;
                for (double side : new double[] {1, -1}) {
                    TestPad pad = new TestPad(sx, sz, h, len, 0, side, 0);
                    double lane = laneStartU(pad);
                    if (!handlingClear(pad) || Double.isNaN(lane)) {
                        continue;
                    }
                    double[] junction = pad.toWorld(lane, 0);
                    double cost = earthworks(pad, road.y(road.nearest(junction[0], junction[1])));
                    if (cost < bestCost) {
                        bestCost = cost;
                        best = new double[] {sx, sz, h, len, side};
                    }
                }
            }
        }
        if (best == null) {
            throw new IllegalStateException("no room for the test pad inside the road loop");
        }
        TestPad draft = new TestPad(best[0], best[1], best[2], best[3], 0, best[4], 0);
        double laneU = laneStartU(draft);
        double[] p = draft.toWorld(laneU, 0);
        int junction = road.nearest(p[0], p[1]);
        return new TestPad(best[0], best[1], best[2], best[3], laneU, best[4], road.y(junction));
    }

    /** @return the deepest cut or highest fill needed to lay the pad at a height (in metres) */
    private double earthworks(TestPad pad, double heightM) {
        double worst = 0;
        for (double u = -TestPad.RUNUP_M; u <= pad.stripEndU(); u += 20) {
            for (double v = -TestPad.STRIP_HALF_WIDTH_M; v <= TestPad.STRIP_HALF_WIDTH_M; v += TestPad.STRIP_HALF_WIDTH_M) {
                worst = Math.max(worst, deviation(pad, u, v, heightM));
            }
        }
        double u0 = pad.handlingStartU();
        for (double u = u0; u <= u0 + TestPad.HANDLING_LENGTH_M; u += 30) {
            for (double w = 0; w <= TestPad.HANDLING_WIDTH_M; w += 25) {
                worst = Math.max(worst, deviation(pad, u, pad.side() * (TestPad.STRIP_HALF_WIDTH_M + w), heightM));
            }
        }
        return worst;
    }

    private double deviation(TestPad pad, double u, double v, double heightM) {
        double[] p = pad.toWorld(u, v);
        return Math.abs(natural.applyAsDouble(p[0], p[1]) - heightM);
    }

    /** @return u where the lane back from the start line reaches the road centreline, or NaN beyond 80 m */
    private double laneStartU(TestPad pad) {
        for (double u = -TestPad.RUNUP_M; u > -TestPad.RUNUP_M - 80; u -= 1) {
            double[] p = pad.toWorld(u, 0);
            if (Math.abs(p[0]) > MAP_LIMIT_M || Math.abs(p[1]) > MAP_LIMIT_M) {
                return Double.NaN;
            }
            if (distance(p[0], p[1]) < 1.0) {
                return u;
            }
        }
        return Double.NaN;
    }

    /**
     * The longest run of the axis through (ox, oz), containing its point nearest the map
     * centre, whose cross-section from v0 to v1 stays clear.
     *
     * @return {from, to} along the axis (in metres), or null when the centre itself is blocked
     */
    private double[] clearSpan(double ox, double oz, double dx, double dz, double v0, double v1) {
        if (!crossClear(ox, oz, dx, dz, 0, v0, v1)) {
            return null;
        }
        double lo = 0;
        while (lo > -600 && crossClear(ox, oz, dx, dz, lo - STEP_M, v0, v1)) {
            lo -= STEP_M;
        }
        double hi = 0;
        while (hi < 600 && crossClear(ox, oz, dx, dz, hi + STEP_M, v0, v1)) {
            hi += STEP_M;
        }
        return new double[] {lo, hi};
    }

    private boolean crossClear(double ox, double oz, double dx, double dz, double u, double v0, double v1) {
        for (double v = v0; v <= v1 + 1e-9; v += (v1 - v0) / 4) {
            double x = ox + u * dx + v * dz;
            double z = oz + u * dz - v * dx;
            if (!clear(x, z)) {
                return false;
            }
        }
        return true;
    }

    private boolean handlingClear(TestPad pad) {
        double u0 = pad.handlingStartU();
        for (double u = u0; u <= u0 + TestPad.HANDLING_LENGTH_M + 1e-9; u += STEP_M * 2) {
            for (double w = 0; w <= TestPad.HANDLING_WIDTH_M + 1e-9; w += STEP_M * 2) {
                double[] p = pad.toWorld(u, pad.side() * (TestPad.STRIP_HALF_WIDTH_M + w));
                if (!clear(p[0], p[1])) {
                    return false;
                }
            }
        }
        return true;
    }

    private boolean clear(double x, double z) {
        return Math.abs(x) < MAP_LIMIT_M && Math.abs(z) < MAP_LIMIT_M && distance(x, z) > ROAD_CLEARANCE_M;
    }

    /** @return distance to the road centreline from the coarse grid, capped near the clearance (in metres) */
    private double distance(double x, double z) {
        int gx = (int) Math.round((x - origin) / GRID_M);
        int gz = (int) Math.round((z - origin) / GRID_M);
        if (gx < 0 || gz < 0 || gx >= cells || gz >= cells) {
            return 0;
        }
        return dist[gz * cells + gx];
    }
}
