package dev.sandbox.app.replay;

/**
 * Turns wall time into whole model steps for the replay, at a speed: at 1/8 the replay runs one
 * model step for every eight milliseconds of wall time. The fraction of a step left over is
 * where the view draws between the last two states.
 */
final class PlaybackClock {

    private double speed = 1;
    private boolean playing = true;
    private double accumulatorS;

    /**
     * @param frameS wall time of the frame (in seconds)
     * @param stepS the model's fixed step (in seconds)
     * @return the whole steps to run now
     */
    long advance(double frameS, double stepS) {
        if (!playing || !(frameS > 0)) {
            return 0;
        }
        accumulatorS += Math.min(frameS, 0.25) * speed;
        long n = (long) Math.floor(accumulatorS / stepS);
        accumulatorS -= n * stepS;
        return n;
    }

    /** @param stepS the fixed step @return the part of a step left over (0..1) */
    double alpha(double stepS) {
        return Math.min(1, accumulatorS / stepS);
    }

    /** Forgets the part step (after a seek). */
    void clear() {
        accumulatorS = 0;
    }

    double speed() {
        return speed;
    }

    void setSpeed(double s) {
        speed = s;
    }

    boolean playing() {
        return playing;
    }

    void setPlaying(boolean p) {
        playing = p;
    }
}
