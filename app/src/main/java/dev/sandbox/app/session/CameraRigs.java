package dev.sandbox.app.session;

/** The camera rigs the player cycles through, for a feature that brings a rig of its own (the replay's close-up). */
public interface CameraRigs {

    /**
     * Adds a rig to the cycle (before the cameras are attached).
     *
     * @param rig the rig
     * @return its index for {@link #select}
     */
    int add(CameraRig rig);

    /** @param index the rig to use from now on, as {@link #add} gave it */
    void select(int index);
}
