package dev.sandbox.app.scene.render;

import com.jme3.asset.AssetManager;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.jme3.scene.Node;
import dev.sandbox.app.core.laps.LapCourse;
import dev.sandbox.app.core.laps.LapGate;
import dev.sandbox.app.core.world.RoadLoop;

/**
 * The lap's lines painted on the road: the start/finish line as two rows of black and white
 * squares across the paved width, the two sector lines as plain yellow stripes, each a little
 * above the road's ribbon so it is drawn over the markings.
 */
public final class LapLinesBuilder {

    /** Height above the road surface (in metres): above the road ribbon's {@link RoadBuilder#LIFT_M}. */
    static final float LIFT_M = 0.022f;
    /** Squares across the road on the start/finish line. */
    static final int SQUARES = 12;
    /** Depth of the sector lines along the road (in metres). */
    static final float SECTOR_DEPTH_M = 0.3f;

    private LapLinesBuilder() {
    }

    /**
     * @param course the course
     * @param assets the asset manager
     * @return a node holding the lines (world coordinates)
     */
    public static Node build(LapCourse course, AssetManager assets) {
        Node node = new Node("lap-lines");
        RoadLoop road = course.road();
        float half = (float) RoadLoop.HALF_WIDTH_M;
        float square = 2 * half / SQUARES;
        MeshBuilder white = new MeshBuilder();
        MeshBuilder black = new MeshBuilder();
        MeshBuilder yellow = new MeshBuilder();
        for (int k = 0; k < LapCourse.SECTORS; k++) {
            LapGate g = course.gate(k);
            float y = (float) road.y(course.gateSample(k)) + LIFT_M;
            Vector3f centre = new Vector3f((float) g.x(), y, (float) g.z());
            Vector3f fwd = new Vector3f((float) g.tx(), 0, (float) g.tz());
            Vector3f left = new Vector3f((float) g.tz(), 0, (float) -g.tx());
            if (k > 0) {
                rect(yellow, centre, fwd, left, -SECTOR_DEPTH_M / 2, SECTOR_DEPTH_M / 2, -half, half);
                continue;
            }
            for (int row = 0; row < 2; row++) {
                for (int col = 0; col < SQUARES; col++) {
                    MeshBuilder mb = (row + col) % 2 == 0 ? white : black;
                    rect(mb, centre, fwd, left, (row - 1) * square, row * square, -half + col * square,
                            -half + (col + 1) * square);
                }
            }
        }
        node.attachChild(white.geometry("lap-line-white", Environment.lit(assets, new ColorRGBA(0.92f, 0.92f, 0.9f, 1f),
                null, 0)));
        node.attachChild(black.geometry("lap-line-black", Environment.lit(assets, new ColorRGBA(0.05f, 0.05f, 0.05f, 1f),
                null, 0)));
        node.attachChild(yellow.geometry("lap-sector-lines", Environment.lit(assets, new ColorRGBA(0.95f, 0.8f, 0.1f, 1f),
                null, 0)));
        return node;
    }

    /** A flat rectangle from {@code a0} to {@code a1} along the road and {@code l0} to {@code l1} to its left, facing up. */
    private static void rect(MeshBuilder mb, Vector3f c, Vector3f fwd, Vector3f left, float a0, float a1, float l0,
            float l1) {
        Vector3f backRight = c.add(fwd.mult(a0)).addLocal(left.mult(l0));
        Vector3f frontRight = c.add(fwd.mult(a1)).addLocal(left.mult(l0));
        Vector3f frontLeft = c.add(fwd.mult(a1)).addLocal(left.mult(l1));
        Vector3f backLeft = c.add(fwd.mult(a0)).addLocal(left.mult(l1));
        // counter-clockwise seen from above: the quad faces up
        mb.quad(backRight, frontRight, frontLeft, backLeft, 1f);
    }
}
