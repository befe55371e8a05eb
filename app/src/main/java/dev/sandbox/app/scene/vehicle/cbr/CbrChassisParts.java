package dev.sandbox.app.scene.vehicle.cbr;

import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import dev.sandbox.app.scene.render.DistanceLod;
import dev.sandbox.app.scene.render.PartBatch;
import dev.sandbox.app.scene.render.PlanarShadow;
import dev.sandbox.app.scene.render.RigidSkin;
import dev.sandbox.app.scene.render.SurfaceBuilder;
import dev.sandbox.app.scene.vehicle.parts.Finishes;
import dev.sandbox.app.scene.vehicle.parts.WheelModel;

/**
 * The moving parts of the SC57's chassis: the upside-down fork with its yokes, clip-on bars,
 * front wheel, twin discs and radial calipers, turning about the steering axis and sliding
 * along it as the fork compresses; the gull-wing swingarm with the chain and the rear wheel,
 * swinging about its pivot, with the rear shock on its Unit Pro-Link ({@link CbrShock}).
 *
 * <p>Node tree: {@code steering-axis} sits where the axis meets the ground, its local +y along
 * the axis (tilted back by the rake); {@code fork} turns about that y; {@code fork-lower}
 * slides along it. {@code swingarm} turns about the pivot's z axis.
 */
public final class CbrChassisParts {

    /** Within this distance the chain's outer plates are drawn (in metres). */
    static final float PLATES_LOD_M = 3f;

    private final Node steeringAxis = new Node("steering-axis");
    private final Node fork = new Node("fork");
    private final Node forkLower = new Node("fork-lower");
    private final Node swingarm = new Node("swingarm");
    private final WheelModel front;
    private final WheelModel rear;
    private final CbrChain chain;
    private final Vector3f[] grips = new Vector3f[2];
    private final float rake;
    private final Vector3f pivot;
    private final float restSwingAngle;
    private final float armLength;

    /**
     * @param xf front axle x (in metres)
     * @param xr rear axle x (in metres, negative)
     * @param rf front wheel radius (in metres)
     * @param rr rear wheel radius (in metres)
     * @param frontWidth front tyre width (in metres)
     * @param rearWidth rear tyre width (in metres)
     * @param rakeRad steering axis rake from vertical (in radians)
     * @param trail trail (in metres)
     * @param pivot swingarm pivot (in metres)
     * @param f finishes
     */
    public CbrChassisParts(float xf, float xr, float rf, float rr, float frontWidth, float rearWidth, float rakeRad,
            float trail, Vector3f pivot, Finishes f) {
        this.rake = rakeRad;
        this.pivot = pivot;
        Material rubber = f.rubber();
        Material wheelPaint = f.matte(new ColorRGBA(0.05f, 0.05f, 0.055f, 1f), 40);
        Material disc = f.alloy(new ColorRGBA(0.55f, 0.55f, 0.57f, 1f));
        Material caliper = f.alloy(new ColorRGBA(0.30f, 0.30f, 0.33f, 1f));
        Material outerTube = f.alloy(new ColorRGBA(0.30f, 0.30f, 0.32f, 1f));
        Material slider = f.alloy(new ColorRGBA(0.80f, 0.62f, 0.22f, 1f));
        Material black = f.matte(new ColorRGBA(0.03f, 0.03f, 0.035f, 1f), 10);
        Material alloy = f.alloy(new ColorRGBA(0.62f, 0.63f, 0.66f, 1f));

        // The steering axis meets the ground 'trail' ahead of the front contact point.
        steeringAxis.setLocalTranslation(xf + trail, 0, 0);
        steeringAxis.setLocalRotation(new Quaternion().fromAngleAxis(rakeRad, Vector3f.UNIT_Z));
        steeringAxis.attachChild(fork);
        fork.attachChild(forkLower);
        Vector3f axle = new Quaternion().fromAngleAxis(-rakeRad, Vector3f.UNIT_Z).mult(new Vector3f(-trail, rf, 0));
        float top = 0.965f / FastMath.cos(rakeRad);
        Material vertexColoured = f.vertexColoured(30);
        // The fork at full detail up close and from fewer sides from the chase camera on.
        for (boolean coarse : new boolean[] {false, true}) {
            Node upper = level(fork, coarse);
            Node lower = level(forkLower, coarse);
            fork(upper, lower, axle, rf, top, coarse, outerTube, alloy, black, slider);
            String suffix = coarse ? "-far" : "";
            Geometry merged = PartBatch.mergeFinishes(upper, g -> true, "fork-tubes+yokes+clip-ons+grips" + suffix,
                    vertexColoured);
            Geometry mergedLower = PartBatch.mergeFinishes(lower, g -> true, "fork-sliders+mudguard" + suffix, vertexColoured);
            if (coarse) {
                merged.setUserData(PlanarShadow.CASTS, false);
                mergedLower.setUserData(PlanarShadow.CASTS, false);
            }
        }

        // Front wheel: twin 310 mm discs, four-piston radial calipers behind the fork legs.
        front = new WheelModel("front-wheel", new WheelModel.Shape(rf, frontWidth, 0.216f, 3, false, true, 0.155f,
                new float[] {-0.075f, 0.075f}, 2.3f), rubber, wheelPaint, disc, caliper);
        // The wheel turns about the axle; in the axis frame that is the rake-tilted z.
        Node frontAt = new Node("front-axle");
        frontAt.setLocalTranslation(axle);
        frontAt.setLocalRotation(new Quaternion().fromAngleAxis(-rakeRad, Vector3f.UNIT_Z));
        frontAt.attachChild(front.carrier());
        forkLower.attachChild(frontAt);

        // Swingarm: gull-wing right arm arched over the exhaust, straight left arm with the chain.
        swingarm.setLocalTranslation(pivot);
        Vector3f axleRel = new Vector3f(xr - pivot.x, rr - pivot.y, 0);
        armLength = axleRel.length();
        restSwingAngle = FastMath.atan2(axleRel.y, axleRel.x);
        // Satin cast aluminium, a little darker than the polished yokes so it does not glare.
        Material satin = f.matte(new ColorRGBA(0.44f, 0.45f, 0.47f, 1f), 30);
        swingarm.attachChild(CbrBodywork.geom("swingarm-arms", CbrSwingarm.build(axleRel), satin));
        swingarm.attachChild(CbrBodywork.geom("chain-adjusters", CbrSwingarm.adjusters(axleRel),
                f.matte(new ColorRGBA(0.20f, 0.20f, 0.22f, 1f), 30)));
        swingarm.attachChild(CbrBodywork.geom("hugger", CbrSwingarm.hugger(axleRel, rr), black));
        // The rear shock on its Unit Pro-Link, which moves with the swingarm.
        SurfaceBuilder[] shock = CbrShock.shock(pivot);
        swingarm.attachChild(CbrBodywork.geom("shock-spring", shock[0], f.matte(new ColorRGBA(0.36f, 0.36f, 0.38f, 1f), 40)));
        swingarm.attachChild(CbrBodywork.geom("shock-damper", shock[1], alloy));
        swingarm.attachChild(CbrBodywork.geom("shock-linkage", CbrShock.linkage(pivot),
                f.matte(new ColorRGBA(0.20f, 0.20f, 0.22f, 1f), 30)));
        rear = new WheelModel("rear-wheel", new WheelModel.Shape(rr, rearWidth, 0.216f, 3, false, true, 0.11f,
                new float[] {0.07f}, 0.4f), rubber, wheelPaint, disc, caliper);
        rear.carrier().setLocalTranslation(axleRel);
        swingarm.attachChild(rear.carrier());
        // Chain on the left: a loop round the gearbox sprocket (near the pivot) and the rear
        // sprocket, outside the left arm near the pivot and round it farther back.
        float r1 = 0.045f;
        float r2 = 0.105f;
        chain = new CbrChain(CbrSwingarm.frontSprocket(), r1, CbrSwingarm.rearSprocket(axleRel), r2,
                f.alloy(new ColorRGBA(0.25f, 0.25f, 0.26f, 1f)), f.alloy(new ColorRGBA(0.40f, 0.40f, 0.42f, 1f)),
                f.alloy(new ColorRGBA(0.62f, 0.62f, 0.64f, 1f)));
        swingarm.attachChild(chain.node());
        chain.links().forEach(swingarm::attachChild);
        PartBatch.mergeFinishes(swingarm, g -> true, "swingarm-arms+chain-links", vertexColoured);
        SurfaceBuilder sprocket = new SurfaceBuilder().latheZ(new Vector3f(0, 0, CbrSwingarm.CHAIN_Z),
                new float[][] {{0.03f, 0.004f}, {r2, 0.004f}, {r2, -0.004f}, {0.03f, -0.004f}}, 20, true);
        rear.addSpinning(CbrBodywork.geom("rear-sprocket", sprocket, alloy));
        // From afar too the discs and the sprocket are the wheels' bright parts seen from the side.
        front.discsFromAfar();
        rear.discsFromAfar();
        SurfaceBuilder farSprocket = new SurfaceBuilder().latheZ(new Vector3f(0, 0, CbrSwingarm.CHAIN_Z),
                new float[][] {{0.03f, 0.004f}, {r2, 0.004f}, {r2, -0.004f}, {0.03f, -0.004f}}, WheelModel.FAR_SEGMENTS, true);
        rear.addToStandIn(CbrBodywork.geom("rear-sprocket-far", farSprocket, alloy));
    }

    /**
     * The fork at one level of detail: the upside-down legs, the yokes, the clip-on bars with
     * their grips (whose centres it records), and on the sliding part the inner tubes and the
     * mudguard.
     */
    private void fork(Node upper, Node lower, Vector3f axle, float rf, float top, boolean coarse, Material outerTube,
            Material alloy, Material black, Material slider) {
        float offset = axle.x;
        SurfaceBuilder outer = new SurfaceBuilder(coarse);
        SurfaceBuilder inner = new SurfaceBuilder(coarse);
        for (float side : new float[] {-1, 1}) {
            float z = side * 0.105f;
            outer.rod(new Vector3f(offset, axle.y + 0.30f, z), new Vector3f(offset, top, z), 0.028f, 10);
            inner.rod(new Vector3f(offset, axle.y - 0.03f, z), new Vector3f(offset, axle.y + 0.34f, z), 0.022f, 10);
        }
        SurfaceBuilder yokes = new SurfaceBuilder(coarse);
        yokes.rod(new Vector3f(offset, top - 0.01f, -0.13f), new Vector3f(offset, top - 0.01f, 0.13f), 0.02f, 8);
        yokes.rod(new Vector3f(offset, top - 0.17f, -0.13f), new Vector3f(offset, top - 0.17f, 0.13f), 0.025f, 8);
        upper.attachChild(CbrBodywork.geom("fork-tubes", outer, outerTube));
        upper.attachChild(CbrBodywork.geom("yokes", yokes, alloy));
        SurfaceBuilder bars = new SurfaceBuilder(coarse);
        SurfaceBuilder gripRubber = new SurfaceBuilder(coarse);
        for (int i = 0; i < 2; i++) {
            float side = i == 0 ? -1 : 1;
            Vector3f clamp = new Vector3f(offset, top - 0.05f, side * 0.105f);
            Vector3f end = clamp.add(-0.06f, -0.035f, side * 0.13f);
            bars.rod(clamp, end, 0.012f, 6);
            Vector3f g0 = end.subtract(clamp).normalizeLocal();
            Vector3f gripEnd = end.add(g0.mult(0.105f));
            gripRubber.rod(end, gripEnd, 0.018f, 8);
            grips[i] = end.add(gripEnd).multLocal(0.5f);
            bars.rod(end.add(0.03f, 0.01f, 0), gripEnd.add(0.06f, 0.0f, 0), 0.006f, 4);
        }
        upper.attachChild(CbrBodywork.geom("clip-ons", bars, alloy));
        upper.attachChild(CbrBodywork.geom("grips", gripRubber, black));
        lower.attachChild(CbrBodywork.geom("fork-sliders", inner, slider));
        SurfaceBuilder guard = new SurfaceBuilder();
        Vector3f[][] arc = new Vector3f[2][9];
        for (int j = 0; j < 9; j++) {
            float a = FastMath.PI * (0.35f + 0.4f * j / 8);
            for (int k = 0; k < 2; k++) {
                arc[k][j] = axle.add(FastMath.cos(a) * (rf + 0.03f), FastMath.sin(a) * (rf + 0.03f), (k == 0 ? -1 : 1) * 0.075f);
            }
        }
        guard.grid(arc, false);
        lower.attachChild(CbrBodywork.geom("mudguard", guard, black));
    }

    /**
     * @param parent the node the level's parts move with
     * @param coarse true for the stand-ins drawn from the chase camera on
     * @return a node under it marked for that level ({@link RigidSkin#CLOSE_DETAIL})
     */
    private static Node level(Node parent, boolean coarse) {
        Node n = new Node(parent.getName() + (coarse ? "-far" : "-near"));
        n.setUserData(RigidSkin.CLOSE_DETAIL, coarse ? "far" : "near");
        parent.attachChild(n);
        return n;
    }

    /**
     * Registers the small parts that are drawn only near the camera: the chain's outer plates
     * (beyond, the band of inner plates stands for the chain).
     *
     * @param lod the view's level-of-detail control
     */
    public void addDetail(DistanceLod lod) {
        lod.nearOnly(chain.plates(), PLATES_LOD_M);
    }

    /** @return the node at the steering axis (attach to the bike) */
    public Node steeringAxis() {
        return steeringAxis;
    }

    /** @return the node that turns about the steering axis */
    public Node fork() {
        return fork;
    }

    /** @return the swingarm node (attach to the bike) */
    public Node swingarm() {
        return swingarm;
    }

    /** @return the drive chain, in the swingarm's frame */
    CbrChain chain() {
        return chain;
    }

    /** @return the front wheel */
    public WheelModel frontWheel() {
        return front;
    }

    /** @return the rear wheel */
    public WheelModel rearWheel() {
        return rear;
    }

    /** @return grip centres, left then right, in the fork's frame (in metres) */
    public Vector3f[] grips() {
        return grips;
    }

    /**
     * Moves the chassis parts.
     *
     * @param barRad handlebar angle (in radians, positive = left)
     * @param forkTravelM fork compression along the axis (in metres, &ge;0)
     * @param rearDropM how far the rear axle sits below its rest height relative to the frame
     *     (in metres; positive when the rear of the body rises)
     * @param frontSpinRad front wheel spin (in radians)
     * @param rearSpinRad rear wheel spin (in radians)
     */
    public void pose(float barRad, float forkTravelM, float rearDropM, float frontSpinRad, float rearSpinRad) {
        fork.setLocalRotation(new Quaternion().fromAngleAxis(barRad, Vector3f.UNIT_Y));
        forkLower.setLocalTranslation(0, forkTravelM, 0);
        float s = FastMath.clamp(rearDropM / armLength, -0.5f, 0.5f);
        float angle = FastMath.asin(FastMath.clamp(FastMath.sin(restSwingAngle) - s, -1, 1));
        // restSwingAngle is near pi (the axle is behind the pivot); keep the same branch.
        float a = FastMath.PI - angle;
        swingarm.setLocalRotation(new Quaternion().fromAngleAxis(a - restSwingAngle, Vector3f.UNIT_Z));
        front.spin().setLocalRotation(new Quaternion().fromAngleAxis(-frontSpinRad, Vector3f.UNIT_Z));
        rear.spin().setLocalRotation(new Quaternion().fromAngleAxis(-rearSpinRad, Vector3f.UNIT_Z));
        chain.update(rearSpinRad);
    }

    /** @return the rake (in radians) */
    public float rake() {
        return rake;
    }

    /** @return the swingarm pivot (in metres) */
    public Vector3f pivot() {
        return pivot;
    }
}
