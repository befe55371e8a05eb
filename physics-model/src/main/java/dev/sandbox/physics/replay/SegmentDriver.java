package dev.sandbox.physics.replay;

import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.sim.InputRecording.Change;
import dev.sandbox.physics.sim.Vehicle;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import java.util.List;

/**
 * Drives a vehicle through one segment of a tape from a given step: before each step it applies
 * the input and gearbox-mode changes recorded for that step, exactly as the live loop did.
 */
final class SegmentDriver {

    private final DriveTape.Segment segment;
    private final Vehicle vehicle;
    private final Ground ground;
    private final double stepS;
    private final List<Change> changes;
    private long localStep;
    private int next;
    private VehicleInput input = VehicleInput.IDLE;

    /**
     * @param segment the segment
     * @param vehicle the vehicle in the state it had at {@code fromStep}
     * @param ground the world
     * @param stepS the fixed step (in seconds)
     * @param fromStep steps from the segment's start already run
     */
    SegmentDriver(DriveTape.Segment segment, Vehicle vehicle, Ground ground, double stepS, long fromStep) {
        this.segment = segment;
        this.vehicle = vehicle;
        this.ground = ground;
        this.stepS = stepS;
        this.changes = segment.changes();
        this.localStep = fromStep;
        int lo = 0;
        int hi = changes.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (changes.get(mid).step() < fromStep) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        next = lo;
        for (int i = lo - 1; i >= 0; i--) {
            if (changes.get(i).input() != null) {
                input = changes.get(i).input();
                break;
            }
        }
    }

    /** @return the snapshot after one more step */
    VehicleSnapshot step() {
        while (next < changes.size() && changes.get(next).step() <= localStep) {
            Change c = changes.get(next++);
            if (c.input() != null) {
                input = c.input();
            } else {
                vehicle.setAutomatic(c.automatic());
            }
        }
        vehicle.step(input, ground, stepS);
        localStep++;
        return vehicle.snapshot();
    }

    /** @return steps from the segment's start run so far */
    long localStep() {
        return localStep;
    }

    /** @return true when the segment has no more steps */
    boolean atEnd() {
        return localStep >= segment.steps();
    }

    /** @return the vehicle driven */
    Vehicle vehicle() {
        return vehicle;
    }

    /** @return the segment */
    DriveTape.Segment segment() {
        return segment;
    }
}
