package dev.sandbox.app.scene.vehicle.cbr;

import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import dev.sandbox.app.scene.render.PartBatch;
import dev.sandbox.app.scene.render.PlanarShadow;
import dev.sandbox.app.scene.render.RigidSkin;
import dev.sandbox.app.scene.render.SurfaceBuilder;
import dev.sandbox.app.scene.vehicle.parts.Finishes;
import java.util.ArrayList;
import java.util.List;

/**
 * A rider in leathers built from shaped limbs of fixed length, posed each frame by two-bone
 * inverse kinematics: hands on the grips (which turn with the bar), feet on the pegs, hips
 * shifted to the inside of a turn with the inside knee out and the head turned into it, a tuck
 * behind the screen at speed, the left foot put down at a standstill, and, after a fall, a body
 * lying in the road beside the bike. Kinematic only: the model decides the lean, the rider
 * only shows it.
 *
 * <p>Frame: the bike's, x forward, y up, z to the right, origin on the ground under the
 * centre of mass.
 */
public final class CbrRider {

    static final float UPPER_ARM = 0.30f;
    static final float FOREARM = 0.29f;
    static final float THIGH = 0.44f;
    static final float SHIN = 0.45f;
    static final float TORSO = 0.52f;

    private static final ColorRGBA RED = new ColorRGBA(0.75f, 0.05f, 0.04f, 1f);
    private static final ColorRGBA WHITE = new ColorRGBA(0.90f, 0.90f, 0.92f, 1f);
    private static final ColorRGBA BLACK = new ColorRGBA(0.05f, 0.05f, 0.06f, 1f);
    private static final ColorRGBA VISOR = new ColorRGBA(0.08f, 0.08f, 0.12f, 1f);

    private final Node node = new Node("rider");
    private final Node torso;
    private final Node head;
    private final Node[] upperArm = new Node[2];
    private final Node[] forearm = new Node[2];
    private final Node[] thigh = new Node[2];
    private final Node[] shin = new Node[2];
    private final Vector3f seat;
    private final Vector3f[] pegs;

    /**
     * @param seat the seat point (in metres)
     * @param pegs footpegs, left then right (in metres)
     * @param f finishes
     */
    public CbrRider(Vector3f seat, Vector3f[] pegs, Finishes f) {
        this.seat = seat;
        this.pegs = pegs;
        // One satin finish for the whole rider; leathers, helmet, gloves and boots are coloured
        // per vertex, so each limb is one geometry.
        Material leathers = f.vertexColoured(30);
        torso = new Node("torso");
        torso.attachChild(PartBatch.coloured("torso-mesh", List.of(torsoShell().build(CbrRider::suitColour)),
                java.util.Arrays.asList((ColorRGBA) null), leathers));
        head = new Node("helmet");
        head.attachChild(PartBatch.coloured("helmet-shell", List.of(helmet().build(CbrRider::helmetColour)),
                java.util.Arrays.asList((ColorRGBA) null), leathers));
        node.attachChild(torso);
        node.attachChild(head);
        for (int i = 0; i < 2; i++) {
            upperArm[i] = new Node("upper-arm");
            forearm[i] = new Node("forearm");
            thigh[i] = new Node("thigh");
            shin[i] = new Node("shin");
            for (boolean coarse : new boolean[] {false, true}) {
                addLevel(upperArm[i], "upper-arm", coarse, leathers, List.of(limb(UPPER_ARM, 0.055f, 0.05f, 0.045f, coarse)),
                        List.of(RED));
                SurfaceBuilder glove = new SurfaceBuilder(coarse).ellipsoid(new Vector3f(0, FOREARM + 0.03f, 0),
                        new Vector3f(0.045f, 0.05f, 0.04f), null, 8);
                addLevel(forearm[i], "forearm", coarse, leathers, List.of(limb(FOREARM, 0.045f, 0.04f, 0.035f, coarse), glove),
                        List.of(WHITE, BLACK));
                addLevel(thigh[i], "thigh", coarse, leathers, List.of(limb(THIGH, 0.085f, 0.075f, 0.06f, coarse)), List.of(RED));
                SurfaceBuilder boot = new SurfaceBuilder(coarse).ellipsoid(new Vector3f(0.06f, SHIN + 0.02f, 0),
                        new Vector3f(0.12f, 0.045f, 0.05f), null, 8);
                // The knee slider on the knee, where it touches the road when hanging off.
                SurfaceBuilder slider = new SurfaceBuilder(coarse).ellipsoid(Vector3f.ZERO, new Vector3f(0.05f, 0.05f, 0.05f),
                        null, 8);
                addLevel(shin[i], "shin", coarse, leathers, List.of(limb(SHIN, 0.06f, 0.05f, 0.045f, coarse), boot, slider),
                        List.of(BLACK, BLACK, WHITE));
            }
            node.attachChild(upperArm[i]);
            node.attachChild(forearm[i]);
            node.attachChild(thigh[i]);
            node.attachChild(shin[i]);
        }
    }

    /**
     * Hangs a limb's mesh on its node at one level of detail: the full one drawn up close, or
     * the coarse stand-in ({@link SurfaceBuilder#SurfaceBuilder(boolean)}) drawn beyond the
     * view's close distance instead ({@link RigidSkin#CLOSE_DETAIL}), which casts no shadow (the
     * full one casts it at any distance).
     */
    private static void addLevel(Node n, String name, boolean coarse, Material m, List<SurfaceBuilder> parts,
            List<ColorRGBA> colours) {
        List<Mesh> meshes = new ArrayList<>();
        parts.forEach(sb -> meshes.add(sb.build()));
        Geometry g = PartBatch.coloured(name + (coarse ? "-far" : "-mesh"), meshes, colours, m);
        g.setUserData(RigidSkin.CLOSE_DETAIL, coarse ? "far" : "near");
        if (coarse) {
            g.setUserData(PlanarShadow.CASTS, false);
        }
        n.attachChild(g);
    }

    /**
     * The torso in its own frame: y from the hips (0) to the base of the neck ({@link #TORSO}),
     * x toward the chest, z to the right. Elliptic sections, wider than deep, broadest across
     * the shoulders, with the aerodynamic hump of racing leathers on the upper back.
     */
    static SurfaceBuilder torsoShell() {
        float[][] st = {
            // t along the torso, half width (z), chest depth (+x), back depth (-x)
            {0.00f, 0.05f, 0.04f, 0.04f}, {0.03f, 0.14f, 0.09f, 0.09f}, {0.20f, 0.16f, 0.10f, 0.10f},
            {0.40f, 0.15f, 0.09f, 0.10f}, {0.62f, 0.17f, 0.11f, 0.13f}, {0.80f, 0.19f, 0.11f, 0.16f},
            {0.92f, 0.19f, 0.09f, 0.13f}, {0.99f, 0.12f, 0.06f, 0.07f}, {1.04f, 0.06f, 0.05f, 0.05f},
            {1.06f, 0.02f, 0.02f, 0.02f}};
        int around = 14;
        Vector3f[][] rows = new Vector3f[st.length][around];
        for (int i = 0; i < st.length; i++) {
            for (int j = 0; j < around; j++) {
                float a = FastMath.TWO_PI * j / around;
                float c = FastMath.cos(a);
                float depth = c > 0 ? st[i][2] : st[i][3];
                rows[i][j] = new Vector3f(c * depth, st[i][0] * TORSO, FastMath.sin(a) * st[i][1]);
            }
        }
        return new SurfaceBuilder().grid(rows, true);
    }

    /**
     * A full-face helmet in its own frame (x forward, y up, centre of the head at the origin):
     * an egg-shaped shell, longer behind, with the chin bar standing forward and down below the
     * visor opening.
     */
    static SurfaceBuilder helmet() {
        int rings = 12;
        int around = 16;
        Vector3f[][] rows = new Vector3f[rings + 1][around];
        for (int i = 0; i <= rings; i++) {
            // From the crown (phi = 0) to the neck opening (phi about 150 degrees).
            float phi = FastMath.PI * 0.84f * i / rings;
            for (int j = 0; j < around; j++) {
                float th = FastMath.TWO_PI * j / around;
                float fx = FastMath.cos(th);
                float fz = FastMath.sin(th);
                float sy = FastMath.cos(phi);
                float sr = FastMath.sin(phi);
                float rx = fx > 0 ? 0.145f : 0.160f;
                float x = rx * sr * fx;
                float y = 0.135f * sy;
                float z = 0.125f * sr * fz;
                // Chin bar: the lower front pushed forward and the jaw line squared off.
                float front = Math.max(0, fx);
                float low = FastMath.clamp((-sy - 0.1f) / 0.6f, 0, 1);
                x += 0.035f * front * front * low;
                y -= 0.02f * front * low;
                rows[i][j] = new Vector3f(x, y, z);
            }
        }
        return new SurfaceBuilder().grid(rows, true);
    }

    /** White shell, a dark visor across the front at eye level, a black neck roll. */
    static ColorRGBA helmetColour(Vector3f p) {
        float len = Math.max(1e-4f, p.length());
        float fx = p.x / len;
        float fy = p.y / len;
        if (fx > 0.45f && fy > -0.42f && fy < 0.30f) {
            return VISOR;
        }
        if (fy < -0.55f && fx < 0.3f) {
            return BLACK;
        }
        return WHITE;
    }

    /** Red leathers with white shoulders and hump stripe and black side panels. */
    static ColorRGBA suitColour(Vector3f p) {
        float t = p.y / TORSO;
        if (Math.abs(p.z) > 0.13f && t < 0.7f) {
            return BLACK;
        }
        if (t > 0.78f && Math.abs(p.z) > 0.10f) {
            return WHITE;
        }
        if (p.x < -0.09f && Math.abs(p.z) < 0.05f) {
            return WHITE;
        }
        return RED;
    }

    /** @return the rider node (attach to the leaning part of the bike) */
    public Node node() {
        return node;
    }

    /**
     * Poses the rider.
     *
     * @param leanRad the bike's lean (in radians, positive = right side down)
     * @param riderLeanRad the rider's lean relative to the bike (in radians)
     * @param speedMps forward speed (in metres per second)
     * @param grips grip centres in the bike frame, left then right (in metres)
     * @param footDown true when the rider has put a foot down
     * @param crashed true after a fall
     * @param toBike turns a vector from the unleaned, unpitched frame into the bike frame (for
     *     the fall, when the body lies on the road)
     */
    public void pose(float leanRad, float riderLeanRad, float speedMps, Vector3f[] grips, boolean footDown,
            boolean crashed, Quaternion toBike) {
        if (crashed) {
            lieInRoad(leanRad, toBike);
        } else {
            ride(leanRad, riderLeanRad, speedMps, grips, footDown);
        }
    }

    private void ride(float leanRad, float riderLeanRad, float speedMps, Vector3f[] grips, boolean footDown) {
        float inside = Math.signum(leanRad);
        float hang = smooth(0.15f, 0.60f, Math.abs(leanRad));
        float tuck = smooth(120 / 3.6f, 190 / 3.6f, speedMps) * (1 - 0.6f * hang);
        Vector3f hip = seat.add(0.04f, 0.07f - 0.02f * hang, inside * 0.17f * hang);
        // Torso: leaning forward to the bars, flatter in a tuck, into the turn when hanging off.
        // Chest toward the tank: about 35 degrees above the horizontal riding briskly, 15 in a
        // full tuck with the chin on the tank.
        float pitch = FastMath.DEG_TO_RAD * (35 - 20 * tuck - 4 * hang);
        float roll = riderLeanRad + inside * 0.30f * hang;
        Vector3f up = new Vector3f(FastMath.cos(pitch), FastMath.sin(pitch), 0);
        up = new Quaternion().fromAngleAxis(roll, Vector3f.UNIT_X).mult(up);
        Vector3f shoulders = hip.add(up.mult(TORSO));
        place(torso, hip, shoulders);
        // The helmet sits on the neck, raised and pushed forward to look up the road.
        Vector3f neck = shoulders.add(up.mult(0.05f));
        float look = 0.15f + 0.25f * tuck;
        Vector3f headAt = neck.add(0.09f, 0.11f - 0.03f * tuck, inside * 0.08f * hang);
        head.setLocalTranslation(headAt);
        head.setLocalRotation(new Quaternion().fromAngles(roll * 0.5f, -inside * 0.35f * hang, -look));
        Vector3f side = new Quaternion().fromAngleAxis(roll, Vector3f.UNIT_X).mult(Vector3f.UNIT_Z);
        for (int i = 0; i < 2; i++) {
            float s = i == 0 ? -1 : 1;
            Vector3f sh = shoulders.add(side.mult(s * 0.19f)).addLocal(-0.02f, -0.03f, 0);
            Vector3f hand = grips[i];
            // Elbows bent out and down, as a rider holds clip-ons.
            Vector3f elbow = knee(sh, hand, UPPER_ARM, FOREARM, new Vector3f(-0.4f, -0.6f, s * 1.2f));
            place(upperArm[i], sh, elbow);
            place(forearm[i], elbow, hand);
            Vector3f hipJoint = hip.add(side.mult(s * 0.10f));
            boolean insideLeg = s == inside && hang > 0;
            Vector3f foot = pegs[i].add(0.02f, 0.03f, s * 0.03f);
            Vector3f pole = new Vector3f(1f, 0.2f, s * (0.35f + (insideLeg ? 1.6f * hang : 0)));
            if (footDown && i == 0 && Math.abs(speedMps) < 1.5f) {
                // Left foot on the road beside the peg, leg out and a little forward.
                foot = new Vector3f(pegs[i].x + 0.18f, 0.05f, -0.42f);
                pole = new Vector3f(0.8f, 0.2f, -1.0f);
            }
            Vector3f k = knee(hipJoint, foot, THIGH, SHIN, pole);
            place(thigh[i], hipJoint, k);
            place(shin[i], k, foot);
        }
    }

    /** After a fall: the rider lies on the road on the side the bike fell to, arms and legs out. */
    private void lieInRoad(float leanRad, Quaternion toBike) {
        float s = leanRad >= 0 ? 1 : -1;
        Vector3f hip = new Vector3f(-0.9f, 0.12f, s * 1.1f);
        Vector3f shoulders = hip.add(-0.35f, 0.06f, s * 0.38f);
        Vector3f[] p = {hip, shoulders};
        for (int i = 0; i < p.length; i++) {
            p[i] = toBike.mult(p[i]);
        }
        place(torso, p[0], p[1]);
        Vector3f headAt = toBike.mult(shoulders.add(-0.18f, 0.02f, s * 0.14f));
        head.setLocalTranslation(headAt);
        head.setLocalRotation(toBike.mult(new Quaternion().fromAngles(FastMath.HALF_PI * s, 0, 0.4f)));
        for (int i = 0; i < 2; i++) {
            float side = i == 0 ? -1 : 1;
            Vector3f sh = shoulders.add(0.05f * side, 0, side * 0.18f);
            Vector3f elbow = sh.add(-0.1f, 0.0f, side * 0.28f);
            Vector3f hand = elbow.add(-0.25f, 0.02f, side * 0.12f);
            Vector3f hj = hip.add(0, 0, side * 0.1f);
            Vector3f knee = hj.add(0.40f, 0.05f, side * 0.18f);
            Vector3f foot = knee.add(0.42f, -0.02f, side * 0.10f);
            place(upperArm[i], toBike.mult(sh), toBike.mult(elbow));
            place(forearm[i], toBike.mult(elbow), toBike.mult(hand));
            place(thigh[i], toBike.mult(hj), toBike.mult(knee));
            place(shin[i], toBike.mult(knee), toBike.mult(foot));
        }
    }

    /**
     * The middle joint of a two-bone chain from a to b (law of cosines), bent toward a pole.
     *
     * @return the joint position
     */
    static Vector3f knee(Vector3f a, Vector3f b, float l1, float l2, Vector3f pole) {
        Vector3f ab = b.subtract(a);
        float d = FastMath.clamp(ab.length(), 0.02f, l1 + l2 - 1e-4f);
        Vector3f dir = ab.normalize();
        float along = (l1 * l1 - l2 * l2 + d * d) / (2 * d);
        float h = FastMath.sqrt(Math.max(0, l1 * l1 - along * along));
        Vector3f bend = pole.subtract(dir.mult(pole.dot(dir)));
        if (bend.lengthSquared() < 1e-8f) {
            bend = Vector3f.UNIT_Y.clone();
        }
        bend.normalizeLocal();
        return a.add(dir.mult(along)).addLocal(bend.mult(h));
    }

    /** Points a segment's +y from a toward b, its root at a. */
    private static void place(Node seg, Vector3f a, Vector3f b) {
        seg.setLocalTranslation(a);
        Vector3f dir = b.subtract(a);
        if (dir.lengthSquared() < 1e-10f) {
            return;
        }
        dir.normalizeLocal();
        Vector3f axis = Vector3f.UNIT_Y.cross(dir);
        float angle = FastMath.acos(FastMath.clamp(Vector3f.UNIT_Y.dot(dir), -1, 1));
        if (axis.lengthSquared() < 1e-10f) {
            seg.setLocalRotation(angle > 1 ? new Quaternion().fromAngleAxis(FastMath.PI, Vector3f.UNIT_X) : new Quaternion());
            return;
        }
        seg.setLocalRotation(new Quaternion().fromAngleAxis(angle, axis.normalizeLocal()));
    }

    /**
     * A limb along +y from its root joint, tapering through three radii (in metres): eight sides
     * up close; the coarse stand-in six sides (the coarse builder halves the twelve asked) and
     * one ring at each end, which from the chase camera keeps the limb round.
     */
    private static SurfaceBuilder limb(float length, float r0, float r1, float r2, boolean coarse) {
        return new SurfaceBuilder(coarse).tube(List.of(new Vector3f(0, 0, 0), new Vector3f(0, length * 0.5f, 0),
                new Vector3f(0, length, 0)), new float[] {r0, r1, r2}, coarse ? 12 : 8, true);
    }

    private static float smooth(float e0, float e1, float v) {
        float t = FastMath.clamp((v - e0) / (e1 - e0), 0, 1);
        return t * t * (3 - 2 * t);
    }
}
