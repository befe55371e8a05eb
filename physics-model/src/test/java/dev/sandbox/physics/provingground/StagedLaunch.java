package dev.sandbox.physics.provingground;

import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;

/** The proving ground's staged standing start, measured over a window of speed. */
public final class StagedLaunch {

    private StagedLaunch() {
    }

    /**
     * Stages the vehicle at its launch rpm, launches it flat out with {@link LaunchDriver} and
     * returns the mean acceleration while the speed passes through the window.
     *
     * @param spec the vehicle
     * @param fromKmh window start (in km/h)
     * @param toKmh window end (in km/h)
     * @return (v_to - v_from) / (t_to - t_from) (in m/s^2)
     */
    public static double meanAccelerationMps2(VehicleSpec spec, double fromKmh, double toKmh) {
        TestTrack track = new TestTrack(spec);
        track.vehicle().setAutomatic(true);
        LaunchDriver driver = new LaunchDriver(spec.transmission().launchRpm());
        VehicleSnapshot s = track.now();
        while (!driver.staged()) {
            s = track.step(driver.stage(s));
        }
        VehicleSnapshot from = null;
        while (s.speedMps() < Units.kmhToMps(toKmh)) {
            s = track.step(driver.drive(s, false));
            if (from == null && s.speedMps() >= Units.kmhToMps(fromKmh)) {
                from = s;
            }
        }
        return (s.speedMps() - from.speedMps()) / (s.timeS() - from.timeS());
    }
}
