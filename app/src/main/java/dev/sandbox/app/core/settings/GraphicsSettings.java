package dev.sandbox.app.core.settings;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The player's display settings, kept in {@code settings.properties} next to the HUD's own
 * keys (which this class leaves as it found them): window size, fullscreen, vsync, frame cap,
 * MSAA samples, view distance, the graphics preset, HUD scale, whether to pause when the window
 * loses focus, the chase and cockpit cameras' fields of view, and the rotation of the player's
 * steering wheel. A value that cannot be used is reported once (file, line, key, reason) and its
 * default kept, the line left in the file as the player wrote it; a file that cannot be read at
 * all gives every default, says so, and is never overwritten. Command-line options override a
 * value for one run ({@link #override}) without saving it. The preset ({@link GraphicsQuality})
 * gives the MSAA samples their default when neither the file nor the command line sets them.
 * Saved through {@link SettingsFile}: only the changed keys' lines change.
 */
public final class GraphicsSettings {

    /** The narrowest field of view offered (in degrees, vertical). */
    public static final double MIN_FOV_DEG = 30;
    /** The widest field of view offered (in degrees, vertical). */
    public static final double MAX_FOV_DEG = 100;
    /** The least steering-wheel rotation (in degrees lock to lock): half a turn each way. */
    public static final double MIN_WHEEL_ROTATION_DEG = 180;
    /** The most steering-wheel rotation (in degrees lock to lock): a 1440-degree wheel's four turns. */
    public static final double MAX_WHEEL_ROTATION_DEG = 1440;

    /** The keys, their defaults and what they accept, in the order written. */
    public static final Map<String, String> DEFAULTS = defaults();

    private final Map<String, String> values = new HashMap<>();
    private final Set<String> changed = new LinkedHashSet<>();
    private final Path file;

    private GraphicsSettings(Path file) {
        this.file = file;
    }

    private static Map<String, String> defaults() {
        Map<String, String> d = new LinkedHashMap<>();
        d.put("graphics.resolution", "1280x720");
        d.put("graphics.fullscreen", "false");
        d.put("graphics.vsync", "true");
        d.put("graphics.frameCap", "0");
        d.put("graphics.msaa", "0");
        d.put("graphics.viewDistance", "1600");
        // chosen from the OpenGL renderer at the first start (SandboxApp); low where none answers
        d.put("graphics.quality", "low");
        d.put("hud.scale", "1.0");
        d.put("window.pauseOnFocusLoss", "true");
        d.put("camera.chaseFov", "60");
        d.put("camera.cockpitFov", "60");
        d.put("controls.wheelRotation", "0");
        return java.util.Collections.unmodifiableMap(d);
    }

    /** @return the defaults, for a file that is never written */
    public static GraphicsSettings defaults(Path file) {
        return new GraphicsSettings(file);
    }

    /**
     * Reads the settings.
     *
     * @param file the settings file (a missing file gives the defaults)
     * @param report receives one line per problem: {@code file: key: reason}
     * @return the settings
     */
    public static GraphicsSettings load(Path file, Consumer<String> report) {
        GraphicsSettings s = new GraphicsSettings(file);
        SettingsFile read = SettingsFile.read(file);
        if (read.unreadable() != null) {
            report.accept(file + ": cannot read the settings (" + read.unreadable()
                    + "); using the defaults, and the file is left as it is");
            return s;
        }
        s.values.putAll(read.values());
        for (String key : DEFAULTS.keySet()) {
            String v = s.values.get(key);
            if (v == null) {
                continue;
            }
            try {
                check(key, v.trim());
            } catch (IllegalArgumentException e) {
                report.accept(file + ":" + read.lineOf(key) + ": " + key + ": " + e.getMessage() + "; using the default "
                        + DEFAULTS.get(key));
                s.values.remove(key);
            }
        }
        return s;
    }

    /**
     * Checks a value for a key.
     *
     * @throws IllegalArgumentException naming what is wrong
     */
    static void check(String key, String v) {
        switch (key) {
            case "graphics.resolution" -> size(v);
            case "graphics.fullscreen", "graphics.vsync", "window.pauseOnFocusLoss" -> {
                if (!v.equals("true") && !v.equals("false")) {
                    throw new IllegalArgumentException("'" + v + "' is not true or false");
                }
            }
            case "graphics.frameCap" -> range(v, 0, 1000, "frames per second (0 = no cap)");
            case "graphics.msaa" -> {
                int n = (int) range(v, 0, 16, "samples");
                if (Integer.bitCount(n) > 1) {
                    throw new IllegalArgumentException("MSAA samples " + n + " is not 0, 1, 2, 4, 8 or 16");
                }
            }
            case "graphics.viewDistance" -> range(v, 200, 5000, "metres");
            case "graphics.quality" -> GraphicsQuality.parse(v);
            case "hud.scale" -> range(v, 0.5, 3, "HUD scale");
            case "camera.chaseFov", "camera.cockpitFov" -> range(v, MIN_FOV_DEG, MAX_FOV_DEG, "degrees, vertical");
            case "controls.wheelRotation" -> {
                double deg = range(v, 0, MAX_WHEEL_ROTATION_DEG, "degrees lock to lock, 0 = a stick");
                if (deg > 0 && deg < MIN_WHEEL_ROTATION_DEG) {
                    throw new IllegalArgumentException(v + " is not 0 (a stick) or " + MIN_WHEEL_ROTATION_DEG + ".."
                            + MAX_WHEEL_ROTATION_DEG + " (degrees lock to lock)");
                }
            }
            default -> throw new IllegalArgumentException("unknown setting");
        }
    }

    private static double range(String v, double lo, double hi, String what) {
        double d;
        try {
            d = Double.parseDouble(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + v + "' is not a number (" + what + ")");
        }
        if (!(d >= lo && d <= hi)) {
            throw new IllegalArgumentException(v + " is outside " + lo + ".." + hi + " (" + what + ")");
        }
        return d;
    }

    private static int[] size(String v) {
        String[] p = v.toLowerCase(java.util.Locale.ROOT).split("x");
        try {
            if (!v.strip().toLowerCase(java.util.Locale.ROOT).matches("[0-9]{1,5} *x *[0-9]{1,5}")) {
                throw new IllegalArgumentException(v); // ASCII digits, two numbers
            }
            int w = Integer.parseInt(p[0].trim());
            int h = Integer.parseInt(p[1].trim());
            if (p.length == 2 && w >= 160 && h >= 120 && w <= 8192 && h <= 8192) {
                return new int[] {w, h};
            }
        } catch (RuntimeException e) {
            // reported below
        }
        throw new IllegalArgumentException("'" + v + "' is not WIDTHxHEIGHT within 160x120..8192x8192");
    }

    /**
     * Sets a value for this run only (a command-line option); {@link #save} does not write it.
     *
     * @param key one of {@link #DEFAULTS}
     * @param value the value
     * @throws IllegalArgumentException for a bad value
     */
    public void override(String key, String value) {
        check(key, value);
        overrides.put(key, value);
    }

    private final Map<String, String> overrides = new LinkedHashMap<>();

    /**
     * Sets and keeps a value (the settings screen).
     *
     * @param key one of {@link #DEFAULTS}
     * @param value the value
     * @throws IllegalArgumentException for a bad value
     */
    public void set(String key, String value) {
        check(key, value);
        values.put(key, value);
        changed.add(key);
        overrides.remove(key);
    }

    /**
     * Sets and keeps a value the sandbox chose for the player (the preset at the first start),
     * leaving this run's override in force.
     *
     * @param key one of {@link #DEFAULTS}
     * @param value the value
     * @throws IllegalArgumentException for a bad value
     */
    public void choose(String key, String value) {
        check(key, value);
        values.put(key, value);
        changed.add(key);
    }

    /** @return the value in force for a key (override, then file, then the preset's, then default) */
    public String get(String key) {
        String o = overrides.get(key);
        if (o != null) {
            return o;
        }
        String v = values.get(key);
        if (v != null) {
            return v.trim();
        }
        if (key.equals("graphics.msaa")) {
            return Integer.toString(quality().msaa());
        }
        return DEFAULTS.get(key);
    }

    /**
     * @param key one of {@link #DEFAULTS}
     * @return true when the settings file holds a usable value for the key (or the settings
     *     screen set one), whatever the command line overrides
     */
    public boolean saved(String key) {
        return values.get(key) != null;
    }

    /** @return window width and height (in pixels) */
    public int[] resolution() {
        return size(get("graphics.resolution"));
    }

    /** @return true for fullscreen */
    public boolean fullscreen() {
        return Boolean.parseBoolean(get("graphics.fullscreen"));
    }

    /** @return true to wait for the display's refresh */
    public boolean vsync() {
        return Boolean.parseBoolean(get("graphics.vsync"));
    }

    /** @return the frame cap (frames per second, 0 = none) */
    public int frameCap() {
        return (int) Double.parseDouble(get("graphics.frameCap"));
    }

    /** @return MSAA samples (0 = off) */
    public int msaa() {
        return (int) Double.parseDouble(get("graphics.msaa"));
    }

    /** @return the graphics preset in force */
    public GraphicsQuality quality() {
        return GraphicsQuality.parse(get("graphics.quality"));
    }

    /** @return how far the camera sees (in metres) */
    public float viewDistanceM() {
        return (float) Double.parseDouble(get("graphics.viewDistance"));
    }

    /** @return the player's HUD size factor (1 = fitted to the window as designed) */
    public float hudScale() {
        return (float) Double.parseDouble(get("hud.scale"));
    }

    /** @return true to pause the simulation while the window has no focus */
    public boolean pauseOnFocusLoss() {
        return Boolean.parseBoolean(get("window.pauseOnFocusLoss"));
    }

    /** @return the chase camera's field of view (in degrees, vertical) */
    public float chaseFovDeg() {
        return (float) Double.parseDouble(get("camera.chaseFov"));
    }

    /** @return the cockpit camera's field of view (in degrees, vertical) */
    public float cockpitFovDeg() {
        return (float) Double.parseDouble(get("camera.cockpitFov"));
    }

    /** @return the player's steering wheel's rotation lock to lock (in degrees), 0 for a stick */
    public double wheelRotationDeg() {
        return Double.parseDouble(get("controls.wheelRotation"));
    }

    /** @return the settings file */
    public Path file() {
        return file;
    }

    /**
     * Writes the keys set on the settings screen, keeping every other line of the file (the
     * HUD's keys, comments); the values overridden for this run are not written.
     *
     * @throws IOException one line naming the file when it cannot be written, or when it exists
     *     but cannot be read (it is then left as it is)
     */
    public void save() throws IOException {
        SettingsFile now = SettingsFile.read(file);
        for (String key : changed) {
            now.set(key, values.get(key));
        }
        now.save();
    }
}
