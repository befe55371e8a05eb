package dev.sandbox.app.scene.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer;
import com.jme3.scene.mesh.IndexBuffer;
import java.nio.FloatBuffer;
import org.junit.jupiter.api.Test;

/**
 * Edge collapse keeps what the eye reads from afar: a lamp lens's ellipsoid reduced to 60 % of
 * its triangles spans the full lens's box (the rim and crown vertices stay), its triangles all
 * face outwards as before, and level 0 is the mesh as it was. The same shape reduced again
 * gets the same triangles.
 */
class EdgeCollapseTest {

    private static Mesh lens() {
        return new SurfaceBuilder().ellipsoid(new Vector3f(1, 0.6f, 0.5f), new Vector3f(0.07f, 0.075f, 0.27f), null, 14).build();
    }

    @Test
    void aLensReducedTo60PercentKeepsItsExtentAndFacesOutwards() {
        Mesh mesh = lens();
        int all = mesh.getTriangleCount();
        VertexBuffer near = mesh.getBuffer(VertexBuffer.Type.Index);
        Geometry g = new Geometry("lens", mesh);
        EdgeCollapse.addFarLevel(g, 0.6f);
        assertEquals(2, mesh.getNumLodLevels());
        assertEquals(near, mesh.getLodLevel(0), "level 0 is the mesh's own triangles");
        IndexBuffer far = IndexBuffer.wrapIndexBuffer(mesh.getLodLevel(1).getData());
        int kept = far.size() / 3;
        assertEquals(0.6 * all, kept, 0.1 * 0.6 * all, "about 60 % of " + all);
        FloatBuffer p = mesh.getFloatBuffer(VertexBuffer.Type.Position);
        Vector3f centre = new Vector3f(1, 0.6f, 0.5f);
        Vector3f min = new Vector3f(Float.MAX_VALUE, Float.MAX_VALUE, Float.MAX_VALUE);
        Vector3f max = min.negate();
        for (int t = 0; t < far.size(); t += 3) {
            Vector3f[] v = new Vector3f[3];
            for (int k = 0; k < 3; k++) {
                int i = far.get(t + k);
                v[k] = new Vector3f(p.get(3 * i), p.get(3 * i + 1), p.get(3 * i + 2));
                min.minLocal(v[k]);
                max.maxLocal(v[k]);
            }
            Vector3f normal = v[1].subtract(v[0]).crossLocal(v[2].subtract(v[0]));
            Vector3f out = v[0].add(v[1]).addLocal(v[2]).divideLocal(3).subtractLocal(centre);
            assertTrue(normal.dot(out) >= 0, "triangle " + t / 3 + " faces outwards");
        }
        com.jme3.bounding.BoundingBox whole = (com.jme3.bounding.BoundingBox) mesh.getBound();
        // within 3 mm of the full lens's box: half a pixel from the chase camera 5 m away
        assertEquals(0, min.distance(whole.getMin(null)), 0.003f, "lower corner " + min + " against " + whole.getMin(null));
        assertEquals(0, max.distance(whole.getMax(null)), 0.003f, "upper corner " + max + " against " + whole.getMax(null));
    }

    @Test
    void theSameShapeReducedAgainGetsTheSameTriangles() {
        int[] first = EdgeCollapse.reducedTriangles(lens(), 0.6f);
        int[] again = EdgeCollapse.reducedTriangles(lens(), 0.6f);
        assertTrue(first != again && java.util.Arrays.equals(first, again), "an equal copy of the first reduction");
    }

    @Test
    void keepingEveryTriangleLeavesNothingToReduce() {
        assertNull(EdgeCollapse.reducedTriangles(lens(), 1f));
    }
}
