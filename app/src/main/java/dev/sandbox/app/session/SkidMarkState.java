package dev.sandbox.app.session;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.bounding.BoundingBox;
import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.math.Vector3f;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.VertexBuffer;
import com.jme3.util.BufferUtils;
import dev.sandbox.app.core.vehicle.VehicleKind;
import dev.sandbox.app.core.vehicles.VehicleKinds;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.sim.WheelTelemetry;
import java.nio.FloatBuffer;
import java.util.Arrays;

/**
 * Dark tyre marks left on the ground where the model says a tyre slides: longitudinal slip
 * above {@link #SLIP_RATIO} or a slip angle above {@link #SLIP_ANGLE_RAD}. The marks are a
 * ring of quads, the oldest overwritten first (a mesh's worth at a time), kept in meshes of
 * {@link #CHUNK} quads: a new quad re-uploads only its own mesh's vertices (a few kilobytes,
 * not the whole ring), each mesh's bounding box grows with its quads instead of being
 * recomputed over every vertex, a mesh is drawn only once it holds a mark, and meshes out of
 * view are culled.
 */
public final class SkidMarkState extends BaseAppState {

    /** Slip ratio above which a tyre marks the road (dimensionless). */
    public static final double SLIP_RATIO = 0.2;
    /** Slip angle above which a tyre marks the road (in radians, about 8 degrees). */
    public static final double SLIP_ANGLE_RAD = 0.14;
    /** Most quads kept. */
    public static final int CAPACITY = 3000;
    /** Quads per mesh. */
    static final int CHUNK = 250;

    private final Vector3f[] last = new Vector3f[4];
    private final Node node = new Node("skid-marks");
    private final Chunk[] chunks = new Chunk[CAPACITY / CHUNK];
    private final Vector3f up = new Vector3f();
    private final Vector3f side = new Vector3f();
    private final Vector3f corner = new Vector3f();
    private int next;
    private int lastVersion = -1;
    private int marked;

    /** @return the number of mark segments laid since start */
    public int marked() {
        return marked;
    }

    /** @return the node holding the meshes that have marks */
    Node node() {
        return node;
    }

    /** One mesh of the ring: its vertices, their bounds, and whether they changed in this frame. */
    private static final class Chunk {
        final Geometry geometry;
        final FloatBuffer positions;
        final Vector3f min = new Vector3f();
        final Vector3f max = new Vector3f();
        boolean dirty;
        boolean empty = true;

        Chunk(int index, Material material) {
            positions = BufferUtils.createFloatBuffer(CHUNK * 4 * 3);
            int[] idx = new int[CHUNK * 6];
            for (int q = 0; q < CHUNK; q++) {
                int v = q * 4;
                int[] tri = {v, v + 1, v + 2, v, v + 2, v + 3};
                System.arraycopy(tri, 0, idx, q * 6, 6);
            }
            Mesh mesh = new Mesh();
            mesh.setBuffer(VertexBuffer.Type.Position, 3, positions);
            mesh.setBuffer(VertexBuffer.Type.Index, 3, BufferUtils.createIntBuffer(idx));
            mesh.getBuffer(VertexBuffer.Type.Position).setUsage(VertexBuffer.Usage.Dynamic);
            geometry = new Geometry("skid-marks-" + index, mesh);
            geometry.setMaterial(material);
            geometry.setQueueBucket(RenderQueue.Bucket.Transparent);
        }
    }

    @Override
    protected void initialize(Application app) {
        Material m = new Material(app.getAssetManager(), "Common/MatDefs/Misc/Unshaded.j3md");
        m.setColor("Color", new com.jme3.math.ColorRGBA(0.05f, 0.05f, 0.05f, 0.6f));
        m.getAdditionalRenderState().setBlendMode(RenderState.BlendMode.Alpha);
        m.getAdditionalRenderState().setDepthWrite(false);
        m.getAdditionalRenderState().setPolyOffset(-3f, -3f);
        m.getAdditionalRenderState().setFaceCullMode(RenderState.FaceCullMode.Off);
        createMeshes(m);
    }

    /** @param material the marks' material (null in checks that draw nothing) */
    void createMeshes(Material material) {
        for (int i = 0; i < chunks.length; i++) {
            chunks[i] = new Chunk(i, material);
        }
    }

    @Override
    public void update(float tpf) {
        DrivingState driving = getState(DrivingState.class);
        VehicleSnapshot s = driving.snapshot();
        if (s == null || !driving.isEnabled()) {
            return;
        }
        VehicleKind kind = VehicleKinds.of(driving.spec());
        if (driving.version() != lastVersion) {
            Arrays.fill(last, null);
            lastVersion = driving.version();
        }
        for (int i = 0; i < s.wheels().size() && i < last.length; i++) {
            WheelTelemetry w = s.wheels().get(i);
            boolean sliding = w.grounded() && (Math.abs(w.slipRatio()) > SLIP_RATIO
                    || Math.abs(w.slipAngleRad()) > SLIP_ANGLE_RAD) && Math.abs(s.speedMps()) > 2;
            if (!sliding) {
                last[i] = null;
                continue;
            }
            Vector3f p = vec(w.contactPoint());
            if (last[i] == null) {
                last[i] = p;
                continue;
            }
            if (p.distance(last[i]) < 0.25f) {
                continue;
            }
            addQuad(last[i], p, s.up(), kind.skidMarkWidthM(i));
            last[i] = p;
        }
        uploadChanged();
    }

    /** Hands the meshes that got marks in this frame to the renderer, with their grown bounds. */
    void uploadChanged() {
        for (Chunk c : chunks) {
            if (c.dirty) {
                c.dirty = false;
                c.geometry.getMesh().getBuffer(VertexBuffer.Type.Position).updateData(c.positions);
                // (updateModelBound would recompute the box over every vertex)
                c.geometry.setModelBound(new BoundingBox(c.min, c.max));
            }
        }
    }

    /**
     * Lays one mark segment.
     *
     * @param a where the tyre was (world, in metres)
     * @param b where it is now
     * @param upAxis the ground's up direction
     * @param halfWidth half the mark's width (in metres)
     */
    void addQuad(Vector3f a, Vector3f b, Vec3 upAxis, float halfWidth) {
        up.set((float) upAxis.x(), (float) upAxis.y(), (float) upAxis.z());
        b.subtract(a, side).crossLocal(up).normalizeLocal().multLocal(halfWidth);
        up.multLocal(0.02f); // lifted 2 cm off the ground
        Chunk c = chunks[next / CHUNK];
        if (next % CHUNK == 0) {
            // a fresh mesh, or the ring came round to it: its oldest marks go all at once
            if (!c.empty) {
                for (int k = 0; k < c.positions.capacity(); k++) {
                    c.positions.put(k, 0);
                }
            }
            c.min.set(Float.POSITIVE_INFINITY, Float.POSITIVE_INFINITY, Float.POSITIVE_INFINITY);
            c.max.set(Float.NEGATIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.NEGATIVE_INFINITY);
        }
        if (c.empty) {
            c.empty = false;
            node.attachChild(c.geometry);
        }
        int base = (next % CHUNK) * 12;
        put(c, base, a, -1);
        put(c, base + 3, a, 1);
        put(c, base + 6, b, 1);
        put(c, base + 9, b, -1);
        c.dirty = true;
        next = (next + 1) % CAPACITY;
        marked++;
    }

    /** Writes one corner (the point moved sideways by sign times the half width, and lifted) and grows the bound. */
    private void put(Chunk c, int at, Vector3f p, float sign) {
        corner.set(p).addLocal(side.x * sign, side.y * sign, side.z * sign).addLocal(up);
        c.positions.put(at, corner.x).put(at + 1, corner.y).put(at + 2, corner.z);
        c.min.minLocal(corner);
        c.max.maxLocal(corner);
    }

    private static Vector3f vec(Vec3 v) {
        return new Vector3f((float) v.x(), (float) v.y(), (float) v.z());
    }

    @Override
    protected void cleanup(Application app) {
        node.removeFromParent();
    }

    @Override
    protected void onEnable() {
        ((SimpleApplication) getApplication()).getRootNode().attachChild(node);
    }

    @Override
    protected void onDisable() {
        node.removeFromParent();
    }
}
