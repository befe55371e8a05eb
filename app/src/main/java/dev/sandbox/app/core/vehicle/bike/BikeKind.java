package dev.sandbox.app.core.vehicle.bike;

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

/** The sandbox's profile of a motorcycle. */
public final class BikeKind {

    /**
     * The lean the model's rider reads a full steer input as: the largest he dares on dry asphalt
     * (about 52 degrees, a little short of the bike's ground clearance).
     */
    public static final double RIDER_FULL_INPUT_LEAN_RAD = Math.toRadians(52);
    /**
     * The chase camera 3.8 m back; the autopilot corners at 4.5 m/s^2, gentler than the car, and
     * aims 5 m + 1 s ahead (8 to 45 m), as the rider needs about a second to lean into a bend; a
     * lean chart of +-20 degrees; in the cockpit the rider's helmet is in the wind.
     */
    private static final KindFigures FIGURES = new KindFigures(3.8f, 4.5, 1.0, 8, 45, "handlebar", 20,
            "lean / target, up = right", "steer input x lock / handlebar, up = left",
            new Hearing(0.75, 0.5, 1.3, 0.5, 2.0, false), "turn the bars");
    /** Two narrow tyres on the centre line, 144 px apart, their numbers right of them; a tapering frame between. */
    private static final TyreDiagramLayout TYRE_DIAGRAM = new TyreDiagramLayout(List.of(
            new Wheel(220, 190, 8, 280, 234), new Wheel(220, 46, 8, 280, 100)),
            List.of(new float[] {211, 46, 229, 46, 234, 170, 206, 170}));
    /** Both tyres mark the road with their contact patch's width (in metres). */
    private static final float[] SKID_MARKS_M = {0.16f, 0.16f};

    /** The motorcycle's profile. */
    public static final VehicleKind KIND = new VehicleKind(FIGURES, TYRE_DIAGRAM, SKID_MARKS_M,
            BikeKind::leanSteer, BikeKind::angles, new KindControls(false, BikeKind::wheelSteer, false));

    private BikeKind() {
    }

    /** The steady lean atan(v^2 kappa / g) for the path, as a share of the lean a full input asks for. */
    private static double leanSteer(VehicleSpec spec, double speedMps, double curvaturePerM) {
        return Math.atan(speedMps * speedMps * curvaturePerM / Units.G) / RIDER_FULL_INPUT_LEAN_RAD;
    }

    /**
     * The rider reads the steer input as a lean to ask for, not a handlebar angle (the
     * countersteer comes out of the dynamics), so a steering wheel's whole travel spans the
     * rider's whole lean range: its stop is a full input.
     */
    private static double wheelSteer(VehicleSpec spec, double wheelAngleRad, double halfRotationRad, double speedMps) {
        return wheelAngleRad / halfRotationRad;
    }

    /** The handlebar's lock; the lean read-outs span the largest lean the spec allows. */
    private static KindAngles angles(VehicleSpec spec) {
        double maxLean = Units.degToRad(spec.motorcycle().maxLeanDeg());
        return new KindAngles(Units.degToRad(spec.motorcycle().maxHandlebarDeg()), maxLean, maxLean);
    }
}
