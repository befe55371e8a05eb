package dev.sandbox.physics.motorcycle;

import dev.sandbox.physics.chassis.Wheel;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.powertrain.Powertrain;

/**
 * What the rider feels of the bike at the start of a step. One per bike, filled in place each
 * substep: the model runs eight substeps a millisecond, and a new value each time was most of
 * the garbage the motorcycle made.
 */
final class RiderFeel {

    private double speedMps;
    private double yawRateRadPerS;
    private double normalForceN;
    private double lateralForceN;
    private double driveForceN;
    private double frontLoadN;
    private double rearLoadN;
    private double spinMomentumNms;
    private double engineRpm;
    private boolean clutchSlipping;
    private double rearSlipShare;
    private double frontSlipShare;
    private double surfaceGrip;
    private double uprightLeanRad;
    private Vec3 groundUp = Vec3.UNIT_Y;
    private Vec3 forward = Vec3.UNIT_Z;
    private double gearRpm;
    private double clutchEngagement;
    private double clutchCapacityPullN;
    private double fullThrottlePullN;
    private double shutThrottlePullN;
    private double rearBrakingSlipShare;

    /**
     * Sets what the rider feels this substep.
     *
     * @param speedMps forward speed (in metres per second)
     * @param yawRateRadPerS yaw rate (in radians per second, + = left)
     * @param normalForceN the ground's normal force (in newtons)
     * @param lateralForceN the tyres' lateral force of the previous step (in newtons, + = left)
     * @param driveForceN the tyres' force along the bike of the previous step (in newtons, + = driving)
     * @param frontLoadN front tyre load (in newtons)
     * @param rearLoadN rear tyre load (in newtons)
     * @param spinMomentumNms angular momentum of both wheels' spin (in N m s)
     * @param engineRpm engine speed (in rpm)
     * @param clutchSlipping true while the clutch slipped in the previous step
     * @param rearSlipShare how near the driven rear tyre worked to its grip limit in the previous
     *     step (its combined slip as a share of the peak's, while it drives: the rear stepping out
     *     under power; 0 while it brakes, when rolling off would only make it worse)
     * @param frontSlipShare the same for the front tyre (the front washing out)
     * @param surfaceGrip the grip of the surface the rider sees under the wheels, as a share of
     *     dry asphalt's (grass, dirt and wet roads show themselves)
     * @param uprightLeanRad the lean relative to the ground that stands the bike upright under
     *     gravity: across a slope falling to the right it is the slope's angle to the left
     *     (in radians, + = right); the rider balances against gravity, not against the road
     * @return this
     */
    RiderFeel set(double speedMps, double yawRateRadPerS, double normalForceN, double lateralForceN,
            double driveForceN, double frontLoadN, double rearLoadN, double spinMomentumNms, double engineRpm,
            boolean clutchSlipping, double rearSlipShare, double frontSlipShare, double surfaceGrip,
            double uprightLeanRad) {
        this.speedMps = speedMps;
        this.yawRateRadPerS = yawRateRadPerS;
        this.normalForceN = normalForceN;
        this.lateralForceN = lateralForceN;
        this.driveForceN = driveForceN;
        this.frontLoadN = frontLoadN;
        this.rearLoadN = rearLoadN;
        this.spinMomentumNms = spinMomentumNms;
        this.engineRpm = engineRpm;
        this.clutchSlipping = clutchSlipping;
        this.rearSlipShare = rearSlipShare;
        this.frontSlipShare = frontSlipShare;
        this.surfaceGrip = surfaceGrip;
        this.uprightLeanRad = uprightLeanRad;
        return this;
    }

    /** @return speedMps (see {@link #set}) */
    double speedMps() {
        return speedMps;
    }

    /** @return yawRateRadPerS (see {@link #set}) */
    double yawRateRadPerS() {
        return yawRateRadPerS;
    }

    /** @return normalForceN (see {@link #set}) */
    double normalForceN() {
        return normalForceN;
    }

    /** @return lateralForceN (see {@link #set}) */
    double lateralForceN() {
        return lateralForceN;
    }

    /** @return driveForceN (see {@link #set}) */
    double driveForceN() {
        return driveForceN;
    }

    /** @return frontLoadN (see {@link #set}) */
    double frontLoadN() {
        return frontLoadN;
    }

    /** @return rearLoadN (see {@link #set}) */
    double rearLoadN() {
        return rearLoadN;
    }

    /** @return spinMomentumNms (see {@link #set}) */
    double spinMomentumNms() {
        return spinMomentumNms;
    }

    /** @return engineRpm (see {@link #set}) */
    double engineRpm() {
        return engineRpm;
    }

    /** @return clutchSlipping (see {@link #set}) */
    boolean clutchSlipping() {
        return clutchSlipping;
    }

    /** @return rearSlipShare (see {@link #set}) */
    double rearSlipShare() {
        return rearSlipShare;
    }

    /** @return frontSlipShare (see {@link #set}) */
    double frontSlipShare() {
        return frontSlipShare;
    }

    /** @return surfaceGrip (see {@link #set}) */
    double surfaceGrip() {
        return surfaceGrip;
    }

    /**
     * Sets where the bike points on the ground under it this substep.
     *
     * @param groundUpDir the ground's unit normal (world frame)
     * @param forwardDir the bike's unit forward direction in the ground plane (world frame)
     * @return this
     */
    RiderFeel ground(Vec3 groundUpDir, Vec3 forwardDir) {
        this.groundUp = groundUpDir;
        this.forward = forwardDir;
        return this;
    }

    /**
     * Sets what the rider feels of the clutch: the engine speed the engaged gear gives at the
     * rear wheel's speed (what the revs must come to for the clutch to lock without a jolt),
     * the share of the clutch's capacity in use (where the lever bites), the pull the clutch
     * passes with the lever out in the engaged gear, and the pull the grip gives, shut and open,
     * once the revs are the gear's; and how near the rear wheel it drives works to its grip
     * limit while it brakes (its combined slip as a share of the peak's while the tread runs
     * slower than the road: the engine's braking or the pedal's; 0 while it drives).
     *
     * @param powertrain the powertrain
     * @param rear the rear wheel
     * @return this
     */
    RiderFeel clutch(Powertrain powertrain, Wheel rear) {
        this.gearRpm = powertrain.wheelSideRpm();
        this.clutchEngagement = powertrain.driveline().engagement();
        this.clutchCapacityPullN = powertrain.clutchCapacityPullN();
        this.fullThrottlePullN = powertrain.pullAtThrottleN(1);
        this.shutThrottlePullN = powertrain.pullAtThrottleN(0);
        this.rearBrakingSlipShare = rear.slipRatio() < 0 ? rear.combinedSlipShare() : 0;
        return this;
    }

    /** @return the engine speed the engaged gear gives at the rear wheel's speed (in rpm; see {@link #clutch}) */
    double gearRpm() {
        return gearRpm;
    }

    /** @return the share of the clutch's capacity in use (0..1; see {@link #clutch}) */
    double clutchEngagement() {
        return clutchEngagement;
    }

    /** @return the pull the clutch passes with the lever out in the engaged gear (in newtons; see {@link #clutch}) */
    double clutchCapacityPullN() {
        return clutchCapacityPullN;
    }

    /** @return how near the rear works to its grip limit while it brakes (see {@link #clutch}) */
    double rearBrakingSlipShare() {
        return rearBrakingSlipShare;
    }

    /**
     * @param pullN a pull (in newtons)
     * @return the grip that gives it once the revs are the gear's (0..1): the engine's pull is
     *     linear in the throttle ({@link Powertrain#pullAtThrottleN})
     */
    double gripForPull(double pullN) {
        double span = fullThrottlePullN - shutThrottlePullN;
        return span > 0 ? Units.clamp((pullN - shutThrottlePullN) / span, 0, 1) : 0;
    }

    /** @return the ground's unit normal (world frame; see {@link #ground}) */
    Vec3 groundUp() {
        return groundUp;
    }

    /** @return the bike's unit forward direction in the ground plane (world frame; see {@link #ground}) */
    Vec3 forward() {
        return forward;
    }

    /** @return uprightLeanRad (see {@link #set}) */
    double uprightLeanRad() {
        return uprightLeanRad;
    }

    /**
     * The lean a foot on the ground holds the bike at: upright under gravity, and walking a turn
     * leaned into it as far as the turn's lateral acceleration asks, tan(phi) = v r / g, so that
     * when the feet go back on the pegs with the bar turned the bike is already balanced in the
     * turn (held upright, it fell out of it faster than the hands unwound the bar).
     *
     * @return that lean, relative to the ground (in radians, + = right)
     */
    double footLeanRad() {
        return uprightLeanRad - Math.atan(speedMps * yawRateRadPerS / Units.G);
    }
}
