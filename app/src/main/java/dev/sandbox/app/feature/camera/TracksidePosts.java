package dev.sandbox.app.feature.camera;

import dev.sandbox.app.core.world.RoadLoop;
import dev.sandbox.app.core.world.SightLines;
import dev.sandbox.app.core.world.WorldLayout;

/**
 * Where the trackside camera stands. Television posts stand every {@link #SPACING_M} along the
 * road, {@link #SIDE_M} to alternate sides and {@link #HEIGHT_M} up, and the post just ahead of
 * the vehicle films it. A post that has not seen the vehicle for {@link #BLOCKED_S} (a tree, a
 * rock, a wall or a hill in the way) gives way to the first that can: the same post from the
 * road's other side, then the posts after and before it, each within {@link #RANGE_M}. Off among
 * the trees, where no post sees the vehicle, a roaming post goes down {@link #ROAMING_M} from it
 * where it can, on the side of the road's post if it can. A post, once chosen, stands still: the
 * picture cuts when the vehicle moves on to the next post or out of sight, never drifts.
 */
public final class TracksidePosts {

    /** Distance between camera posts along the road (in metres). */
    public static final double SPACING_M = 120;

    /** A post's distance from the road's centreline (in metres). */
    static final double SIDE_M = 14;

    /** A post's height above the road (in metres). */
    static final double HEIGHT_M = 4;

    /** The least height of a camera above the ground under it (in metres). */
    static final double ABOVE_GROUND_M = 2;

    /** How long a post may lose sight of the vehicle before the camera cuts away (in seconds). */
    static final double BLOCKED_S = 0.4;

    /** The farthest a post may stand from the vehicle it films (in metres). */
    static final double RANGE_M = 110;

    /** A roaming post's distance from the vehicle (in metres). */
    static final double ROAMING_M = 18;

    /** The bearings a roaming post tries, turning both ways from the road's post (in degrees). */
    static final double ROAMING_STEP_DEG = 30;

    private final RoadLoop road;
    private final WorldLayout layout;
    private final SightLines sight;
    private final int step;
    private double[] eye;
    private int nominal = -1;
    private double blockedS;
    private boolean roaming;

    /** @param layout the world */
    public TracksidePosts(WorldLayout layout) {
        this.layout = layout;
        this.road = layout.road();
        this.sight = new SightLines(layout);
        this.step = (int) Math.round(SPACING_M / RoadLoop.SAMPLE_SPACING_M);
    }

    /** Forgets the post, so the next call chooses afresh (as when the camera is switched to). */
    public void reset() {
        eye = null;
        nominal = -1;
        blockedS = 0;
    }

    /**
     * @param x the filmed point's x (in metres)
     * @param y its y (in metres)
     * @param z its z (in metres)
     * @param dtS time since the last call (in seconds)
     * @return where the camera stands, {x, y, z} (in metres); the same array until it cuts
     */
    public double[] eye(double x, double y, double z, double dtS) {
        int post = nominalPost(x, z);
        if (eye != null) {
            blockedS = sees(eye, x, y, z) ? 0 : blockedS + dtS;
        }
        if (eye == null || post != nominal || blockedS > BLOCKED_S || distance(eye, x, y, z) > RANGE_M) {
            nominal = post;
            blockedS = 0;
            eye = choose(post, x, y, z);
        }
        return eye;
    }

    /** @return true when the current post is a roaming one, off the road */
    public boolean roaming() {
        return roaming;
    }

    /** @return true when nothing of the world stands between the eye and the point */
    public boolean sees(double[] from, double x, double y, double z) {
        return sight.clear(from[0], from[1], from[2], x, y, z);
    }

    /** @return the road sample of the post that films a vehicle at (x, z) when nothing is in the way */
    int nominalPost(double x, double z) {
        int i = road.nearest(x, z);
        return Math.floorMod(Math.round((float) (i + step / 3) / step) * step, road.size());
    }

    /** @return the post at a road sample, on its usual side (+1) or the other (-1) */
    double[] post(int sample, int side) {
        int s = Math.floorMod(sample, road.size());
        double h = road.headingRad(s);
        double usual = (s / step) % 2 == 0 ? 1 : -1;
        double px = road.x(s) - Math.sin(h) * SIDE_M * usual * side;
        double pz = road.z(s) - Math.cos(h) * SIDE_M * usual * side;
        double py = Math.max(road.y(s) + HEIGHT_M, layout.approxHeight(px, pz) + ABOVE_GROUND_M);
        return new double[] {px, py, pz};
    }

    private double[] choose(int post, double x, double y, double z) {
        roaming = false;
        int[] samples = {post, post + step, post - step};
        for (int sample : samples) {
            for (int side : new int[] {1, -1}) {
                double[] p = post(sample, side);
                if (distance(p, x, y, z) <= RANGE_M && sees(p, x, y, z)) {
                    return p;
                }
            }
        }
        double[] usual = post(post, 1);
        double bearing = Math.atan2(usual[2] - z, usual[0] - x);
        for (int k = 0; k <= 180 / ROAMING_STEP_DEG; k++) {
            for (int sign : new int[] {1, -1}) {
                double a = bearing + sign * Math.toRadians(k * ROAMING_STEP_DEG);
                double px = x + Math.cos(a) * ROAMING_M;
                double pz = z + Math.sin(a) * ROAMING_M;
                double[] p = {px, layout.approxHeight(px, pz) + HEIGHT_M, pz};
                if (sees(p, x, y, z)) {
                    roaming = true;
                    return p;
                }
            }
        }
        return usual;
    }

    private static double distance(double[] p, double x, double y, double z) {
        return Math.sqrt((p[0] - x) * (p[0] - x) + (p[1] - y) * (p[1] - y) + (p[2] - z) * (p[2] - z));
    }
}
