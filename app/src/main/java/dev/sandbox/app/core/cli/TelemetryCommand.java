package dev.sandbox.app.core.cli;

import dev.sandbox.app.core.telemetry.TelemetrySettings;
import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine.Option;

/**
 * The live-telemetry options as picocli reads them (a mixin of the sandbox's command line): each
 * sets a key of {@link TelemetrySettings} for the run, checked as it is read.
 */
public final class TelemetryCommand {

    private final Map<String, String> settings = new LinkedHashMap<>();

    /** @return the live-telemetry keys set on the command line, in the order given */
    public Map<String, String> settings() {
        return Map.copyOf(settings);
    }

    @Option(names = "--outsim", paramLabel = "HOST:PORT", order = 50, description = {
        "send Live for Speed OutSim packets (motion: pose, velocity, acceleration,",
        "inputs, drive, wheels) over UDP to HOST:PORT (telemetry.outsim)"})
    private void outSim(String target) {
        take(TelemetrySettings.OUTSIM, target, "--outsim");
    }

    @Option(names = "--outgauge", paramLabel = "HOST:PORT", order = 51, description = {
        "send Live for Speed OutGauge packets (dashboard: gear, speed, rpm,",
        "pedals, lights) over UDP to HOST:PORT (telemetry.outgauge)"})
    private void outGauge(String target) {
        take(TelemetrySettings.OUTGAUGE, target, "--outgauge");
    }

    @Option(names = "--telemetry-rate", paramLabel = "HZ", order = 52,
            description = "packets per second of each stream, 1 to 1000 (telemetry.rate, default 60)")
    private void rate(String hz) {
        take(TelemetrySettings.RATE, hz, "--telemetry-rate");
    }

    private void take(String key, String value, String option) {
        try {
            TelemetrySettings.check(key, value);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(option + ": " + e.getMessage());
        }
        settings.put(key, value);
    }
}
