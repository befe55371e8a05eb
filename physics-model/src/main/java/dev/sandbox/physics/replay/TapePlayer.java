package dev.sandbox.physics.replay;

import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.sim.Vehicle;
import dev.sandbox.physics.sim.VehicleSnapshot;
import java.util.Map;

/**
 * Plays a tape back through the model: {@link #seek} puts a copy of the nearest earlier
 * checkpoint's vehicle on the road and re-runs the recorded inputs up to the wanted step, and
 * {@link #stepForward} runs one more step. What it shows is the drive itself, bit for bit: the
 * same model, the same inputs, the same fixed step, from the same state.
 */
public final class TapePlayer {

    private final ReplayBuffer buffer;
    private final DriveTape tape;
    private final Ground ground;
    private SegmentDriver driver;
    private long position;
    private VehicleSnapshot previous;

    /**
     * @param buffer the checkpoints and the tape
     * @param ground the world the tape was driven in
     */
    public TapePlayer(ReplayBuffer buffer, Ground ground) {
        this.buffer = buffer;
        this.tape = buffer.tape();
        this.ground = ground;
        seek(buffer.firstStep());
    }

    /**
     * Moves to a step of the tape (clamped to the replayable range).
     *
     * @param globalStep the number of steps from the start of the session
     */
    public void seek(long globalStep) {
        long target = Math.max(firstStep(), Math.min(globalStep, endStep()));
        boolean forwardInSegment = driver != null && target >= position
                && tape.segmentAt(target) == driver.segment() && target - position < 2 * ReplayBuffer.CHECKPOINT_STEPS;
        if (!forwardInSegment) {
            Map.Entry<Long, ReplayBuffer.Checkpoint> cp = buffer.checkpointAtOrBefore(target);
            ReplayBuffer.Checkpoint c = cp.getValue();
            Vehicle v = StateCopier.copy(c.vehicle());
            driver = new SegmentDriver(c.segment(), v, ground, tape.stepS(), cp.getKey() - c.segment().firstStep());
            position = cp.getKey();
            previous = v.snapshot();
        }
        while (position < target) {
            stepForward();
        }
    }

    /**
     * Runs one step (at a segment's end, moves on to the next segment's start).
     *
     * @return false at the end of the tape
     */
    public boolean stepForward() {
        if (driver.atEnd()) {
            DriveTape.Segment next = nextSegment(driver.segment());
            if (next == null) {
                return false;
            }
            ReplayBuffer.Checkpoint c = buffer.startOf(next);
            Vehicle v = c != null ? StateCopier.copy(c.vehicle()) : ReplayBuffer.startVehicle(next, ground);
            driver = new SegmentDriver(next, v, ground, tape.stepS(), 0);
            previous = v.snapshot();
            return true;
        }
        previous = driver.vehicle().snapshot();
        driver.step();
        position++;
        if (position % ReplayBuffer.CHECKPOINT_STEPS == 0 && !driver.atEnd()) {
            buffer.offer(position, new ReplayBuffer.Checkpoint(driver.segment(), StateCopier.copy(driver.vehicle())));
        }
        return true;
    }

    private DriveTape.Segment nextSegment(DriveTape.Segment s) {
        int i = tape.segments().indexOf(s);
        return i + 1 < tape.segments().size() ? tape.segments().get(i + 1) : null;
    }

    /** @return the current global step */
    public long position() {
        return position;
    }

    /** @return the earliest replayable step */
    public long firstStep() {
        return buffer.firstStep();
    }

    /** @return the last step of the tape */
    public long endStep() {
        return tape.endStep();
    }

    /** @return the state at the current step */
    public VehicleSnapshot current() {
        return driver.vehicle().snapshot();
    }

    /** @return the state one step before (for drawing between steps) */
    public VehicleSnapshot previous() {
        return previous;
    }

    /** @return the vehicle being replayed (do not step it) */
    public Vehicle vehicle() {
        return driver.vehicle();
    }

    /** @return the model's state hash at the current step */
    public long stateHash() {
        return driver.vehicle().stateHash();
    }

    /** @return the tape's fixed step (in seconds) */
    public double stepS() {
        return tape.stepS();
    }

    /** @return the buffer played */
    public ReplayBuffer buffer() {
        return buffer;
    }
}
