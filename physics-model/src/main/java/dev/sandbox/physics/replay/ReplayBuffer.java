package dev.sandbox.physics.replay;

import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.sim.Vehicle;
import dev.sandbox.physics.sim.VehicleEvent;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.vehicles.Vehicles;
import dev.sandbox.physics.spec.VehicleSpec;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

/**
 * What a replay needs beyond the tape's inputs: copies of the vehicle's complete state every
 * {@link #CHECKPOINT_STEPS} steps (so any moment is at most that many steps of re-simulation
 * away) and the events that mark the timeline. While driving, it keeps at least the last
 * {@code keepSteps} steps replayable and forgets older checkpoints; the tape itself (a few bytes
 * per input change) is kept whole, so a session can still be saved.
 */
public final class ReplayBuffer {

    /** Steps between state copies: one second at the model's 1 kHz. */
    public static final long CHECKPOINT_STEPS = 1000;
    /**
     * Smallest handlebar angle of a countersteer worth marking (in radians, a quarter degree): the
     * rider trims the bar by a tenth of a degree against the lean for long stretches while holding
     * a line, which the model also reports as countersteering.
     */
    public static final double MARKED_COUNTERSTEER_RAD = Math.toRadians(0.25);

    private final DriveTape tape;
    private final long keepSteps;
    private final TreeMap<Long, Checkpoint> checkpoints = new TreeMap<>();
    private final List<TapeEvent> events = new ArrayList<>();
    private boolean countersteering;
    private boolean crashed;
    private boolean colliding;
    private TapeMarker marker;
    private long segmentStart;

    /**
     * A vehicle's complete state at a step of the tape.
     *
     * @param segment the segment it belongs to
     * @param vehicle a copy of the vehicle, never stepped (copy it again to drive it)
     */
    public record Checkpoint(DriveTape.Segment segment, Vehicle vehicle) {
    }

    /**
     * @param tape the tape being recorded or played
     * @param keepSteps how many of the latest steps must stay replayable (&gt;0; Long.MAX_VALUE keeps all)
     */
    public ReplayBuffer(DriveTape tape, long keepSteps) {
        this.tape = tape;
        this.keepSteps = keepSteps;
    }

    /**
     * @param m watches every step from now on and marks what it finds on the timeline, or null for
     *     the model's own events only
     */
    public void setMarker(TapeMarker m) {
        marker = m;
    }

    /**
     * A vehicle was put down: starts a segment and keeps its starting state.
     *
     * @param vehicle the vehicle, reset where it stands and in its gearbox mode
     * @param specText its spec file's text
     */
    public void placed(Vehicle vehicle, String specText) {
        VehicleSnapshot s = vehicle.snapshot();
        DriveTape.Segment seg = tape.begin(vehicle.spec(), specText, s.position().x(), s.position().z(),
                s.headingRad(), s.automatic());
        checkpoints.put(seg.firstStep(), new Checkpoint(seg, StateCopier.copy(vehicle)));
        restartEvents(seg.firstStep());
    }

    private void restartEvents(long firstStep) {
        segmentStart = firstStep;
        countersteering = false;
        crashed = false;
        colliding = false;
        if (marker != null) {
            marker.restart();
        }
    }

    /**
     * One model step happened.
     *
     * @param vehicle the vehicle after the step
     * @param after its snapshot
     */
    public void stepped(Vehicle vehicle, VehicleSnapshot after) {
        tape.record(after);
        long step = tape.endStep();
        note(step - 1, after);
        if (step % CHECKPOINT_STEPS == 0) {
            checkpoints.put(step, new Checkpoint(tape.current(), StateCopier.copy(vehicle)));
            forgetBefore(step - keepSteps);
        }
    }

    /** Notes the events a step's snapshot starts. */
    void note(long step, VehicleSnapshot s) {
        // a kind without a handlebar reports NaN, which is never at least the threshold
        boolean cs = s.kind().countersteering() && Math.abs(s.kind().handlebarRad()) >= MARKED_COUNTERSTEER_RAD;
        boolean cr = s.has(VehicleEvent.CRASHED);
        boolean co = s.has(VehicleEvent.COLLISION);
        if (cs && !countersteering) {
            events.add(new TapeEvent(step, TapeEvent.Kind.COUNTERSTEER));
        }
        if (cr && !crashed) {
            events.add(new TapeEvent(step, TapeEvent.Kind.CRASH));
        }
        if (co && !colliding) {
            events.add(new TapeEvent(step, TapeEvent.Kind.COLLISION));
        }
        countersteering = cs;
        crashed = cr;
        colliding = co;
        if (marker != null) {
            for (TapeMarker.Mark m : marker.accept(s)) {
                long began = Math.max(segmentStart, step + 1 - Math.round(m.startedSAgo() / tape.stepS()));
                insert(new TapeEvent(began, TapeEvent.Kind.TIMED_RUN, m.label()));
            }
        }
    }

    /** Adds an event in step order (a marked stretch begins before the events seen during it). */
    private void insert(TapeEvent e) {
        int i = events.size();
        while (i > 0 && events.get(i - 1).step() > e.step()) {
            i--;
        }
        events.add(i, e);
    }

    private void forgetBefore(long step) {
        if (step <= 0) {
            return;
        }
        Long keep = checkpoints.floorKey(step);
        if (keep != null) {
            checkpoints.headMap(keep, false).clear();
            events.removeIf(e -> e.step() < keep);
        }
    }

    /**
     * Adds a checkpoint found while playing (no effect when one exists there).
     *
     * @param step global step
     * @param cp the checkpoint
     */
    void offer(long step, Checkpoint cp) {
        if (step >= firstStep()) {
            checkpoints.putIfAbsent(step, cp);
        }
    }

    /**
     * @param step a global step
     * @return the latest checkpoint at or before it, or the first one
     */
    public Map.Entry<Long, Checkpoint> checkpointAtOrBefore(long step) {
        Map.Entry<Long, Checkpoint> e = checkpoints.floorEntry(step);
        return e != null ? e : checkpoints.firstEntry();
    }

    /**
     * @param segment a segment of the tape
     * @return its starting checkpoint, or null when forgotten
     */
    public Checkpoint startOf(DriveTape.Segment segment) {
        Checkpoint c = checkpoints.get(segment.firstStep());
        return c != null && c.segment() == segment ? c : null;
    }

    /** @return the earliest replayable global step */
    public long firstStep() {
        return checkpoints.isEmpty() ? 0 : checkpoints.firstKey();
    }

    /** @return the tape */
    public DriveTape tape() {
        return tape;
    }

    /** @return the events still on the timeline, oldest first */
    public List<TapeEvent> events() {
        return Collections.unmodifiableList(events);
    }

    /** @return the checkpoints held, by global step */
    public NavigableMap<Long, Checkpoint> checkpoints() {
        return Collections.unmodifiableNavigableMap(checkpoints);
    }

    /**
     * Builds the buffer of a saved tape by driving it through once: checkpoints every second,
     * events, and the final state.
     *
     * @param tape a tape read from a file
     * @param ground the world to drive on
     * @return the buffer and the final state hash
     */
    public static Built build(DriveTape tape, Ground ground) {
        return build(tape, ground, null);
    }

    /**
     * Builds the buffer of a saved tape by driving it through once, with a marker watching.
     *
     * @param tape a tape read from a file
     * @param ground the world to drive on
     * @param marker marks what the model's own events do not (as it marked the live drive), or null
     * @return the buffer and the final state hash
     */
    public static Built build(DriveTape tape, Ground ground, TapeMarker marker) {
        ReplayBuffer b = new ReplayBuffer(tape, Long.MAX_VALUE);
        b.marker = marker;
        long hash = 0;
        for (DriveTape.Segment seg : tape.segments()) {
            Vehicle v = startVehicle(seg, ground);
            b.checkpoints.put(seg.firstStep(), new Checkpoint(seg, StateCopier.copy(v)));
            b.restartEvents(seg.firstStep());
            SegmentDriver d = new SegmentDriver(seg, v, ground, tape.stepS(), 0);
            while (d.localStep() < seg.steps()) {
                VehicleSnapshot s = d.step();
                long global = seg.firstStep() + d.localStep();
                b.note(global - 1, s);
                if (global % CHECKPOINT_STEPS == 0 && d.localStep() < seg.steps()) {
                    b.checkpoints.put(global, new Checkpoint(seg, StateCopier.copy(v)));
                }
            }
            hash = v.stateHash();
        }
        return new Built(b, hash);
    }

    /**
     * A buffer built from a tape, with the state hash its drive ended in.
     *
     * @param buffer the buffer
     * @param finalStateHash the model's state hash after the last step
     */
    public record Built(ReplayBuffer buffer, long finalStateHash) {
    }

    /**
     * @param seg a segment
     * @param ground the world
     * @return a fresh vehicle of the segment's spec, put down where the segment starts
     */
    static Vehicle startVehicle(DriveTape.Segment seg, Ground ground) {
        VehicleSpec spec = seg.spec();
        Vehicle v = Vehicles.create(spec);
        v.reset(seg.startX(), seg.startZ(), seg.startHeadingRad(), ground);
        v.setAutomatic(seg.startAutomatic());
        return v;
    }

    /** @return an estimate of the bytes the checkpoints and the tape hold (see {@link MemoryMeter}) */
    public long estimateBytes() {
        List<Vehicle> held = checkpoints.values().stream().map(Checkpoint::vehicle).toList();
        return MemoryMeter.deepSize(held) + tape.changeCount() * MemoryMeter.CHANGE_BYTES;
    }
}
