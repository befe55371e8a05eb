package dev.sandbox.app.state;

import dev.sandbox.app.vehicle.VehicleKind;
import dev.sandbox.app.vehicle.VehicleKinds;
import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.math.Vector3f;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer;
import com.jme3.util.BufferUtils;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.sim.WheelTelemetry;
import java.nio.FloatBuffer;
import java.util.Arrays;

/**
 * Dark tyre marks left on the ground where the model says a tyre slides: longitudinal slip
 * above {@link #SLIP_RATIO} or a slip angle above {@link #SLIP_ANGLE_RAD}. The marks are a
 * ring of quads in one dynamic mesh, the oldest overwritten first.
 */
public final class SkidMarkState extends BaseAppState {

    /** Slip ratio above which a tyre marks the road (dimensionless). */
    public static final double SLIP_RATIO = 0.2;
    /** Slip angle above which a tyre marks the road (in radians, about 8 degrees). */
    public static final double SLIP_ANGLE_RAD = 0.14;
    /** Most quads kept. */
    public static final int CAPACITY = 3000;

    private final Vector3f[] last = new Vector3f[4];
    private Geometry geometry;
    private FloatBuffer positions;
    private int next;
    private int lastVersion = -1;
    private int marked;

    /** @return the number of mark segments laid since start */
    public int marked() {
        return marked;
    }

    @Override
    protected void initialize(Application app) {
        Mesh mesh = new Mesh();
        positions = BufferUtils.createFloatBuffer(new float[CAPACITY * 4 * 3]);
        int[] idx = new int[CAPACITY * 6];
        for (int q = 0; q < CAPACITY; q++) {
            int v = q * 4;
            int[] tri = {v, v + 1, v + 2, v, v + 2, v + 3};
            System.arraycopy(tri, 0, idx, q * 6, 6);
        }
        mesh.setBuffer(VertexBuffer.Type.Position, 3, positions);
        mesh.setBuffer(VertexBuffer.Type.Index, 3, BufferUtils.createIntBuffer(idx));
        mesh.getBuffer(VertexBuffer.Type.Position).setUsage(VertexBuffer.Usage.Dynamic);
        mesh.updateBound();
        Material m = new Material(app.getAssetManager(), "Common/MatDefs/Misc/Unshaded.j3md");
        m.setColor("Color", new com.jme3.math.ColorRGBA(0.05f, 0.05f, 0.05f, 0.6f));
        m.getAdditionalRenderState().setBlendMode(RenderState.BlendMode.Alpha);
        m.getAdditionalRenderState().setDepthWrite(false);
        m.getAdditionalRenderState().setPolyOffset(-3f, -3f);
        m.getAdditionalRenderState().setFaceCullMode(RenderState.FaceCullMode.Off);
        geometry = new Geometry("skid-marks", mesh);
        geometry.setMaterial(m);
        geometry.setQueueBucket(RenderQueue.Bucket.Transparent);
        geometry.setCullHint(com.jme3.scene.Spatial.CullHint.Never);
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
        boolean changed = false;
        for (int i = 0; i < s.wheels().size() && i < last.length; i++) {
            WheelTelemetry w = s.wheels().get(i);
            boolean sliding = w.grounded() && (Math.abs(w.slipRatio()) > SLIP_RATIO
                    || Math.abs(w.slipAngleRad()) > SLIP_ANGLE_RAD) && Math.abs(s.speedMps()) > 2;
            Vector3f p = vec(w.contactPoint());
            if (!sliding) {
                last[i] = null;
                continue;
            }
            if (last[i] == null) {
                last[i] = p;
                continue;
            }
            if (p.distance(last[i]) < 0.25f) {
                continue;
            }
            addQuad(last[i], p, s.up(), kind.skidMarkWidthM(i));
            last[i] = p;
            changed = true;
        }
        if (changed) {
            geometry.getMesh().getBuffer(VertexBuffer.Type.Position).updateData(positions);
            geometry.getMesh().updateBound();
        }
    }

    private void addQuad(Vector3f a, Vector3f b, Vec3 upAxis, float halfWidth) {
        Vector3f up = new Vector3f((float) upAxis.x(), (float) upAxis.y(), (float) upAxis.z());
        Vector3f side = b.subtract(a).crossLocal(up).normalizeLocal().multLocal(halfWidth);
        Vector3f lift = up.mult(0.02f);
        Vector3f[] q = {a.subtract(side).addLocal(lift), a.add(side).addLocal(lift),
            b.add(side).addLocal(lift), b.subtract(side).addLocal(lift)};
        int base = next * 12;
        for (int k = 0; k < 4; k++) {
            positions.put(base + k * 3, q[k].x);
            positions.put(base + k * 3 + 1, q[k].y);
            positions.put(base + k * 3 + 2, q[k].z);
        }
        next = (next + 1) % CAPACITY;
        marked++;
    }

    private static Vector3f vec(Vec3 v) {
        return new Vector3f((float) v.x(), (float) v.y(), (float) v.z());
    }

    @Override
    protected void cleanup(Application app) {
        geometry.removeFromParent();
    }

    @Override
    protected void onEnable() {
        ((SimpleApplication) getApplication()).getRootNode().attachChild(geometry);
    }

    @Override
    protected void onDisable() {
        geometry.removeFromParent();
    }
}
