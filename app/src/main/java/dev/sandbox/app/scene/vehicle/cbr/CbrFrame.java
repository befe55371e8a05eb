package dev.sandbox.app.scene.vehicle.cbr;

import com.jme3.math.Vector3f;
import dev.sandbox.app.scene.render.MeshBuilder;
import dev.sandbox.app.scene.render.SurfaceBuilder;
import java.util.List;

/**
 * The SC57's aluminium twin-spar frame and what bolts to it low down: the spars, the cast
 * swingarm pivot plates either side of the swingarm with the pivot spindle's ends on them,
 * and the rearset hangers bolted to the plates' outer faces carrying the footpegs.
 *
 * <p>Frame: x forward from the centre of mass, y up from the ground, z to the right.
 */
final class CbrFrame {

    /** The pivot plates' inner faces, either side of the centre plane (|z|, in metres). */
    static final float PLATE_INNER_Z = 0.148f;
    /** The pivot plates' outer faces (|z|, in metres). */
    static final float PLATE_OUTER_Z = 0.174f;
    /**
     * A pivot plate's outline seen from the side (x, y in metres), counter-clockwise seen from
     * +z: a cast section round the pivot, rising behind it to where the spar and the rear leg
     * come down out of the side panel, its top edge just under the panel's lower edge.
     */
    static final float[][] PLATE_OUTLINE = {{-0.125f, 0.365f}, {-0.065f, 0.365f}, {-0.045f, 0.395f}, {-0.060f, 0.430f},
        {-0.095f, 0.505f}, {-0.155f, 0.550f}, {-0.165f, 0.520f}, {-0.145f, 0.410f}};
    /** The rearset hangers' bolts on the plate, upper then lower (x, y in metres). */
    static final float[][] HANGER_BOLTS = {{-0.150f, 0.500f}, {-0.125f, 0.390f}};
    /** The hangers' thickness across the bike (in metres): they lie on the plate's outer face. */
    static final float HANGER_THICKNESS_M = 0.008f;
    /** The hangers' depth in the side view (in metres). */
    static final float HANGER_DEPTH_M = 0.026f;
    /** How far the pivot spindle's bolt head and nut stand out of the plates (in metres). */
    static final float SPINDLE_HEAD_M = 0.008f;

    private CbrFrame() {
    }

    /**
     * The spars. Each runs from the steering head back and down inside the side panels, which
     * cover it on the SC57, to its rear corner under the tank; there it turns down and out
     * through the panels' lower edge, tapering, into the top of the pivot plate above the
     * swingarm. A rear leg from the seat rail's mount under the seat meets it at the plate.
     *
     * @param headTop the top of the steering head (in metres)
     * @param pivot the swingarm pivot (in metres)
     * @return both spars with their rear legs
     */
    static SurfaceBuilder spars(Vector3f headTop, Vector3f pivot) {
        SurfaceBuilder frame = new SurfaceBuilder();
        float plateZ = (PLATE_INNER_Z + PLATE_OUTER_Z) / 2;
        for (float side : new float[] {-1, 1}) {
            // Where the panels cover them the spars keep a few millimetres inside the skin;
            // the spar's end stays 1 cm above the swingarm at the pivot.
            frame.tube(List.of(headTop.add(0, -0.06f, side * 0.05f), new Vector3f(0.22f, 0.78f, side * 0.11f),
                    new Vector3f(0.0f, 0.70f, side * 0.09f), new Vector3f(pivot.x, 0.62f, side * 0.08f),
                    new Vector3f(pivot.x - 0.025f, 0.49f, side * plateZ)),
                    new float[] {0.04f, 0.045f, 0.045f, 0.045f, 0.03f}, 8, true);
            frame.tube(List.of(new Vector3f(-0.19f, 0.67f, side * 0.08f), new Vector3f(-0.15f, 0.56f, side * 0.12f),
                    new Vector3f(-0.14f, 0.52f, side * plateZ)), new float[] {0.035f, 0.035f, 0.03f}, 8, true);
        }
        return frame;
    }

    /**
     * The pivot plates: flat castings between {@link #PLATE_INNER_Z} and {@link #PLATE_OUTER_Z}
     * each side, outside the swingarm, which pivots between them.
     *
     * @return both plates
     */
    static MeshBuilder pivotPlates() {
        MeshBuilder plates = new MeshBuilder();
        plates.extrude(PLATE_OUTLINE, PLATE_INNER_Z, PLATE_OUTER_Z, 0);
        plates.extrude(PLATE_OUTLINE, -PLATE_OUTER_Z, -PLATE_INNER_Z, 0);
        return plates;
    }

    /**
     * The pivot spindle's ends: a hexagon bolt head on the left plate's outer face and a nut on
     * the right's; the spindle between them is hidden in the swingarm.
     *
     * @param pivot the swingarm pivot (in metres)
     * @return both ends
     */
    static MeshBuilder spindleEnds(Vector3f pivot) {
        MeshBuilder ends = new MeshBuilder();
        for (float side : new float[] {-1, 1}) {
            ends.cylinderZ(pivot.add(0, 0, side * (PLATE_OUTER_Z + SPINDLE_HEAD_M / 2)), 0.016f, SPINDLE_HEAD_M, 6);
        }
        return ends;
    }

    /**
     * The rearset hangers: each side a pair of flat forged bars on the pivot plate's outer
     * face, from its two bolts down and back to the footpeg.
     *
     * @param pegs the footpegs, left then right (in metres)
     * @return both sides' hangers
     */
    static MeshBuilder hangers(Vector3f[] pegs) {
        MeshBuilder hangers = new MeshBuilder();
        for (Vector3f peg : pegs) {
            float side = Math.signum(peg.z);
            float z = side * (PLATE_OUTER_Z + HANGER_THICKNESS_M / 2);
            Vector3f foot = new Vector3f(peg.x, peg.y, z);
            for (float[] bolt : HANGER_BOLTS) {
                hangers.beam(new Vector3f(bolt[0], bolt[1], z), foot, HANGER_THICKNESS_M, HANGER_DEPTH_M);
            }
        }
        return hangers;
    }

    /**
     * The footpegs, each reaching 3 cm inboard of its peg point (into the hanger) and 5 cm
     * outboard, where the rider's foot rests.
     *
     * @param pegs the footpegs, left then right (in metres)
     * @return both pegs
     */
    static SurfaceBuilder footpegs(Vector3f[] pegs) {
        SurfaceBuilder footpegs = new SurfaceBuilder();
        for (Vector3f peg : pegs) {
            float side = Math.signum(peg.z);
            footpegs.rod(peg.add(0, 0, -side * 0.03f), peg.add(0, 0, side * 0.05f), 0.012f, 6);
        }
        return footpegs;
    }
}
