package dev.sandbox.app.core.vehicles;

import dev.sandbox.app.core.settings.SpeedUnit;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * The ranges the HUD's dials and scales take from a vehicle's spec: the speedometer's end
 * (the top gear at the redline), the tachometer's end (just past the damage speed), the
 * full steering lock and the largest lean.
 */
public final class VehicleScales {

    private VehicleScales() {
    }

    /**
     * @param spec the vehicle
     * @return the speed in top gear at the redline, no slip (in metres per second)
     */
    public static double topGearRedlineMps(VehicleSpec spec) {
        int top = spec.transmission().forwardGears();
        double wheelRadPerS = Units.rpmToRadPerS(spec.engine().redlineRpm()) / spec.transmission().overallRatio(top);
        return wheelRadPerS * spec.rearWheel().radiusM();
    }

    /**
     * @param spec the vehicle
     * @param unit the unit shown
     * @return the speedometer's major tick spacing (in km/h or mph)
     */
    public static double speedMajor(VehicleSpec spec, SpeedUnit unit) {
        return unit.fromMps(topGearRedlineMps(spec)) > 160 ? 40 : 20;
    }

    /**
     * @param spec the vehicle
     * @param unit the unit shown
     * @return the speedometer's end: the top-gear redline speed rounded up to a major tick (in km/h or mph)
     */
    public static double speedDialMax(VehicleSpec spec, SpeedUnit unit) {
        double major = speedMajor(spec, unit);
        return Math.ceil(unit.fromMps(topGearRedlineMps(spec)) / major) * major;
    }

    /**
     * @param spec the vehicle
     * @return the tachometer's major tick spacing (in rpm)
     */
    public static double rpmMajor(VehicleSpec spec) {
        return spec.engine().damageRpm() > 10000 ? 2000 : 1000;
    }

    /**
     * @param spec the vehicle
     * @return the tachometer's end: the damage speed rounded up to a major tick (in rpm)
     */
    public static double rpmDialMax(VehicleSpec spec) {
        double major = rpmMajor(spec);
        return Math.ceil(spec.engine().damageRpm() / major) * major;
    }

    /**
     * @param spec the vehicle
     * @return the road-wheel angle at full lock (car) or the handlebar lock (motorcycle) (in radians, &gt;0)
     */
    public static double fullLockRad(VehicleSpec spec) {
        return VehicleKinds.of(spec).fullLockRad(spec);
    }

    /**
     * @param spec the vehicle
     * @return the largest lean of a motorcycle, or 10 degrees of body roll for a car (in radians, &gt;0)
     */
    public static double leanScaleRad(VehicleSpec spec) {
        return VehicleKinds.of(spec).leanScaleRad(spec);
    }
}
