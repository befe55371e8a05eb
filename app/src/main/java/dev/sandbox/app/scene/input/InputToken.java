package dev.sandbox.app.scene.input;

import com.jme3.input.KeyInput;
import com.simsilica.lemur.input.Axis;
import com.simsilica.lemur.input.Button;
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
 * <p>Written form: {@code [-]INPUT[*SCALE][~DEADZONE][+MODIFIER...]}, where INPUT is a jME key
 * name without {@code KEY_} ({@code W}, {@code UP}, {@code LCONTROL}, {@code F1}), a pad button
 * ({@code PAD_BUTTON1}..{@code PAD_BUTTON12}, {@code PAD_LEFT1}, {@code PAD_RIGHT1},
 * {@code PAD_LEFT2}, {@code PAD_RIGHT2}, {@code PAD_LEFT3}, {@code PAD_RIGHT3}, {@code PAD_START},
 * {@code PAD_SELECT}), a pad axis ({@code PAD_LEFT_X}, {@code PAD_LEFT_Y}, {@code PAD_RIGHT_X},
 * {@code PAD_RIGHT_Y}, {@code PAD_LEFT_TRIGGER}, {@code PAD_RIGHT_TRIGGER}, {@code PAD_HAT_X},
 * {@code PAD_HAT_Y}, and a wheel's or stick's {@code PAD_X}, {@code PAD_Y}), or a mouse input
 * ({@code MOUSE_X}, {@code MOUSE_Y}, {@code MOUSE_WHEEL}, {@code MOUSE_BUTTON1}..3). A leading
 * {@code -} drives the function the negative way (steer right, an inverted axis);
 * {@code *SCALE} is the sensitivity (Lemur's mapping scale, default 1); {@code ~DEADZONE} is the
 * fraction of an axis's travel around rest that reads as zero (0..0.9).
 *
 * @param primary a key code ({@link Integer}), a Lemur {@link Button} or a Lemur {@link Axis}
 * @param negative true when the input drives the function the negative way
 * @param scale sensitivity (multiplies the input's value, &gt;0)
 * @param deadZone fraction of an axis's travel that reads as zero (0..0.9), 0 for none
 * @param modifiers inputs that must be held too (key codes or buttons)
 */
public record InputToken(Object primary, boolean negative, double scale, double deadZone, List<Object> modifiers) {

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

    /** A plain key or button, full scale, no dead zone. */
    public static InputToken of(Object primary) {
        return new InputToken(primary, false, 1, 0, List.of());
    }

    /** A key or button driving the function the negative way. */
    public static InputToken negative(Object primary) {
        return new InputToken(primary, true, 1, 0, List.of());
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
        double scale = 1;
        double dead = 0;
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
        if (dead > 0 && !(primary instanceof Axis)) {
            throw new IllegalArgumentException("a dead zone (~) only applies to an axis, not '" + main.trim() + "'");
        }
        List<Object> mods = new ArrayList<>();
        for (int i = 1; i < parts.length; i++) {
            Object m = input(parts[i].trim());
            if (m instanceof Axis) {
                throw new IllegalArgumentException("an axis cannot be a modifier: '" + parts[i].trim() + "'");
            }
            mods.add(m);
        }
        return new InputToken(primary, neg, scale, dead, List.copyOf(mods));
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
        if (deadZone != 0) {
            b.append('~').append(trim(deadZone));
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
        return String.valueOf(input);
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
        throw new IllegalArgumentException("unknown key or input '" + name + "' (jME key names without KEY_, "
                + "PAD_BUTTON1..12, PAD_LEFT_X, MOUSE_X, ...)");
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
