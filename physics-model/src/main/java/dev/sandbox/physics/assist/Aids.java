package dev.sandbox.physics.assist;

import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleType;
import java.util.EnumMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Builds each assist's controller for a vehicle: the assists' one list of the vehicle kinds.
 * Every kind has the assists common to all; {@link #KINDS} adds each kind's own (a new kind adds
 * one line). An assist applies to a vehicle exactly when its kind builds a controller for it.
 */
final class Aids {

    /** What a kind adds to the common assists. */
    private interface KindAids {
        /**
         * @param spec a vehicle of the kind
         * @param tyres what the units know of its tyres
         * @param into the map to add the kind's controllers to
         */
        void add(VehicleSpec spec, TyreLimits tyres, Map<Assist, Aid> into);
    }

    private static final Map<VehicleType, KindAids> KINDS = new EnumMap<>(VehicleType.class);
    /** The assists each kind has, once known (they depend on the kind, not on the vehicle's figures). */
    private static final Map<VehicleType, Set<Assist>> APPLICABLE = new ConcurrentHashMap<>();

    static {
        // a car's anti-lock unit works each wheel's brake; it has stability control
        KINDS.put(VehicleType.CAR, (spec, tyres, into) -> {
            into.put(Assist.ABS, new AntiLock(spec, tyres, true));
            into.put(Assist.STABILITY_CONTROL, new StabilityControl(spec));
        });
        // a motorcycle's unit scales the rider's brake input; it has wheelie control and the keyboard rider
        KINDS.put(VehicleType.MOTORCYCLE, (spec, tyres, into) -> {
            into.put(Assist.ABS, new AntiLock(spec, tyres, false));
            into.put(Assist.WHEELIE_CONTROL, new WheelieControl(spec));
            into.put(Assist.KEYBOARD_RIDER, new KeyboardRider(spec));
        });
    }

    private Aids() {
    }

    /**
     * @param spec the vehicle
     * @param into the map to fill, one controller per assist that can act on the vehicle
     */
    static void build(VehicleSpec spec, Map<Assist, Aid> into) {
        TyreLimits tyres = new TyreLimits(spec);
        into.put(Assist.TRACTION_CONTROL, new TractionControl(tyres));
        into.put(Assist.HILL_HOLD, new HillHold(spec));
        into.put(Assist.LAUNCH_CONTROL, new LaunchControl(spec, tyres));
        into.put(Assist.AUTO_CLUTCH, new AutoClutch());
        KindAids kind = KINDS.get(spec.type());
        if (kind == null) {
            throw new IllegalStateException("no assists registered for vehicle type " + spec.type());
        }
        kind.add(spec, tyres, into);
    }

    /**
     * @param spec a vehicle
     * @return the assists that can act on it
     */
    static Set<Assist> applicable(VehicleSpec spec) {
        return APPLICABLE.computeIfAbsent(spec.type(), type -> {
            Map<Assist, Aid> aids = new EnumMap<>(Assist.class);
            build(spec, aids);
            return Set.copyOf(aids.keySet());
        });
    }
}
