package dev.sandbox.app.feature.hud;

import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleType;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The telemetry panel's own section of every vehicle kind that has one, below the tables every
 * vehicle shows: the one place in the HUD that lists the kinds.
 */
final class TelemetrySections {

    private static final Map<VehicleType, Supplier<TelemetrySection>> SECTIONS = new EnumMap<>(VehicleType.class);

    static {
        SECTIONS.put(VehicleType.MOTORCYCLE, MotorcycleSection::new);
    }

    private TelemetrySections() {
    }

    /**
     * @param spec the vehicle shown
     * @return a new section for what only its kind has, or empty when the common tables say it all
     */
    static Optional<TelemetrySection> of(VehicleSpec spec) {
        Supplier<TelemetrySection> section = SECTIONS.get(spec.type());
        return section == null ? Optional.empty() : Optional.of(section.get());
    }
}
