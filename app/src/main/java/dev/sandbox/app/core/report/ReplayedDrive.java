package dev.sandbox.app.core.report;

import dev.sandbox.app.core.testpad.TimedRun;
import dev.sandbox.app.core.testpad.TimedRunMarker;
import dev.sandbox.app.core.world.TestPad;
import dev.sandbox.physics.replay.TapeMarker;
import java.util.List;

/**
 * What a replayed drive adds up to, gathered while the replay file is re-run once on opening:
 * the same {@link DriveLog} and timed runs the live drive's report was made of, so the replay's
 * {@code --state-report} matches the drive that saved it. Marks the timed runs on the timeline
 * as it goes.
 */
public final class ReplayedDrive implements TapeMarker {

    private final DriveLog log = new DriveLog();
    private final TimedRunMarker runs;

    /** @param pad the test pad's layout */
    public ReplayedDrive(TestPad pad) {
        this.runs = new TimedRunMarker(pad);
    }

    /** @return the drive's totals */
    public DriveLog log() {
        return log;
    }

    /** @return the timed runs finished, without references */
    public List<TimedRun> runs() {
        return runs.runs();
    }

    @Override
    public void restart() {
        log.restart();
        runs.restart();
    }

    @Override
    public List<Mark> accept(dev.sandbox.physics.sim.VehicleSnapshot s) {
        log.accept(s);
        return runs.accept(s);
    }
}
