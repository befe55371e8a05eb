package dev.sandbox.physics.car;

import dev.sandbox.physics.chassis.Wheel;
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
 * I_r phi''   = m_s h' a_y + m_s g h' phi + sum F_i y_i
 * </pre>
 *
 * with a_x, a_y the tyre forces over the mass, h_s the sprung centre of mass' height and h'
 * its height above the roll axis [Gillespie, ch. 5; Milliken, ch. 16-18]. The share of the
 * load transfer that the linkage carries (anti-dive and anti-squat lengthwise, the roll
 * centres' heights across) and the unsprung masses' own transfer reach the tyres at once and
 * deflect no spring. When the ground frame itself moves (a bump lifts it, a crest or a slope
 * change tilts it, the ground pushes harder than the weight in a dip or on landing) the body
 * keeps its pose in space, so its place relative to the frame takes the opposite step and
 * the springs feel it.
 *
 * <p>The wheel loads are the static weight's shares plus the corner forces and the linkage's
 * transfer, so bumps, crests and landings load and unload the tyres, and a wheel unloads when
 * its spring has given back its static load.
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
    private final double[] x = new double[4];
    private final double[] y = new double[4];
    private final double[] springNPerM = new double[4];
    private final double[] damperNsPerM = new double[4];
    /** Bar rate between the two wheels of an axle (in N/m of deflection difference): front, rear. */
    private final double[] barNPerM = new double[2];
    private final double[] staticShare = new double[4];
    private final double frontRollStiffnessNmPerRad;
    private final double rearRollStiffnessNmPerRad;
    private final double unsprungMomentKgM;
    private final double[] frontLateralGeometricKg = new double[2];

    private final double[] loads = new double[4];
    private final double[] force = new double[4];
    private final double[] deflectionM = new double[4];
    private final double[] deflectionRate = new double[4];
    private final double[] staticLoadN = new double[4];
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
        massKg = chassis.totalMassKg();
        double g = Units.G;
        double a = chassis.cgToFrontAxleM();
        double b = chassis.cgToRearAxleM();
        double length = chassis.wheelbaseM();
        double muf = suspension.frontUnsprungMassKg();
        double mur = suspension.rearUnsprungMassKg();
        sprungMassKg = massKg - 2 * muf - 2 * mur;
        double rf = spec.frontWheel().radiusM();
        double rr = spec.rearWheel().radiusM();
        unsprungMomentKgM = 2 * muf * rf + 2 * mur * rr;
        sprungCgHeightM = (massKg * chassis.cgHeightM() - unsprungMomentKgM) / sprungMassKg;
        // the unsprung masses sit on the axles, so the sprung centre of mass lies a little off the whole car's
        double sprungX = (-2 * muf * a + 2 * mur * b) / sprungMassKg;
        double xf = a - sprungX;
        double xr = -b - sprungX;
        double tf = chassis.trackFrontM();
        double tr = chassis.trackRearM();
        x[0] = xf;
        x[1] = xf;
        x[2] = xr;
        x[3] = xr;
        y[0] = tf / 2;
        y[1] = -tf / 2;
        y[2] = tr / 2;
        y[3] = -tr / 2;
        double frontAxleShare = b / length;
        staticShare[0] = frontAxleShare / 2;
        staticShare[1] = frontAxleShare / 2;
        staticShare[2] = (1 - frontAxleShare) / 2;
        staticShare[3] = (1 - frontAxleShare) / 2;

        double cornerF = massKg * frontAxleShare / 2 - muf;
        double cornerR = massKg * (1 - frontAxleShare) / 2 - mur;
        double kf = cornerF * sq(2 * Math.PI * suspension.frontRideFrequencyHz());
        double kr = cornerR * sq(2 * Math.PI * suspension.rearRideFrequencyHz());
        double cf = 2 * suspension.frontDampingRatio() * Math.sqrt(kf * cornerF);
        double cr = 2 * suspension.rearDampingRatio() * Math.sqrt(kr * cornerR);
        for (int i = 0; i < 4; i++) {
            springNPerM[i] = i < 2 ? kf : kr;
            damperNsPerM[i] = i < 2 ? cf : cr;
        }

        // roll axis height under the sprung centre of mass, between the two roll centres
        double hrf = suspension.frontRollCentreHeightM();
        double hrr = suspension.rearRollCentreHeightM();
        double rollAxisM = hrf + (hrr - hrf) * xf / length;
        heightAboveRollAxisM = sprungCgHeightM - rollAxisM;
        rollInertiaKgM2 = chassis.rollInertiaKgM2();

        // bars sized so that springs and bars give the spec's roll gradient, shared between the
        // axles as the spec's front share says; an axle whose springs alone are stiffer in roll
        // than its share stiffens the total instead
        double gradientRadPerMps2 = Math.toRadians(chassis.rollGradientDegPerG()) / g;
        double total = sprungMassKg * heightAboveRollAxisM * (1 / gradientRadPerMps2 + g);
        double share = chassis.frontRollStiffnessShare();
        double springsF = kf * tf * tf / 2;
        double springsR = kr * tr * tr / 2;
        total = Math.max(total, Math.max(springsF / share, springsR / (1 - share)));
        frontRollStiffnessNmPerRad = share * total;
        rearRollStiffnessNmPerRad = (1 - share) * total;
        barNPerM[0] = (frontRollStiffnessNmPerRad - springsF) / (tf * tf);
        barNPerM[1] = (rearRollStiffnessNmPerRad - springsR) / (tr * tr);

        // across: the sprung mass on each axle at its roll centre's height, plus the axle's own wheels
        frontLateralGeometricKg[0] = (sprungMassKg * xr / (xr - xf) * hrf + 2 * muf * rf) / tf;
        frontLateralGeometricKg[1] = (sprungMassKg * xf / (xf - xr) * hrr + 2 * mur * rr) / tr;
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
        for (int i = 0; i < 4; i++) {
            staticLoadN[i] = massKg * Units.G * staticShare[i];
        }
    }

    /**
     * @param weightOnGroundN the weight's component into the ground, m g cos(theta) (in newtons)
     * @return loads FL, FR, RL, RR (in newtons, &ge;0); the array is reused
     */
    double[] wheelLoads(double weightOnGroundN) {
        double ax = forwardAccelMps2;
        double anti = ax < 0 ? suspension.antiDive() : suspension.antiSquat();
        double lengthwise = (anti * sprungMassKg * sprungCgHeightM + unsprungMomentKgM) * ax / chassis.wheelbaseM();
        for (int i = 0; i < 4; i++) {
            double across = frontLateralGeometricKg[i < 2 ? 0 : 1] * lateralAccelMps2;
            double geometric = (i < 2 ? -lengthwise / 2 : lengthwise / 2) + (y[i] > 0 ? -across : across);
            staticLoadN[i] = weightOnGroundN * staticShare[i];
            loads[i] = Math.max(0, staticLoadN[i] + force[i] + geometric);
        }
        return loads;
    }

    /**
     * Moves the body one step.
     *
     * @param forwardForceN sum of tyre forces along the body (in newtons)
     * @param lateralForceN sum of tyre forces to the left (in newtons)
     * @param groundRiseM each wheel's ground above the plane through the four (in metres)
     * @param frameLiftM how far the ground frame moved up along its normal this step, beyond
     *     where the body's velocity carried it (in metres)
     * @param framePitchRad the frame's turn nose-down this step (in radians)
     * @param frameRollRad the frame's turn right-side-down this step (in radians)
     * @param dtS step (in seconds)
     */
    void update(double forwardForceN, double lateralForceN, double[] groundRiseM, double frameLiftM,
            double framePitchRad, double frameRollRad, double dtS) {
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
        double heaveForce = 0;
        double pitchMoment = 0;
        double rollMoment = 0;
        for (int i = 0; i < 4; i++) {
            heaveForce += force[i];
            pitchMoment -= force[i] * x[i];
            rollMoment += force[i] * y[i];
        }
        double anti = forwardAccelMps2 < 0 ? suspension.antiDive() : suspension.antiSquat();
        pitchMoment -= (1 - anti) * sprungMassKg * sprungCgHeightM * forwardAccelMps2;
        rollMoment += sprungMassKg * heightAboveRollAxisM * (lateralAccelMps2 + Units.G * rollRad);
        heaveRate += heaveForce / sprungMassKg * dtS;
        pitchRate += pitchMoment / suspension.pitchInertiaKgM2() * dtS;
        rollRate += rollMoment / rollInertiaKgM2 * dtS;
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

    /** Spring, damper, bar and bump-stop force of each corner on the body, from the current state. */
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
            force[i] = Math.max(f, -staticLoadN[i]);
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
                frontLateralGeometricKg[0], frontLateralGeometricKg[1]);
    }

    long stateHash(long h) {
        for (double v : new double[] {heaveM, heaveRate, pitchRad, pitchRate, rollRad, rollRate,
            forwardAccelMps2, lateralAccelMps2}) {
            h = Wheel.mix(h, v);
        }
        return h;
    }

    private static double sq(double v) {
        return v * v;
    }
}
