package dev.sandbox.app.core.testpad;

import dev.sandbox.app.core.world.TestPad;
import dev.sandbox.physics.replay.TapeMarker;
import dev.sandbox.physics.sim.VehicleSnapshot;
import java.util.ArrayList;
import java.util.List;

/**
 * Marks the test pad's timed runs on the replay's timeline: its own {@link TestPadTiming} follows
 * the drive as the pad's does, and each run finished becomes a mark where the run began (the
 * launch, the moment the speed fell through 100 km/h, the start of the lap), labelled with its
 * result.
 */
public final class TimedRunMarker implements TapeMarker {

    private final TestPadTiming timing;
    private int seen;

    /** @param pad the pad's layout */
    public TimedRunMarker(TestPad pad) {
        this.timing = new TestPadTiming(pad);
    }

    /** @return every run finished so far, oldest first, without references */
    public List<TimedRun> runs() {
        return timing.runs();
    }

    @Override
    public void restart() {
        timing.interrupt();
    }

    @Override
    public List<Mark> accept(VehicleSnapshot s) {
        timing.accept(s);
        int count = timing.runCount();
        if (count == seen) {
            return List.of();
        }
        List<Mark> marks = new ArrayList<>();
        for (int i = seen; i < count; i++) {
            TimedRun r = timing.run(i);
            marks.add(new Mark(r.name() + " " + r.value() + " " + r.unit(), Math.max(0, s.timeS() - timing.runStartS(i))));
        }
        seen = count;
        return marks;
    }
}
