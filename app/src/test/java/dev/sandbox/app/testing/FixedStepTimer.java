package dev.sandbox.app.testing;

import com.jme3.system.Timer;

/**
 * A jME clock that advances by the same step every rendered frame, whatever the wall clock
 * does: installed in a sandbox under test, each frame moves simulated time, the drive loop,
 * the autopilot, the screenshot times and {@code --exit-after} on by one step, so what a window
 * test sees depends on how many frames it waited for, not on how fast the machine drew them.
 */
public final class FixedStepTimer extends Timer {

    /** Ticks per second of {@link #getTime()}. */
    private static final long RESOLUTION = 1_000_000_000L;

    private final float stepS;
    private long frames;

    /** @param stepS the time each frame advances (in seconds, &gt;0) */
    public FixedStepTimer(float stepS) {
        if (!(stepS > 0)) {
            throw new IllegalArgumentException("the step must be positive, not " + stepS);
        }
        this.stepS = stepS;
    }

    /** @return frames since the clock was reset times the step, in ticks of {@link #getResolution()} */
    @Override
    public long getTime() {
        return Math.round(frames * (double) stepS * RESOLUTION);
    }

    @Override
    public long getResolution() {
        return RESOLUTION;
    }

    /** @return frames per second of simulated time: one over the step */
    @Override
    public float getFrameRate() {
        return 1f / stepS;
    }

    /** @return the step (in seconds) */
    @Override
    public float getTimePerFrame() {
        return stepS;
    }

    /** A frame begins: the clock moves one step on. */
    @Override
    public void update() {
        frames++;
    }

    @Override
    public void reset() {
        frames = 0;
    }
}
