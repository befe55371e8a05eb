package dev.sandbox.physics.assist;

import dev.sandbox.physics.spec.VehicleSpec;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;

/**
 * Which assists are switched on: an immutable set. Written and read in the form
 * {@code abs=on,tc=off,...} (the {@code --assists} option and the settings file).
 */
public final class AssistSettings {

    private final EnumSet<Assist> on;

    private AssistSettings(Set<Assist> on) {
        this.on = on.isEmpty() ? EnumSet.noneOf(Assist.class) : EnumSet.copyOf(on);
    }

    /** @return every assist off: the raw vehicle */
    public static AssistSettings none() {
        return new AssistSettings(EnumSet.noneOf(Assist.class));
    }

    /** @return every assist on */
    public static AssistSettings all() {
        return new AssistSettings(EnumSet.allOf(Assist.class));
    }

    /**
     * The assists a vehicle starts with. A keyboard player gets every assist on: keys are all or
     * nothing, and no one can modulate a throttle key at the traction limit. A pad or wheel
     * player gets the real vehicle: ABS where the vehicle has it as standard (the 2004 Boxster S
     * has ABS standard and PSM stability control as an option; the 2004 CBR1000RR has neither ABS
     * nor traction control), an automatic clutch, the automatic gearbox, and hill hold.
     *
     * @param spec the vehicle
     * @param keyboardPlayer true when the player drives with keys
     * @return the settings
     */
    public static AssistSettings defaults(VehicleSpec spec, boolean keyboardPlayer) {
        if (keyboardPlayer) {
            return all();
        }
        EnumSet<Assist> set = EnumSet.of(Assist.AUTO_CLUTCH, Assist.AUTO_GEARBOX, Assist.HILL_HOLD);
        if (spec.brakes().abs()) {
            set.add(Assist.ABS);
        }
        return new AssistSettings(set);
    }

    /**
     * Reads {@code KEY=on|off,...}; assists not named are off.
     *
     * @param text the list, e.g. "abs=on,tc=off" (empty for none)
     * @return the settings
     * @throws IllegalArgumentException with one sentence naming the bad key or value
     */
    public static AssistSettings parse(String text) {
        return none().apply(text);
    }

    /**
     * Reads {@code KEY=on|off,...} over these settings: assists not named keep their setting.
     *
     * @param text the list, e.g. "abs=on,tc=off" (empty for no change)
     * @return the new settings
     * @throws IllegalArgumentException with one sentence naming the bad key or value
     */
    public AssistSettings apply(String text) {
        AssistSettings result = this;
        if (text == null || text.isBlank()) {
            return result;
        }
        for (String item : text.split(",")) {
            String entry = item.trim();
            if (entry.isEmpty()) {
                continue;
            }
            int eq = entry.indexOf('=');
            if (eq < 0) {
                throw new IllegalArgumentException("assist setting '" + entry + "' needs the form KEY=on|off (keys: "
                        + Assist.ids() + ")");
            }
            Assist assist = Assist.byId(entry.substring(0, eq));
            String value = entry.substring(eq + 1).trim().toLowerCase(Locale.ROOT);
            boolean enabled = switch (value) {
                case "on" -> true;
                case "off" -> false;
                default -> throw new IllegalArgumentException("assist " + assist.id() + " has value '"
                        + entry.substring(eq + 1).trim() + "'; use on or off");
            };
            result = result.with(assist, enabled);
        }
        return result;
    }

    /**
     * @param assist an assist
     * @param enabled its new setting
     * @return a copy with that assist switched
     */
    public AssistSettings with(Assist assist, boolean enabled) {
        EnumSet<Assist> set = on.clone();
        if (enabled) {
            set.add(assist);
        } else {
            set.remove(assist);
        }
        return new AssistSettings(set);
    }

    /** @return true when the assist is switched on */
    public boolean isOn(Assist assist) {
        return on.contains(assist);
    }

    /** @return the assists switched on (a copy) */
    public Set<Assist> enabled() {
        return on.clone();
    }

    /** @return every assist as KEY=on|off, comma-separated, in declaration order (readable by {@link #parse}) */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder();
        for (Assist a : Assist.values()) {
            b.append(b.length() == 0 ? "" : ",").append(a.id()).append('=').append(isOn(a) ? "on" : "off");
        }
        return b.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof AssistSettings other && other.on.equals(on);
    }

    @Override
    public int hashCode() {
        return on.hashCode();
    }
}
