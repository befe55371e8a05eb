package dev.sandbox.app.vehicle.bike;

import dev.sandbox.app.audio.Hearing;
import com.jme3.asset.AssetManager;
import dev.sandbox.app.hud.MotorcycleSection;
import dev.sandbox.app.hud.TelemetrySection;
import dev.sandbox.app.vehicle.BikeView;
import dev.sandbox.app.vehicle.KindFigures;
import dev.sandbox.app.vehicle.VehicleKind;
import dev.sandbox.app.vehicle.VehicleView;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.spec.VehicleSpec;
import java.util.Optional;

/** The sandbox's profile of a motorcycle. */
public final class BikeKind implements VehicleKind {

    /**
     * The lean the model's rider reads a full steer input as: the largest he dares on dry asphalt
     * (about 52 degrees, a little short of the bike's ground clearance).
     */
    public static final double RIDER_FULL_INPUT_LEAN_RAD = Math.toRadians(52);
    /**
     * Two wheels; the chase camera 3.8 m back; the autopilot corners at 4.5 m/s^2, gentler than
     * the car, and aims 5 m + 1 s ahead (8 to 45 m), as the rider needs about a second to lean
     * into a bend; a lean chart of +-20 degrees; in the cockpit the rider's helmet is in the wind.
     */
    private static final KindFigures FIGURES = new KindFigures(2, 3.8f, 4.5, 1.0, 8, 45, "handlebar", 20,
            "lean / target, up = right", "steer input x lock / handlebar, up = left",
            new Hearing(0.75, 0.5, 1.3, 0.5, 2.0, false));

    @Override
    public VehicleView createView(VehicleSpec spec, AssetManager assets) {
        return new BikeView(spec, assets);
    }

    @Override
    public KindFigures figures() {
        return FIGURES;
    }

    /** The steady lean atan(v^2 kappa / g) for the path, as a share of the lean a full input asks for. */
    @Override
    public double autopilotSteer(VehicleSpec spec, double speedMps, double curvaturePerM) {
        double lean = Math.atan(speedMps * speedMps * curvaturePerM / Units.G);
        return lean / RIDER_FULL_INPUT_LEAN_RAD;
    }

    @Override
    public double fullLockRad(VehicleSpec spec) {
        return Units.degToRad(spec.motorcycle().maxHandlebarDeg());
    }

    @Override
    public double maxLeanRad(VehicleSpec spec) {
        return Units.degToRad(spec.motorcycle().maxLeanDeg());
    }

    @Override
    public double leanScaleRad(VehicleSpec spec) {
        return maxLeanRad(spec);
    }

    @Override
    public Optional<TelemetrySection> telemetrySection() {
        return Optional.of(new MotorcycleSection());
    }

    @Override
    public float skidMarkWidthM(int wheel) {
        return 0.16f;
    }
}
