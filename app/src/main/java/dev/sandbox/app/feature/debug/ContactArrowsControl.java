package dev.sandbox.app.feature.debug;

import com.jme3.material.Material;
import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import com.jme3.renderer.RenderManager;
import com.jme3.renderer.ViewPort;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.scene.VertexBuffer;
import com.jme3.scene.control.AbstractControl;
import com.jme3.util.BufferUtils;
import dev.sandbox.app.scene.gui.Arrow3d;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.sim.WheelTelemetry;
import java.nio.FloatBuffer;
import java.util.function.Supplier;

/**
 * Draws one tyre's contact patch in the world, after the pattern of Minie's velocity-vector
 * debug control (a control that owns its arrow and refreshes it from the latest state each
 * frame): the tyre force (Fx along the wheel, Fy across it), the contact point's velocity
 * (body velocity plus yaw rate times the lever arm), the wheel's heading, and a fan between
 * heading and velocity as wide as the model's slip angle. Reads snapshots only; computes no
 * physics.
 */
final class ContactArrowsControl extends AbstractControl {

    /** Arrow length per newton of tyre force (in metres per newton): 1 m per 2 kN. */
    static final float M_PER_N = 1f / 2000f;
    /** Arrow length per metre per second of velocity (in seconds). */
    static final float M_PER_MPS = 0.08f;
    /** Radius of the slip-angle fan (in metres). */
    static final float FAN_R = 1.6f;
    private static final int FAN_SEGMENTS = 12;
    private static final float LIFT = 0.05f;

    private final Supplier<VehicleSnapshot> latest;
    private final int wheel;
    private final Arrow3d force;
    private final Arrow3d velocity;
    private final Arrow3d heading;
    private final Geometry fan;
    private final FloatBuffer fanPositions = BufferUtils.createFloatBuffer(FAN_SEGMENTS * 9);
    private final Vector3f c = new Vector3f();
    private final Vector3f up = new Vector3f();
    private final Vector3f h = new Vector3f();
    private final Vector3f l = new Vector3f();
    private final Vector3f v = new Vector3f();
    private final Vector3f tmp = new Vector3f();

    /**
     * @param latest gives the latest snapshot, or null
     * @param wheel index of the wheel in the snapshot
     * @param forceMat material of the force arrow
     * @param velocityMat material of the velocity arrow
     * @param headingMat material of the heading line
     * @param fanMat material of the slip-angle fan
     */
    ContactArrowsControl(Supplier<VehicleSnapshot> latest, int wheel, Material forceMat, Material velocityMat,
            Material headingMat, Material fanMat) {
        this.latest = latest;
        this.wheel = wheel;
        force = new Arrow3d("force-" + wheel, 0.06f, 0.25f, forceMat);
        velocity = new Arrow3d("velocity-" + wheel, 0.035f, 0.18f, velocityMat);
        heading = new Arrow3d("heading-" + wheel, 0.03f, 0.12f, headingMat);
        Mesh m = new Mesh();
        m.setBuffer(VertexBuffer.Type.Position, 3, fanPositions);
        m.getBuffer(VertexBuffer.Type.Position).setUsage(VertexBuffer.Usage.Stream);
        fan = new Geometry("slip-fan-" + wheel, m);
        fan.setMaterial(fanMat);
        fan.setCullHint(Spatial.CullHint.Never);
    }

    @Override
    public void setSpatial(Spatial spatial) {
        if (spatial instanceof Node node) {
            node.attachChild(force.node());
            node.attachChild(velocity.node());
            node.attachChild(heading.node());
            node.attachChild(fan);
        } else if (spatial == null && this.spatial instanceof Node node) {
            node.detachChild(force.node());
            node.detachChild(velocity.node());
            node.detachChild(heading.node());
            node.detachChild(fan);
        }
        super.setSpatial(spatial);
    }

    @Override
    protected void controlUpdate(float tpf) {
        VehicleSnapshot s = latest.get();
        if (s == null || wheel >= s.wheels().size() || !s.wheels().get(wheel).grounded()) {
            hideAll();
            return;
        }
        WheelTelemetry w = s.wheels().get(wheel);
        set(up, s.up());
        set(c, w.contactPoint()).addLocal(up.x * LIFT, up.y * LIFT, up.z * LIFT);
        // the wheel's heading and left axes on the ground (ISO 8855: steer positive to the left)
        float cs = FastMath.cos((float) w.steerAngleRad());
        float sn = FastMath.sin((float) w.steerAngleRad());
        Vector3f fwd = set(tmp, s.forward());
        Vector3f left = up.cross(fwd);
        h.set(fwd).multLocal(cs).addLocal(left.x * sn, left.y * sn, left.z * sn);
        l.set(left).multLocal(cs).subtractLocal(fwd.x * sn, fwd.y * sn, fwd.z * sn);
        Vector3f f = h.mult((float) w.longitudinalForceN() * M_PER_N).addLocal(l.mult((float) w.lateralForceN() * M_PER_N));
        force.set(c, f, up);
        // contact-point velocity: v + yaw rate x lever arm (roll and pitch rates neglected)
        Vector3f arm = set(tmp, w.contactPoint()).subtractLocal((float) s.position().x(), (float) s.position().y(),
                (float) s.position().z());
        set(v, s.velocity()).addLocal(up.cross(arm).multLocal((float) s.yawRateRadPerS()));
        velocity.set(c, v.mult(M_PER_MPS), up);
        heading.set(c, h.mult(FAN_R * 1.2f), up);
        drawFan((float) w.slipAngleRad());
    }

    /** Fan from the heading toward the velocity side: positive slip angle = velocity right of heading. */
    private void drawFan(float alpha) {
        fanPositions.clear();
        for (int i = 0; i < FAN_SEGMENTS; i++) {
            float a0 = alpha * i / FAN_SEGMENTS;
            float a1 = alpha * (i + 1) / FAN_SEGMENTS;
            put(c);
            put(fanPoint(a0));
            put(fanPoint(a1));
        }
        fanPositions.flip();
        Mesh m = fan.getMesh();
        m.getBuffer(VertexBuffer.Type.Position).updateData(fanPositions);
        m.updateCounts();
        m.updateBound();
        fan.updateModelBound();
        fan.setCullHint(Math.abs(alpha) > 0.002f ? Spatial.CullHint.Never : Spatial.CullHint.Always);
    }

    private Vector3f fanPoint(float a) {
        float cs = FastMath.cos(a) * FAN_R;
        float sn = FastMath.sin(a) * FAN_R;
        return tmp.set(c).addLocal(h.x * cs - l.x * sn, h.y * cs - l.y * sn, h.z * cs - l.z * sn);
    }

    private void put(Vector3f p) {
        fanPositions.put(p.x).put(p.y).put(p.z);
    }

    private void hideAll() {
        force.hide();
        velocity.hide();
        heading.hide();
        fan.setCullHint(Spatial.CullHint.Always);
    }

    private static Vector3f set(Vector3f out, Vec3 v) {
        return out.set((float) v.x(), (float) v.y(), (float) v.z());
    }

    @Override
    protected void controlRender(RenderManager rm, ViewPort vp) {
    }
}
