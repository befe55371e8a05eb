package dev.sandbox.physics.assist;

import dev.sandbox.physics.sim.VehicleInput;
import java.util.Set;

/**
 * What the assists made of the driver's input for one step.
 *
 * @param input the input the vehicle gets
 * @param intervening the assists that changed the driver's input this step (for the HUD's flash)
 */
public record AidedInput(VehicleInput input, Set<Assist> intervening) {

    /** Copies the set, so the record stays immutable. */
    public AidedInput {
        intervening = Set.copyOf(intervening);
    }
}
