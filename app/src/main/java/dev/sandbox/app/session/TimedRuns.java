package dev.sandbox.app.session;

import dev.sandbox.app.core.testpad.TimedRun;
import dev.sandbox.physics.spec.VehicleSpec;
import java.util.List;

/** The test pad's timed runs, each beside the proving ground's figure, as the drive's report asks for them. */
public interface TimedRuns {

    /**
     * Every run finished so far, each with the proving ground's figure when it is known.
     *
     * @return the runs, oldest first
     */
    List<TimedRun> runs();

    /**
     * Waits for the proving ground's figures of every vehicle with a finished run.
     *
     * @param timeoutS longest wait per figure (in seconds)
     */
    void awaitFigures(double timeoutS);

    /**
     * The proving ground's figures for runs driven elsewhere (a replayed drive), computed if need be.
     *
     * @param spec the vehicle that drove them
     * @param driven the runs, without references
     * @param timeoutS longest wait per figure (in seconds)
     * @return the runs with the figures known within the wait
     */
    List<TimedRun> withReferences(VehicleSpec spec, List<TimedRun> driven, double timeoutS);
}
