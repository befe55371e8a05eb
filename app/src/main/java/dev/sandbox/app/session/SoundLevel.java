package dev.sandbox.app.session;

/** The sound's master level, for the settings screen: the volume and the mute switch, tried and kept. */
public interface SoundLevel {

    /** @return the master volume (0..1) */
    double volume();

    /** @return true while the sound is switched off */
    boolean muted();

    /**
     * Sets the level.
     *
     * @param volume the master volume (0..1)
     * @param muted true to switch the sound off
     * @param remember true to write it to the settings file, false to try it for now
     */
    void setLevel(double volume, boolean muted, boolean remember);
}
