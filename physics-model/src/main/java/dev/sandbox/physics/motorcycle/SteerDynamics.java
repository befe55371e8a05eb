package dev.sandbox.physics.motorcycle;

import dev.sandbox.physics.chassis.Wheel;
import dev.sandbox.physics.reference.LeanSteerInertia;

/**
 * The steering degree of freedom: the front frame (fork, bars, front wheel) turning about the
 * raked steering axis, coupled to the yaw and lean of the rest ({@link LinearLeanSteer} gives
 * the equations and their derivation). The body's translation is integrated by the chassis about
 * the centre of mass, so here the rotations are written about the centre of mass too: the
 * inertia matrix of (yaw, lean, steer) is the four-coordinate one with the translation taken out,
 * M_G = M_rot - b b^T / m_T with b the translation's coupling column (the parallel-axis shift
 * to the centre of mass).
 *
 * <p>The generalised forces are those of {@link LinearLeanSteer} with the non-linear parts kept
 * where the simulation has them: the tyres' actual forces and the yaw moment they make (at the
 * contacts, each slip force's pneumatic trail, and the tyres' twisting torques, {@link
 * TyreTwist}), the
 * lean's own pendulum torque on round tyres ({@link LeanDynamics}), sin(phi) for the weight's
 * and front load's torques about the steering axis, the wheels' actual spin momenta for the
 * gyroscopic terms, and the front tyre's braking force acting at its contact, which a lean moves
 * off the wheel plane by the crown radius: braking in a turn steers the wheel into the turn and
 * stands the bike up ([Cossalter, §4.7]).
 *
 * <p>Signs here are the simulation's: lean + right, steer, yaw rate and lateral forces + left;
 * internally the benchmark's axes (everything + right) are used and converted at the edges.
 */
final class SteerDynamics {

    /** Inverse of M_G, order yaw, lean, steer. */
    private final double[][] inverse;
    private final LeanSteerInertia in;
    private final double steerDamperNmsPerRad;
    private final double pneumaticTrailM;
    private final double frontCrownRadiusM;
    private final double camberStiffnessPerN;
    private final double frontMassShiftM;
    private final double maxSteerRad;
    /** The accelerations' answer, filled in place each call. */
    private final double[] accelerations = new double[3];

    private double steerRad;
    private double steerRateRadPerS;
    private double riderTorqueNm;
    private double steerAccelRadPerS2;

    /**
     * @param inertia the combined inertias of the bike's four bodies
     * @param steerDamperNmsPerRad the steering damper (in N m s/rad)
     * @param pneumaticTrailM the front tyre's pneumatic trail (in m)
     * @param frontCrownRadiusM the front tyre's crown radius (in m)
     * @param camberStiffnessPerN the tyres' camber thrust per unit load per radian
     * @param maxSteerRad the steering lock (in rad)
     */
    SteerDynamics(LeanSteerInertia inertia, double steerDamperNmsPerRad, double pneumaticTrailM,
            double frontCrownRadiusM, double camberStiffnessPerN, double maxSteerRad) {
        this.in = inertia;
        this.steerDamperNmsPerRad = steerDamperNmsPerRad;
        this.pneumaticTrailM = pneumaticTrailM;
        this.frontCrownRadiusM = frontCrownRadiusM;
        this.camberStiffnessPerN = camberStiffnessPerN;
        this.maxSteerRad = maxSteerRad;
        LinearLeanSteer four = new LinearLeanSteer(inertia, steerDamperNmsPerRad);
        double mT = inertia.massT();
        double[][] mg = new double[3][3];
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                mg[i][j] = four.mass(i + 1, j + 1) - four.mass(0, i + 1) * four.mass(0, j + 1) / mT;
            }
        }
        inverse = invert3(mg);
        frontMassShiftM = inertia.massA() * inertia.uA() / mT;
    }

    /** Straight and still. */
    void reset() {
        steerRad = 0;
        steerRateRadPerS = 0;
        riderTorqueNm = 0;
        steerAccelRadPerS2 = 0;
    }

    /**
     * What acts on the two wheels' frames in a step. One per bike, filled in place each substep
     * (a new value each time was, with the rider's feel, most of the garbage the motorcycle made).
     */
    static final class Loads {
        private double speedMps;
        private double yawRate;
        private double lean;
        private double leanRate;
        private double frontSpinNms;
        private double rearSpinNms;
        private double frontLateralN;
        private double rearLateralN;
        private double frontLongitudinalN;
        private double frontCamberRad;
        private double frontLoadN;
        private double normalN;
        private double tyreYawMomentNm;
        private double pendulumTorqueNm;
        private double riderTorqueNm;
        private double frontTwistNm;
        private double rearTwistNm;

        /**
         * Sets what acts on the two wheels' frames in this step, in the simulation's signs.
         *
         * @param speedMps forward speed v
         * @param yawRate yaw rate (rad/s, + left)
         * @param lean lean phi (rad, + right)
         * @param leanRate lean rate
         * @param frontSpinNms front wheel's spin momentum (N m s, + rolling forward)
         * @param rearSpinNms rear wheel's
         * @param frontLateralN front tyre's lateral force (N, + left)
         * @param rearLateralN rear tyre's
         * @param frontLongitudinalN front tyre's force along the wheel (N, + driving, - braking)
         * @param frontCamberRad the front wheel's camber (rad, + right side down)
         * @param frontLoadN front tyre's load
         * @param normalN both tyres' load
         * @param tyreYawMomentNm the tyres' yaw moment about the centre of mass (N m, + left)
         * @param pendulumTorqueNm the lean's torque from the ground forces on round tyres (N m, + right)
         * @param riderTorqueNm the rider's torque on the bars (N m, + steering left)
         * @return this
         */
        Loads set(double speedMps, double yawRate, double lean, double leanRate, double frontSpinNms,
                double rearSpinNms, double frontLateralN, double rearLateralN, double frontLongitudinalN,
                double frontCamberRad, double frontLoadN, double normalN, double tyreYawMomentNm,
                double pendulumTorqueNm, double riderTorqueNm) {
            this.speedMps = speedMps;
            this.yawRate = yawRate;
            this.lean = lean;
            this.leanRate = leanRate;
            this.frontSpinNms = frontSpinNms;
            this.rearSpinNms = rearSpinNms;
            this.frontLateralN = frontLateralN;
            this.rearLateralN = rearLateralN;
            this.frontLongitudinalN = frontLongitudinalN;
            this.frontCamberRad = frontCamberRad;
            this.frontLoadN = frontLoadN;
            this.normalN = normalN;
            this.tyreYawMomentNm = tyreYawMomentNm;
            this.pendulumTorqueNm = pendulumTorqueNm;
            this.riderTorqueNm = riderTorqueNm;
            frontTwistNm = 0;
            rearTwistNm = 0;
            return this;
        }

        /**
         * Adds the tyres' twisting torques ({@link TyreTwist}) to what {@link #set} set.
         *
         * @param frontNm the front tyre's, about the vertical (N m, + turning left)
         * @param rearNm the rear tyre's
         * @return this
         */
        Loads twist(double frontNm, double rearNm) {
            frontTwistNm = frontNm;
            rearTwistNm = rearNm;
            return this;
        }

        double speedMps() {
            return speedMps;
        }

        double yawRate() {
            return yawRate;
        }

        double lean() {
            return lean;
        }

        double leanRate() {
            return leanRate;
        }

        double frontSpinNms() {
            return frontSpinNms;
        }

        double rearSpinNms() {
            return rearSpinNms;
        }

        double frontLateralN() {
            return frontLateralN;
        }

        double rearLateralN() {
            return rearLateralN;
        }

        double frontLongitudinalN() {
            return frontLongitudinalN;
        }

        double frontCamberRad() {
            return frontCamberRad;
        }

        double frontLoadN() {
            return frontLoadN;
        }

        double normalN() {
            return normalN;
        }

        double tyreYawMomentNm() {
            return tyreYawMomentNm;
        }

        double pendulumTorqueNm() {
            return pendulumTorqueNm;
        }

        double riderTorqueNm() {
            return riderTorqueNm;
        }

        double frontTwistNm() {
            return frontTwistNm;
        }

        double rearTwistNm() {
            return rearTwistNm;
        }
    }

    /**
     * @param f what acts
     * @return {yaw acceleration (+ left), lean acceleration (+ right), steer acceleration (+ left)},
     *     in an array the next call overwrites
     */
    double[] accelerations(Loads f) {
        riderTorqueNm = f.riderTorqueNm();
        double sinL = in.sinTilt();
        double cosL = in.cosTilt();
        // the benchmark's axes: everything positive to the right
        double r = -f.yawRate();
        double delta = -steerRad;
        double deltaRate = -steerRateRadPerS;
        double ff = -f.frontLateralN();
        double fr = -f.rearLateralN();
        double hF = f.frontSpinNms();
        double hT = hF + f.rearSpinNms();
        double sinPhi = Math.sin(f.lean());
        double cosPhi = Math.cos(f.lean());
        // the front frame's weight on its offset and the front load at the trail, about the steering
        // axis; on a round crown the lean moves the contact t sin(phi) to the lean side, which
        // shortens the load's lever to c cos(l) - t sin(l) cos(phi) [Cossalter, §4.4]
        double frontLever = in.trailM() * cosL - frontCrownRadiusM * sinL * cosPhi;
        double sA = frontMassShiftM * f.normalN() + frontLever * f.frontLoadN();
        // the lateral force, horizontal, acts across the leaned steering axis with the lever
        // c cos(l) cos(phi) + t sin(l) sin^2(phi); only its slip part (not the camber thrust)
        // acts the pneumatic trail behind the contact
        double camberThrust = camberStiffnessPerN * f.frontLoadN() * f.frontCamberRad();
        double rearCamberThrust = camberStiffnessPerN * (f.normalN() - f.frontLoadN()) * f.lean();
        double lateralLever = in.trailM() * cosL * cosPhi + frontCrownRadiusM * sinL * sinPhi * sinPhi;
        // each tyre's slip force, acting the pneumatic trail behind its contact, yaws the bike by
        // -t (F - camber thrust): the contacts' forces alone (tyreYawMomentNm) act at the contacts
        double aligning = -pneumaticTrailM * (ff - camberThrust + fr - rearCamberThrust);

        // the twisting torques act about the vertical: whole on the yaw, on the front frame's
        // steering axis by its vertical component cos(l) cos(phi)
        double qYaw = -f.tyreYawMomentNm() + aligning - f.frontTwistNm() - f.rearTwistNm()
                + hT * f.leanRate() * cosPhi + hF * sinL * deltaRate;
        double qLean = f.pendulumTorqueNm() - hT * r * cosPhi - hF * cosL * deltaRate
                + (frontMassShiftM * f.normalN() + in.trailM() * cosL * f.frontLoadN()) * delta;
        double qSteer = -f.riderTorqueNm() - steerDamperNmsPerRad * deltaRate
                + hF * cosL * f.leanRate() - hF * sinL * r
                + sA * (sinPhi + sinL * delta)
                - lateralLever * ff - pneumaticTrailM * cosL * cosPhi * (ff - camberThrust)
                - frontMassShiftM * (ff + fr)
                - frontCrownRadiusM * sinPhi * f.frontLongitudinalN()
                - f.frontTwistNm() * cosL * cosPhi;
        double yaw = inverse[0][0] * qYaw + inverse[0][1] * qLean + inverse[0][2] * qSteer;
        double leanAccel = inverse[1][0] * qYaw + inverse[1][1] * qLean + inverse[1][2] * qSteer;
        double steerAccel = inverse[2][0] * qYaw + inverse[2][1] * qLean + inverse[2][2] * qSteer;
        steerAccelRadPerS2 = -steerAccel;
        accelerations[0] = -yaw;
        accelerations[1] = leanAccel;
        accelerations[2] = -steerAccel;
        return accelerations;
    }

    /**
     * Advances the steer by this step's acceleration (semi-implicit Euler); the steering lock
     * stops the bars.
     */
    void integrate(double steerAccelRadPerS2, double dtS) {
        steerRateRadPerS += steerAccelRadPerS2 * dtS;
        steerRad += steerRateRadPerS * dtS;
        if (Math.abs(steerRad) > maxSteerRad) {
            steerRad = Math.copySign(maxSteerRad, steerRad);
            steerRateRadPerS = 0;
        }
    }

    /** Holds the bars still at an angle (a fallen bike, a foot on the ground at a standstill). */
    void hold(double rad) {
        steerRad = Math.max(-maxSteerRad, Math.min(maxSteerRad, rad));
        steerRateRadPerS = 0;
    }

    /**
     * The front contact's sideways velocity from turning the bars: the trail swings it the other
     * way, and the front frame's mass moving over shifts the whole bike's centre of mass.
     *
     * @param isFront true for the front contact
     * @return its velocity to the left relative to the centre of mass (m/s)
     */
    double contactLateralVelocityMps(boolean isFront) {
        double arm = isFront ? in.trailM() * in.cosTilt() + frontMassShiftM : frontMassShiftM;
        return -arm * steerRateRadPerS;
    }

    /** @return the handlebar angle about the steering axis (rad, + left) */
    double steerRad() {
        return steerRad;
    }

    /** @return its rate (rad/s) */
    double steerRateRadPerS() {
        return steerRateRadPerS;
    }

    /** @return the rider's torque on the bars in the latest step (N m, + steering left) */
    double riderTorqueNm() {
        return riderTorqueNm;
    }

    /** @return steer acceleration of the latest step (rad/s^2) */
    double steerAccelRadPerS2() {
        return steerAccelRadPerS2;
    }

    /** @return the steer's own moment of inertia with the rest held (M_G's steer diagonal, kg m^2) */
    double steerInertiaKgM2() {
        return 1 / inverse[2][2];
    }

    long stateHash(long h) {
        return Wheel.mix(Wheel.mix(h, steerRad), steerRateRadPerS);
    }

    private static double[][] invert3(double[][] m) {
        double a = m[0][0];
        double b = m[0][1];
        double c = m[0][2];
        double d = m[1][0];
        double e = m[1][1];
        double f = m[1][2];
        double g = m[2][0];
        double h = m[2][1];
        double i = m[2][2];
        double det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g);
        return new double[][] {
            {(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det},
            {(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det},
            {(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det},
        };
    }
}
