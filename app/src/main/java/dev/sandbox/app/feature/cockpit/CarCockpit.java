package dev.sandbox.app.feature.cockpit;

import com.jme3.asset.AssetManager;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.scene.Node;
import dev.sandbox.app.core.settings.SpeedUnit;
import dev.sandbox.app.core.vehicles.VehicleScales;
import dev.sandbox.app.scene.render.Environment;
import dev.sandbox.app.scene.render.MeshBuilder;
import dev.sandbox.app.scene.vehicle.VehiclePose;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.ChassisSpec;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * A roadster's interior seen from the driver's seat (left-hand drive): the dashboard under the
 * windscreen, an instrument pod with the tachometer in the middle and the speedometer to its
 * left (as on the Boxster), and a three-spoke steering wheel on a column raked 22 degrees that
 * turns by the road-wheel angle times the steering ratio. Laid out from the eye point and the
 * windscreen's base, so it fits the body it sits in.
 */
public final class CarCockpit implements Cockpit {

    /** Steering wheel rim radius (in metres): a 370 mm sports wheel. */
    public static final float WHEEL_RADIUS_M = 0.185f;
    /** Steering column rake from horizontal (in radians). */
    public static final float COLUMN_RAKE_RAD = 22f * FastMath.DEG_TO_RAD;

    /** The cowl's superellipse exponent (1 = half ellipse, smaller = squarer). */
    private static final float COWL_SHAPE = 0.45f;

    private final Node node = new Node("car-cockpit");
    private final Node wheel = new Node("steering-wheel");
    private final Quaternion column = new Quaternion().fromAngleAxis(-COLUMN_RAKE_RAD, Vector3f.UNIT_Z);
    private final DialGauge speedo;
    private final DialGauge tacho;
    private final Vector3f eye;
    private final double steeringRatio;
    private final SpeedUnit unit;

    /**
     * The interior fitted to a car's body: the dashboard meets the windscreen where it meets the
     * scuttle, 0.72 m behind the front axle at 63 % of the body's height, and the cabin is 16 cm
     * narrower each side than the body.
     *
     * @param spec the car
     * @param assets the asset manager
     * @param eye the driver's eye in the chassis frame (in metres)
     * @param unit the speedometer's unit
     * @return the interior
     */
    public static CarCockpit fittedTo(VehicleSpec spec, AssetManager assets, Vector3f eye, SpeedUnit unit) {
        ChassisSpec c = spec.chassis();
        float screenX = (float) c.cgToFrontAxleM() - 0.72f;
        float screenY = (float) c.heightM() * 0.72f * 0.87f;
        float halfInnerWidth = (float) c.widthM() / 2 - 0.16f;
        return new CarCockpit(spec, assets, eye, screenX, screenY, halfInnerWidth, unit);
    }

    /**
     * @param spec the car (dial scales, steering ratio)
     * @param assets the asset manager
     * @param eye the driver's eye in the chassis frame (in metres)
     * @param screenBaseX where the windscreen meets the scuttle, along x (in metres)
     * @param screenBaseY its height (in metres)
     * @param halfInnerWidth half the cabin's inner width (in metres)
     * @param unit the speedometer's unit
     */
    public CarCockpit(VehicleSpec spec, AssetManager assets, Vector3f eye, float screenBaseX, float screenBaseY,
            float halfInnerWidth, SpeedUnit unit) {
        this.eye = eye.clone();
        this.steeringRatio = spec.steering() == null ? 15 : spec.steering().steeringRatio();
        this.unit = unit;
        float ex = eye.x;
        float ez = eye.z;
        // the dashboard's top stands above the scuttle, meeting the raked glass, and covers
        // the body's closed top (the exterior is a solid shell up to the beltline)
        float top = screenBaseY + 0.12f;
        float dashFront = screenBaseX - 0.12f;
        float wheelY = top - 0.14f;
        // the dashboard's top in side view: a rounded edge toward the driver, a crest under the
        // instruments' pod (below the dials, which lean back toward the eye), then falling
        // gently to the glass; across the whole cabin
        float[][] dashProfile = {
            {ex + 0.45f, top - 0.32f},
            {dashFront, top - 0.32f},
            {dashFront, top - 0.08f},
            {dashFront - 0.10f, top - 0.05f},
            {ex + 0.58f, top - 0.035f},
            {ex + 0.51f, top - 0.043f},
            {ex + 0.47f, top - 0.065f},
            {ex + 0.45f, top - 0.10f},
        };
        MeshBuilder dash = new MeshBuilder()
                .extrude(dashProfile, -halfInnerWidth, halfInnerWidth, 0f)
                // lower dash and door cards down to the driver's knees, over the body's solid top
                .box(new Vector3f(ex + 0.05f, top - 0.32f, -halfInnerWidth),
                new Vector3f(ex + 0.45f, top - 0.10f, halfInnerWidth), 1f)
                // instrument pod in front of the driver, under a cowl against reflections; its
                // back stands clear of the dials' lower edges, which lean forward
                .box(new Vector3f(ex + 0.60f, top - 0.05f, ez - 0.23f), new Vector3f(ex + 0.72f, top + 0.06f, ez + 0.23f), 1f)
                // centre console down to the tunnel
                .box(new Vector3f(ex + 0.25f, top - 0.55f, -0.09f), new Vector3f(ex + 0.50f, top - 0.25f, 0.09f), 1f)
                // steering column from the dash to the wheel
                .beam(new Vector3f(ex + 0.40f, wheelY, ez).add(column.mult(new Vector3f(0.04f, 0, 0))),
                        new Vector3f(ex + 0.40f, wheelY, ez).add(column.mult(new Vector3f(0.30f, 0, 0))), 0.07f, 0.07f);
        cowl(dash, ex + 0.50f, ex + 0.74f, top - 0.04f, ez, 0.25f, 0.16f);
        // dark grained vinyl: a faint, broad sheen rather than a grey gloss
        node.attachChild(dash.geometry("dashboard", Environment.paint(assets, new ColorRGBA(0.075f, 0.075f, 0.08f, 1f),
                new ColorRGBA(0.10f, 0.10f, 0.10f, 1f), 12f)));

        float dialY = top + 0.05f;
        float faceX = ex + 0.565f;
        tacho = new DialGauge(assets, 0.056f, VehicleScales.rpmDialMax(spec), VehicleScales.rpmMajor(spec),
                spec.engine().redlineRpm());
        speedo = new DialGauge(assets, 0.048f, VehicleScales.speedDialMax(spec, unit), VehicleScales.speedMajor(spec, unit),
                Double.MAX_VALUE);
        place(tacho.node(), new Vector3f(faceX, dialY, ez));
        place(speedo.node(), new Vector3f(faceX, dialY - 0.005f, ez - 0.125f));
        node.attachChild(tacho.node());
        node.attachChild(speedo.node());

        wheel.attachChild(rim().geometry("rim", Environment.lit(assets, new ColorRGBA(0.05f, 0.045f, 0.04f, 1f), null, 20)));
        MeshBuilder mark = new MeshBuilder().beam(new Vector3f(0, WHEEL_RADIUS_M - 0.012f, 0),
                new Vector3f(0, WHEEL_RADIUS_M + 0.012f, 0), 0.035f, 0.02f);
        wheel.attachChild(mark.geometry("rim-mark", Environment.lit(assets, new ColorRGBA(0.75f, 0.75f, 0.72f, 1f), null, 20)));
        Node wheelMount = new Node("steering-column");
        wheelMount.setLocalTranslation(ex + 0.40f, wheelY, ez);
        wheelMount.setLocalRotation(column);
        wheelMount.attachChild(wheel);
        node.attachChild(wheelMount);
    }

    /** Turns a dial to face the driver's eye. */
    private void place(Node dial, Vector3f at) {
        Vector3f toEye = eye.subtract(at).normalizeLocal();
        dial.setLocalTranslation(at);
        // lookAt turns local +z along the direction given: the face (which shows +z) to the eye
        dial.setLocalRotation(new Quaternion().lookAt(toEye, Vector3f.UNIT_Y));
    }

    /**
     * The instruments' cowl: an arch across the pod with a flat top and rounded shoulders (a
     * half superellipse, so it clears the outer dials without standing up into the driver's
     * view of the road), its outer and inner skins and its rim facing the driver.
     *
     * @param m the builder to add it to
     * @param x0 the cowl's rear edge (toward the driver, in metres)
     * @param x1 its front edge (in metres)
     * @param y0 the arch's springing height (in metres)
     * @param zc the arch's centre across the car (in metres)
     * @param halfWidth the arch's half width (in metres)
     * @param rise the arch's height above its springing (in metres)
     */
    static void cowl(MeshBuilder m, float x0, float x1, float y0, float zc, float halfWidth, float rise) {
        int n = 10;
        float thick = 0.012f;
        for (int i = 0; i < n; i++) {
            float a0 = FastMath.PI * i / n;
            float a1 = FastMath.PI * (i + 1) / n;
            Vector3f o0 = arch(a0, y0, zc, halfWidth, rise);
            Vector3f o1 = arch(a1, y0, zc, halfWidth, rise);
            Vector3f i0 = arch(a0, y0, zc, halfWidth - thick, rise - thick);
            Vector3f i1 = arch(a1, y0, zc, halfWidth - thick, rise - thick);
            Vector3f out = new Vector3f(0, o0.z - o1.z, o1.y - o0.y);
            m.quadFacing(o0.add(x0, 0, 0), o1.add(x0, 0, 0), o1.add(x1, 0, 0), o0.add(x1, 0, 0), out);
            m.quadFacing(i0.add(x0, 0, 0), i1.add(x0, 0, 0), i1.add(x1, 0, 0), i0.add(x1, 0, 0), out.negate());
            m.quadFacing(o0.add(x0, 0, 0), o1.add(x0, 0, 0), i1.add(x0, 0, 0), i0.add(x0, 0, 0), Vector3f.UNIT_X.negate());
        }
    }

    /** @return the point at angle a (0 = +z side, pi/2 = top) of a half superellipse in the y-z plane */
    private static Vector3f arch(float a, float y0, float zc, float halfWidth, float rise) {
        float c = FastMath.cos(a);
        float sn = Math.max(0f, FastMath.sin(a));
        return new Vector3f(0, y0 + rise * FastMath.pow(sn, COWL_SHAPE),
                zc + halfWidth * Math.signum(c) * FastMath.pow(Math.abs(c), COWL_SHAPE));
    }

    /** The rim, three spokes (9, 3 and 6 o'clock) and the hub, in the wheel's y-z plane. */
    private static MeshBuilder rim() {
        MeshBuilder m = new MeshBuilder();
        int n = 24;
        for (int i = 0; i < n; i++) {
            float a0 = FastMath.TWO_PI * i / n;
            float a1 = FastMath.TWO_PI * (i + 1) / n;
            m.beam(new Vector3f(0, WHEEL_RADIUS_M * FastMath.cos(a0), WHEEL_RADIUS_M * FastMath.sin(a0)),
                    new Vector3f(0, WHEEL_RADIUS_M * FastMath.cos(a1), WHEEL_RADIUS_M * FastMath.sin(a1)), 0.028f, 0.03f);
        }
        m.beam(new Vector3f(0, 0, -WHEEL_RADIUS_M), new Vector3f(0, 0, WHEEL_RADIUS_M), 0.05f, 0.015f);
        m.beam(new Vector3f(0, 0, 0), new Vector3f(0, -WHEEL_RADIUS_M, 0), 0.015f, 0.05f);
        m.box(new Vector3f(0.0f, -0.055f, -0.055f), new Vector3f(0.04f, 0.055f, 0.055f), 1f);
        return m;
    }

    @Override
    public Node node() {
        return node;
    }

    @Override
    public Vector3f eye() {
        return eye.clone();
    }

    @Override
    public float lookDownRad() {
        return 0.06f;
    }

    /** @return the steering wheel's turn for a road-wheel angle (in radians, positive = left) */
    public float wheelTurnRad(float roadWheelRad) {
        return (float) (roadWheelRad * steeringRatio);
    }

    /** @return the steering wheel's node (turns about its local x axis) */
    public Node wheel() {
        return wheel;
    }

    @Override
    public void update(VehiclePose pose, VehicleSnapshot state) {
        float[] steer = pose.wheelSteerRad();
        float road = steer.length >= 2 ? (steer[0] + steer[1]) / 2 : 0;
        // positive (left) turns the top of the rim to the driver's left, -z: negative about +x
        wheel.setLocalRotation(new Quaternion().fromAngleAxis(-wheelTurnRad(road), Vector3f.UNIT_X));
        if (state != null) {
            speedo.set(unit.fromMps(Math.abs(state.speedMps())));
            tacho.set(state.engineRpm());
        }
    }
}
