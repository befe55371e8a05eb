package dev.sandbox.app.core.drive;

import dev.sandbox.app.core.vehicle.VehicleKind;
import dev.sandbox.app.core.vehicles.VehicleKinds;
import dev.sandbox.app.core.world.RoadLoop;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * A built-in driver that follows the road loop in the direction of increasing sample index.
 * Steering is pure pursuit (Coulter 1992, "Implementation of the Pure Pursuit Path Tracking
 * Algorithm", CMU-RI-TR-92-01): aim at a point a speed-dependent distance ahead and ask for the
 * arc that reaches it, curvature 2y/L^2. The car turns that into a road-wheel angle through
 * the bicycle-model relation delta = atan(L kappa) ([Hlavacs, "Ackermann
 * Steering"]); the rider into the steady-turn lean tan(phi) = v^2 kappa / g. Speed: the
 * slowest of the cruise speed, the bend limit v = sqrt(a_lat / kappa) and the crest limit
 * v = sqrt(0.7 g / kappa_vertical) over the road ahead, each reachable by braking at
 * {@link #BRAKE_DECEL_MPS2}. The throttle opens at most 1 - |steer|: the grip a turn takes is not
 * there for the drive, and out of steering the autopilot lifts off rather than run wide.
 */
public final class Autopilot implements InputSource {

    /** Planned braking deceleration (in m/s^2). */
    public static final double BRAKE_DECEL_MPS2 = 4.0;
    /** The throttle it lifts to when the steering has run out. */
    static final double LIFT_OFF_THROTTLE = 0.1;

    private final RoadLoop road;
    private final VehicleSpec spec;
    private final VehicleKind kind;
    private final double cruiseMps;
    private final double lateralAccelMps2;
    private int index = -1;
    private double fixedThrottle = -1;

    /**
     * @param road the loop to follow
     * @param spec the vehicle driven (for its wheelbase, steering and lean limits)
     * @param cruiseMps speed on the straights (in metres per second)
     */
    public Autopilot(RoadLoop road, VehicleSpec spec, double cruiseMps) {
        this.road = road;
        this.spec = spec;
        this.cruiseMps = cruiseMps;
        this.kind = VehicleKinds.of(spec);
        this.lateralAccelMps2 = kind.figures().autopilotLateralAccelMps2();
    }

    /**
     * Holds the throttle at one setting instead of regulating speed (braking for bends and
     * crests still happens): how the headless test sees climbs slow the vehicle and descents
     * speed it up.
     *
     * @param throttle the throttle (0..1), or a negative number to regulate speed again
     */
    public void setFixedThrottle(double throttle) {
        this.fixedThrottle = throttle;
    }

    /** @return the road sample the vehicle is nearest */
    public int index() {
        return index;
    }

    @Override
    public VehicleInput next(VehicleSnapshot s, double dtS) {
        Vec3 p = s.position();
        index = locate(p.x(), p.z());
        double v = Math.max(0, s.speedMps());
        double look = kind.figures().autopilotLookAheadM(v);
        int target = index + (int) Math.round(look / RoadLoop.SAMPLE_SPACING_M);
        Vec3 d = new Vec3(road.x(target) - p.x(), 0, road.z(target) - p.z());
        Vec3 f = s.forward();
        Vec3 l = s.left();
        double x = d.dot(f);
        double y = d.dot(l);
        double kappa = 2 * y / Math.max(1, x * x + y * y);
        double steer = kind.autopilotSteer(spec, v, kappa);
        double vt = targetSpeed(index, v);
        double err = vt - v;
        double throttle = 0;
        double brake = 0;
        if (err < -1) {
            brake = Units.clamp(-0.1 * err, 0, 0.7);
        } else if (fixedThrottle >= 0) {
            throttle = fixedThrottle;
        } else if (err > 0) {
            throttle = Units.clamp(0.2 + 0.2 * err, 0, 1);
        }
        // the harder it steers, the less it opens the throttle (the grip the turn takes is not
        // there for the drive, and a motorcycle's rider stands it up to drive): out of steering
        // it lifts off, as a driver does, instead of running wide under power
        throttle = Math.min(throttle, Math.max(LIFT_OFF_THROTTLE, 1 - Math.abs(steer)));
        return new VehicleInput(throttle, brake, Units.clamp(steer, -1, 1), 0, 0, false, false, false);
    }

    /**
     * The speed to aim for now, given the bends and crests ahead.
     *
     * @param from current sample
     * @param v current speed (in m/s)
     * @return target speed (in m/s)
     */
    double targetSpeed(int from, double v) {
        double best = cruiseMps;
        double ds = RoadLoop.SAMPLE_SPACING_M;
        int ahead = (int) (Math.max(40, v * v / (2 * BRAKE_DECEL_MPS2) + 20) / ds);
        for (int k = 0; k <= ahead; k++) {
            int j = from + k;
            double limit = cruiseMps;
            double kappa = Math.abs(road.curvature(j));
            if (kappa > 1e-4) {
                limit = Math.min(limit, Math.sqrt(lateralAccelMps2 / kappa));
            }
            double kv = -(road.y(j + 2) - 2 * road.y(j) + road.y(j - 2)) / (4 * ds * ds);
            if (kv > 1e-4) {
                limit = Math.min(limit, Math.sqrt(0.7 * Units.G / kv));
            }
            double reachable = Math.sqrt(limit * limit + 2 * BRAKE_DECEL_MPS2 * k * ds);
            best = Math.min(best, reachable);
        }
        return best;
    }

    private int locate(double x, double z) {
        if (index < 0) {
            return road.nearest(x, z);
        }
        int best = index;
        double bestD = Double.MAX_VALUE;
        for (int k = -10; k <= 40; k++) {
            int i = Math.floorMod(index + k, road.size());
            double dd = (road.x(i) - x) * (road.x(i) - x) + (road.z(i) - z) * (road.z(i) - z);
            if (dd < bestD) {
                bestD = dd;
                best = i;
            }
        }
        if (bestD > 30 * 30) {
            best = road.nearest(x, z);
        }
        return best;
    }
}
