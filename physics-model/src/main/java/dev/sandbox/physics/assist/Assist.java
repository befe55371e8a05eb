package dev.sandbox.physics.assist;

import dev.sandbox.physics.spec.VehicleSpec;
import java.util.Locale;

/**
 * The driving assists, as real cars, motorcycles and driving games have them. Every one acts
 * through the inputs a driver has (brake per wheel, throttle, clutch, gear requests, the steer
 * wish), never on the vehicle's state. The {@link #id} is the name used on the command line and
 * in the settings file ({@code --assists abs=on,tc=off}).
 */
public enum Assist {
    /** Anti-lock brakes: each braked wheel held just short of the tyre's peak slip. */
    ABS("abs", "anti-lock brakes: braked wheels held just short of locking"),
    /** Traction control: the throttle eased while a driven wheel slips past the tyre's peak. */
    TRACTION_CONTROL("tc", "traction control: throttle eased while the driven wheels spin past the tyre's peak"),
    /** Stability control: single wheels braked against a yaw rate or sideslip the steering did not ask for. */
    STABILITY_CONTROL("esc", "stability control: single wheels braked when the car yaws or slides more than the steering asks"),
    /**
     * Launch control: from standstill at full throttle the engine is held at its launch speed and the clutch fed in against
     * wheelspin.
     */
    LAUNCH_CONTROL("launch",
            "launch control: full-throttle starts with the engine held at launch rpm and the clutch fed against wheelspin"),
    /** Automatic clutch: the clutch worked for the driver when moving off and stopping. */
    AUTO_CLUTCH("auto-clutch", "automatic clutch: the clutch is worked for the driver when moving off and stopping"),
    /** Automatic gearbox: shifts on road speed, throttle and load. */
    AUTO_GEARBOX("auto-gearbox", "automatic gearbox: shifts on road speed, throttle and load"),
    /** Wheelie control: the motorcycle's throttle eased as the front wheel rises. */
    WHEELIE_CONTROL("wheelie", "wheelie control (motorcycle): throttle eased as the front wheel rises"),
    /** Keyboard rider: the motorcycle's steer keys ask for a lean that builds and returns smoothly. */
    KEYBOARD_RIDER("keyboard-rider",
            "keyboard rider (motorcycle): steer keys ask for a lean the rider builds and releases smoothly"),
    /** Hill hold: a stopped vehicle with no pedal pressed is held on a slope until the driver moves off. */
    HILL_HOLD("hill-hold", "hill hold: a stopped vehicle is held on a slope until the driver moves off");

    private final String id;
    private final String description;

    Assist(String id, String description) {
        this.id = id;
        this.description = description;
    }

    /** @return the command-line and settings-file name ("abs", "tc", ...) */
    public String id() {
        return id;
    }

    /** @return a one-line description for --help and the menu */
    public String description() {
        return description;
    }

    /**
     * @param spec a vehicle
     * @return true when the assist can act on that kind of vehicle (wheelie control and the
     *     keyboard rider only on a motorcycle, stability control only on a car)
     */
    public boolean appliesTo(VehicleSpec spec) {
        return Aids.applicable(spec).contains(this);
    }

    /**
     * @param id a name as typed ("tc", case-insensitive)
     * @return the assist
     * @throws IllegalArgumentException naming the unknown name and the known ones
     */
    public static Assist byId(String id) {
        String key = id.trim().toLowerCase(Locale.ROOT);
        for (Assist a : values()) {
            if (a.id.equals(key)) {
                return a;
            }
        }
        throw new IllegalArgumentException("unknown assist '" + id.trim() + "' (known: " + ids() + ")");
    }

    /** @return every id, comma-separated, in declaration order */
    public static String ids() {
        StringBuilder b = new StringBuilder();
        for (Assist a : values()) {
            b.append(b.length() == 0 ? "" : ", ").append(a.id);
        }
        return b.toString();
    }
}
