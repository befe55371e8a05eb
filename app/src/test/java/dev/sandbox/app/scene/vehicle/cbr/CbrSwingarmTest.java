package dev.sandbox.app.scene.vehicle.cbr;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.asset.DesktopAssetManager;
import com.jme3.bounding.BoundingBox;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer;
import dev.sandbox.app.scene.render.SurfaceBuilder;
import dev.sandbox.app.scene.vehicle.parts.Finishes;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The SC57's swingarm: box-section arms taller than they are wide, clear of the 190 tyre, and a
 * chain that runs outside the left arm near the pivot and round it (above and below) farther
 * back, never through it. Built from the cbr1000rr spec as the game builds it.
 */
class CbrSwingarmTest {

    private static Vector3f axleRel;
    private static Vector3f pivot;
    private static float rearRadius;
    private static float rearWidth;
    private static CbrChassisParts chassis;
    private static CbrParts parts;

    @BeforeAll
    static void build() {
        VehicleSpec spec = VehicleSpecs.load("cbr1000rr");
        rearRadius = (float) spec.rearWheel().radiusM();
        rearWidth = (float) spec.rearWheel().widthM();
        parts = CbrParts.of(spec, new Finishes(new DesktopAssetManager(true)));
        pivot = parts.bodywork().pivotPoint();
        axleRel = new Vector3f((float) -spec.chassis().cgToRearAxleM() - pivot.x, rearRadius - pivot.y, 0);
        chassis = parts.chassis();
    }

    /**
     * Each arm ends in a chain adjuster block that covers the arm's closed end and holds the
     * axle (the axle's line passes through it), with the axle's nut outside the arm's outer face
     * and inside the bike's 720 mm width (Honda).
     */
    @Test
    void eachArmEndsInAnAdjusterBlockHoldingTheAxle() {
        List<Vector3f> points = points(CbrSwingarm.adjusters(axleRel).build());
        for (float side : new float[] {-1, 1}) {
            CbrSwingarm.Section end = CbrSwingarm.section(axleRel, side, 1.055f);
            CbrSwingarm.Section atAxle = CbrSwingarm.section(axleRel, side, 1f);
            float outerFace = Math.abs(atAxle.centre().z) + atAxle.halfWidth();
            float minX = Float.MAX_VALUE;
            float maxX = -Float.MAX_VALUE;
            float minY = Float.MAX_VALUE;
            float maxY = -Float.MAX_VALUE;
            float outmost = 0;
            for (Vector3f p : points) {
                if (p.z * side <= 0) {
                    continue;
                }
                outmost = Math.max(outmost, Math.abs(p.z));
                if (Math.abs(p.z) <= outerFace + 0.004f) {
                    minX = Math.min(minX, p.x);
                    maxX = Math.max(maxX, p.x);
                    minY = Math.min(minY, p.y);
                    maxY = Math.max(maxY, p.y);
                }
            }
            String which = side < 0 ? "left" : "right";
            Vector3f tip = end.centre();
            assertTrue(tip.x > minX && tip.x < maxX && tip.y > minY && tip.y < maxY, which + " arm's end inside its block");
            assertTrue(axleRel.x > minX && axleRel.x < maxX && axleRel.y > minY && axleRel.y < maxY, which
                    + " block holds the axle");
            assertTrue(outmost > outerFace + 0.008f && outmost < 0.36f, which + " nut outside the arm at |z| " + outmost);
        }
    }

    /**
     * Six centimetres behind the pivot each arm's section is about 9 cm tall and 4-5 cm wide
     * (estimate from photographs of the SC57's swingarm: tall, slim boxes), not a round tube.
     */
    @Test
    void eachArmIsATallSlimBoxNearThePivot() {
        List<Vector3f> points = points(CbrSwingarm.build(axleRel).build());
        for (float side : new float[] {-1, 1}) {
            float minY = Float.MAX_VALUE;
            float maxY = -Float.MAX_VALUE;
            float minZ = Float.MAX_VALUE;
            float maxZ = -Float.MAX_VALUE;
            for (Vector3f p : points) {
                // The cross-member lies 8-12 cm behind the pivot, clear of this slice.
                if (p.x > -0.075f && p.x < -0.045f && p.z * side > 0) {
                    minY = Math.min(minY, p.y);
                    maxY = Math.max(maxY, p.y);
                    minZ = Math.min(minZ, p.z);
                    maxZ = Math.max(maxZ, p.z);
                }
            }
            float height = maxY - minY;
            float width = maxZ - minZ;
            String which = side < 0 ? "left" : "right";
            assertTrue(height > 0.085f && height < 0.105f, which + " arm " + height + " m tall near the pivot");
            assertTrue(width > 0.035f && width < 0.055f, which + " arm " + width + " m wide near the pivot");
            assertTrue(height > 1.8f * width, which + " arm taller than wide: " + height + " x " + width);
        }
    }

    /**
     * No point of the chain (rollers, inner plates' band, outer plates) lies inside the left
     * arm's box anywhere along it; where the arm is still between the chain's runs' heights near
     * the pivot (the first fifth of its length) the chain lies outside the arm's outer face.
     */
    @Test
    void theChainRunsOutsideTheLeftArmNeverThroughIt() {
        CbrChain chain = chassis.chain();
        List<Vector3f> points = new ArrayList<>();
        chain.links().forEach(g -> points.addAll(points(g.getMesh())));
        points.addAll(points(chain.plates().getMesh()));
        // The rollers' mesh has points only at the sprockets; along the runs, the band of inner
        // plates (64 steps round the loop) stands for them, moved in to the rollers' inner edge.
        for (Vector3f p : points(chain.links().get(1).getMesh())) {
            points.add(p.add(0, 0, 0.0145f));
        }
        int besideNearPivot = 0;
        for (Vector3f p : points) {
            for (float t = 0; t <= 1.05f; t += 0.0025f) {
                CbrSwingarm.Section s = CbrSwingarm.section(axleRel, -1, t);
                if (Math.abs(p.x - s.centre().x) > 0.003f) {
                    continue;
                }
                assertTrue(!s.contains(p), "chain point " + p + " inside the left arm at t = " + t);
                float across = Math.abs(p.subtract(s.centre()).dot(s.up()));
                if (t <= 0.2f && across < s.halfHeight()) {
                    besideNearPivot++;
                    float outerFace = s.centre().z - s.halfWidth();
                    assertTrue(p.z < outerFace - 0.002f,
                            "chain point " + p + " not outside the left arm's outer face z " + outerFace);
                }
            }
        }
        assertTrue(besideNearPivot > 20, "the chain passes beside the arm near the pivot: " + besideNearPivot);
    }

    /**
     * Where an arm passes beside the rear tyre (within its radius plus 1 cm of the axle) its
     * inner face keeps at least 1 cm outside the 190 tyre's half-width, and the left arm's end
     * lies outside the rear sprocket.
     */
    @Test
    void theArmsClearTheTyreAndTheLeftArmEndsOutsideTheSprocket() {
        int beside = 0;
        for (float side : new float[] {-1, 1}) {
            for (float t = 0; t <= 1; t += 0.01f) {
                CbrSwingarm.Section s = CbrSwingarm.section(axleRel, side, t);
                Vector3f fromAxle = s.centre().subtract(axleRel);
                fromAxle.z = 0;
                if (fromAxle.length() < rearRadius + 0.01f) {
                    beside++;
                    float inner = Math.abs(s.centre().z) - s.halfWidth();
                    assertTrue(inner > rearWidth / 2 + 0.01f, "arm's inner face at |z| " + inner + " at t = " + t);
                }
            }
        }
        assertTrue(beside > 50, "sections beside the tyre: " + beside);
        CbrSwingarm.Section end = CbrSwingarm.section(axleRel, -1, 1);
        assertTrue(end.centre().z + end.halfWidth() < CbrSwingarm.CHAIN_Z - 0.004f,
                "left arm's inner face " + (end.centre().z + end.halfWidth()) + " outside the sprocket at z "
                + CbrSwingarm.CHAIN_Z);
    }

    /**
     * The rear shock on its Unit Pro-Link stands between the pivot and the tyre: every point of
     * its spring, damper and linkage keeps 2 cm from the 190 tyre (it moves with the swingarm,
     * so that holds over the whole travel), none lies inside either arm, and the spring stays
     * left of the centre plane, where the exhaust's link pipe does not run, and inside the left
     * arm's inner face.
     */
    @Test
    void theShockStandsBetweenThePivotAndTheTyreClearOfTheArms() {
        SurfaceBuilder[] shock = CbrShock.shock(pivot);
        List<Vector3f> spring = points(shock[0].build());
        List<Vector3f> all = new ArrayList<>(spring);
        all.addAll(points(shock[1].build()));
        all.addAll(points(CbrShock.linkage(pivot).build()));
        for (Vector3f p : all) {
            Vector3f fromAxle = p.subtract(axleRel);
            fromAxle.z = 0;
            if (Math.abs(p.z) < rearWidth / 2 + 0.02f) {
                assertTrue(fromAxle.length() > rearRadius + 0.02f, "shock point " + p + " within 2 cm of the tyre");
            }
            for (float side : new float[] {-1, 1}) {
                for (float t = 0; t <= 1.05f; t += 0.0025f) {
                    CbrSwingarm.Section s = CbrSwingarm.section(axleRel, side, t);
                    if (Math.abs(p.x - s.centre().x) <= 0.003f) {
                        assertTrue(!s.contains(p), "shock point " + p + " inside an arm at t = " + t);
                    }
                }
            }
        }
        for (Vector3f p : spring) {
            CbrSwingarm.Section s = CbrSwingarm.section(axleRel, -1, p.x / axleRel.x);
            assertTrue(p.z < -0.004f && p.z > s.centre().z + s.halfWidth() + 0.004f,
                    "spring point " + p + " between the centre plane and the left arm's inner face");
        }
    }

    /**
     * The hugger hugs: every point of it lies 2-3 cm outside the rear tyre's tread (in the side
     * view), across no more than the gap between the arms, 5 mm inside each arm's inner face and
     * 1.5 cm inside the chain's plane; and it stays out of the silencer's box (1 cm round it)
     * with the rear wheel anywhere in its 135 mm of travel (Honda).
     */
    @Test
    void theHuggerCoversTheTyresFrontBetweenTheArmsAndClearsTheSilencer() {
        List<Vector3f> hugger = points(CbrSwingarm.hugger(axleRel, rearRadius).build());
        for (Vector3f p : hugger) {
            Vector3f fromAxle = p.subtract(axleRel);
            fromAxle.z = 0;
            float gap = fromAxle.length() - rearRadius;
            assertTrue(gap > 0.019f && gap < 0.03f, "hugger point " + p + " " + gap + " m outside the tread");
            assertTrue(Math.abs(p.z) < Math.abs(CbrSwingarm.CHAIN_Z) - 0.015f, "hugger point " + p + " inside the chain");
            for (float side : new float[] {-1, 1}) {
                for (float t = 0; t <= 1.05f; t += 0.0025f) {
                    CbrSwingarm.Section s = CbrSwingarm.section(axleRel, side, t);
                    if (Math.abs(p.x - s.centre().x) <= 0.003f) {
                        float innerFace = Math.abs(s.centre().z) - s.halfWidth();
                        assertTrue(Math.abs(p.z) < innerFace - 0.005f, "hugger point " + p + " not inside the arm at t = " + t);
                    }
                }
            }
        }
        BoundingBox can = new BoundingBox();
        can.computeFromPoints(parts.bodywork().tail.heatShield().build().getFloatBuffer(VertexBuffer.Type.Position));
        float armLength = axleRel.length();
        float rest = (float) Math.atan2(axleRel.y, axleRel.x);
        for (float travel = 0; travel <= 0.1351f; travel += 0.005f) {
            float up = (float) Math.atan2(axleRel.y + travel, -Math.sqrt(armLength * armLength - sq(axleRel.y + travel)));
            Quaternion swing = new Quaternion().fromAngleAxis(up - rest, Vector3f.UNIT_Z);
            for (Vector3f p : hugger) {
                Vector3f q = swing.mult(p).addLocal(pivot);
                boolean inside = Math.abs(q.x - can.getCenter().x) < can.getXExtent() + 0.01f
                        && Math.abs(q.y - can.getCenter().y) < can.getYExtent() + 0.01f
                        && Math.abs(q.z - can.getCenter().z) < can.getZExtent() + 0.01f;
                assertTrue(!inside, "hugger point " + q + " within 1 cm of the silencer at " + travel + " m of travel");
            }
        }
    }

    private static float sq(float v) {
        return v * v;
    }

    /** @return the mesh's vertex positions */
    private static List<Vector3f> points(Mesh mesh) {
        FloatBuffer p = mesh.getFloatBuffer(VertexBuffer.Type.Position);
        List<Vector3f> out = new ArrayList<>();
        for (int i = 0; i < p.limit(); i += 3) {
            out.add(new Vector3f(p.get(i), p.get(i + 1), p.get(i + 2)));
        }
        return out;
    }
}
