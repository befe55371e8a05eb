package dev.sandbox.app.feature.hud;

import dev.sandbox.app.core.vehicles.VehicleKinds;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.sim.WheelTelemetry;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.tyre.TyreModel;
import dev.sandbox.physics.tyre.TyreModels;

/**
 * The grip the HUD draws: each tyre's friction ellipse (peak longitudinal and lateral force,
 * mu times load, from the vehicle's own tyre model and the surface under it), and the
 * vehicle's g-g limit on level ground (the peak friction at the static corner load; for a
 * motorcycle the lateral limit is also capped by the largest lean, tan(lean) g).
 */
public final class TyreLimits {

    private final TyreModel tyre;
    private final double staticLoadN;
    private final double maxLeanRad;

    /** @param spec the vehicle */
    public TyreLimits(VehicleSpec spec) {
        this.tyre = TyreModels.of(spec.tyre());
        this.staticLoadN = spec.chassis().totalMassKg() * Units.G / VehicleKinds.of(spec).wheelCount();
        this.maxLeanRad = VehicleKinds.of(spec).maxLeanRad(spec);
    }

    /** @return the static load on one tyre, level ground, at rest (in newtons) */
    public double staticLoadN() {
        return staticLoadN;
    }

    /**
     * @param w a wheel
     * @return the largest longitudinal force the tyre can give now (in newtons, &ge;0)
     */
    public double maxLongitudinalN(WheelTelemetry w) {
        double load = Math.max(0, w.loadN());
        return load <= 0 ? 0 : tyre.longitudinalFriction(load, w.surface().grip()) * load;
    }

    /**
     * @param w a wheel
     * @return the largest lateral force the tyre can give now (in newtons, &ge;0)
     */
    public double maxLateralN(WheelTelemetry w) {
        double load = Math.max(0, w.loadN());
        return load <= 0 ? 0 : tyre.lateralFriction(load, w.surface().grip()) * load;
    }

    /**
     * @param w a wheel
     * @return how much of its friction ellipse the tyre uses (0 = none, 1 = at the limit)
     */
    public double utilisation(WheelTelemetry w) {
        double fx = maxLongitudinalN(w);
        double fy = maxLateralN(w);
        if (fx <= 0 || fy <= 0) {
            return 0;
        }
        double ux = w.longitudinalForceN() / fx;
        double uy = w.lateralForceN() / fy;
        return Math.sqrt(ux * ux + uy * uy);
    }

    /**
     * @param grip surface friction multiplier (1 = dry asphalt)
     * @return the longitudinal acceleration limit on level ground (in g)
     */
    public double longitudinalLimitG(double grip) {
        return tyre.longitudinalFriction(staticLoadN, grip);
    }

    /**
     * @param grip surface friction multiplier (1 = dry asphalt)
     * @return the lateral acceleration limit on level ground (in g)
     */
    public double lateralLimitG(double grip) {
        double mu = tyre.lateralFriction(staticLoadN, grip);
        return Double.isNaN(maxLeanRad) ? mu : Math.min(mu, Math.tan(maxLeanRad));
    }
}
