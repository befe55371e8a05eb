package dev.sandbox.physics.provingground;

import dev.sandbox.physics.sim.TelemetryRecorder;
import dev.sandbox.physics.sim.VehicleSnapshot;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Watches a proving-ground command's runs for {@code --csv} (the sandbox's telemetry CSV
 * layout, 100 Hz, every run appended; time restarts at each run) and {@code --plots} (the
 * snapshots kept in memory at the same rate).
 */
public final class RunCapture implements TestTrack.RunObserver, AutoCloseable {

    private static final double SAMPLE_S = 1.0 / TelemetryRecorder.DEFAULT_HZ;

    private final TelemetryRecorder csv;
    private final boolean keep;
    private final List<List<VehicleSnapshot>> runs = new ArrayList<>();
    private double nextKeepS;

    /**
     * @param csvFile where to write the CSV, or null
     * @param keepForPlots true to keep snapshots for plots
     * @throws IOException when the CSV cannot be opened
     */
    public RunCapture(Path csvFile, boolean keepForPlots) throws IOException {
        this.csv = csvFile == null ? null : new TelemetryRecorder(csvFile, TelemetryRecorder.DEFAULT_HZ);
        this.keep = keepForPlots;
    }

    @Override
    public void newRun() {
        runs.add(new ArrayList<>());
        nextKeepS = 0;
    }

    @Override
    public void step(VehicleSnapshot s) {
        if (csv != null) {
            try {
                csv.accept(s);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        if (keep && !runs.isEmpty() && s.timeS() + 1e-9 >= nextKeepS) {
            runs.get(runs.size() - 1).add(s);
            nextKeepS = s.timeS() + SAMPLE_S;
        }
    }

    /** @return the kept runs, each a list of snapshots at 100 Hz */
    public List<List<VehicleSnapshot>> runs() {
        return runs;
    }

    @Override
    public void close() throws IOException {
        if (csv != null) {
            csv.close();
        }
    }
}
