package dev.sandbox.physics.car;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.TestSpecs;
import dev.sandbox.physics.ground.FlatGround;
import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.ground.InclinedPlane;
import dev.sandbox.physics.ground.Surface;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.sim.VehicleEvent;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import org.junit.jupiter.api.Test;

/** Conservation laws and closed forms for the car on planes ([Palmer, eq. 8.1-8.6]). */
class CarStraightLinePhysicsTest {

    private static final double DT = 0.001;
    private static final VehicleInput NEUTRAL = new VehicleInput(0, 0, 0, 0, 1, false, false, false);

    private final VehicleSpec spec = VehicleSpecs.load("boxster-s");

    private static VehicleSnapshot run(Car car, Ground ground, VehicleInput in, double seconds) {
        int steps = (int) Math.round(seconds / DT);
        for (int i = 0; i < steps; i++) {
            car.step(in, ground, DT);
            assertTrue(car.snapshot().isFinite(), "NaN at step " + i);
        }
        return car.snapshot();
    }

    /** The rotating wheels' inertia as mass at the contact patch (I / r^2 for each wheel). */
    private double rotatingMassKg() {
        return 2 * spec.frontWheel().inertiaKgM2() / Math.pow(spec.frontWheel().radiusM(), 2)
                + 2 * spec.rearWheel().inertiaKgM2() / Math.pow(spec.rearWheel().radiusM(), 2);
    }

    @Test
    void parkedOnFlatGroundItDoesNotCreep() {
        Car car = new Car(spec);
        Ground flat = new FlatGround();
        car.reset(5, 7, 0.3, flat);
        Vec3 start = car.snapshot().position();
        VehicleSnapshot end = run(car, flat, VehicleInput.IDLE, 60);
        double moved = end.position().minus(start).horizontalLength();
        assertTrue(moved < 0.001, "moved " + moved + " m in 60 s");
        assertEquals(0.0, end.yawRateRadPerS(), 1e-6);
    }

    @Test
    void heldByTheBrakeOnA15PercentSlopeItMovesLessThanACentimetreAMinute() {
        Car car = new Car(spec);
        Ground slope = new InclinedPlane(0.15, 0, Surface.ASPHALT);
        car.reset(0, 0, 0, slope);
        Vec3 start = car.snapshot().position();
        VehicleSnapshot end = run(car, slope, new VehicleInput(0, 0.6, 0, 0, 1, false, false, false), 60);
        assertTrue(end.position().minus(start).length() < 0.01, "moved " + end.position().minus(start).length());
    }

    @Test
    void releasedOnASlopeItRollsBackAtGSinThetaLessResistance() {
        // facing uphill (+x) on a 10 % grade, in neutral, no brakes: eq. 8.6 with T_w = 0 and v
        // small, the wheels' spin inertia added to the mass
        double grade = 0.10;
        Car car = new Car(spec);
        Ground slope = new InclinedPlane(grade, 0, Surface.ASPHALT);
        car.reset(0, 0, 0, slope);
        double theta = Math.atan(grade);
        double m = spec.chassis().totalMassKg();
        double expected = -(m * Units.G * Math.sin(theta) - spec.rollingResistance() * m * Units.G * Math.cos(theta))
                / (m + rotatingMassKg());
        run(car, slope, NEUTRAL, 1.0);
        double v1 = car.snapshot().speedMps();
        run(car, slope, NEUTRAL, 1.0);
        double v2 = car.snapshot().speedMps();
        assertEquals(expected, v2 - v1, 0.01 * Math.abs(expected));
    }

    @Test
    void coastingDownhillInNeutralReachesTheTerminalSpeed() {
        // gravity along the slope balances rolling resistance and drag:
        // m g sin(theta) = mu_r(v) m g cos(theta) + 1/2 C_D rho A v^2 ([Palmer, eq. 8.5] with T_w = 0,
        // a = 0), mu_r(v) = 0.010 (1 + v / 44.4 m/s) [Wong, §1.2]: a quadratic in v
        double grade = 0.10;
        Car car = new Car(spec);
        Ground downhill = new InclinedPlane(grade, Math.PI, Surface.ASPHALT); // rises toward -x; the car faces +x
        car.reset(0, 0, 0, downhill);
        double theta = Math.atan(grade);
        double m = spec.chassis().totalMassKg();
        double k = 0.5 * 0.31 * 1.2 * 1.94;
        double rolling = 0.010 * m * Units.G * Math.cos(theta);
        double b = rolling / (160 / 3.6);
        double c = rolling - m * Units.G * Math.sin(theta);
        double terminal = (-b + Math.sqrt(b * b - 4 * k * c)) / (2 * k);
        VehicleSnapshot s = run(car, downhill, NEUTRAL, 240);
        assertEquals(terminal, s.speedMps(), 0.01 * terminal);
        assertEquals(0, s.longitudinalAccelMps2(), 0.01);
    }

    @Test
    void theNormalForceIsMgCosTheta() {
        // eq. 8.1: F_N = F_Nf + F_Nr = m g cos(theta), on a 20 % slope with the brake held
        Car car = new Car(spec);
        Ground slope = new InclinedPlane(0.2, 0.7, Surface.ASPHALT);
        car.reset(0, 0, 0.7, slope);
        VehicleSnapshot s = run(car, slope, VehicleInput.pedals(0, 1), 3);
        double total = s.wheels().stream().mapToDouble(w -> w.loadN()).sum();
        double m = spec.chassis().totalMassKg();
        assertEquals(m * Units.G * Math.cos(Math.atan(0.2)), total, 0.002 * total);
        // facing uphill, the rear axle carries more ([Monster, "Weight Transfer"])
        assertTrue(s.wheels().get(2).loadN() > s.wheels().get(0).loadN());
    }

    @Test
    void aManualOneTwoShiftAt7200RpmLandsAt4147Rpm() {
        // [Palmer, eq. 8.14-8.15]: Omega_new = 7200 * 2.2 / 3.82 = 4147 rpm at an unchanged wheel speed;
        // the engine speed after the shift is not set by hand: the clutch locking it to the
        // wheels brings it there.
        Car car = new Car(spec);
        car.setAutomatic(false);
        Ground flat = new FlatGround();
        car.reset(0, 0, 0, flat);
        VehicleSnapshot s = car.snapshot();
        while (s.engineRpm() < 7190 && s.timeS() < 30) {
            car.step(VehicleInput.pedals(0.6, 0), flat, DT);
            s = car.snapshot();
        }
        double rpmBefore = s.engineRpm();
        double wheelBefore = s.wheels().get(2).angularVelocityRadPerS();
        car.step(VehicleInput.pedals(0, 0).withShift(true, false), flat, DT);
        s = car.snapshot();
        while ((s.has(VehicleEvent.SHIFTING) || s.clutchSlipping()) && s.timeS() < 40) {
            car.step(VehicleInput.pedals(0.1, 0), flat, DT);
            s = car.snapshot();
        }
        assertEquals(2, s.gear());
        double wheelAfter = s.wheels().get(2).angularVelocityRadPerS();
        double expected = rpmBefore * 2.2 / 3.82 * wheelAfter / wheelBefore;
        assertEquals(expected, s.engineRpm(), 0.002 * expected);
        // against the seed's 4147 rpm: the rear tyres' drive slip in first and the chirp of the
        // clutch closing in second change the wheel speed by a few percent over the shift
        assertEquals(4147, s.engineRpm(), 0.03 * 4147);
    }

    @Test
    void downshiftingIntoFirstAt120KmHBlowsTheEngine() {
        // [Palmer, "Car Simulator"]: past 8000 rpm "you have blown the engine"
        Car car = new Car(spec);
        Ground flat = new FlatGround();
        car.reset(0, 0, 0, flat);
        VehicleSnapshot s = car.snapshot();
        while (s.speedMps() < Units.kmhToMps(120) && s.timeS() < 60) {
            car.step(VehicleInput.pedals(0.7, 0), flat, DT);
            s = car.snapshot();
        }
        car.setAutomatic(false);
        for (int i = 0; car.gearbox().targetGear() > 1 && i < 100; i++) {
            car.step(VehicleInput.pedals(0, 0).withShift(false, i % 2 == 0), flat, DT);
        }
        s = run(car, flat, VehicleInput.pedals(0, 0), 2);
        assertEquals(1, s.gear());
        assertTrue(s.has(VehicleEvent.ENGINE_BLOWN));
        // no more torque: full throttle only drags
        s = run(car, flat, VehicleInput.pedals(1, 0), 0.5);
        assertTrue(s.engineTorqueNm() <= 0, "torque " + s.engineTorqueNm());
        car.reset(0, 0, 0, flat);
        assertFalse(car.snapshot().has(VehicleEvent.ENGINE_BLOWN));
    }

    @Test
    void theLimiterHoldsTheRedlineAndWarns() {
        Car car = new Car(spec);
        car.setAutomatic(false);
        Ground flat = new FlatGround();
        car.reset(0, 0, 0, flat);
        double max = 0;
        boolean warned = false;
        for (int i = 0; i < 12000; i++) {
            car.step(VehicleInput.pedals(0.6, 0), flat, DT);
            max = Math.max(max, car.snapshot().engineRpm());
            warned |= car.snapshot().has(VehicleEvent.REV_LIMITER);
        }
        assertTrue(warned);
        assertTrue(max < 7300 && max > 7150, "max rpm " + max);
        assertFalse(car.snapshot().has(VehicleEvent.ENGINE_BLOWN));
    }

    @Test
    void withoutAbsFullBrakingLocksTheWheelsAndWithoutHelpFullThrottleSpinsThem() {
        VehicleSpec noAbs = TestSpecs.variant("boxster-s", "abs: true", "abs: false");
        Car car = new Car(noAbs);
        Ground flat = new FlatGround();
        car.reset(0, 0, 0, flat);
        boolean spin = false;
        VehicleSnapshot s = car.snapshot();
        while (s.speedMps() < 25 && s.timeS() < 30) {
            car.step(VehicleInput.pedals(1, 0), flat, DT);
            s = car.snapshot();
            spin |= s.has(VehicleEvent.WHEELSPIN);
        }
        assertTrue(spin, "full throttle from rest spins the rear tyres");
        boolean locked = false;
        for (int i = 0; i < 500; i++) {
            car.step(new VehicleInput(0, 1, 0, 0, 1, false, false, false), flat, DT);
            locked |= car.snapshot().has(VehicleEvent.LOCKUP);
        }
        assertTrue(locked, "full pedal without ABS locks a wheel");
    }

    @Test
    void brakesNeverPushTheCarBackwards() {
        // After the stop the only backward motion allowed is the tyres' elastic rebound: their
        // deflection under braking is at most the peak-force slip times the relaxation length
        // (kappa_peak * sigma, about 2.5 cm); the car then stays put.
        Car car = new Car(spec);
        Ground flat = new FlatGround();
        car.reset(0, 0, 0, flat);
        run(car, flat, VehicleInput.pedals(0.5, 0), 3);
        VehicleInput brake = new VehicleInput(0, 1, 0, 0, 1, false, false, false);
        VehicleSnapshot s = car.snapshot();
        while (s.speedMps() > 0) {
            car.step(brake, flat, DT);
            s = car.snapshot();
        }
        double stopX = s.position().x();
        double minX = stopX;
        for (int i = 0; i < 5000; i++) {
            car.step(brake, flat, DT);
            minX = Math.min(minX, car.snapshot().position().x());
        }
        double rebound = car.wheels()[0].tyre().peakSlipRatio(3400, 1) * spec.tyre().relaxationLengthM();
        assertTrue(stopX - minX < rebound, "moved back " + (stopX - minX) + " m");
        assertEquals(0, car.snapshot().speedMps(), 1e-3);
        run(car, flat, brake, 10);
        assertEquals(0, car.snapshot().speedMps(), 1e-4);
    }

    @Test
    void aStandingStartNeedsOnlyTheThrottleAndTheEngineNeverStalls() {
        Car car = new Car(spec);
        Ground flat = new FlatGround();
        car.reset(0, 0, 0, flat);
        double minRpm = Double.MAX_VALUE;
        for (int i = 0; i < 5000; i++) {
            car.step(VehicleInput.pedals(0.3, 0), flat, DT);
            minRpm = Math.min(minRpm, car.snapshot().engineRpm());
        }
        assertTrue(car.snapshot().speedMps() > 5, "speed " + car.snapshot().speedMps());
        for (int i = 0; i < 8000; i++) {
            car.step(VehicleInput.pedals(0, 1), flat, DT);
            minRpm = Math.min(minRpm, car.snapshot().engineRpm());
        }
        assertEquals(0, car.snapshot().speedMps(), 1e-3);
        assertTrue(minRpm > 0.9 * spec.engine().idleRpm(), "min rpm " + minRpm);
    }

    @Test
    void automaticShiftsEarlierAtPartThrottleAndKicksDown() {
        Car car = new Car(spec);
        Ground flat = new FlatGround();
        car.reset(0, 0, 0, flat);
        double firstShiftRpm = 0;
        VehicleSnapshot s = car.snapshot();
        while (s.gear() < 2 && s.timeS() < 20) {
            VehicleSnapshot before = s;
            car.step(VehicleInput.pedals(0.3, 0), flat, DT);
            s = car.snapshot();
            if (s.has(VehicleEvent.SHIFTING) && !before.has(VehicleEvent.SHIFTING)) {
                firstShiftRpm = before.engineRpm();
            }
        }
        // light throttle: between autoUpshiftLightRpm (3000) and the full-throttle point
        assertTrue(firstShiftRpm > 3000 && firstShiftRpm < 4600, "part-throttle upshift at " + firstShiftRpm);
        // cruise at 80 km/h, then floor the pedal: the box drops a gear at once
        dev.sandbox.physics.provingground.Drivers.SpeedHold hold = new dev.sandbox.physics.provingground.Drivers.SpeedHold();
        for (int i = 0; i < 30000; i++) {
            car.step(hold.pedals(s, Units.kmhToMps(80)), flat, DT);
            s = car.snapshot();
        }
        int cruisingGear = s.gear();
        assertTrue(cruisingGear >= 4, "cruising in gear " + cruisingGear);
        s = run(car, flat, VehicleInput.pedals(1, 0), 0.5);
        assertTrue(s.gear() < cruisingGear, "kickdown from " + cruisingGear + " to " + s.gear());
    }

    @Test
    void aLockedClutchPassesOnAllTheEngineWorkItDoesNotSpendOnTheCrank() {
        // engine work = clutch work + the crank's kinetic energy: a locked clutch is a rigid
        // coupling ([Monster, "drive torque = engine torque * gear ratio * ... * efficiency"]). In first
        // gear the tyres' carcass damping makes the driven wheels' spin stiff; a lock solved
        // without it lost 16 % of the engine's work at full throttle.
        Car car = new Car(spec);
        Ground flat = new FlatGround();
        car.reset(0, 0, 0, flat);
        VehicleSnapshot s = run(car, flat, VehicleInput.pedals(1, 0), 0.5);
        double inertia = spec.engine().inertiaKgM2();
        double engineWork = 0;
        double unaccounted = 0;
        int lockedSteps = 0;
        for (int i = 0; i < 2500 && s.gear() == 1; i++) {
            double before = car.engine().omega();
            car.step(VehicleInput.pedals(0.9, 0), flat, DT);
            s = car.snapshot();
            double after = car.engine().omega();
            if (car.driveline().isLocked() && !car.gearbox().isShifting()) {
                double omega = 0.5 * (before + after);
                engineWork += car.driveline().engineTorqueNm() * omega * DT;
                unaccounted += (car.driveline().engineTorqueNm() - car.driveline().clutchTorqueNm()) * omega * DT
                        - 0.5 * inertia * (after * after - before * before);
                lockedSteps++;
            }
        }
        assertTrue(lockedSteps > 300, "locked in first for " + lockedSteps + " ms");
        assertEquals(0.0, unaccounted / engineWork, 0.002, "share of the engine's work lost at the lock");
    }

    @Test
    void reverseDrivesBackwards() {
        Car car = new Car(spec);
        Ground flat = new FlatGround();
        car.reset(0, 0, 0, flat);
        car.step(VehicleInput.IDLE.withShift(false, true), flat, DT);
        VehicleSnapshot s = run(car, flat, VehicleInput.pedals(0.4, 0), 3);
        assertEquals(-1, s.gear());
        assertTrue(s.speedMps() < -2, "speed " + s.speedMps());
    }
}
