package dev.sandbox.app.scene.vehicle;

import com.jme3.asset.AssetManager;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleType;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.BiFunction;

/** The view of every vehicle kind: the one place in the scene floor that lists them. */
public final class VehicleViews {

    private static final Map<VehicleType, BiFunction<VehicleSpec, AssetManager, VehicleView>> VIEWS =
            new EnumMap<>(VehicleType.class);

    static {
        VIEWS.put(VehicleType.CAR, CarView::new);
        VIEWS.put(VehicleType.MOTORCYCLE, BikeView::new);
    }

    private VehicleViews() {
    }

    /**
     * @param spec the vehicle's data
     * @param assets where models and textures come from
     * @return a new view of the vehicle, built for its kind
     */
    public static VehicleView create(VehicleSpec spec, AssetManager assets) {
        BiFunction<VehicleSpec, AssetManager, VehicleView> view = VIEWS.get(spec.type());
        if (view == null) {
            throw new IllegalStateException("no view registered for vehicle type " + spec.type());
        }
        return view.apply(spec, assets);
    }
}
