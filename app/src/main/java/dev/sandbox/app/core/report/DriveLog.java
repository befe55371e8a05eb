package dev.sandbox.app.core.report;

import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.sim.VehicleSnapshot;

/**
 * What a drive adds up to, fed every model step: simulated time, distance, top speed and the
 * heading turned through, across resets and vehicle switches, and the ground under the
 * vehicle at its first step.
 */
public final class DriveLog {

    private double simulatedS;
    private double distanceM;
    private double maxSpeedMps;
    private double turnedRad;
    private double lastTimeS = Double.NaN;
    private double startGradePct = Double.NaN;
    private double startSideSlopePct = Double.NaN;
    private volatile VehicleSnapshot last;

    /**
     * Takes one step's state.
     *
     * @param s the snapshot after the step
     */
    public synchronized void accept(VehicleSnapshot s) {
        if (last == null) {
            startGradePct = s.gradePct();
            startSideSlopePct = s.sideSlopePct();
        }
        double dt = Double.isNaN(lastTimeS) || s.timeS() < lastTimeS ? 0 : s.timeS() - lastTimeS;
        lastTimeS = s.timeS();
        simulatedS += dt;
        distanceM += Math.abs(s.speedMps()) * dt;
        turnedRad += s.yawRateRadPerS() * dt;
        maxSpeedMps = Math.max(maxSpeedMps, Math.abs(s.speedMps()));
        last = s;
    }

    /** Marks a new vehicle or a reset: the next step's time starts a new clock. */
    public synchronized void restart() {
        lastTimeS = Double.NaN;
    }

    /** @return simulated time driven (in seconds) */
    public synchronized double simulatedS() {
        return simulatedS;
    }

    /** @return distance driven (in metres) */
    public synchronized double distanceM() {
        return distanceM;
    }

    /** @return the highest speed (in km/h) */
    public synchronized double maxSpeedKmh() {
        return Units.mpsToKmh(maxSpeedMps);
    }

    /** @return heading turned through, integrated yaw rate (in degrees, + = left, ISO 8855) */
    public synchronized double turnedDeg() {
        return Math.toDegrees(turnedRad);
    }

    /** @return the road grade under the vehicle at its first step (in percent), NaN before one */
    public synchronized double startGradePct() {
        return startGradePct;
    }

    /** @return the side slope under the vehicle at its first step (in percent), NaN before one */
    public synchronized double startSideSlopePct() {
        return startSideSlopePct;
    }

    /** @return the latest snapshot, or null before the first step */
    public VehicleSnapshot last() {
        return last;
    }
}
