package dev.sandbox.app.core.telemetry;

import dev.sandbox.app.core.settings.SettingsFile;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The live-telemetry keys of {@code settings.properties} (the file's other keys are left to
 * their owners): where OutSim and OutGauge go, how often, LFS's OutSim Opts and the IDs. Both
 * streams are off unless a target is set. A value that cannot be used is reported once (file,
 * key, reason) and its default kept; the command line overrides a key for one run
 * ({@link #override}), where a bad value is a bad command line.
 */
public final class TelemetrySettings {

    /** Key of the OutSim target, {@code HOST:PORT} (empty: off). */
    public static final String OUTSIM = "telemetry.outsim";
    /** Key of the OutGauge target, {@code HOST:PORT} (empty: off). */
    public static final String OUTGAUGE = "telemetry.outgauge";
    /** Key of the packet rate of each stream (packets per second). */
    public static final String RATE = "telemetry.rate";
    /** Key of LFS's OutSim Opts, hexadecimal as in LFS's cfg.txt. */
    public static final String OUTSIM_OPTS = "telemetry.outsimOpts";
    /** Key of LFS's OutSim ID. */
    public static final String OUTSIM_ID = "telemetry.outsimId";
    /** Key of LFS's OutGauge ID. */
    public static final String OUTGAUGE_ID = "telemetry.outgaugeId";

    /** The keys and their defaults, in the order the manual lists them. */
    public static final Map<String, String> DEFAULTS = defaultValues();

    /** Slowest packet rate (packets per second). */
    static final double MIN_RATE_HZ = 1;
    /** Fastest packet rate (packets per second): one packet per model step. */
    static final double MAX_RATE_HZ = 1000;

    private final Map<String, String> values = new LinkedHashMap<>(DEFAULTS);
    private final Map<String, UdpTarget> targets = new LinkedHashMap<>();

    private TelemetrySettings() {
    }

    private static Map<String, String> defaultValues() {
        Map<String, String> d = new LinkedHashMap<>();
        d.put(OUTSIM, "");
        d.put(OUTGAUGE, "");
        d.put(RATE, "60");
        d.put(OUTSIM_OPTS, Integer.toHexString(OutSimOptions.ALL));
        d.put(OUTSIM_ID, "0");
        d.put(OUTGAUGE_ID, "0");
        return Collections.unmodifiableMap(d);
    }

    /** @return every default: both streams off */
    public static TelemetrySettings defaults() {
        return new TelemetrySettings();
    }

    /**
     * Reads the live-telemetry keys of the settings file.
     *
     * @param file the settings file (a missing file gives the defaults)
     * @param report receives one line per problem: {@code file: key: reason}
     * @return the settings
     */
    public static TelemetrySettings load(Path file, Consumer<String> report) {
        TelemetrySettings s = new TelemetrySettings();
        // read as the display settings read it (bounded, strict UTF-8); they say when it is unreadable
        SettingsFile read = SettingsFile.read(file);
        for (String key : DEFAULTS.keySet()) {
            String v = read.get(key);
            if (v == null) {
                continue;
            }
            try {
                s.set(key, v.strip());
            } catch (IllegalArgumentException e) {
                String at = read.lineOf(key) > 0 ? file + ":" + read.lineOf(key) : file.toString();
                report.accept(at + ": " + key + ": " + e.getMessage() + "; keeping the default"
                        + (DEFAULTS.get(key).isEmpty() ? " (off)" : " " + DEFAULTS.get(key)));
            }
        }
        return s;
    }

    /**
     * Sets a key for this run only.
     *
     * @param key one of {@link #DEFAULTS}' keys
     * @param value its value
     * @throws IllegalArgumentException naming what is wrong with the value
     */
    public void override(String key, String value) {
        set(key, value.strip());
    }

    /**
     * Checks a value for a key.
     *
     * @param key one of {@link #DEFAULTS}' keys
     * @param value the value
     * @throws IllegalArgumentException naming what is wrong
     */
    public static void check(String key, String value) {
        new TelemetrySettings().set(key, value.strip());
    }

    /** @return the streams, rate and options in force */
    public TelemetryOutConfig config() {
        return new TelemetryOutConfig(targets.get(OUTSIM), targets.get(OUTGAUGE), Double.parseDouble(values.get(RATE)),
                Integer.parseInt(values.get(OUTSIM_OPTS), 16), Integer.parseInt(values.get(OUTSIM_ID)),
                Integer.parseInt(values.get(OUTGAUGE_ID)));
    }

    /** @return a rate or other number as written in the manual: 60, not 60.0 */
    static String number(double d) {
        return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
    }

    private void set(String key, String v) {
        switch (key) {
            case OUTSIM, OUTGAUGE -> {
                if (v.isEmpty()) {
                    targets.remove(key);
                } else {
                    targets.put(key, UdpTarget.parse(v));
                }
            }
            case RATE -> {
                double hz;
                try {
                    hz = Double.parseDouble(v);
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("'" + v + "' is not a number of packets per second");
                }
                if (!(hz >= MIN_RATE_HZ && hz <= MAX_RATE_HZ)) {
                    throw new IllegalArgumentException(v + " packets per second is out of range ("
                            + number(MIN_RATE_HZ) + " to " + number(MAX_RATE_HZ) + ")");
                }
            }
            case OUTSIM_OPTS -> {
                int opts;
                try {
                    opts = Integer.parseInt(v.toLowerCase(Locale.ROOT).replaceFirst("^0x", ""), 16);
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("'" + v + "' is not hexadecimal OutSim Opts (such as 1ff)");
                }
                if (opts < 0 || opts > OutSimOptions.ALL) {
                    throw new IllegalArgumentException("OutSim Opts " + v + " has bits beyond 1ff");
                }
                v = Integer.toHexString(opts);
            }
            case OUTSIM_ID, OUTGAUGE_ID -> {
                try {
                    v = Integer.toString(Integer.parseInt(v));
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("'" + v + "' is not a whole number");
                }
            }
            default -> throw new IllegalArgumentException("unknown setting");
        }
        values.put(key, v);
    }
}
