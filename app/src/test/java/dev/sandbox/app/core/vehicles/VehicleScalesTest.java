package dev.sandbox.app.core.vehicles;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.sandbox.app.core.settings.SpeedUnit;
import dev.sandbox.app.feature.hud.TyreLimits;
import dev.sandbox.physics.ground.Surface;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.sim.WheelTelemetry;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import org.junit.jupiter.api.Test;

/** The dials' ranges and the drawn grip limits come from the spec files. */
class VehicleScalesTest {

    private final VehicleSpec boxster = VehicleSpecs.load("boxster-s");

    @Test
    void theBoxsterSpeedometerEndsPastTopGearAtTheRedline() {
        // README gear table ([Palmer, Table 8-2]): 299.3 km/h in sixth at 7200 rpm
        assertEquals(299.3, Units.mpsToKmh(VehicleScales.topGearRedlineMps(boxster)), 0.5);
        assertEquals(320, VehicleScales.speedDialMax(boxster, SpeedUnit.KMH), 1e-9);
        assertEquals(200, VehicleScales.speedDialMax(boxster, SpeedUnit.MPH), 1e-9, "186 mph rounds up to 200");
    }

    @Test
    void theTachometerShowsTheDamageSpeedAndTheRedZoneStartsAtTheRedline() {
        // [Palmer, "Car Simulator"]: redline 7200 rpm, blown above 8000 rpm
        assertEquals(8000, VehicleScales.rpmDialMax(boxster), 1e-9);
        assertEquals(1000, VehicleScales.rpmMajor(boxster), 1e-9);
        VehicleSpec cbr = VehicleSpecs.load("cbr1000rr");
        assertEquals(14000, VehicleScales.rpmDialMax(cbr), 1e-9, "damage at 13000 rpm");
        assertEquals(2000, VehicleScales.rpmMajor(cbr), 1e-9);
        assertEquals(Units.degToRad(28), VehicleScales.fullLockRad(cbr), 1e-12, "handlebar lock");
    }

    @Test
    void aTyresFrictionEllipseIsMuTimesLoadAndShrinksOnGrass() {
        TyreLimits limits = new TyreLimits(boxster);
        double load = limits.staticLoadN();
        WheelTelemetry asphalt = wheel(load, Surface.ASPHALT, 0, 0);
        WheelTelemetry grass = wheel(load, Surface.GRASS, 0, 0);
        // boxster-s.yaml: lateral friction 1.07 at the reference load of 3400 N
        assertEquals(1.07 * load, limits.maxLateralN(asphalt), 0.05 * load);
        assertEquals(0.5, limits.maxLateralN(grass) / limits.maxLateralN(asphalt), 0.02, "grass grip 0.5");
        double peak = limits.maxLateralN(asphalt);
        assertEquals(1.0, limits.utilisation(wheel(load, Surface.ASPHALT, 0, peak)), 1e-9);
        assertEquals(0, limits.utilisation(wheel(0, Surface.ASPHALT, 100, 100)), 1e-9, "no load, nothing drawn");
    }

    private static WheelTelemetry wheel(double load, Surface surface, double fx, double fy) {
        return new WheelTelemetry("FL", Vec3.ZERO, 0, 0, 0, 0, 0, load, fx, fy, true, surface);
    }
}
