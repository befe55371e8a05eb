package dev.sandbox.app.scene.vehicle.cbr;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.asset.DesktopAssetManager;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Spatial;
import com.jme3.scene.VertexBuffer;
import dev.sandbox.app.scene.vehicle.parts.Finishes;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * How the SC57's swingarm and rearsets hang on its frame: the swingarm pivots between the
 * frame's cast pivot plates, inside them, and the rearset hangers bolt to the plates' outer
 * faces. Built from the cbr1000rr spec as the game builds it.
 */
class CbrFrameTest {

    private static CbrBodywork body;
    private static CbrChassisParts chassis;

    @BeforeAll
    static void build() {
        CbrParts parts = CbrParts.of(VehicleSpecs.load("cbr1000rr"), new Finishes(new DesktopAssetManager(true)));
        body = parts.bodywork();
        chassis = parts.chassis();
    }

    /**
     * Through the rear suspension's travel (the rear axle 6 cm either side of its rest height,
     * more than the SC57's 135 mm of wheel travel shares out either side of the rider's sag),
     * every point of the swingarm that passes beside a pivot plate stays at least 3 mm inside
     * the plate's inner face: the arm turns between the plates, not through them.
     */
    @Test
    void theSwingarmSwingsInsideThePivotPlatesNotThroughThem() {
        Spatial arms = chassis.swingarm().getChild("swingarm-arms+chain-links");
        Mesh mesh = ((Geometry) arms).getMesh();
        FloatBuffer p = mesh.getFloatBuffer(VertexBuffer.Type.Position);
        Vector3f pivot = body.pivotPoint();
        int beside = 0;
        for (float dropM : new float[] {-0.06f, 0, 0.06f}) {
            chassis.pose(0, 0, dropM, 0, 0);
            Quaternion swing = chassis.swingarm().getLocalRotation();
            for (int i = 0; i < p.limit(); i += 3) {
                Vector3f v = swing.mult(new Vector3f(p.get(i), p.get(i + 1), p.get(i + 2))).addLocal(pivot);
                if (inside(CbrFrame.PLATE_OUTLINE, v.x, v.y)) {
                    beside++;
                    assertTrue(Math.abs(v.z) < CbrFrame.PLATE_INNER_Z - 0.003f,
                            "swingarm point " + v + " (rear drop " + dropM + " m) reaches the plate's inner face at |z| "
                            + CbrFrame.PLATE_INNER_Z);
                }
            }
        }
        chassis.pose(0, 0, 0, 0, 0);
        assertTrue(beside > 30, "the arms' front ends are between the plates: " + beside + " points");
        assertTrue(CbrSwingarm.PIVOT_Z + CbrSwingarm.PIVOT_HALF_WIDTH_M < CbrFrame.PLATE_INNER_Z,
                "the arms' outer faces at the pivot are inside the plates");
    }

    /**
     * Each rearset hanger's upper ends, the highest point and the foremost point of each side's
     * rearset, are bolted to the pivot plate: within 1 cm of the plate's solid, so no hanger
     * floats behind the frame.
     */
    @Test
    void theRearsetHangersBoltToThePivotPlatesWithinOneCentimetre() {
        Mesh rearsets = CbrFrame.hangers(body.pegPoints()).build();
        FloatBuffer p = rearsets.getFloatBuffer(VertexBuffer.Type.Position);
        for (float side : new float[] {-1, 1}) {
            List<Vector3f> mine = new ArrayList<>();
            for (int i = 0; i < p.limit(); i += 3) {
                if (p.get(i + 2) * side > 0) {
                    mine.add(new Vector3f(p.get(i), p.get(i + 1), p.get(i + 2)));
                }
            }
            Vector3f highest = mine.stream().max((a, b) -> Float.compare(a.y, b.y)).orElseThrow();
            Vector3f foremost = mine.stream().max((a, b) -> Float.compare(a.x, b.x)).orElseThrow();
            for (Vector3f top : new Vector3f[] {highest, foremost}) {
                float d = distanceToPlate(top);
                assertTrue(d < 0.01f, "hanger end " + top + " is " + d + " m from the pivot plate");
            }
            // The peg stays where the rider's foot is posed, behind and below the plate.
            Vector3f peg = body.pegPoints()[side < 0 ? 0 : 1];
            assertTrue(peg.x < highest.x && peg.y < foremost.y, "the peg " + peg + " hangs behind and below the bolts");
        }
    }

    /** @return how far a point is from the pivot plate on its side (in metres, 0 inside) */
    private static float distanceToPlate(Vector3f v) {
        float az = Math.abs(v.z);
        float dz = Math.max(0, Math.max(az - CbrFrame.PLATE_OUTER_Z, CbrFrame.PLATE_INNER_Z - az));
        float dxy = inside(CbrFrame.PLATE_OUTLINE, v.x, v.y) ? 0 : Float.MAX_VALUE;
        float[][] o = CbrFrame.PLATE_OUTLINE;
        for (int i = 0; i < o.length && dxy > 0; i++) {
            float[] a = o[i];
            float[] b = o[(i + 1) % o.length];
            float ex = b[0] - a[0];
            float ey = b[1] - a[1];
            float t = FastMath.clamp(((v.x - a[0]) * ex + (v.y - a[1]) * ey) / (ex * ex + ey * ey), 0, 1);
            dxy = Math.min(dxy, FastMath.sqrt(FastMath.sqr(v.x - a[0] - t * ex) + FastMath.sqr(v.y - a[1] - t * ey)));
        }
        return FastMath.sqrt(dxy * dxy + dz * dz);
    }

    /** @return whether (x, y) is inside a polygon (even-odd rule) */
    private static boolean inside(float[][] poly, float x, float y) {
        boolean in = false;
        for (int i = 0, j = poly.length - 1; i < poly.length; j = i++) {
            if ((poly[i][1] > y) != (poly[j][1] > y)
                    && x < (poly[j][0] - poly[i][0]) * (y - poly[i][1]) / (poly[j][1] - poly[i][1]) + poly[i][0]) {
                in = !in;
            }
        }
        return in;
    }
}
