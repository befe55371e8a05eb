package dev.sandbox.physics.provingground;

import dev.sandbox.physics.assist.KeyboardSteering;
import dev.sandbox.physics.sim.VehicleSnapshot;

/**
 * What a keyboard player knows of how his steer keys are turning the vehicle, without waiting
 * for the road to swing by: on a car the steering wheel's position (the keyboard's steering
 * ramp, which his hands work), on a motorcycle the lean he sees and where it is going.
 */
public interface KeyFeel {

    /**
     * @param steering the keyboard's steering ramp the player's keys go through
     * @param seen the vehicle as the player last saw it
     * @return the lateral acceleration the keys give by now (as a share of g, + = left)
     */
    double turnG(KeyboardSteering steering, VehicleSnapshot seen);

    /**
     * A car: the steering wheel's position shows the turn; the keyboard's full range asks about
     * {@code fullRangeG} of lateral acceleration.
     *
     * @param fullRangeG the turn of the full range (as a share of g)
     * @return the feel
     */
    public static KeyFeel wheel(double fullRangeG) {
        return new KeyFeel() {
            @Override
            public double turnG(KeyboardSteering steering, VehicleSnapshot seen) {
                return fullRangeG * steering.steer() / Math.max(steering.range(Math.abs(seen.speedMps())), 1e-6);
            }
        };
    }

    /**
     * A motorcycle, ridden by the lean the player sees: the turn of the lean, tan(phi) less the
     * round tyres' {@code crownDeg}, and where it is heading by the time the player acts
     * (the lean rate over the reaction time).
     *
     * @param crownDeg the lean the round tyres take beyond the turn's (in degrees)
     * @param aheadS how far ahead the player reckons the lean (in seconds)
     * @return the feel
     */
    public static KeyFeel seenLean(double crownDeg, double aheadS) {
        return new KeyFeel() {
            private double lastRollRad = Double.NaN;
            private double lastTimeS;

            @Override
            public double turnG(KeyboardSteering steering, VehicleSnapshot seen) {
                double roll = seen.bodyRollRad();
                double rate = Double.isNaN(lastRollRad) || seen.timeS() <= lastTimeS ? 0
                        : (roll - lastRollRad) / (seen.timeS() - lastTimeS);
                lastRollRad = roll;
                lastTimeS = seen.timeS();
                double ahead = roll + rate * aheadS;
                double turn = Math.max(0, Math.abs(ahead) - Math.toRadians(crownDeg));
                // leaning right (+) turns right (-)
                return -Math.copySign(Math.tan(Math.min(turn, 1.2)), ahead);
            }
        };
    }
}
