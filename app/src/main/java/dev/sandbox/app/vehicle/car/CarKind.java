package dev.sandbox.app.vehicle.car;

import dev.sandbox.app.audio.Hearing;
import com.jme3.asset.AssetManager;
import dev.sandbox.app.hud.TelemetrySection;
import dev.sandbox.app.vehicle.CarView;
import dev.sandbox.app.vehicle.KindFigures;
import dev.sandbox.app.vehicle.VehicleKind;
import dev.sandbox.app.vehicle.VehicleView;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.spec.VehicleSpec;
import java.util.Optional;

/** The sandbox's profile of a four-wheeled car. */
public final class CarKind implements VehicleKind {

    /** Body-roll read-out full scale: more than a road car rolls (in degrees). */
    private static final double ROLL_SCALE_DEG = 10;
    /**
     * Four wheels; the chase camera 5.2 m back; the autopilot corners at 5.5 m/s^2, a brisk road
     * pace well inside the tyres' grip, aiming 5 m + 0.45 s ahead (7 to 28 m); a body-roll chart
     * of +-2 degrees; in the cockpit the closed body keeps wind and tyres out and muffles the
     * exhaust behind the driver.
     */
    private static final KindFigures FIGURES = new KindFigures(4, 5.2f, 5.5, 0.45, 7, 28, "road wheel", 2,
            "body roll, up = right", "steer input x lock / wheel, up = left",
            new Hearing(0.55, 0.3, 0.35, 0.5, 2.5, false));

    @Override
    public VehicleView createView(VehicleSpec spec, AssetManager assets) {
        return new CarView(spec, assets);
    }

    @Override
    public KindFigures figures() {
        return FIGURES;
    }

    /** The kinematic (Ackermann) road-wheel angle atan(L kappa) as a share of the speed-dependent lock. */
    @Override
    public double autopilotSteer(VehicleSpec spec, double speedMps, double curvaturePerM) {
        double delta = Math.atan(spec.chassis().wheelbaseM() * curvaturePerM);
        double frac = Math.min(1, speedMps / Units.kmhToMps(spec.steering().speedReferenceKmh()));
        double max = Math.toRadians(spec.steering().maxRoadWheelAngleDeg())
                * (1 - (1 - spec.steering().highSpeedAngleFraction()) * frac);
        return delta / max;
    }

    @Override
    public double fullLockRad(VehicleSpec spec) {
        return Units.degToRad(spec.steering().maxRoadWheelAngleDeg());
    }

    @Override
    public double maxLeanRad(VehicleSpec spec) {
        return Double.NaN;
    }

    @Override
    public double leanScaleRad(VehicleSpec spec) {
        return Units.degToRad(ROLL_SCALE_DEG);
    }

    /** The tyres and the body and powertrain table say all there is of a car. */
    @Override
    public Optional<TelemetrySection> telemetrySection() {
        return Optional.empty();
    }

    /** The front tyres' marks are drawn a little wider than the rear ones, so the two lines stay apart in a slide. */
    @Override
    public float skidMarkWidthM(int wheel) {
        return wheel < 2 ? 0.2f : 0.16f;
    }
}
