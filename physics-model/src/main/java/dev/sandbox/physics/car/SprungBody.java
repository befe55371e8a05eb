package dev.sandbox.physics.car;

import dev.sandbox.physics.chassis.Wheel;
import dev.sandbox.physics.math.Maths;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.reference.HeavePitchModel;
import dev.sandbox.physics.reference.RollProperties;
import dev.sandbox.physics.spec.ChassisSpec;
import dev.sandbox.physics.spec.SuspensionSpec;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * The car's sprung body: heave, pitch and roll on four spring-damper corners with anti-roll
 * bars, relative to the frame that follows the ground under the wheels.
 *
 * <p>Each corner's spring deflection (compression positive) is
 * d_i = e_i - z + theta x_i - phi y_i, with z the heave (up), theta the pitch (nose down),
 * phi the roll (right side down), x_i, y_i the corner's place forward and to the left of the
 * sprung centre of mass and e_i the rise of the ground under the wheel above the plane through
 * all four. Each corner pushes the body up with F_i = k_i d_i + c_i d_i' plus its bar's
 * share and a bump stop past {@link SuspensionSpec#bumpTravelM}; the unsprung masses ride with
 * the ground. The body answers
 *
 * <pre>
 * m_s z''   = sum F_i
 * I_p theta'' = -(1 - anti) m_s h_s a_x - sum F_i x_i
 * I_r phi''   = m_s h' a_y + m_s g_n h' phi + sum F_i y_i
 * </pre>
 *
 * with a_x, a_y the tyre forces over the mass, h_s the sprung centre of mass' height, h'
 * its height above the roll axis [Gillespie, ch. 5; Milliken, ch. 16-18] and g_n the part of
 * gravity the ground holds up, g cos(theta) on a slope and nothing in the air: a car in
 * flight falls as a whole, so its weight turns the body on its springs no more than it turns
 * a thrown stone, and the roll and pitch rates it took off with stay as they were. The angles
 * are small ones (sin phi = phi), as the suspension's own roll and pitch are while all four
 * wheels touch (a few degrees: the spec's roll gradient times the lateral acceleration); a car
 * whose wheels lift tips as a rigid body ({@link Rollover}), and a pose past the angle at which
 * it would be over (a landing far out of level) puts it on its side or roof. The share of the
 * load transfer that the linkage carries (anti-dive and anti-squat lengthwise, the roll
 * centres' heights across) and the unsprung masses' own transfer reach the tyres at once and
 * deflect no spring. When the ground frame itself moves (a bump lifts it, a crest or a slope
 * change tilts it, the ground pushes harder than the weight in a dip or on landing) the body
 * keeps its pose in space, so its place relative to the frame takes the opposite step and
 * the springs feel it.
 *
 * <p>The wheel loads are the static weight's shares plus the corner forces and the linkage's
 * transfer ({@link WheelLoads}), so bumps, crests and landings load and unload the tyres, and a
 * wheel unloads when its spring has given back its static load; the moment a lifted wheel
 * cannot take turns the body, which hands it to the other axle or, with both wheels of a side
 * up, leaves the car to tip ({@link Rollover}). The corners' rates and places are
 * {@link SuspensionLayout}'s.
 */
final class SprungBody {

    /** Bump-stop rate over the spring's wheel rate (a progressive rubber stop). */
    private static final double BUMP_STOP_RATE_FACTOR = 10;

    private final ChassisSpec chassis;
    private final SuspensionSpec suspension;
    private final double massKg;
    private final double sprungMassKg;
    private final double sprungCgHeightM;
    private final double heightAboveRollAxisM;
    private final double rollInertiaKgM2;
    private final double[] x;
    private final double[] y;
    private final double[] springNPerM;
    private final double[] damperNsPerM;
    /** Bar rate between the two wheels of an axle (in N/m of deflection difference): front, rear. */
    private final double[] barNPerM;
    private final double frontRollStiffnessNmPerRad;
    private final double rearRollStiffnessNmPerRad;
    /** Each axle's geometric lateral load transfer per unit lateral acceleration (in kg: N per m/s^2), front then rear. */
    private final double[] lateralGeometricKg;
    private final WheelLoads wheelLoads;

    private final double[] force = new double[4];
    private final double[] deflectionM = new double[4];
    private final double[] deflectionRate = new double[4];
    private final boolean[] hanging = new boolean[4];
    /** Each corner's deflection per unit heave, pitch and roll: (-1, x_i, -y_i). */
    private final double[][] jacobian = new double[4][];
    private final double[] generalised = new double[3];
    private final double[] tangent = new double[9];
    private final double[] rightHandSide = new double[3];
    private final double[] rates = new double[3];
    private final double[] rise = new double[4];
    private final double[] riseRate = new double[4];
    private double heaveM;
    private double heaveRate;
    private double pitchRad;
    private double pitchRate;
    private double rollRad;
    private double rollRate;
    private double forwardAccelMps2;
    private double lateralAccelMps2;

    SprungBody(VehicleSpec spec) {
        chassis = spec.chassis();
        suspension = spec.suspension();
        SuspensionLayout layout = new SuspensionLayout(spec);
        massKg = chassis.totalMassKg();
        sprungMassKg = layout.sprungMassKg;
        sprungCgHeightM = layout.sprungCgHeightM;
        heightAboveRollAxisM = layout.heightAboveRollAxisM;
        rollInertiaKgM2 = chassis.rollInertiaKgM2();
        x = layout.x;
        y = layout.y;
        for (int i = 0; i < 4; i++) {
            jacobian[i] = new double[] {-1, x[i], -y[i]};
        }
        springNPerM = layout.springNPerM;
        damperNsPerM = layout.damperNsPerM;
        barNPerM = layout.barNPerM;
        frontRollStiffnessNmPerRad = layout.frontRollStiffnessNmPerRad;
        rearRollStiffnessNmPerRad = layout.rearRollStiffnessNmPerRad;
        wheelLoads = new WheelLoads(spec, layout);
        lateralGeometricKg = layout.lateralGeometricKg.clone();
    }

    void reset() {
        heaveM = 0;
        heaveRate = 0;
        pitchRad = 0;
        pitchRate = 0;
        rollRad = 0;
        rollRate = 0;
        forwardAccelMps2 = 0;
        lateralAccelMps2 = 0;
        java.util.Arrays.fill(rise, 0);
        java.util.Arrays.fill(riseRate, 0);
        java.util.Arrays.fill(force, 0);
        wheelLoads.reset(massKg * Units.G);
    }

    /**
     * The wheel loads of this state ({@link WheelLoads}).
     *
     * @param weightOnGroundN the weight's component into the ground, m g cos(theta) (in newtons)
     * @return loads FL, FR, RL, RR (in newtons, &ge;0); the array is reused
     */
    double[] wheelLoads(double weightOnGroundN) {
        return wheelLoads.compute(weightOnGroundN, force, forwardAccelMps2, lateralAccelMps2);
    }

    /**
     * @return the wheels the car is left on when the latest loads lifted both wheels of a side
     *     or an axle with moment to spare, or null
     */
    Rollover.Pivot liftedPivot() {
        return wheelLoads.lifted();
    }

    /**
     * How far the suspension's pose has moved the whole car's centre of mass toward a pivot's
     * wheels: the sprung mass' share of its shift, h' sin(phi) across or h_s sin(theta) along.
     *
     * @param pivot the wheels the car tips about
     * @return the shift (in metres, positive toward the pivot)
     */
    double shiftTowardM(Rollover.Pivot pivot) {
        double share = sprungMassKg / massKg;
        return switch (pivot) {
            case RIGHT -> share * heightAboveRollAxisM * Math.sin(rollRad);
            case LEFT -> -share * heightAboveRollAxisM * Math.sin(rollRad);
            case REAR -> -share * sprungCgHeightM * Math.sin(pitchRad);
            case FRONT -> share * sprungCgHeightM * Math.sin(pitchRad);
        };
    }

    /**
     * Moves the body one step, linearly implicit in the corners' springs, dampers, bars and
     * bump stops: the step solves (M - dt C - dt^2 K) v' = (M - dt C) v + dt Q for the new
     * rates v', with Q the forces and moments now and K, C their rates of change with the
     * body's place and speed (the corners that hang, whose force is their static load's
     * release, change with neither). An explicit step is unstable once dt exceeds twice the
     * time constant I/(c x^2) of the stiffest damped mode, which a light pitch or roll inertia on
     * road dampers gives at the model's 1 ms; this one damps every mode, and for the shipped
     * cars' 1-2 Hz modes at 1 ms it adds a damping ratio of about omega dt / 2 = 0.005
     * [Hairer and Wanner 1996, §IV.3: the implicit Euler method is A-stable].
     *
     * @param forwardForceN sum of tyre forces along the body (in newtons)
     * @param lateralForceN sum of tyre forces to the left (in newtons)
     * @param groundRiseM each wheel's ground above the plane through the four (in metres)
     * @param frameLiftM how far the ground frame moved up along its normal this step, beyond
     *     where the body's velocity carried it (in metres)
     * @param framePitchRad the frame's turn nose-down this step (in radians)
     * @param frameRollRad the frame's turn right-side-down this step (in radians)
     * @param normalGravityMps2 gravity along the ground normal that the ground holds up, g cos(theta)
     *     (in m/s^2; 0 in the air, where the whole car falls and the weight turns nothing)
     * @param dtS step (in seconds)
     */
    void update(double forwardForceN, double lateralForceN, double[] groundRiseM, double frameLiftM,
            double framePitchRad, double frameRollRad, double normalGravityMps2, double dtS) {
        forwardAccelMps2 = forwardForceN / massKg;
        lateralAccelMps2 = lateralForceN / massKg;
        heaveM -= frameLiftM;
        pitchRad -= framePitchRad;
        rollRad -= frameRollRad;
        for (int i = 0; i < 4; i++) {
            riseRate[i] = (groundRiseM[i] - rise[i]) / dtS;
            rise[i] = groundRiseM[i];
        }
        cornerForces();
        double anti = forwardAccelMps2 < 0 ? suspension.antiDive() : suspension.antiSquat();
        double overturning = sprungMassKg * heightAboveRollAxisM;
        double[] q = generalised;
        q[0] = 0;
        q[1] = -(1 - anti) * sprungMassKg * sprungCgHeightM * forwardAccelMps2 + wheelLoads.unreactedPitchNm();
        q[2] = overturning * (lateralAccelMps2 + normalGravityMps2 * rollRad) + wheelLoads.unreactedRollNm();
        double[] a = tangent;
        java.util.Arrays.fill(a, 0);
        a[0] = sprungMassKg;
        a[4] = suspension.pitchInertiaKgM2();
        a[8] = rollInertiaKgM2;
        a[8] -= dtS * dtS * overturning * normalGravityMps2;
        double[] v = rates;
        v[0] = heaveRate;
        v[1] = pitchRate;
        v[2] = rollRate;
        double[] rhs = rightHandSide;
        for (int r = 0; r < 3; r++) {
            rhs[r] = a[4 * r] * v[r];
        }
        for (int i = 0; i < 4; i++) {
            double[] ji = jacobian[i];
            for (int r = 0; r < 3; r++) {
                // Q = -sum F_i J_i with J_i = dd_i/d(z, theta, phi) = (-1, x_i, -y_i)
                q[r] -= force[i] * ji[r];
            }
            if (hanging[i]) {
                continue;
            }
            double[] jj = jacobian[i ^ 1];
            double c = damperNsPerM[i];
            double bar = barNPerM[i < 2 ? 0 : 1];
            double own = springNPerM[i] + bar + (deflectionM[i] > suspension.bumpTravelM()
                    ? BUMP_STOP_RATE_FACTOR * springNPerM[i] : 0);
            double rateAlong = ji[0] * v[0] + ji[1] * v[1] + ji[2] * v[2];
            for (int r = 0; r < 3; r++) {
                rhs[r] += dtS * c * ji[r] * rateAlong;
                for (int col = 0; col < 3; col++) {
                    a[3 * r + col] += ji[r] * (dtS * c * ji[col] + dtS * dtS * (own * ji[col] - bar * jj[col]));
                }
            }
        }
        for (int r = 0; r < 3; r++) {
            rhs[r] += dtS * q[r];
        }
        if (Maths.solve3(a, rhs, v)) {
            heaveRate = v[0];
            pitchRate = v[1];
            rollRate = v[2];
        }
        heaveM += heaveRate * dtS;
        pitchRad += pitchRate * dtS;
        rollRad += rollRate * dtS;
        cornerForces();
    }

    /**
     * The ground pushed the frame harder (or softer) than the weight for one step: in a dip,
     * over a crest, on landing. The body keeps its velocity, so relative to the frame it moves
     * the other way.
     *
     * @param frameVelocityChangeMps the frame's velocity change along its normal beyond gravity's share (in m/s)
     */
    void frameKicked(double frameVelocityChangeMps) {
        heaveRate -= frameVelocityChangeMps;
    }

    /**
     * Spring, damper, bar and bump-stop force of each corner on the body, from the current
     * state, and which corners hang (their spring has given back its static load, so the
     * wheel carries nothing and the corner's force changes with neither place nor speed).
     */
    private void cornerForces() {
        double[] d = deflectionM;
        double[] rate = deflectionRate;
        for (int i = 0; i < 4; i++) {
            d[i] = rise[i] - heaveM + pitchRad * x[i] - rollRad * y[i];
            rate[i] = riseRate[i] - heaveRate + pitchRate * x[i] - rollRate * y[i];
        }
        for (int i = 0; i < 4; i++) {
            double k = springNPerM[i];
            double f = k * d[i] + damperNsPerM[i] * rate[i];
            if (d[i] > suspension.bumpTravelM()) {
                f += BUMP_STOP_RATE_FACTOR * k * (d[i] - suspension.bumpTravelM());
            }
            int other = i ^ 1;
            f += barNPerM[i < 2 ? 0 : 1] * (d[i] - d[other]);
            // a corner can give back no more than its static load: then its wheel hangs
            double release = -wheelLoads.staticLoadN(i);
            hanging[i] = f <= release;
            force[i] = hanging[i] ? release : f;
        }
    }

    /** @return body pitch relative to the ground under the wheels (in radians, positive = nose down) */
    double pitchRad() {
        return pitchRad;
    }

    /** @return body roll relative to the ground under the wheels (in radians, positive = right side down) */
    double rollRad() {
        return rollRad;
    }

    /** @return body heave above its static height (in metres) */
    double heaveM() {
        return heaveM;
    }

    /** @return sprung mass (in kilograms) */
    double sprungMassKg() {
        return sprungMassKg;
    }

    /** @return the sprung centre of mass' height (in metres) */
    double sprungCgHeightM() {
        return sprungCgHeightM;
    }

    /** @return the corners' spring wheel rates FL, FR, RL, RR (in N/m) */
    double[] springRatesNPerM() {
        return springNPerM.clone();
    }

    /** @return the linear heave-pitch model of these springs and dampers, for comparison */
    HeavePitchModel rideModel() {
        return new HeavePitchModel(sprungMassKg, suspension.pitchInertiaKgM2(), x, springNPerM, damperNsPerM);
    }

    /**
     * A ride rig's release: the body held displaced relative to the wheels, then let go.
     *
     * @param heaveM heave (in metres, up)
     * @param pitch pitch (in radians, nose down)
     */
    void displace(double heaveM, double pitch) {
        this.heaveM = heaveM;
        this.pitchRad = pitch;
        heaveRate = 0;
        pitchRate = 0;
        cornerForces();
    }

    /** @return the corners' places forward of the sprung centre of mass (in metres) */
    double[] cornerForwardM() {
        return x.clone();
    }

    /** @return front axle roll stiffness, springs and bar (in N m per radian) */
    double frontRollStiffnessNmPerRad() {
        return frontRollStiffnessNmPerRad;
    }

    /** @return rear axle roll stiffness, springs and bar (in N m per radian) */
    double rearRollStiffnessNmPerRad() {
        return rearRollStiffnessNmPerRad;
    }

    /** @return the sprung centre of mass' height above the roll axis (in metres) */
    double heightAboveRollAxisM() {
        return heightAboveRollAxisM;
    }

    /** @return this body's roll as the yaw-and-roll reference needs it: the figures {@link #update} rolls with */
    RollProperties rollProperties() {
        double tf = y[0] - y[1];
        double tr = y[2] - y[3];
        return new RollProperties(sprungMassKg, heightAboveRollAxisM, rollInertiaKgM2, frontRollStiffnessNmPerRad,
                rearRollStiffnessNmPerRad, damperNsPerM[0] * tf * tf / 2, damperNsPerM[2] * tr * tr / 2,
                lateralGeometricKg[0], lateralGeometricKg[1]);
    }

    long stateHash(long h) {
        for (double v : new double[] {heaveM, heaveRate, pitchRad, pitchRate, rollRad, rollRate,
            forwardAccelMps2, lateralAccelMps2}) {
            h = Wheel.mix(h, v);
        }
        return h;
    }
}
