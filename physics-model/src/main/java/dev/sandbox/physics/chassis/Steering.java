package dev.sandbox.physics.chassis;

import dev.sandbox.physics.math.Maths;
import dev.sandbox.physics.spec.SteeringSpec;

/**
 * The car's steering: the driver's input becomes a road-wheel angle through a maximum that
 * shrinks with speed, a rate limit and self-centring when the input is released
 * ([Siorki, "Steering"]), and is shared between the front wheels by Ackermann
 * geometry so that the inner wheel steers more ([Hlavacs, "Ackermann Steering"]:
 * both wheels' normals meet on the rear axle line, cot(delta_out) - cot(delta_in) = t / L).
 */
public final class Steering {

    private final SteeringSpec spec;
    private final double wheelbaseM;
    private final double trackM;
    private double angleRad;
    /** The mean angle the two wheel angles below were worked out for (NaN: none yet). */
    private double memoMeanRad = Double.NaN;
    private double memoLeftRad;
    private double memoRightRad;

    /**
     * @param spec steering data
     * @param wheelbaseM wheelbase L (in metres)
     * @param trackM front track t (in metres)
     */
    public Steering(SteeringSpec spec, double wheelbaseM, double trackM) {
        this.spec = spec;
        this.wheelbaseM = wheelbaseM;
        this.trackM = trackM;
    }

    /** Straight ahead. */
    public void reset() {
        angleRad = 0;
    }

    /**
     * @param speedMps vehicle speed (in metres per second)
     * @return the largest road-wheel angle the input can ask for at that speed (in radians)
     */
    public double maxAngleRad(double speedMps) {
        double frac = Math.min(1.0, Math.abs(speedMps) / (spec.speedReferenceKmh() / 3.6));
        double scale = 1.0 - (1.0 - spec.highSpeedAngleFraction()) * frac;
        return Math.toRadians(spec.maxRoadWheelAngleDeg()) * scale;
    }

    /**
     * Moves the road-wheel angle toward the input's wish at the rate limit.
     *
     * @param input steering input (-1..1, positive = left)
     * @param speedMps vehicle speed (in metres per second)
     * @param dtS step (in seconds)
     * @return the mean (bicycle-model) road-wheel angle (in radians, positive = left)
     */
    public double update(double input, double speedMps, double dtS) {
        double target = input * maxAngleRad(speedMps);
        double maxStep = Math.toRadians(spec.steerRateDegPerS()) * dtS;
        angleRad += Math.max(-maxStep, Math.min(maxStep, target - angleRad));
        return angleRad;
    }

    /** @return the mean road-wheel angle (in radians, positive = left) */
    public double angleRad() {
        return angleRad;
    }

    /** @return the steering-wheel angle matching the road-wheel angle (in radians) */
    public double steeringWheelAngleRad() {
        return angleRad * spec.steeringRatio();
    }

    /**
     * Road-wheel angle of the left or right front wheel for a mean angle, by Ackermann
     * geometry blended with parallel steer by the spec's Ackermann factor.
     *
     * @param meanAngleRad bicycle-model angle (in radians, positive = left)
     * @param leftWheel true for the left wheel
     * @return that wheel's angle (in radians)
     */
    public double wheelAngleRad(double meanAngleRad, boolean leftWheel) {
        // asked for both wheels each step, and the mean angle stays put through a steady turn
        if (Double.doubleToRawLongBits(meanAngleRad) != Double.doubleToRawLongBits(memoMeanRad)) {
            memoLeftRad = ackermannWheelAngleRad(meanAngleRad, true);
            memoRightRad = ackermannWheelAngleRad(meanAngleRad, false);
            memoMeanRad = meanAngleRad;
        }
        return leftWheel ? memoLeftRad : memoRightRad;
    }

    private double ackermannWheelAngleRad(double meanAngleRad, boolean leftWheel) {
        if (Math.abs(meanAngleRad) < 1e-9) {
            return 0.0;
        }
        double radius = wheelbaseM / Math.tan(Math.abs(meanAngleRad));
        boolean inner = (meanAngleRad > 0) == leftWheel;
        double r = inner ? radius - trackM / 2 : radius + trackM / 2;
        double ackermann = Math.copySign(Maths.atan(wheelbaseM / Math.max(r, 1e-3)), meanAngleRad);
        return spec.ackermann() * ackermann + (1 - spec.ackermann()) * meanAngleRad;
    }

    /**
     * The road's torque on the steering wheel, what a force-feedback wheel plays: about each
     * front wheel's steering axis the tyre's aligning moment plus its lateral force on the
     * mechanical trail, M_k = M_z - t_m F_y [Gillespie, ch. 8], both wheels' summed and passed
     * through the steering ratio of an ideal rack (no friction, no power assistance). In a
     * turn it pulls the wheel back towards the centre, and it fades as the front tyres near
     * their peak, because the pneumatic trail does.
     *
     * @param left the front left wheel after its force was computed
     * @param right the front right wheel
     * @return the torque (in newton metres, positive = turning the steering wheel to the left;
     *     a driver holding the wheel applies the opposite)
     */
    public double steeringWheelTorqueNm(Wheel left, Wheel right) {
        double trail = spec.mechanicalTrailM();
        double kingpin = left.aligningMomentNm() - trail * left.fy() + right.aligningMomentNm() - trail * right.fy();
        return kingpin / spec.steeringRatio();
    }
}
