package dev.sandbox.physics.motorcycle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.provingground.LaunchDriver;
import dev.sandbox.physics.provingground.Results;
import dev.sandbox.physics.provingground.StagedLaunch;
import dev.sandbox.physics.provingground.StraightLineRuns;
import dev.sandbox.physics.reference.LaunchLimits;
import dev.sandbox.physics.sim.VehicleEvent;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import org.junit.jupiter.api.Test;

/** Launch, braking and top speed of the CBR1000RR on the proving ground ([Palmer, Table 8-4]). */
class MotorcycleStraightLineTest {

    private static final VehicleSpec BIKE = VehicleSpecs.load("cbr1000rr");

    /**
     * [Palmer, Table 8-4]: 0-100 km/h in 2.95 s. The model's launch is wheelie-limited: the front lifts
     * once the drive force passes W b / h (1.08 g with b = 0.70 m, h = 0.65 m) and the rider holds
     * it 1 deg up, where the balance pull is 3.4 % lower; with drag that integrates to 2.80 s
     * (2.71 s at 0 deg), which the model gives. The seed's 2.95 s is a magazine rider's, who does
     * not hold the wheelie that closely: within 0.2 s of it. The clock starts when the clutch
     * comes out, with the engine held at the launch rpm.
     */
    @Test
    void zeroToHundredIsNearTheSeedsFigureAndWheelieLimited() {
        Results.Accel a = new StraightLineRuns(BIKE).accel();
        assertEquals(2.95, a.zeroTo100KmhS(), 0.2, a.toString());
        assertEquals("wheelie", a.limitedBy());
        assertTrue(a.quarterMileS() < 10.6, a.toString());
    }

    /**
     * With the front wheel 1 deg up the rider's pull balances the bike at 96.6 % of the wheelie
     * limit g b / h (Cossalter ch. 3); drag takes another 1.8 % at 45 km/h. From 30 to 60 km/h
     * the model accelerates at 10.0 m/s^2, 5.2 % under g b / h: no time is lost to the wheelie
     * control swinging the pitch.
     */
    @Test
    void theLaunchRunsAtTheWheelieLimit() {
        double limit = LaunchLimits.wheelieLimitMps2(BIKE.chassis().cgToRearAxleM(), BIKE.chassis().cgHeightM());
        assertEquals(10.56, limit, 0.01);
        double launch = StagedLaunch.meanAccelerationMps2(BIKE, 30, 60);
        assertTrue(launch < limit && launch > 0.94 * limit, "launch " + launch + " m/s^2, limit " + limit);
    }

    @Test
    void theFrontWheelLeavesTheGroundAtLaunchButTheBikeNeverLoops() {
        Rides r = new Rides();
        LaunchDriver driver = new LaunchDriver(8500);
        VehicleSnapshot s = r.now();
        boolean wheelie = false;
        double maxPitchUp = 0;
        while (s.speedMps() < Units.kmhToMps(120)) {
            s = r.step(driver.drive(s, false));
            if (s.has(VehicleEvent.WHEELIE)) {
                wheelie = true;
                assertFalse(s.wheels().get(0).grounded(), "front off the ground in a wheelie");
                assertEquals(0.0, BikeTelemetry.of(s).frontLoadN(), 1e-9);
                assertTrue(s.has(VehicleEvent.WHEEL_AIRBORNE));
            }
            maxPitchUp = Math.max(maxPitchUp, r.bike.pitch().pitchRad());
            assertFalse(BikeTelemetry.of(s).crashed());
        }
        assertTrue(wheelie);
        assertTrue(Math.toDegrees(maxPitchUp) < 15, "the rider keeps the front low: " + Math.toDegrees(maxPitchUp));
    }

    @Test
    void openingTheThrottleInATurnKeepsTheFrontWheelOnTheRoad() {
        Rides r = new Rides().at(50);
        VehicleSnapshot s = r.now();
        for (int i = 0; i < 2000; i++) {
            s = r.hold(-0.5);
        }
        assertTrue(BikeTelemetry.of(s).leanRad() > Math.toRadians(20));
        for (int i = 0; i < 2500; i++) {
            s = r.step(new VehicleInput(1, 0, -0.5, 0, 0, false, false, false));
            assertFalse(s.has(VehicleEvent.WHEELIE), "a wheel in the air cannot steer; step " + i);
            assertTrue(BikeTelemetry.of(s).frontLoadN() > 0.1 * 1250, "front load " + BikeTelemetry.of(s).frontLoadN());
            assertFalse(BikeTelemetry.of(s).crashed());
        }
        assertTrue(s.speedMps() > Units.kmhToMps(80), "still accelerating hard: " + s.speedMps() * 3.6);
    }

    @Test
    void fullThrottleWithoutATestRiderStillDoesNotLoopTheBike() {
        Rides r = new Rides();
        VehicleSnapshot s = r.now();
        for (int i = 0; i < 8000; i++) {
            s = r.step(VehicleInput.pedals(1, 0));
            assertFalse(BikeTelemetry.of(s).crashed(), "step " + i);
        }
    }

    /**
     * Hard braking lightens the rear without lifting it: the stoppie limit is a deceleration of
     * g a / h = 1.08 g (a = 0.70 m, h = 0.65 m; Cossalter ch. 3), and the rider brakes to the
     * deceleration that keeps a fifth of the rear's static load on it, 0.8 of that limit, 0.86 g
     * ({@link BrakeLevers#REAR_KEEP_SHARE}), within 0.05 g (the lever's squeeze at the start).
     */
    @Test
    void hardBrakingLightensTheRearWithoutLiftingIt() {
        Rides r = new Rides().at(100);
        double staticRear = BikeTelemetry.of(r.now()).rearLoadN();
        VehicleSnapshot s = r.now();
        double minRear = Double.MAX_VALUE;
        double minPitch = 0;
        while (s.speedMps() > 1) {
            s = r.step(new VehicleInput(0, 1, 0, 0, 1, false, false, false));
            minRear = Math.min(minRear, BikeTelemetry.of(s).rearLoadN());
            minPitch = Math.min(minPitch, r.bike.pitch().pitchRad());
            assertFalse(BikeTelemetry.of(s).crashed());
        }
        assertTrue(minRear < 0.35 * staticRear, "the rear goes light: " + minRear + " N");
        assertTrue(minRear > 0, "and stays on the road: " + minRear + " N");
        assertEquals(0.0, Math.toDegrees(-minPitch), 1e-9, "the rear never lifts");
        Results.Brake b = new StraightLineRuns(BIKE).brake();
        assertEquals(0.8 * 1.08, b.meanDecelG(), 0.05, b.toString());
    }

    /**
     * Top speed tucked: the power balance at the redline gives 0.92 * 111 kW = 102 kW against
     * 1/2 rho C_D A v^3 (C_D A = 0.60 * 0.55 = 0.33 m^2) plus rolling resistance: 81 m/s = 290 km/h,
     * which is also 6th gear's redline speed (eq. 8.23: 291 km/h); with the rear tyre's slip the
     * limiter stops the bike a little below. The seed's 225 km/h would take C_D A = 0.70 m^2.
     */
    @Test
    void topSpeedFollowsFromPowerAndDrag() {
        Results.TopSpeed t = new StraightLineRuns(BIKE).topSpeed();
        assertEquals(6, t.gear());
        assertEquals(285, t.topSpeedKmh(), 10, t.toString());
        double pWheel = BIKE.transmission().efficiency() * Units.rpmToRadPerS(11000) * 99.4;
        double v225 = Units.kmhToMps(225);
        double rolling = BIKE.rollingResistance() * BIKE.chassis().totalMassKg() * Units.G * v225;
        double cda = 2 * (pWheel - rolling) / (BIKE.aero().airDensityKgM3() * Math.pow(v225, 3));
        assertEquals(0.70, cda, 0.02, "C_D A the seed's 225 km/h would need with 153.5 hp");
    }
}
