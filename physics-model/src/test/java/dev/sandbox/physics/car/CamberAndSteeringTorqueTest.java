package dev.sandbox.physics.car;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.ground.FlatGround;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.provingground.Drivers;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.sim.WheelTelemetry;
import dev.sandbox.physics.spec.SuspensionSpec;
import dev.sandbox.physics.spec.TyreSpec;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import dev.sandbox.physics.tyre.TyreModels;
import org.junit.jupiter.api.Test;

/** The Boxster S's camber in roll, its camber thrust and the road's torque on its steering wheel. */
class CamberAndSteeringTorqueTest {

    private static final double DT = 0.001;
    private final VehicleSpec spec = VehicleSpecs.load("boxster-s");

    /** A steady left turn at a fixed road-wheel angle and speed: up to speed straight, then 6 s in the turn. */
    private VehicleSnapshot steadyLeftTurn(double speedMps, double roadWheelRad) {
        Car car = new Car(spec);
        FlatGround flat = new FlatGround();
        car.reset(0, 0, 0, flat);
        Drivers.SpeedHold hold = new Drivers.SpeedHold();
        VehicleSnapshot s = car.snapshot();
        for (int i = 0; i < 12 / DT; i++) {
            double in = i * DT > 6 ? roadWheelRad / car.steering().maxAngleRad(s.speedMps()) : 0;
            VehicleInput pedals = hold.pedals(s, speedMps);
            car.step(pedals.withSteer(Units.clamp(in, -1, 1)), flat, DT);
            s = car.snapshot();
        }
        return s;
    }

    @Test
    void eachWheelLeansWithItsStaticCamberPlusItsShareOfTheRoll() {
        // inclination = static (negative camber: a left wheel's top to the right) + gain * roll
        // [Gillespie, ch. 7]; in a left turn the body rolls right side down (phi > 0)
        VehicleSnapshot s = steadyLeftTurn(20, Math.toRadians(3));
        SuspensionSpec susp = spec.suspension();
        double phi = s.bodyRollRad();
        assertTrue(phi > Math.toRadians(0.5), "roll " + Math.toDegrees(phi));
        double[] camberDeg = {susp.frontStaticCamberDeg(), susp.rearStaticCamberDeg()};
        double[] gain = {susp.frontCamberPerRoll(), susp.rearCamberPerRoll()};
        for (int i = 0; i < 4; i++) {
            int axle = i / 2;
            double side = i % 2 == 0 ? -1 : 1;
            double expected = side * Math.toRadians(camberDeg[axle]) + gain[axle] * phi;
            // the roll of the step the forces were computed in is one step older than the snapshot's
            assertEquals(expected, s.wheels().get(i).camberRad(), 1e-4, "wheel " + i);
        }
        // the outer right rear wheel loses part of its negative camber (its top moves out)
        assertTrue(s.wheels().get(3).camberRad() > Math.toRadians(susp.rearStaticCamberDeg()));
    }

    @Test
    void camberThrustIsCamberStiffnessTimesLoadTimesInclination() {
        // F_y = -C_gamma F_z gamma at zero slip angle (thrust towards the side the top leans to)
        TyreSpec tyre = spec.tyre();
        double load = tyre.referenceLoadN();
        double gamma = Math.toRadians(2);
        double fy = TyreModels.of(tyre).force(0, 0, gamma, load, 1).lateralN();
        assertEquals(-tyre.camberStiffness() * load * gamma, fy, 1e-9 * load);
        assertTrue(tyre.camberStiffness() > 0);
    }

    @Test
    void inASteadyTurnTheSteeringIsPulledBackByBothTrails() {
        // small slip: each front wheel's moment about its steering axis is -(t_p0 + t_m) F_y,
        // so the steering wheel feels T = -(t_p0 + t_m) (F_yL + F_yR) / ratio [Gillespie, ch. 8];
        // at 0.15 g the front slip angles are near half a degree, where the trail has fallen by
        // 2 psi, about 15 %: that is the tolerance
        VehicleSnapshot s = steadyLeftTurn(15, Math.toRadians(2));
        WheelTelemetry fl = s.wheels().get(0);
        WheelTelemetry fr = s.wheels().get(1);
        double sumFy = fl.lateralForceN() + fr.lateralForceN();
        double closedForm = -(spec.tyre().pneumaticTrailM() + spec.steering().mechanicalTrailM()) * sumFy
                / spec.steering().steeringRatio();
        double torque = s.kind().steeringTorqueNm();
        assertTrue(sumFy > 0 && torque < 0, "a left turn pulls the wheel back to the right: " + torque);
        assertEquals(closedForm, torque, 0.15 * Math.abs(closedForm));
        double fromWheels = (fl.aligningMomentNm() + fr.aligningMomentNm()
                - spec.steering().mechanicalTrailM() * sumFy) / spec.steering().steeringRatio();
        assertEquals(fromWheels, torque, 1e-9);
    }

    @Test
    void theSteeringGoesLightAsTheFrontTyresNearTheirPeak() {
        // the pneumatic trail vanishes at the lateral peak, so near the limit the torque per
        // newton of front lateral force falls towards the mechanical trail's alone
        VehicleSnapshot gentle = steadyLeftTurn(15, Math.toRadians(2));
        VehicleSnapshot hard = steadyLeftTurn(20, Math.toRadians(5));
        assertTrue(hard.lateralAccelMps2() > 0.75 * Units.G, "lateral " + hard.lateralAccelMps2() / Units.G + " g, front slip "
                + Math.toDegrees(hard.wheels().get(1).slipAngleRad()) + " deg");
        double ratio = spec.steering().steeringRatio();
        double gentleTrail = -gentle.kind().steeringTorqueNm() * ratio / frontFy(gentle);
        double hardTrail = -hard.kind().steeringTorqueNm() * ratio / frontFy(hard);
        assertTrue(hardTrail < 0.8 * gentleTrail, "effective trail " + gentleTrail + " m -> " + hardTrail + " m");
        assertTrue(hardTrail >= spec.steering().mechanicalTrailM() - 1e-9);
    }

    @Test
    void theSnapshotCarriesTheBodysHeave() {
        VehicleSnapshot s = steadyLeftTurn(15, Math.toRadians(2));
        assertTrue(Double.isFinite(s.kind().bodyHeaveM()));
        assertTrue(Math.abs(s.kind().bodyHeaveM()) < 0.05, "heave " + s.kind().bodyHeaveM());
    }

    private static double frontFy(VehicleSnapshot s) {
        return s.wheels().get(0).lateralForceN() + s.wheels().get(1).lateralForceN();
    }
}
