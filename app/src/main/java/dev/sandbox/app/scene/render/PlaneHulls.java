package dev.sandbox.app.scene.render;

/**
 * The projected shadow's 2D work in the ground plane: the convex hull of a piece's projected
 * points (Andrew's monotone chain) and the cover, the largest piece's hull, with the tests of
 * whether another piece's hull or a disc lies inside it ({@link PlanarShadow}). Reused for
 * every piece of every frame: nothing is allocated once it is made.
 */
final class PlaneHulls {

    private final float[] u;
    private final float[] v;
    private final int[] order;
    private final int[] hull;
    /** The cover's corners in (u, v), counter-clockwise. */
    private float[] coverU = new float[0];
    private float[] coverV = new float[0];
    private int coverN;

    /** @param maxPoints the most points a piece has */
    PlaneHulls(int maxPoints) {
        u = new float[maxPoints];
        v = new float[maxPoints];
        order = new int[maxPoints];
        hull = new int[maxPoints + 1];
    }

    /** Sets point i of the piece being worked on. */
    void put(int i, float pu, float pv) {
        u[i] = pu;
        v[i] = pv;
    }

    /**
     * The convex hull of the first n points put.
     *
     * @param n the piece's point count
     * @param last the points' order along u at the last update, where the sort starts (a pose
     *     moves little between frames, so an insertion sort from it finishes in about one pass);
     *     left in the new order
     * @return the number of hull points; {@link #corner} gives them, counter-clockwise
     */
    int hull(int n, int[] last) {
        for (int i = 0; i < n; i++) {
            int at = last[i];
            int j = i;
            while (j > 0 && compareByPosition(order[j - 1], at) > 0) {
                order[j] = order[j - 1];
                j--;
            }
            order[j] = at;
        }
        System.arraycopy(order, 0, last, 0, n);
        int k = 0;
        for (int j = 0; j < n; j++) {
            int i = order[j];
            while (k >= 2 && cross(hull[k - 2], hull[k - 1], i) <= 0) {
                k--;
            }
            hull[k++] = i;
        }
        for (int j = n - 2, lower = k + 1; j >= 0; j--) {
            int i = order[j];
            while (k >= lower && cross(hull[k - 2], hull[k - 1], i) <= 0) {
                k--;
            }
            hull[k++] = i;
        }
        return Math.max(0, k - 1);
    }

    /** @return the index (as put) of the hull's k-th corner */
    int corner(int k) {
        return hull[k];
    }

    /** Forgets the cover (a new update begins). */
    void clearCover() {
        coverN = 0;
    }

    /** @return whether a cover has been kept in this update */
    boolean hasCover() {
        return coverN > 0;
    }

    /** Keeps the hull just found, of h corners, as the cover. */
    void keepAsCover(int h) {
        if (coverU.length < h) {
            coverU = new float[h];
            coverV = new float[h];
        }
        for (int k = 0; k < h; k++) {
            coverU[k] = u[hull[k]];
            coverV[k] = v[hull[k]];
        }
        coverN = h;
    }

    /** @return whether every corner of the hull just found, of h corners, lies inside the cover */
    boolean hullInsideCover(int h) {
        for (int k = 0; k < h; k++) {
            float pu = u[hull[k]];
            float pv = v[hull[k]];
            for (int e = 0; e < coverN; e++) {
                int f = e + 1 == coverN ? 0 : e + 1;
                float cross = (coverU[f] - coverU[e]) * (pv - coverV[e]) - (coverV[f] - coverV[e]) * (pu - coverU[e]);
                if (cross < 0) {
                    return false;
                }
            }
        }
        return true;
    }

    /** @return whether the disc of radius r round (cu, cv) lies inside the cover */
    boolean discInsideCover(float cu, float cv, float r) {
        for (int e = 0; e < coverN; e++) {
            int f = e + 1 == coverN ? 0 : e + 1;
            float eu = coverU[f] - coverU[e];
            float ev = coverV[f] - coverV[e];
            float len = (float) Math.sqrt(eu * eu + ev * ev);
            // the centre's distance inside the edge, times the edge's length
            if (eu * (cv - coverV[e]) - ev * (cu - coverU[e]) < r * len) {
                return false;
            }
        }
        return true;
    }

    private int compareByPosition(int a, int b) {
        return u[a] != u[b] ? Float.compare(u[a], u[b]) : Float.compare(v[a], v[b]);
    }

    private float cross(int o, int a, int b) {
        return (u[a] - u[o]) * (v[b] - v[o]) - (v[a] - v[o]) * (u[b] - u[o]);
    }
}
