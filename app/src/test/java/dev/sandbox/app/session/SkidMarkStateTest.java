package dev.sandbox.app.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.jme3.bounding.BoundingBox;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.VertexBuffer;
import dev.sandbox.physics.math.Vec3;
import java.nio.FloatBuffer;
import org.junit.jupiter.api.Test;

/**
 * The skid marks' ring of meshes: a segment becomes a quad of the mark's width lifted off the
 * ground, a mesh is drawn only once it holds marks, its bounding box holds exactly its marks
 * (so marks out of view are culled), and when the ring comes round a mesh's old marks go.
 */
class SkidMarkStateTest {

    private static final Vec3 UP = new Vec3(0, 1, 0);

    /** Lays segments 1 m long along +x at z = 5, starting at x = x0. */
    private static void lay(SkidMarkState marks, int count, float x0) {
        for (int i = 0; i < count; i++) {
            marks.addQuad(new Vector3f(x0 + i, 0, 5), new Vector3f(x0 + i + 1, 0, 5), UP, 0.1f);
        }
        marks.uploadChanged();
    }

    @Test
    void aSegmentIsAQuadOfTheMarksWidthJustAboveTheGround() {
        SkidMarkState marks = new SkidMarkState();
        marks.createMeshes(null);
        assertEquals(0, marks.node().getQuantity(), "nothing drawn before the first mark");
        lay(marks, 1, 10);
        assertEquals(1, marks.node().getQuantity());
        Geometry g = (Geometry) marks.node().getChild(0);
        FloatBuffer p = (FloatBuffer) g.getMesh().getBuffer(VertexBuffer.Type.Position).getData();
        // corners: a - side, a + side, b + side, b - side; side = (b - a) x up = +z for a run along +x
        float[][] want = {{10, 0.02f, 4.9f}, {10, 0.02f, 5.1f}, {11, 0.02f, 5.1f}, {11, 0.02f, 4.9f}};
        for (int k = 0; k < 4; k++) {
            for (int c = 0; c < 3; c++) {
                assertEquals(want[k][c], p.get(k * 3 + c), 1e-5f, "corner " + k + " axis " + c);
            }
        }
        BoundingBox box = (BoundingBox) g.getModelBound();
        assertEquals(10.5f, box.getCenter().x, 1e-5f);
        assertEquals(0.5f, box.getXExtent(), 1e-5f);
        assertEquals(0.1f, box.getZExtent(), 1e-5f);
    }

    @Test
    void eachMeshIsBoundedByItsOwnMarksAndTheRingReusesTheOldest() {
        SkidMarkState marks = new SkidMarkState();
        marks.createMeshes(null);
        lay(marks, SkidMarkState.CHUNK + 1, 0);
        assertEquals(2, marks.node().getQuantity(), "a second mesh once the first is full");
        BoundingBox first = (BoundingBox) ((Geometry) marks.node().getChild(0)).getModelBound();
        BoundingBox second = (BoundingBox) ((Geometry) marks.node().getChild(1)).getModelBound();
        assertEquals(SkidMarkState.CHUNK / 2f, first.getCenter().x, 1e-3f);
        assertFalse(second.contains(new Vector3f(0, 0.02f, 5)), "the second mesh's box does not reach back to the origin");
        assertEquals(SkidMarkState.CHUNK + 0.5f, second.getCenter().x, 1e-3f);
        assertEquals(0.5f, second.getXExtent(), 1e-5f);
        lay(marks, SkidMarkState.CAPACITY - SkidMarkState.CHUNK - 1, 1000);
        lay(marks, 1, 5000);
        Geometry reused = (Geometry) marks.node().getChild(0);
        BoundingBox box = (BoundingBox) reused.getModelBound();
        assertEquals(5000.5f, box.getCenter().x, 1e-3f, "the ring came round: the first mesh holds only the newest mark");
        FloatBuffer p = (FloatBuffer) reused.getMesh().getBuffer(VertexBuffer.Type.Position).getData();
        assertEquals(0f, p.get(12), "the mesh's older marks were cleared");
        assertEquals(SkidMarkState.CAPACITY + 1, marks.marked());
    }
}
