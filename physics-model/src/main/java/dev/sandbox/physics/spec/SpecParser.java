package dev.sandbox.physics.spec;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Turns a validated YAML tree into a {@link VehicleSpec}: the ranges below are generous
 * physical limits (a 20 t truck or a 50 kg moped still passes) meant to catch typos and
 * nonsense, not to enforce taste.
 */
final class SpecParser {

    private static final double BIG = 1e6;

    /** Vehicle ids name recording and settings files, so they cannot hold path characters. */
    static final java.util.regex.Pattern ID = java.util.regex.Pattern.compile("[a-z0-9-]+");
    /**
     * Longest vehicle id (in characters). The id names the telemetry recordings
     * ({@code telemetry-ID-yyyyMMdd-HHmmss.csv.part}, 35 characters besides the id), which must
     * fit the 255 bytes most file systems allow a file name; 64 leaves room and reads well.
     */
    static final int MAX_ID_CHARS = 64;

    private SpecParser() {
    }

    static VehicleSpec read(SpecNode root) {
        String id = root.text("id");
        if (!ID.matcher(id).matches()) {
            throw root.fail("id", "must be lower-case letters, digits and '-' only (it names files), got '"
                    + (id.length() > 80 ? id.substring(0, 80) + "..." : id) + "'");
        }
        if (id.length() > MAX_ID_CHARS) {
            throw root.fail("id", "must be at most " + MAX_ID_CHARS + " characters (it names recording files), got "
                    + id.length());
        }
        String name = root.text("name");
        VehicleType type = root.choice("type", VehicleType.class);
        boolean bike = type == VehicleType.MOTORCYCLE;
        ChassisSpec chassis = chassis(root.child("chassis"), bike);
        AeroSpec aero = aero(root.child("aero"));
        double rolling = root.number("rollingResistance", 0.0, 0.2);
        double rollingDoubling = root.has("rollingResistanceDoublingKmh")
                ? root.number("rollingResistanceDoublingKmh", 50, 10_000) : Double.POSITIVE_INFINITY;
        SpecNode wheels = root.child("wheels");
        WheelSpec front = wheel(wheels.child("front"));
        WheelSpec rear = wheel(wheels.child("rear"));
        wheels.rejectUnknown();
        EngineSpec engine = engine(root.child("engine"));
        TransmissionSpec transmission = transmission(root.child("transmission"), engine);
        BrakeSpec brakes = brakes(root.child("brakes"));
        TyreSpec tyre = tyre(root.child("tyre"));
        for (WheelSpec w : new WheelSpec[] {front, rear}) {
            if (!w.hasOwnReferenceLoad()) {
                AxleFields.checkNominalLoad(root, "tyre.referenceLoadN", tyre.referenceLoadN(), w.tyreSize());
            }
        }
        SteeringSpec steering = steering(root.child("steering"));
        MotorcycleSpec motorcycle = null;
        SuspensionSpec suspension = null;
        if (bike) {
            motorcycle = motorcycle(root.child("motorcycle"));
            if (root.has("suspension")) {
                throw root.fail("suspension", "belongs only in a spec of type car");
            }
        } else {
            if (root.has("motorcycle")) {
                throw root.fail("motorcycle", "belongs only in a spec of type motorcycle");
            }
            suspension = suspension(root.child("suspension"), chassis, tyre, front, rear);
        }
        root.rejectUnknown();
        VehicleSpec spec = new VehicleSpec(id, name, type, chassis, aero, rolling, rollingDoubling, front, rear, engine,
                transmission, brakes, tyre, steering, motorcycle, suspension);
        PlausibilityChecks.check(root, spec);
        return spec;
    }

    private static ChassisSpec chassis(SpecNode n, boolean bike) {
        double wheelbase = n.number("wheelbaseM", 0.5, 10);
        double cgToFront = n.number("cgToFrontAxleM", 0, BIG);
        if (cgToFront >= wheelbase) {
            throw n.fail(n.qualify("cgToFrontAxleM"), "must be less than chassis.wheelbaseM (" + wheelbase + " m), got "
                    + cgToFront);
        }
        double minTrack = bike ? 0 : 0.5;
        double maxTrack = bike ? 0 : 5;
        ChassisSpec c = new ChassisSpec(
                n.number("massKg", 20, 50_000),
                n.number("driverMassKg", 0, 500),
                wheelbase,
                cgToFront,
                n.number("cgHeightM", 0.1, 3),
                n.number("trackFrontM", minTrack, maxTrack),
                n.number("trackRearM", minTrack, maxTrack),
                n.number("yawInertiaKgM2", 1, 1e6),
                n.number("rollInertiaKgM2", 1, 1e6),
                n.number("lengthM", 0.5, 30),
                n.number("widthM", 0.3, 5),
                n.number("heightM", 0.3, 5),
                bike ? n.number("pitchGradientDegPerG", 0, 20) : Double.NaN,
                n.number("rollGradientDegPerG", bike ? 0 : 0.1, 20),
                bike ? n.number("loadTransferLagS", 0.005, 2) : Double.NaN,
                n.number("frontRollStiffnessShare", 0.05, 0.95));
        if (c.lengthM() < wheelbase) {
            throw n.fail(n.qualify("lengthM"), "must be at least chassis.wheelbaseM (" + wheelbase + " m), got " + c.lengthM());
        }
        n.rejectUnknown();
        return c;
    }

    private static SuspensionSpec suspension(SpecNode n, ChassisSpec chassis, TyreSpec tyre, WheelSpec front,
            WheelSpec rear) {
        double cgHeight = chassis.cgHeightM();
        SuspensionSpec s = new SuspensionSpec(
                n.number("frontRideFrequencyHz", 0.5, 6),
                n.number("rearRideFrequencyHz", 0.5, 6),
                n.number("frontDampingRatio", 0.05, 2),
                n.number("rearDampingRatio", 0.05, 2),
                n.number("antiDive", 0, 1),
                n.number("antiSquat", 0, 1),
                n.number("frontRollCentreHeightM", 0, cgHeight * 0.9),
                n.number("rearRollCentreHeightM", 0, cgHeight * 0.9),
                n.number("frontUnsprungMassKg", 1, 500),
                n.number("rearUnsprungMassKg", 1, 500),
                n.number("pitchInertiaKgM2", 1, 1e6),
                n.number("bumpTravelM", 0.01, 0.5),
                n.number("droopTravelM", 0.01, 0.5),
                n.number("frontStaticCamberDeg", -10, 10),
                n.number("rearStaticCamberDeg", -10, 10),
                n.number("frontCamberPerRoll", -1, 2),
                n.number("rearCamberPerRoll", -1, 2),
                AxleFields.rollSteer(n, "frontRollSteer"),
                AxleFields.rollSteer(n, "rearRollSteer"),
                AxleFields.lateralForceSteer(n, "frontLateralForceSteerDegPerKN", tyre.forAxle(front),
                        AxleFields.staticWheelLoadN(chassis, true)),
                AxleFields.lateralForceSteer(n, "rearLateralForceSteerDegPerKN", tyre.forAxle(rear),
                        AxleFields.staticWheelLoadN(chassis, false)));
        n.rejectUnknown();
        return s;
    }

    private static AeroSpec aero(SpecNode n) {
        double area = n.number("frontalAreaM2", 0.05, 20);
        AeroSpec a = new AeroSpec(n.number("dragCoefficient", 0.05, 3), area,
                n.has("tuckedFrontalAreaM2") ? n.number("tuckedFrontalAreaM2", 0.05, area) : area,
                n.number("airDensityKgM3", 0.5, 1.5));
        n.rejectUnknown();
        return a;
    }

    private static WheelSpec wheel(SpecNode n) {
        double radius = n.number("radiusM", 0.1, 1.5);
        double width = n.number("widthM", 0.03, 1);
        double inertia = n.number("inertiaKgM2", 0.01, 100);
        double factor = n.number("corneringStiffnessFactor", 0.2, 5);
        TyreSize size = n.has("tyreSize") ? AxleFields.tyreSize(n, radius) : null;
        double ownLoad = Double.NaN;
        if (n.has("tyreReferenceLoadN")) {
            ownLoad = n.number("tyreReferenceLoadN", 50, 1e6);
            AxleFields.checkNominalLoad(n, n.qualify("tyreReferenceLoadN"), ownLoad, size);
        }
        n.rejectUnknown();
        return new WheelSpec(radius, width, inertia, factor, size, ownLoad);
    }

    private static EngineSpec engine(SpecNode n) {
        List<double[]> raw = n.pairs("torqueCurve", 2);
        List<TorquePoint> curve = new ArrayList<>();
        double lastRpm = -1;
        for (int i = 0; i < raw.size(); i++) {
            double rpm = raw.get(i)[0];
            double torque = raw.get(i)[1];
            String where = n.qualify("torqueCurve") + "[" + i + "]";
            if (rpm <= lastRpm) {
                throw n.fail(where + ".rpm", "must be greater than the previous point's rpm (" + lastRpm + "), got " + rpm);
            }
            if (rpm > 30_000 || torque > 20_000) {
                throw n.fail(where, "is outside any engine's range (rpm up to 30000, torque up to 20000 N m), got [" + rpm + ", "
                        + torque + "]");
            }
            curve.add(new TorquePoint(rpm, torque));
            lastRpm = rpm;
        }
        if (curve.stream().allMatch(p -> p.torqueNm() <= 0)) {
            throw n.fail(n.qualify("torqueCurve"), "must have some positive torque");
        }
        double idle = n.number("idleRpm", 200, 5000);
        double redline = n.number("redlineRpm", 700, 30_000);
        if (redline < idle + 500) {
            throw n.fail(n.qualify("redlineRpm"), "must be at least 500 rpm above engine.idleRpm (" + idle + "), got " + redline);
        }
        double damage = n.number("damageRpm", 700, 40_000);
        if (damage < redline) {
            throw n.fail(n.qualify("damageRpm"), "must not be below engine.redlineRpm (" + redline + "), got " + damage);
        }
        if (redline > lastRpm) {
            throw n.fail(n.qualify("redlineRpm"), "must lie within the torque curve (last point " + lastRpm + " rpm), got "
                    + redline);
        }
        double inertia = n.number("inertiaKgM2", 0.01, 50);
        double braking = n.number("engineBrakingCoefficient", 0, 100);
        boolean firingGiven = n.has("firingOrder") || n.has("firingIntervalsDeg");
        if (firingGiven && !n.has("cylinders")) {
            throw n.fail(n.qualify("cylinders"), "must be given with the firing order and intervals");
        }
        int cylinders = n.has("cylinders") ? n.whole("cylinders", 1, 16) : 4;
        List<Integer> order = firingOrder(n, cylinders);
        List<Double> intervals = firingIntervals(n, cylinders);
        EngineSoundSpec sound = SoundFields.read(n, cylinders);
        EngineSpec e = new EngineSpec(curve, idle, redline, damage, inertia, braking, cylinders, order, intervals, sound);
        n.rejectUnknown();
        return e;
    }

    /** The firing order: a permutation of 1..cylinders; 1, 2, ... n when absent. */
    private static List<Integer> firingOrder(SpecNode n, int cylinders) {
        List<Integer> order = new ArrayList<>();
        if (!n.has("firingOrder")) {
            for (int c = 1; c <= cylinders; c++) {
                order.add(c);
            }
            return order;
        }
        List<Double> raw = n.numbers("firingOrder", 1, 1, 16);
        String wanted = "must name each of the engine.cylinders (" + cylinders + ") exactly once, got " + raw;
        boolean[] seen = new boolean[cylinders + 1];
        for (double d : raw) {
            int c = (int) Math.round(d);
            if (c != d || c > cylinders || seen[c]) {
                throw n.fail(n.qualify("firingOrder"), wanted);
            }
            seen[c] = true;
            order.add(c);
        }
        if (order.size() != cylinders) {
            throw n.fail(n.qualify("firingOrder"), wanted);
        }
        return order;
    }

    /** Crank degrees between successive firings, summing to 720; even spacing when absent. */
    private static List<Double> firingIntervals(SpecNode n, int cylinders) {
        if (!n.has("firingIntervalsDeg")) {
            return Collections.nCopies(cylinders, EngineSpec.CYCLE_DEG / cylinders);
        }
        List<Double> raw = n.numbers("firingIntervalsDeg", 1, 1, EngineSpec.CYCLE_DEG);
        double sum = raw.stream().mapToDouble(Double::doubleValue).sum();
        if (raw.size() != cylinders || Math.abs(sum - EngineSpec.CYCLE_DEG) > 0.5) {
            throw n.fail(n.qualify("firingIntervalsDeg"), "must give one crank angle per engine.cylinders (" + cylinders
                    + "), summing to 720 (one four-stroke cycle), got " + raw);
        }
        return raw;
    }

    private static TransmissionSpec transmission(SpecNode n, EngineSpec engine) {
        List<Double> gears = n.numbers("gearRatios", 1, 0.1, 20);
        for (int i = 1; i < gears.size(); i++) {
            if (gears.get(i) >= gears.get(i - 1)) {
                throw n.fail(n.qualify("gearRatios") + "[" + i + "]", "must be lower than the gear below it (" + gears.get(i - 1)
                        + "), got " + gears.get(i));
            }
        }
        double idle = engine.idleRpm();
        double redline = engine.redlineRpm();
        TransmissionSpec t = new TransmissionSpec(gears,
                n.number("reverseRatio", 0, 20),
                n.number("primaryRatio", 0.1, 10),
                n.number("finalDriveRatio", 0.1, 20),
                n.number("efficiency", 0.3, 1),
                n.number("shiftTimeS", 0, 3),
                n.choice("layout", DriveLayout.class),
                n.choice("differential", DifferentialType.class),
                n.number("lsdLockingTorqueNm", 0, 1e5),
                n.number("clutchMaxTorqueNm", 1, 1e5),
                engineSpeed(n, "launchRpm", idle, redline),
                engineSpeed(n, "autoUpshiftRpm", idle, redline),
                engineSpeed(n, "autoUpshiftLightRpm", idle, redline),
                engineSpeed(n, "autoDownshiftRpm", idle, redline));
        if (t.autoDownshiftRpm() * gears.get(0) / (gears.size() > 1 ? gears.get(1) : gears.get(0)) >= t.autoUpshiftLightRpm()
                && gears.size() > 1) {
            throw n.fail(n.qualify("autoDownshiftRpm"),
                    "is too close to autoUpshiftLightRpm: the automatic box would hunt between gears");
        }
        n.rejectUnknown();
        return t;
    }

    /** An engine speed that must lie between the idle and the redline. */
    private static double engineSpeed(SpecNode n, String key, double idle, double redline) {
        double rpm = n.number(key, 0, 40_000);
        if (rpm < idle || rpm > redline) {
            throw n.fail(n.qualify(key), "must lie between engine.idleRpm (" + idle + ") and engine.redlineRpm ("
                    + redline + "), got " + rpm);
        }
        return rpm;
    }

    private static BrakeSpec brakes(SpecNode n) {
        BrakeSpec b = new BrakeSpec(n.number("frontTorqueNm", 0, 1e5), n.number("rearTorqueNm", 0, 1e5),
                n.number("handbrakeTorqueNm", 0, 1e5), n.bool("abs"));
        n.rejectUnknown();
        return b;
    }

    private static TyreSpec tyre(SpecNode n) {
        TyreSpec t = new TyreSpec(n.choice("model", TyreModelKind.class),
                n.number("longitudinalFriction", 0.1, 3),
                n.number("lateralFriction", 0.1, 3),
                n.number("longitudinalStiffness", 1, 100),
                n.number("corneringStiffness", 1, 100),
                shape(n, "longitudinalShape"),
                shape(n, "lateralShape"),
                n.number("curvature", -5, 1),
                n.number("loadSensitivity", 0, 0.5),
                n.number("referenceLoadN", 50, 1e6),
                n.number("relaxationLengthM", 0.01, 2),
                n.number("camberStiffness", 0, 10),
                n.number("corneringStiffnessPeakLoad", 0.5, 20),
                n.has("pneumaticTrailM") ? n.number("pneumaticTrailM", 0, 0.2) : 0.0);
        n.rejectUnknown();
        return t;
    }

    /**
     * A Magic Formula shape factor C. Past 2 the formula's force at large slip, sin(C pi / 2) of
     * the peak, turns negative, so a sliding tyre would push the car the way it slides; measured
     * tyres lie at 1.2-1.7 [Pacejka 2012, ch. 4].
     */
    private static double shape(SpecNode n, String key) {
        double c = n.number(key, 1, 2.5);
        if (c > 2) {
            throw n.fail(n.qualify(key), "(" + c + ") is above 2: the Magic Formula's force at large slip, sin(C pi/2) "
                    + "of the peak, turns negative past it, and a sliding tyre would push the car the way it slides "
                    + "(measured tyres lie at 1.2-1.7)");
        }
        return c;
    }

    private static SteeringSpec steering(SpecNode n) {
        SteeringSpec s = new SteeringSpec(n.number("steeringRatio", 1, 50),
                n.number("maxRoadWheelAngleDeg", 1, 60),
                n.number("highSpeedAngleFraction", 0.01, 1),
                n.number("speedReferenceKmh", 10, 500),
                n.number("steerRateDegPerS", 1, 2000),
                n.number("ackermann", 0, 1),
                n.has("mechanicalTrailM") ? n.number("mechanicalTrailM", 0, 0.3) : 0.0);
        n.rejectUnknown();
        return s;
    }

    private static MotorcycleSpec motorcycle(SpecNode n) {
        MotorcycleSpec m = new MotorcycleSpec(n.number("rakeDeg", 0, 45), n.number("trailM", 0, 0.5),
                n.number("frontCrownRadiusM", 0.01, 0.3), n.number("rearCrownRadiusM", 0.01, 0.3),
                n.number("maxLeanDeg", 5, 70), n.number("maxHandlebarDeg", 5, 60),
                n.number("riderMaxLeanDeg", 1, 45),
                n.number("forkMassKg", 1, 100), n.number("forkCgOffsetM", -0.3, 0.3),
                n.number("forkCgHeightM", 0.1, 2), n.number("forkAxialInertiaKgM2", 0.001, 10),
                n.number("forkTransverseInertiaKgM2", 0.001, 10), n.number("frontWheelMassKg", 0.5, 100),
                n.number("rearWheelMassKg", 0.5, 100), n.number("frameIxzKgM2", -100, 100),
                n.number("steeringDamperNmsPerRad", 0, 200), n.number("pneumaticTrailM", 0, 0.2),
                n.number("riderHangOffM", 0, 0.5),
                n.has("rideFrequencyHz") ? n.number("rideFrequencyHz", 0, 20) : 0.0,
                n.has("rideDampingRatio") ? n.number("rideDampingRatio", 0.05, 2) : 0.5,
                n.has("frontTwistArmM") ? n.number("frontTwistArmM", 0, 0.2) : 0.0,
                n.has("rearTwistArmM") ? n.number("rearTwistArmM", 0, 0.2) : 0.0);
        n.rejectUnknown();
        return m;
    }
}
