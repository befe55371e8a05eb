package dev.sandbox.physics.car;

import dev.sandbox.physics.assist.Assist;
import dev.sandbox.physics.assist.AssistSettings;
import dev.sandbox.physics.assist.DriverAids;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.TestSpecs;
import dev.sandbox.physics.ground.FlatGround;
import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.ground.InclinedPlane;
import dev.sandbox.physics.ground.Surface;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.provingground.Drivers;
import dev.sandbox.physics.reference.HlavacsModel;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import org.junit.jupiter.api.Test;

/** Cornering, steering geometry and the limit behaviour of the Boxster S. */
class CarHandlingTest {

    private static final double DT = 0.001;
    private final VehicleSpec spec = VehicleSpecs.load("boxster-s");
    private final Ground flat = new FlatGround();

    private Car car() {
        Car car = new Car(spec);
        car.reset(0, 0, 0, flat);
        return car;
    }

    /**
     * Holds a speed with a fixed mean road-wheel angle for some seconds. The speed-holding driver
     * floors it until the speed is reached, so traction control keeps full throttle in first from
     * spinning the car on the way (the automatic does not upshift on wheelspin).
     */
    private static VehicleSnapshot circle(Car car, Ground g, double speed, double roadWheelRad, double seconds) {
        return circle(car, g, speed, roadWheelRad, seconds, true);
    }

    /** As {@link #circle(Car, Ground, double, double, double)}, with or without traction control. */
    private static VehicleSnapshot circle(Car car, Ground g, double speed, double roadWheelRad, double seconds,
            boolean tractionControl) {
        Drivers.SpeedHold hold = new Drivers.SpeedHold();
        DriverAids tc = new DriverAids(car, AssistSettings.none().with(Assist.TRACTION_CONTROL, tractionControl)
                .with(Assist.AUTO_GEARBOX, car.gearbox().isAutomatic()));
        VehicleSnapshot s = car.snapshot();
        for (int i = 0; i < seconds / DT; i++) {
            double in = Math.abs(s.speedMps()) > 0.3 ? roadWheelRad / car.steering().maxAngleRad(s.speedMps()) : 0;
            VehicleInput pedals = speed >= 0 ? hold.pedals(s, speed) : VehicleInput.pedals(0.25, 0);
            car.step(tc.apply(pedals.withSteer(Units.clamp(in, -1, 1)), s, DT).input(), g, DT);
            s = car.snapshot();
            assertTrue(s.isFinite());
        }
        return s;
    }

    @Test
    void ackermannGeometrySteersTheInnerWheelMore() {
        // [Hlavacs, "Ackermann Steering"]: the wheels' normals meet on the rear axle line,
        // cot(delta_outer) - cot(delta_inner) = t / L
        Car car = car();
        double mean = Math.toRadians(15);
        double inner = car.steering().wheelAngleRad(mean, true);
        double outer = car.steering().wheelAngleRad(mean, false);
        assertTrue(inner > mean && outer < mean);
        assertEquals(spec.chassis().trackFrontM() / spec.chassis().wheelbaseM(),
                1 / Math.tan(outer) - 1 / Math.tan(inner), 1e-9);
    }

    @Test
    void atParkingSpeedTheCarFollowsTheKinematicTurn() {
        // [Palmer, eq. 8.36-8.38] at 2 m/s: the rear axle runs on a circle of L / tan(delta)
        Car car = car();
        double delta = Math.toRadians(20);
        VehicleSnapshot s = circle(car, flat, 2, delta, 15);
        double yawRate = s.yawRateRadPerS();
        double rearSpeed = s.velocity().length() * Math.cos(s.sideslipRad());
        assertEquals(rearSpeed * Math.tan(delta) / spec.chassis().wheelbaseM(), yawRate, 0.02 * yawRate);
    }

    @Test
    void steadyLowLateralCorneringAgreesWithTheHlavacsReference() {
        // [Hlavacs, eq. 23 and eq. 19-20] with the Boxster's mass and wheelbase: at 0.1 g the tyres'
        // slip angles are small and both models should describe the same circle
        Car car = car();
        double beta = Math.toRadians(4);
        VehicleSnapshot s = circle(car, flat, 5, beta, 20);
        HlavacsModel ref = new HlavacsModel(spec.chassis().widthM(), spec.chassis().wheelbaseM(),
                spec.chassis().totalMassKg(), spec.rearWheel().radiusM(), spec.rearWheel().inertiaKgM2());
        double rearSpeed = s.velocity().length() * Math.cos(s.sideslipRad());
        assertEquals(ref.yawRate(rearSpeed, beta), s.yawRateRadPerS(), 0.03 * s.yawRateRadPerS());
        HlavacsModel.State h = ref.solve(rearSpeed, beta, 0, 0, 0);
        double cornering = -(h.frontX() + h.rearX());
        assertEquals(cornering / spec.chassis().totalMassKg(), s.lateralAccelMps2(), 0.05 * s.lateralAccelMps2());
    }

    @Test
    void reversingSteersTheRightWay() {
        // backwards with the wheel turned left, the car yaws the other way: omega = v tan(delta) / L, v < 0
        Car car = car();
        car.step(VehicleInput.IDLE.withShift(false, true), flat, DT);
        double delta = Math.toRadians(15);
        VehicleSnapshot s = circle(car, flat, -1, delta, 6);
        assertTrue(s.speedMps() < -1, "reversing at " + s.speedMps());
        double expected = s.speedMps() * Math.tan(delta) / spec.chassis().wheelbaseM();
        assertEquals(expected, s.yawRateRadPerS(), 0.1 * Math.abs(expected));
    }

    @Test
    void aConstantSteerCircleSettles() {
        Car car = car();
        VehicleSnapshot a = circle(car, flat, 15, Math.toRadians(5), 10);
        VehicleSnapshot b = circle(car, flat, 15, Math.toRadians(5), 3);
        assertEquals(a.yawRateRadPerS(), b.yawRateRadPerS(), 1e-3);
        assertEquals(a.lateralAccelMps2(), b.lateralAccelMps2(), 0.02);
        // roll toward the outside of a left turn: right side down, ISO 8855 positive
        assertTrue(b.bodyRollRad() > 0);
    }

    @Test
    void fullThrottleInASecondGearTurnMakesTheRearStepOut() {
        // power oversteer: a 15 m circle at 35 km/h, then floor it
        Car car = car();
        VehicleSnapshot s = circle(car, flat, Units.kmhToMps(35), Math.atan(2.41 / 15), 8);
        double steadyBeta = s.sideslipRad();
        double input = Math.atan(2.41 / 15) / car.steering().maxAngleRad(s.speedMps());
        double worst = 0;
        for (int i = 0; i < 2000; i++) {
            car.step(VehicleInput.pedals(1, 0).withSteer(input), flat, DT);
            worst = Math.min(worst, car.snapshot().sideslipRad());
        }
        // in a left turn the tail swinging out puts the velocity to the right of the nose
        assertTrue(worst < steadyBeta - Math.toRadians(8), "sideslip only " + Math.toDegrees(worst) + " deg");
    }

    @Test
    void aHandbrakeTurnRotatesTheCar() {
        Car car = car();
        circle(car, flat, Units.kmhToMps(50), 0, 6);
        double heading0 = car.snapshot().headingRad();
        for (int i = 0; i < 2500; i++) {
            car.step(new VehicleInput(0, 0, 1, 1, 1, false, false, false), flat, DT);
        }
        double turned = car.snapshot().headingRad() - heading0;
        assertTrue(turned > Math.toRadians(90), "turned only " + Math.toDegrees(turned) + " deg");
    }

    @Test
    void aSpinIsCaughtByCountersteering() {
        Car car = car();
        circle(car, flat, Units.kmhToMps(35), Math.atan(2.41 / 15), 8);
        double input = Math.atan(2.41 / 15) / car.steering().maxAngleRad(car.snapshot().speedMps());
        for (int i = 0; i < 3000 && car.snapshot().sideslipRad() > Math.toRadians(-8); i++) {
            car.step(VehicleInput.pedals(1, 0).withSteer(input), flat, DT);
        }
        assertTrue(car.snapshot().sideslipRad() <= Math.toRadians(-8), "no slide to catch");
        // the driver steers into the slide in proportion to the sideslip and the yaw rate, and
        // eases the throttle so the rear tyres regain side grip
        for (int i = 0; i < 4000; i++) {
            VehicleSnapshot s = car.snapshot();
            double wanted = Units.clamp(2.0 * s.sideslipRad() - 0.3 * s.yawRateRadPerS(), -0.5, 0.5);
            car.step(VehicleInput.pedals(0.3, 0)
                    .withSteer(Units.clamp(wanted / car.steering().maxAngleRad(s.speedMps()), -1, 1)), flat, DT);
        }
        VehicleSnapshot s = car.snapshot();
        assertTrue(Math.abs(s.sideslipRad()) < Math.toRadians(3), "sideslip " + Math.toDegrees(s.sideslipRad()));
        assertTrue(Math.abs(s.yawRateRadPerS()) < 0.3, "yaw rate " + s.yawRateRadPerS());
        assertTrue(s.speedMps() > 3, "it kept going, speed " + s.speedMps());
    }

    @Test
    void withTheHandbrakeOnA15PercentSlopeItStaysPut() {
        Car car = new Car(spec);
        Ground slope = new InclinedPlane(0.15, 2.0, Surface.ASPHALT);
        car.reset(3, 4, 2.0 + Math.PI, slope); // facing downhill, held by the rear wheels only
        Vec3 start = car.snapshot().position();
        VehicleSnapshot s = car.snapshot();
        for (int i = 0; i < 60_000; i++) {
            car.step(VehicleInput.IDLE.withHandbrake(1).withClutch(1), slope, DT);
            s = car.snapshot();
        }
        assertTrue(s.position().minus(start).length() < 0.01, "moved " + s.position().minus(start).length());
    }

    @Test
    void acrossASideSlopeGravityPullsTheCarDownhill() {
        // [Siorki, "Gravity"]: on a 30 % side slope, driving straight across with the wheel centred,
        // the slope's lateral pull makes the car drift and turn downhill
        Car car = new Car(spec);
        Ground slope = new InclinedPlane(0.30, Math.PI / 2, Surface.GRASS); // rises toward +z... uphill heading pi/2
        car.reset(0, 0, 0, slope); // heading +x, across the slope
        double z0 = car.snapshot().position().z();
        assertEquals(-30, car.snapshot().sideSlopePct(), 0.5); // left (-z) side low
        // the raw car, as the source's model has no assists
        VehicleSnapshot s = circle(car, slope, 12, 0, 4, false);
        double downhillZ = -Math.signum(slope.sample(0, 1).heightM() - slope.sample(0, -1).heightM());
        assertTrue((s.position().z() - z0) * downhillZ > 0.5, "no drift downhill: dz " + (s.position().z() - z0));
    }

    @Test
    void frontAndAllWheelDriveLayoutsDriveTheRightWheels() {
        for (String layout : new String[] {"fwd", "awd"}) {
            Car car = new Car(TestSpecs.variant("boxster-s", "layout: rwd", "layout: " + layout));
            car.reset(0, 0, 0, flat);
            for (int i = 0; i < 3000; i++) {
                car.step(VehicleInput.pedals(0.3, 0), flat, DT);
            }
            VehicleSnapshot s = car.snapshot();
            assertTrue(s.speedMps() > 2.5, layout + " speed " + s.speedMps());
            double front = s.wheels().get(0).longitudinalForceN();
            double rear = s.wheels().get(2).longitudinalForceN();
            if (layout.equals("fwd")) {
                assertTrue(front > 500 && rear < 0, "fwd front " + front + " rear " + rear);
            } else {
                assertTrue(front > 200 && rear > 200, "awd front " + front + " rear " + rear);
            }
        }
    }
}
