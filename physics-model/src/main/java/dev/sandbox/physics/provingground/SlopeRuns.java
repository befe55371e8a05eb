package dev.sandbox.physics.provingground;

import dev.sandbox.physics.ground.InclinedPlane;
import dev.sandbox.physics.ground.Surface;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.sim.VehicleEvent;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * Straight running on an inclined plane with the steering centred (car) or the rider asked for
 * no turn (motorcycle): whatever heading change and drift come out are the model's, since
 * nothing on a plane should turn a symmetric vehicle that is not steered, except the slope's
 * own pull across it.
 */
public final class SlopeRuns {

    private final VehicleSpec spec;

    /** @param spec the vehicle */
    public SlopeRuns(VehicleSpec spec) {
        this.spec = spec;
    }

    /**
     * What a straight run did.
     *
     * @param gradePct the grade along the start heading (in percent, + = uphill)
     * @param crossSlopePct the slope across it (in percent, + = the ground falls away to the right)
     * @param headingChangeDeg heading at the end minus at the start (in degrees, + = left)
     * @param lateralDriftM sideways displacement from the start line (in metres, + = left)
     * @param speedKmh speed at the end (in km/h)
     * @param valid false when the vehicle never reached the asked speed or fell
     * @param reason why not valid, or null
     */
    public record Straight(double gradePct, double crossSlopePct, double headingChangeDeg, double lateralDriftM,
            double speedKmh, boolean valid, String reason) {
    }

    /**
     * @param gradePct grade along the start heading (in percent)
     * @param crossSlopePct slope across it (in percent, + = falls away to the right)
     * @param speedKmh the speed the driver holds (in km/h, &gt;0)
     * @param seconds how long the run lasts (in seconds, &gt;0)
     * @return the heading change, drift and final speed
     */
    public Straight straight(double gradePct, double crossSlopePct, double speedKmh, double seconds) {
        // the vehicle heads along +x; its left is -z, so a slope rising to the left rises toward -z
        double gx = gradePct / 100;
        double gz = -crossSlopePct / 100;
        double grade = Math.hypot(gx, gz);
        double uphill = grade == 0 ? 0 : Math.atan2(gz, gx);
        TestTrack track = new TestTrack(spec, new InclinedPlane(grade, uphill, Surface.ASPHALT)).allowDown()
                .allowRunOf(seconds);
        track.vehicle().setAutomatic(true);
        VehicleSnapshot s = track.now();
        double heading0 = s.headingRad();
        Vec3 start = s.position();
        double target = Units.kmhToMps(speedKmh);
        double reachedS = Double.NaN;
        int steps = (int) Math.round(seconds / TestTrack.DT);
        for (int i = 0; i < steps; i++) {
            double error = target - s.speedMps();
            double throttle = Units.clamp(0.2 + 0.4 * error, 0, 1);
            double brake = Units.clamp(-0.2 * error, 0, 1);
            s = track.step(VehicleInput.pedals(throttle, brake));
            if (Double.isNaN(reachedS) && s.speedMps() >= 0.95 * target) {
                reachedS = s.timeS();
            }
        }
        double change = Math.toDegrees(Math.IEEEremainder(s.headingRad() - heading0, 2 * Math.PI));
        Vec3 moved = s.position().minus(start);
        // left of heading 0 is -z
        double drift = -moved.z();
        String reason = null;
        if (s.has(VehicleEvent.CRASHED)) {
            reason = "the vehicle went down (overturned or fell)";
        } else if (Double.isNaN(reachedS)) {
            reason = "never reached " + speedKmh + " km/h";
        }
        return new Straight(gradePct, crossSlopePct, round(change, 2), round(drift, 2),
                round(Units.mpsToKmh(s.speedMps()), 1), reason == null, reason);
    }

    private static double round(double v, int digits) {
        return StraightLineRuns.round(v, digits);
    }
}
