package dev.sandbox.physics.provingground;

/**
 * A test run that cannot produce its figure: the vehicle went down (a car overturned, a
 * motorcycle fell) where the test needs it on its wheels, never reached the speed or the state
 * the test measures, or its state stopped being finite. The command reports
 * {@code "valid": false} with the message as its {@code "reason"} instead of a number that
 * describes no run.
 */
public final class InvalidRun extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** @param reason why the run has no figure, as one clause ("the car overturned 2.31 s into the run") */
    public InvalidRun(String reason) {
        super(reason);
    }
}
