package dev.sandbox.app.feature.cockpit;

import com.jme3.asset.AssetManager;
import dev.sandbox.app.core.settings.SpeedUnit;
import dev.sandbox.app.scene.vehicle.VehicleView;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleType;
import java.util.EnumMap;
import java.util.Map;

/** The interior of every vehicle kind that has one: the one place in the cockpit feature that lists the kinds. */
final class Cockpits {

    /** Builds a kind's interior for one vehicle and its view. */
    @FunctionalInterface
    private interface Factory {
        Cockpit build(VehicleSpec spec, VehicleView view, AssetManager assets, SpeedUnit unit);
    }

    private static final Map<VehicleType, Factory> COCKPITS = new EnumMap<>(VehicleType.class);

    static {
        COCKPITS.put(VehicleType.CAR, (spec, view, assets, unit) -> CarCockpit.fittedTo(spec, assets, view.cockpitEye(), unit));
        COCKPITS.put(VehicleType.MOTORCYCLE, (spec, view, assets, unit) -> new BikeCockpit(spec, assets, unit));
    }

    private Cockpits() {
    }

    /**
     * @param spec the vehicle
     * @param view its view (where the driver's eye is)
     * @param assets the asset manager
     * @param unit the speedometer's unit
     * @return the interior the cockpit camera shows, or null when the kind has none (the camera
     *     then looks from the view's eye point)
     */
    static Cockpit build(VehicleSpec spec, VehicleView view, AssetManager assets, SpeedUnit unit) {
        Factory f = COCKPITS.get(spec.type());
        return f == null ? null : f.build(spec, view, assets, unit);
    }
}
