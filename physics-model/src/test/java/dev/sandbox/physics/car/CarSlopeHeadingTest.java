package dev.sandbox.physics.car;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.chassis.BodyMotion;
import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.ground.InclinedPlane;
import dev.sandbox.physics.ground.Surface;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.spec.VehicleSpecs;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Yaw is a rotation about the ground normal: on any slope the body turns by exactly its yaw
 * rate times the time, and with the wheel centred it keeps its heading up a grade.
 */
class CarSlopeHeadingTest {

    private static final double DT = 0.001;

    @ParameterizedTest(name = "grade {0}")
    @ValueSource(doubles = {0.4, 0.8})
    void aBodyTurningOnASlopeTurnsByItsYawRateTimesTheTime(double grade) {
        // a body sliding up a grade with a yaw rate and no moment: the angle its forward axis
        // sweeps in the ground plane is r t (rigid-body kinematics), at any grade
        Ground slope = new InclinedPlane(grade, 0.3, Surface.ASPHALT);
        BodyMotion body = new BodyMotion(1400, 2000);
        body.reset(Vec3.ZERO, slope.sample(0, 0).normal(), 0.3);
        body.setYawRate(0.5);
        Vec3 before = body.forward();
        double t = 0;
        for (int i = 0; i < 1000; i++) {
            body.touchGround(slope.sample(body.position().x(), body.position().z()).heightM(), slope.sample(0, 0).normal());
            body.integrate(Vec3.ZERO.plus(body.up().times(0)), 0, DT);
            body.setVelocity(Vec3.ZERO);
            t += DT;
        }
        double swept = Math.acos(Math.max(-1, Math.min(1, before.dot(body.forward()))));
        assertEquals(0.5 * t, swept, 1e-6, "turned in the ground plane (rad)");
    }

    @org.junit.jupiter.api.Test
    void drivingStraightUpA40PercentGradeKeepsTheHeading() {
        // the plane rises along (cos 0.7, sin 0.7) in x-z; a car heading h faces (cos h, -sin h).
        // It arrives at 20 m/s and climbs on part throttle (a standing start on 40 % is the
        // launch assist's business, not this test's)
        assertHeadingKept(0.4, -0.7, VehicleInput.pedals(0.5, 0));
    }

    @org.junit.jupiter.api.Test
    void rollingStraightDownAn80PercentGradeKeepsTheHeading() {
        // 80 % (38.7 degrees) is beyond the rear-driven car's traction (it would need mu 1.2 on the
        // driven axle), so the steep case rolls down it, front first, in gear and off the pedals
        assertHeadingKept(0.8, Math.PI - 0.7, VehicleInput.IDLE);
    }

    private static void assertHeadingKept(double grade, double headingRad, VehicleInput input) {
        Car car = new Car(VehicleSpecs.load("boxster-s"));
        Ground slope = new InclinedPlane(grade, 0.7, Surface.ASPHALT);
        car.reset(0, 0, headingRad, slope);
        if (input.throttle() > 0) {
            car.body().setVelocity(car.body().forward().times(20));
            for (var w : car.wheels()) {
                w.setOmega(20 / w.radiusM());
            }
        }
        double heading0 = car.body().heading();
        for (int i = 0; i < 3000; i++) {
            car.step(input, slope, DT);
        }
        double change = Math.toDegrees(Math.IEEEremainder(car.body().heading() - heading0, 2 * Math.PI));
        assertTrue(car.snapshot().speedMps() > 5, "moving: " + car.snapshot().speedMps());
        assertTrue(Math.abs(change) < 1, "heading changed " + change + " deg");
    }
}
