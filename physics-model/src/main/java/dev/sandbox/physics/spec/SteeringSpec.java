package dev.sandbox.physics.spec;

/**
 * The car's steering ([Siorki, "Steering"]; [Hlavacs]
 * "Ackermann Steering").
 *
 * @param steeringRatio steering-wheel angle over road-wheel angle
 * @param maxRoadWheelAngleDeg road-wheel angle at full lock when parking (in degrees)
 * @param highSpeedAngleFraction fraction of full lock still available at the reference speed
 * @param speedReferenceKmh speed at which only that fraction remains (in km/h)
 * @param steerRateDegPerS fastest road-wheel angle change (in degrees per second)
 * @param ackermann 1 = full Ackermann geometry, 0 = parallel steer
 * @param mechanicalTrailM caster trail: how far the contact centre lies behind the point where
 *     the steering axis meets the ground (in metres, &ge;0) [Gillespie, ch. 8]
 */
public record SteeringSpec(double steeringRatio, double maxRoadWheelAngleDeg,
        double highSpeedAngleFraction, double speedReferenceKmh, double steerRateDegPerS,
        double ackermann, double mechanicalTrailM) {
}
