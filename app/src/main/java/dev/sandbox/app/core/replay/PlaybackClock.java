package dev.sandbox.app.core.replay;

/**
 * Turns wall time into whole model steps for the replay, at a speed: at 1/8 the replay runs one
 * model step for every eight milliseconds of wall time. The fraction of a step left over is
 * where the view draws between the last two states.
 */
public final class PlaybackClock {

    private double speed = 1;
    private boolean playing = true;
    private double accumulatorS;

    /**
     * @param frameS wall time of the frame (in seconds)
     * @param stepS the model's fixed step (in seconds)
     * @return the whole steps to run now
     */
    public long advance(double frameS, double stepS) {
        if (!playing || !(frameS > 0)) {
            return 0;
        }
        accumulatorS += Math.min(frameS, 0.25) * speed;
        long n = (long) Math.floor(accumulatorS / stepS);
        accumulatorS -= n * stepS;
        return n;
    }

    /**
     * @param stepS the model's fixed step (in seconds)
     * @return the part of a step left over (0..1)
     */
    public double alpha(double stepS) {
        return Math.min(1, accumulatorS / stepS);
    }

    /** Forgets the part step (after a seek). */
    public void clear() {
        accumulatorS = 0;
    }

    /** @return the playback speed (replayed seconds per wall second, &gt;0) */
    public double speed() {
        return speed;
    }

    /** @param s the playback speed (replayed seconds per wall second, &gt;0) */
    public void setSpeed(double s) {
        speed = s;
    }

    /** @return true while the replay plays, false while it is paused */
    public boolean playing() {
        return playing;
    }

    /** @param p true to play, false to pause */
    public void setPlaying(boolean p) {
        playing = p;
    }
}
