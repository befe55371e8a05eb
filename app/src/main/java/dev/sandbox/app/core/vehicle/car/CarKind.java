package dev.sandbox.app.core.vehicle.car;

import dev.sandbox.app.core.sound.Hearing;
import dev.sandbox.app.core.vehicle.KindControls;
import dev.sandbox.app.core.vehicle.KindFigures;
import dev.sandbox.app.core.vehicle.TyreDiagramLayout.Wheel;
import dev.sandbox.app.core.vehicle.TyreDiagramLayout;
import dev.sandbox.app.core.vehicle.VehicleKind.KindAngles;
import dev.sandbox.app.core.vehicle.VehicleKind;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.spec.VehicleSpec;
import java.util.List;

/** The sandbox's profile of a four-wheeled car. */
public final class CarKind {

    /** Body-roll read-out full scale: more than a road car rolls (in degrees). */
    private static final double ROLL_SCALE_DEG = 10;
    /**
     * The chase camera 5.2 m back; the autopilot corners at 5.5 m/s^2, a brisk road pace well
     * inside the tyres' grip, aiming 5 m + 0.45 s ahead (7 to 28 m); a body-roll chart of +-2
     * degrees; in the cockpit the closed body keeps wind and tyres out and muffles the exhaust
     * behind the driver.
     */
    private static final KindFigures FIGURES = new KindFigures(5.2f, 5.5, 0.45, 7, 28, "road wheel", 2,
            "body roll, up = right", "steer input x lock / wheel, up = left",
            new Hearing(0.55, 0.3, 0.35, 0.5, 2.5, false), "open the doors and turn the wheels");
    /**
     * Four tyres 104 px apart across and 144 px along, their numbers outside them (front above,
     * rear below the axle line); the body a box between the tyres with an arrow at the front.
     */
    private static final TyreDiagramLayout TYRE_DIAGRAM = new TyreDiagramLayout(List.of(
            new Wheel(168, 190, 11, 4, 234), new Wheel(272, 190, 11, 304, 234),
            new Wheel(168, 46, 11, 4, 100), new Wheel(272, 46, 11, 304, 100)),
            List.of(new float[] {176, 20, 264, 20, 264, 210, 176, 210}, new float[] {208, 212, 232, 212, 220, 224}));
    /** The front tyres' marks are drawn a little wider than the rear ones, so the two lines stay apart in a slide (in metres). */
    private static final float[] SKID_MARKS_M = {0.2f, 0.2f, 0.16f, 0.16f};

    /** The car's profile. */
    public static final VehicleKind KIND = new VehicleKind(FIGURES, TYRE_DIAGRAM, SKID_MARKS_M,
            CarKind::ackermannSteer, CarKind::angles, new KindControls(true, CarKind::wheelSteer, true));

    private CarKind() {
    }

    /** The kinematic (Ackermann) road-wheel angle atan(L kappa) as a share of the speed-dependent lock. */
    private static double ackermannSteer(VehicleSpec spec, double speedMps, double curvaturePerM) {
        double delta = Math.atan(spec.chassis().wheelbaseM() * curvaturePerM);
        return delta / lockRad(spec, speedMps);
    }

    /**
     * A steering wheel turns the road wheels through the steering ratio: the player's wheel
     * angle over the ratio is the road-wheel angle asked for, as a share of the lock at this
     * speed, which caps it ([Siorki, "Steering"]). So the car's wheel follows the player's one
     * to one until the lock, whatever the player's wheel's rotation.
     */
    private static double wheelSteer(VehicleSpec spec, double wheelAngleRad, double halfRotationRad, double speedMps) {
        return wheelAngleRad / spec.steering().steeringRatio() / lockRad(spec, speedMps);
    }

    /**
     * The road wheels' lock at a speed: the parking lock, shrinking with speed to its
     * high-speed share ([Siorki, "Steering"]).
     */
    private static double lockRad(VehicleSpec spec, double speedMps) {
        double frac = Math.min(1, Math.abs(speedMps) / Units.kmhToMps(spec.steering().speedReferenceKmh()));
        return Math.toRadians(spec.steering().maxRoadWheelAngleDeg())
                * (1 - (1 - spec.steering().highSpeedAngleFraction()) * frac);
    }

    /** The road wheels' lock; a car does not lean, and its body roll is read against a fixed scale. */
    private static KindAngles angles(VehicleSpec spec) {
        return new KindAngles(Units.degToRad(spec.steering().maxRoadWheelAngleDeg()), Double.NaN,
                Units.degToRad(ROLL_SCALE_DEG));
    }
}
