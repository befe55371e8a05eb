package dev.sandbox.app.render;

import com.jme3.renderer.RenderManager;
import com.jme3.renderer.ViewPort;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer;
import com.jme3.scene.control.AbstractControl;
import com.jme3.scene.mesh.IndexBuffer;
import com.jme3.util.BufferUtils;
import dev.sandbox.app.state.BackgroundPriorityState;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import jme3tools.optimize.LodGenerator;

/**
 * Fewer triangles for a part seen from afar, by edge collapse: jME's {@link LodGenerator} (after
 * Ogre's, after Melax's polygon reduction) merges the vertices of the edges whose removal
 * changes the surface least, the flattest first, so a tube keeps its sides where they bend and
 * an ellipsoid its outline. The vertices stay as they are; only the list of triangles over them
 * is shorter, so a mesh's colours, normals and any per-vertex update are untouched.
 *
 * <p>A vehicle's parts take 0.1-0.2 s to reduce with the JIT still cold, and done at once they
 * made the first frame 0.2 s later. So the work is done on one background thread at the lowest
 * priority, and only from {@link #begin} on (after the first frames); until the render thread
 * takes the results in, the vehicle is drawn with every triangle.
 */
public final class EdgeCollapse {

    private static final CountDownLatch BEGUN = new CountDownLatch(1);
    private static final ExecutorService WORKER = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(() -> {
            // nothing before the first frames, not even the renice process
            try {
                BEGUN.await();
            } catch (InterruptedException e) {
                return;
            }
            BackgroundPriorityState.lowerThisThread();
            r.run();
        }, "edge-collapse");
        t.setDaemon(true);
        return t;
    });

    private EdgeCollapse() {
    }

    /** Lets the reductions asked for start (the sandbox calls it once its first frames are shown). */
    public static void begin() {
        BEGUN.countDown();
    }

    /**
     * @param mesh an indexed triangle mesh (left as it was)
     * @param share the share of its triangles to keep (0..1)
     * @return its triangles reduced to about that share, as indices into its own vertices, or
     *     null when nothing could be taken away
     */
    public static int[] reducedTriangles(Mesh mesh, float share) {
        Geometry copy = new Geometry("reduced", mesh.clone());
        new LodGenerator(copy).bakeLods(LodGenerator.TriangleReductionMethod.PROPORTIONAL, 1 - share);
        if (copy.getMesh().getNumLodLevels() < 2) {
            return null;
        }
        IndexBuffer ib = IndexBuffer.wrapIndexBuffer(copy.getMesh().getLodLevel(1).getData());
        int[] out = new int[ib.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = ib.get(i);
        }
        return out;
    }

    /**
     * Reduces a copy of the mesh (taken now, so the mesh may be drawn meanwhile) on the
     * background thread.
     *
     * @param mesh an indexed triangle mesh
     * @param share the share of its triangles to keep (0..1)
     * @return what {@link #reducedTriangles} gives, when done
     */
    public static Future<int[]> reduceLater(Mesh mesh, float share) {
        Mesh copy = mesh.deepClone();
        return WORKER.submit(() -> reducedTriangles(copy, share));
    }

    /**
     * @param done a reduction that is done
     * @return its triangles, or null if there was nothing to take away or it failed (the part is
     *     then drawn whole)
     */
    static int[] result(Future<int[]> done) {
        try {
            return done.get();
        } catch (ExecutionException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /**
     * Gives a geometry's mesh a second level of detail, its triangles reduced to about
     * {@code share} of them: level 0 is the mesh as it is, level 1 the reduced list
     * ({@link DistanceLod#levels} chooses between them). Until the background reduction is
     * done level 1 is level 0; a control on the geometry puts the reduced list in on the render
     * thread and then leaves.
     *
     * @param g a geometry of an indexed triangle mesh, in the scene (its controls are updated)
     * @param share the share of its triangles kept at level 1 (0..1)
     */
    public static void addFarLevelLater(Geometry g, float share) {
        Mesh mesh = g.getMesh();
        VertexBuffer near = mesh.getBuffer(VertexBuffer.Type.Index);
        mesh.setLodLevels(new VertexBuffer[] {near, near});
        Future<int[]> reduction = reduceLater(mesh, share);
        g.addControl(new AbstractControl() {
            @Override
            protected void controlUpdate(float tpf) {
                if (!reduction.isDone()) {
                    return;
                }
                int[] reduced = result(reduction);
                if (reduced != null) {
                    VertexBuffer far = new VertexBuffer(VertexBuffer.Type.Index);
                    far.setupData(VertexBuffer.Usage.Static, 3, VertexBuffer.Format.UnsignedInt,
                            BufferUtils.createIntBuffer(reduced));
                    mesh.setLodLevels(new VertexBuffer[] {near, far});
                }
                spatial.removeControl(this);
            }

            @Override
            protected void controlRender(RenderManager rm, ViewPort vp) {
            }
        });
    }

    /** Starts the reductions asked for so far and waits until they are done (tests and tools). */
    public static void awaitPending() {
        begin();
        result(WORKER.submit(() -> new int[0]));
    }
}
