package dev.sandbox.app.scene.input;

import com.jme3.input.KeyInput;
import com.simsilica.lemur.input.Axis;
import com.simsilica.lemur.input.Button;
import dev.sandbox.app.core.drive.PedalRange;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * One input bound to a function, as written in {@code controls.properties}: a key, a mouse or
 * pad button, or a mouse or pad axis, optionally held together with modifiers.
 *
 * <p>Written form: {@code [-]INPUT[*SCALE][~DEADZONE][@TRAVEL][+MODIFIER...]}, where INPUT is a
 * jME key name without {@code KEY_} ({@code W}, {@code UP}, {@code LCONTROL}, {@code F1}), a pad
 * button ({@code PAD_BUTTON1}..{@code PAD_BUTTON12}, {@code PAD_LEFT1}, {@code PAD_RIGHT1},
 * {@code PAD_LEFT2}, {@code PAD_RIGHT2}, {@code PAD_LEFT3}, {@code PAD_RIGHT3}, {@code PAD_START},
 * {@code PAD_SELECT}, and any further button of a wheel or shifter as {@code PAD_BUTTON13},
 * {@code PAD_BUTTON14}...), a pad axis ({@code PAD_LEFT_X}, {@code PAD_LEFT_Y}, {@code PAD_RIGHT_X},
 * {@code PAD_RIGHT_Y}, {@code PAD_LEFT_TRIGGER}, {@code PAD_RIGHT_TRIGGER}, {@code PAD_HAT_X},
 * {@code PAD_HAT_Y}, a wheel's or stick's {@code PAD_X}, {@code PAD_Y}, and any further axis as
 * {@code PAD_AXIS_} and its jME name), or a mouse input ({@code MOUSE_X}, {@code MOUSE_Y},
 * {@code MOUSE_WHEEL}, {@code MOUSE_BUTTON1}..3). A leading {@code -} drives the function the
 * negative way (steer right, an inverted axis); {@code *SCALE} is the sensitivity (Lemur's
 * mapping scale, default 1); {@code ~DEADZONE} is the fraction of an axis's travel around rest
 * that reads as zero (0..0.9; when not written, jME's 0.05); {@code @TRAVEL} is a pedal axis's
 * travel ({@link PedalRange}: {@code full}, {@code half}, or the readings at rest and pressed
 * fully as {@code REST:FULL}; when not written, half, as a pad's trigger).
 *
 * @param primary a key code ({@link Integer}), a Lemur {@link Button} or a Lemur {@link Axis}
 * @param negative true when the input drives the function the negative way
 * @param scale sensitivity (multiplies the input's value, &gt;0)
 * @param deadZone fraction of an axis's travel that reads as zero (0..0.9), NaN when not written
 * @param modifiers inputs that must be held too (key codes or buttons)
 * @param travel a pedal axis's travel, or null when not written (half travel)
 */
public record InputToken(Object primary, boolean negative, double scale, double deadZone, List<Object> modifiers,
        PedalRange travel) {

    /** The dead zone of an axis whose binding writes none: jME's default for every axis. */
    public static final double DEFAULT_DEAD_ZONE = 0.05;

    /** The prefix of Lemur's ids for pad buttons and axes. */
    private static final String PAD_ID = "joystick_";
    private static final Map<String, Integer> KEYS = new TreeMap<>();
    private static final Map<String, Object> DEVICE = new TreeMap<>();

    static {
        for (Field f : KeyInput.class.getFields()) {
            if (f.getName().startsWith("KEY_") && Modifier.isStatic(f.getModifiers()) && f.getType() == int.class) {
                try {
                    KEYS.putIfAbsent(f.getName().substring(4), f.getInt(null));
                } catch (IllegalAccessException e) {
                    throw new IllegalStateException(e);
                }
            }
        }
        for (Field f : Button.class.getFields()) {
            register(f, Button.class);
        }
        for (Field f : Axis.class.getFields()) {
            register(f, Axis.class);
        }
    }

    private static void register(Field f, Class<?> type) {
        if (f.getType() != type || !Modifier.isStatic(f.getModifiers())) {
            return;
        }
        try {
            String name = f.getName().startsWith("JOYSTICK_") ? "PAD_" + f.getName().substring(9) : f.getName();
            DEVICE.put(name, f.get(null));
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    /** An input without a pedal travel. */
    public InputToken(Object primary, boolean negative, double scale, double deadZone, List<Object> modifiers) {
        this(primary, negative, scale, deadZone, modifiers, null);
    }

    /** A plain key or button, full scale, no dead zone. */
    public static InputToken of(Object primary) {
        return new InputToken(primary, false, 1, Double.NaN, List.of());
    }

    /** A key or button driving the function the negative way. */
    public static InputToken negative(Object primary) {
        return new InputToken(primary, true, 1, Double.NaN, List.of());
    }

    /**
     * @param newTravel a pedal travel (null for the default, half)
     * @return this input with that travel
     */
    public InputToken withTravel(PedalRange newTravel) {
        return new InputToken(primary, negative, scale, deadZone, modifiers, newTravel);
    }

    /**
     * @param inverted true to read the axis inverted
     * @return this input read that way
     */
    public InputToken withNegative(boolean inverted) {
        return new InputToken(primary, inverted, scale, deadZone, modifiers, travel);
    }

    /**
     * @return true when this is the same physical input, held with the same modifiers, whatever
     *     its direction, scale and travel
     */
    public boolean sameInput(InputToken other) {
        return primary.equals(other.primary) && java.util.Set.copyOf(modifiers).equals(java.util.Set.copyOf(other.modifiers));
    }

    /** @return the pedal travel in force: as written, else half */
    public PedalRange pedalTravel() {
        return travel == null ? PedalRange.HALF : travel;
    }

    /**
     * @return the dead zone to put on the jME axis: as written; when not written, jME's default,
     *     except on a pedal whose rest is not the axis's centre (full or calibrated travel), where
     *     a dead zone around the centre would be a flat spot in mid travel: none there
     */
    public double axisDeadZone() {
        if (!pedalTravel().equals(PedalRange.HALF)) {
            return 0;
        }
        return Double.isNaN(deadZone) ? DEFAULT_DEAD_ZONE : deadZone;
    }

    /**
     * The pedal position this input gives, from the value Lemur reports through its mapping
     * (the axis's reading times {@link #mappingScale()}): the reading (inverted when written
     * with {@code -}) through the travel, a written dead zone at the rest end of a full or
     * calibrated travel, then the sensitivity, held at 1.
     *
     * @param mappedValue the value Lemur reported for this input
     * @return the pedal position (0..1)
     */
    public double pedalPosition(double mappedValue) {
        double reading = mappedValue / scale;
        PedalRange range = pedalTravel();
        double p = range.position(reading);
        if (!range.equals(PedalRange.HALF) && !Double.isNaN(deadZone) && p <= deadZone) {
            p = 0;
        }
        return Math.min(1, p * scale);
    }

    /** @return true for an analog axis (pad or mouse) */
    public boolean isAxis() {
        return primary instanceof Axis;
    }

    /** @return true for a pad button or axis */
    public boolean isPad() {
        return nameOf(primary).startsWith("PAD_");
    }

    /** @return the factor handed to Lemur's mapping: the scale, negated for the negative way */
    public double mappingScale() {
        return negative ? -scale : scale;
    }

    /**
     * Parses the written form.
     *
     * @param text one token such as {@code W}, {@code -D}, {@code PAD_LEFT_X*1.5~0.08}
     * @return the token
     * @throws IllegalArgumentException naming what is wrong
     */
    public static InputToken parse(String text) {
        String t = text.trim();
        if (t.isEmpty()) {
            throw new IllegalArgumentException("empty input name");
        }
        String[] parts = t.split("\\+");
        String main = parts[0].trim();
        boolean neg = main.startsWith("-");
        if (neg) {
            main = main.substring(1).trim();
        }
        PedalRange travel = null;
        int at = main.indexOf('@');
        if (at >= 0) {
            travel = PedalRange.parse(main.substring(at + 1));
            main = main.substring(0, at);
        }
        double scale = 1;
        double dead = Double.NaN;
        int tilde = main.indexOf('~');
        if (tilde >= 0) {
            dead = number(main.substring(tilde + 1), "dead zone");
            main = main.substring(0, tilde);
            if (dead < 0 || dead > 0.9) {
                throw new IllegalArgumentException("dead zone " + dead + " is outside 0..0.9");
            }
        }
        int star = main.indexOf('*');
        if (star >= 0) {
            scale = number(main.substring(star + 1), "scale");
            main = main.substring(0, star);
            if (!(scale > 0) || scale > 100) {
                throw new IllegalArgumentException("scale " + scale + " is outside 0..100 (use '-' to invert)");
            }
        }
        Object primary = input(main.trim());
        if (!Double.isNaN(dead) && !(primary instanceof Axis)) {
            throw new IllegalArgumentException("a dead zone (~) only applies to an axis, not '" + main.trim() + "'");
        }
        if (travel != null && !(primary instanceof Axis)) {
            throw new IllegalArgumentException("a pedal travel (@) only applies to an axis, not '" + main.trim() + "'");
        }
        List<Object> mods = new ArrayList<>();
        for (int i = 1; i < parts.length; i++) {
            Object m = input(parts[i].trim());
            if (m instanceof Axis) {
                throw new IllegalArgumentException("an axis cannot be a modifier: '" + parts[i].trim() + "'");
            }
            mods.add(m);
        }
        return new InputToken(primary, neg, scale, dead, List.copyOf(mods), travel);
    }

    /** @return the written form, which {@link #parse} reads back to an equal token */
    public String format() {
        StringBuilder b = new StringBuilder();
        if (negative) {
            b.append('-');
        }
        b.append(nameOf(primary));
        if (scale != 1) {
            b.append('*').append(trim(scale));
        }
        if (!Double.isNaN(deadZone)) {
            b.append('~').append(trim(deadZone));
        }
        if (travel != null) {
            b.append('@').append(travel.format());
        }
        for (Object m : modifiers) {
            b.append('+').append(nameOf(m));
        }
        return b.toString();
    }

    @Override
    public String toString() {
        return format();
    }

    /**
     * @param input a key code, Lemur button or Lemur axis
     * @return its written name
     */
    public static String nameOf(Object input) {
        if (input instanceof Integer code) {
            // KeyInput gives page up/down two names each; the PG ones are the ones people type
            if (code == KeyInput.KEY_PGUP) {
                return "PGUP";
            }
            if (code == KeyInput.KEY_PGDN) {
                return "PGDN";
            }
            for (Map.Entry<String, Integer> e : KEYS.entrySet()) {
                if (e.getValue().equals(code)) {
                    return e.getKey();
                }
            }
            return "KEYCODE_" + code;
        }
        for (Map.Entry<String, Object> e : DEVICE.entrySet()) {
            if (e.getValue().equals(input)) {
                return e.getKey();
            }
        }
        if (input instanceof Button b && b.getId().startsWith(PAD_ID)) {
            String rest = b.getId().substring(PAD_ID.length());
            return rest.chars().allMatch(Character::isDigit) ? "PAD_BUTTON" + rest
                    : "PAD_BUTTON_" + rest.toUpperCase(Locale.ROOT);
        }
        if (input instanceof Axis a && a.getId().startsWith(PAD_ID)) {
            return "PAD_AXIS_" + a.getId().substring(PAD_ID.length()).toUpperCase(Locale.ROOT);
        }
        return String.valueOf(input);
    }

    /**
     * Lemur's button for a pad's button that its tables do not name (a wheel's or shifter's 13th
     * and later), as Lemur names it: {@code joystick_} and the button's number from 1.
     *
     * @param idFromOne the button's number from 1, or its jME name when not a number
     * @return the button
     */
    public static Button padButton(String idFromOne) {
        return new Button(PAD_ID + idFromOne.toLowerCase(Locale.ROOT), "Button " + idFromOne);
    }

    /**
     * Lemur's axis for a pad's axis that its tables do not name, as Lemur names it:
     * {@code joystick_} and the axis's jME name.
     *
     * @param jmeName the axis's logical id in jME
     * @return the axis
     */
    public static Axis padAxis(String jmeName) {
        return new Axis(PAD_ID + jmeName.toLowerCase(Locale.ROOT), "Joystick " + jmeName);
    }

    private static Object input(String name) {
        String n = name.toUpperCase(Locale.ROOT);
        if (n.startsWith("KEY_")) {
            n = n.substring(4);
        }
        Integer key = KEYS.get(n);
        if (key != null) {
            return key;
        }
        Object d = DEVICE.get(n);
        if (d != null) {
            return d;
        }
        if (n.matches("PAD_BUTTON[0-9]{1,3}")) {
            return padButton(n.substring("PAD_BUTTON".length()));
        }
        if (n.matches("PAD_BUTTON_[A-Z0-9_]+")) {
            return padButton(n.substring("PAD_BUTTON_".length()));
        }
        if (n.matches("PAD_AXIS_[A-Z0-9_]+")) {
            return padAxis(n.substring("PAD_AXIS_".length()));
        }
        throw new IllegalArgumentException("unknown key or input '" + name + "' (jME key names without KEY_, "
                + "PAD_BUTTON1..32, PAD_LEFT_X, PAD_AXIS_..., MOUSE_X, ...)");
    }

    private static double number(String s, String what) {
        try {
            return Double.parseDouble(s.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(what + " '" + s.trim() + "' is not a number");
        }
    }

    private static String trim(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e6 ? Long.toString((long) v) : Double.toString(v);
    }
}
