package dev.sandbox.app.scene.render;

import java.util.ArrayList;
import java.util.List;

/** Ear-clipping triangulation of a simple polygon (the side profiles of the vehicles). */
public final class Triangulator {

    private Triangulator() {
    }

    /**
     * @param poly the outline, counter-clockwise, as (x, y) pairs
     * @return indices into {@code poly}, three per triangle, counter-clockwise
     */
    public static int[] earClip(float[][] poly) {
        List<Integer> idx = new ArrayList<>();
        for (int i = 0; i < poly.length; i++) {
            idx.add(i);
        }
        if (area(poly) < 0) {
            java.util.Collections.reverse(idx);
        }
        List<Integer> out = new ArrayList<>();
        int guard = 0;
        while (idx.size() > 3 && guard++ < 10000) {
            boolean clipped = false;
            for (int i = 0; i < idx.size(); i++) {
                int a = idx.get((i + idx.size() - 1) % idx.size());
                int b = idx.get(i);
                int c = idx.get((i + 1) % idx.size());
                if (cross(poly[a], poly[b], poly[c]) <= 1e-9) {
                    continue;
                }
                boolean inside = false;
                for (int k : idx) {
                    if (k != a && k != b && k != c && inTriangle(poly[k], poly[a], poly[b], poly[c])) {
                        inside = true;
                        break;
                    }
                }
                if (!inside) {
                    out.add(a);
                    out.add(b);
                    out.add(c);
                    idx.remove(i);
                    clipped = true;
                    break;
                }
            }
            if (!clipped) {
                break;
            }
        }
        if (idx.size() == 3) {
            out.add(idx.get(0));
            out.add(idx.get(1));
            out.add(idx.get(2));
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    /** @return the signed area of a polygon (positive when counter-clockwise) */
    public static double area(float[][] p) {
        double a = 0;
        for (int i = 0; i < p.length; i++) {
            float[] q = p[(i + 1) % p.length];
            a += p[i][0] * q[1] - q[0] * p[i][1];
        }
        return a / 2;
    }

    private static double cross(float[] a, float[] b, float[] c) {
        return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
    }

    private static boolean inTriangle(float[] p, float[] a, float[] b, float[] c) {
        return cross(a, b, p) >= 0 && cross(b, c, p) >= 0 && cross(c, a, p) >= 0;
    }
}
