package dev.sandbox.app.session;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import dev.sandbox.app.core.laps.Lap;
import dev.sandbox.app.core.report.DriveLog;
import dev.sandbox.app.core.report.ReplayedDrive;
import dev.sandbox.app.core.report.StateReport;
import dev.sandbox.physics.sim.Vehicle;
import dev.sandbox.physics.sim.VehicleSnapshot;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Keeps the drive's {@link DriveLog} and writes the {@code --state-report} once, however the
 * sandbox ends, when the {@link SessionEnd} makes its saves (after the replay, before the
 * recording).
 */
public final class StateReportState extends BaseAppState {

    /** Longest wait at exit for the proving ground's figures (in seconds). */
    static final double FIGURES_WAIT_S = 60;

    private final Path file;
    private final DriveLog log = new DriveLog();
    private final Consumer<VehicleSnapshot> stepListener = this::stepped;
    private final AtomicBoolean written = new AtomicBoolean();
    private Supplier<Map<String, Boolean>> assists = Map::of;
    private volatile Supplier<List<Lap>> laps = List::of;
    private int seenVersion = -1;
    private volatile DrivingState driving;
    private volatile TimedRuns testPad;
    private volatile Replayed replayed;

    /**
     * A drive re-run from a replay file, which the report describes instead of the live one.
     *
     * @param file the replay file
     * @param spec the vehicle driven last
     * @param drive its totals and timed runs
     * @param stateHash the model's state hash at the end of the re-run
     */
    private record Replayed(Path file, dev.sandbox.physics.spec.VehicleSpec spec, ReplayedDrive drive,
            long stateHash) {
    }

    /** @param file the report to write on exit */
    public StateReportState(Path file) {
        this.file = file;
    }

    /** @param source each assist's id and whether it is on, asked when the report is written */
    public void setAssists(Supplier<Map<String, Boolean>> source) {
        this.assists = source;
    }

    /** @param source every lap timed on the road loop, read when the report is written (none when not set) */
    public void setLaps(Supplier<List<Lap>> source) {
        this.laps = source;
    }

    /** @param source the test pad's timed runs, read when the report is written (none when not set) */
    public void setTimedRuns(TimedRuns source) {
        this.testPad = source;
    }

    /**
     * Makes the report describe a drive re-run from a replay file (the sandbox started with
     * {@code --replay}): its totals, timed runs and final state hash, which is the hash of the
     * drive that saved it.
     *
     * @param file the replay file
     * @param spec the vehicle driven last in it
     * @param drive what the re-run added up to
     * @param stateHash the model's state hash at its end
     */
    public void describeReplay(Path file, dev.sandbox.physics.spec.VehicleSpec spec, ReplayedDrive drive,
            long stateHash) {
        replayed = new Replayed(file, spec, drive, stateHash);
    }

    /** @return the drive's totals */
    public DriveLog log() {
        return log;
    }

    private void stepped(VehicleSnapshot s) {
        if (driving.version() != seenVersion) {
            seenVersion = driving.version();
            log.restart();
        }
        log.accept(s);
    }

    /**
     * Writes the report unless it was written already; a failure prints one line. The test pad's
     * runs are read even when its state was cleaned up first (the application's destroy cleans
     * the states up in the order they were attached, the pad's before this one).
     */
    public void writeOnce() {
        if (!written.compareAndSet(false, true)) {
            return;
        }
        Replayed r = replayed;
        if (r != null) {
            List<dev.sandbox.app.core.testpad.TimedRun> runs = r.drive().runs();
            if (testPad != null) {
                runs = testPad.withReferences(r.spec(), runs, FIGURES_WAIT_S);
            }
            try {
                StateReport.write(file, r.spec().id(), r.drive().log(), r.stateHash(), runs, assists.get(), r.file());
            } catch (IOException | RuntimeException e) {
                System.err.println("driving-sandbox: --state-report " + file + ": " + e.getMessage());
            }
            return;
        }
        DrivingState d = driving;
        Vehicle v = d == null ? null : d.vehicle();
        String id = d == null || d.spec() == null ? null : d.spec().id();
        List<dev.sandbox.app.core.testpad.TimedRun> runs = List.of();
        if (testPad != null) {
            testPad.awaitFigures(FIGURES_WAIT_S);
            runs = testPad.runs();
        }
        try {
            StateReport.write(file, id, log, v == null ? null : v.stateHash(), runs, assists.get(), null, laps.get());
        } catch (IOException | RuntimeException e) {
            System.err.println("driving-sandbox: --state-report " + file + ": " + e.getMessage());
        }
    }

    @Override
    protected void initialize(Application app) {
        driving = getState(DrivingState.class);
        driving.addStepListener(stepListener);
    }

    @Override
    protected void cleanup(Application app) {
        driving.removeStepListener(stepListener);
        writeOnce();
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }
}
