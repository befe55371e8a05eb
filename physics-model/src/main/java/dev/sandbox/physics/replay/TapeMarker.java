package dev.sandbox.physics.replay;

import dev.sandbox.physics.sim.VehicleSnapshot;
import java.util.List;

/**
 * Watches a drive step by step, live or re-run from a tape, and names stretches of it worth
 * marking on the replay's timeline that the model's own events do not: a test pad's timed runs.
 * Fed the same snapshots in both cases, it marks a replayed drive exactly where the live drive
 * was marked.
 */
public interface TapeMarker {

    /**
     * A marked stretch that has just finished.
     *
     * @param label what to call it ("0-100 km/h 5.61 s")
     * @param startedSAgo how long before the step that finished it the stretch began (in seconds, &ge;0)
     */
    record Mark(String label, double startedSAgo) {
    }

    /** A vehicle was put down (start, reset, switch): stretches in progress are void. */
    void restart();

    /**
     * Takes one step's state.
     *
     * @param s the snapshot after the step
     * @return the stretches this step finishes, usually none
     */
    List<Mark> accept(VehicleSnapshot s);
}
