package dev.sandbox.app.scene.vehicle.cbr;

import com.jme3.material.Material;
import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import dev.sandbox.app.scene.render.MeshBuilder;
import dev.sandbox.app.scene.render.SurfaceBuilder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The drive chain: a loop round the gearbox sprocket and the rear sprocket whose outer plates
 * run round it with the rear wheel. The chain moves the rear sprocket's pitch radius times the
 * wheel's turn; since the plates are alike, only that travel modulo the plate spacing shows, so
 * the plates are drawn from a few meshes made once at evenly spaced phases.
 *
 * <p>Frame: the swingarm's, origin at the pivot.
 */
final class CbrChain {

    /** Chain pitch of a 530 chain (5/8 inch, in metres); an outer plate every second link. */
    static final float PITCH_M = 0.015875f;
    /** Meshes of the plates at evenly spaced phases of one plate spacing. */
    static final int PHASES = 6;

    private final Node node = new Node("chain");
    private final Geometry plates;
    private final List<Geometry> links;
    private final Mesh[] phases = new Mesh[PHASES];
    private final float rearRadius;

    /**
     * @param front gearbox sprocket centre (in metres, swingarm frame)
     * @param frontRadius its pitch radius (in metres)
     * @param rear rear sprocket centre (in metres, swingarm frame)
     * @param rearRadius its pitch radius (in metres)
     * @param core material of the rollers
     * @param bandFinish material of the inner plates
     * @param plate material of the outer plates
     */
    CbrChain(Vector3f front, float frontRadius, Vector3f rear, float rearRadius, Material core, Material bandFinish,
            Material plate) {
        this.rearRadius = rearRadius;
        // The loop, walked from the top of the rear sprocket round its back, forward along the
        // bottom run, round the front sprocket and back along the top run.
        List<Vector3f> loop = new ArrayList<>();
        for (int i = 0; i <= 10; i++) {
            float a = FastMath.HALF_PI + FastMath.PI * i / 10;
            loop.add(rear.add(FastMath.cos(a) * rearRadius, FastMath.sin(a) * rearRadius, 0));
        }
        for (int i = 0; i <= 10; i++) {
            float a = -FastMath.HALF_PI + FastMath.PI * i / 10;
            loop.add(front.add(FastMath.cos(a) * frontRadius, FastMath.sin(a) * frontRadius, 0));
        }
        loop.add(loop.get(0));
        float[] radii = new float[loop.size()];
        Arrays.fill(radii, 0.007f);
        SurfaceBuilder rollers = new SurfaceBuilder().tube(loop, radii, 5, false);
        float[] along = new float[loop.size()];
        for (int i = 1; i < loop.size(); i++) {
            along[i] = along[i - 1] + loop.get(i).distance(loop.get(i - 1));
        }
        float length = along[along.length - 1];
        // The inner plates as one flat band just inside the outer plates: between the outer
        // plates up close, and the whole chain's look from farther away, where the outer
        // plates are not drawn (each would be less than a pixel).
        MeshBuilder band = new MeshBuilder();
        int steps = 64;
        for (int k = 0; k < steps; k++) {
            float s0 = length * k / steps;
            float s1 = length * (k + 1) / steps;
            Vector3f c0 = at(loop, along, s0);
            Vector3f c1 = at(loop, along, s1);
            Vector3f d = c1.subtract(c0).normalizeLocal();
            Vector3f up = new Vector3f(-d.y, d.x, 0).multLocal(0.0065f);
            float z = c0.z - 0.0075f;
            band.quadFacing(new Vector3f(c0.x - up.x, c0.y - up.y, z), new Vector3f(c1.x - up.x, c1.y - up.y, z),
                    new Vector3f(c1.x + up.x, c1.y + up.y, z), new Vector3f(c0.x + up.x, c0.y + up.y, z),
                    new Vector3f(0, 0, -1));
        }
        links = List.of(CbrBodywork.geom("chain-rollers", rollers, core), CbrBodywork.geom("chain-band", band, bandFinish));
        float spacing = 2 * PITCH_M;
        int count = (int) (length / spacing);
        for (int p = 0; p < PHASES; p++) {
            MeshBuilder mb = new MeshBuilder();
            for (int k = 0; k < count; k++) {
                float s = (k + (float) p / PHASES) * spacing;
                Vector3f c = at(loop, along, s);
                Vector3f dir = at(loop, along, s + 0.004f).subtract(at(loop, along, s - 0.004f)).normalizeLocal();
                Vector3f up = new Vector3f(-dir.y, dir.x, 0).multLocal(0.0075f);
                Vector3f half = dir.mult(0.0115f);
                float z = c.z - 0.009f;
                Vector3f a = new Vector3f(c.x - half.x - up.x, c.y - half.y - up.y, z);
                Vector3f b = new Vector3f(c.x + half.x - up.x, c.y + half.y - up.y, z);
                Vector3f cc = new Vector3f(c.x + half.x + up.x, c.y + half.y + up.y, z);
                Vector3f d = new Vector3f(c.x - half.x + up.x, c.y - half.y + up.y, z);
                mb.quadFacing(a, b, cc, d, new Vector3f(0, 0, -1));
            }
            phases[p] = mb.build();
        }
        plates = new Geometry("chain-plates", phases[0]);
        plates.setMaterial(plate);
        node.attachChild(plates);
    }

    /** @return the rollers and the inner plates' band, in the swingarm's frame (to merge with it) */
    List<Geometry> links() {
        return links;
    }

    /** @return the outer plates */
    Geometry plates() {
        return plates;
    }

    /** @return the chain node (attach to the swingarm) */
    Node node() {
        return node;
    }

    /**
     * Moves the plates with the rear wheel: forward along the top run as the wheel drives the
     * bike forward.
     *
     * @param rearSpinRad the rear wheel's turn (in radians)
     */
    void update(float rearSpinRad) {
        float travel = rearSpinRad * rearRadius / (2 * PITCH_M);
        float frac = travel - FastMath.floor(travel);
        // Walking the loop's parameter backward moves the top run forward.
        int phase = (PHASES - (int) (frac * PHASES)) % PHASES;
        if (plates.getMesh() != phases[phase]) {
            plates.setMesh(phases[phase]);
        }
    }

    /** @return the point at arc length s (in metres) along the closed polyline */
    private static Vector3f at(List<Vector3f> loop, float[] along, float s) {
        float length = along[along.length - 1];
        s = ((s % length) + length) % length;
        int i = 1;
        while (i < along.length - 1 && along[i] < s) {
            i++;
        }
        float t = (s - along[i - 1]) / Math.max(1e-6f, along[i] - along[i - 1]);
        return loop.get(i - 1).clone().interpolateLocal(loop.get(i), t);
    }
}
