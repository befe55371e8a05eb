package dev.sandbox.physics.assist;

import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleType;
import java.util.Map;

/** Builds each assist's controller for a vehicle. */
final class Aids {

    private Aids() {
    }

    /**
     * @param spec the vehicle
     * @param into the map to fill, one controller per assist that can act on the vehicle
     */
    static void build(VehicleSpec spec, Map<Assist, Aid> into) {
        TyreLimits tyres = new TyreLimits(spec);
        boolean car = spec.type() == VehicleType.CAR;
        into.put(Assist.TRACTION_CONTROL, new TractionControl(tyres));
        into.put(Assist.ABS, new AntiLock(spec, tyres, car));
        into.put(Assist.HILL_HOLD, new HillHold(spec));
        if (car) {
            into.put(Assist.STABILITY_CONTROL, new StabilityControl(spec));
        } else {
            into.put(Assist.WHEELIE_CONTROL, new WheelieControl(spec));
            into.put(Assist.KEYBOARD_RIDER, new KeyboardRider());
        }
        into.put(Assist.LAUNCH_CONTROL, new LaunchControl(spec, tyres));
        into.put(Assist.AUTO_CLUTCH, new AutoClutch());
    }
}
