package dev.sandbox.app.core.laps;

import java.util.List;

/**
 * A recorded lap as a ghost draws it: the vehicle's pose sampled {@link #HZ} times a second of
 * the lap, from the start/finish line to the finish, and read back at any instant by blending
 * the two frames around it. Poses, not the model's inputs, are kept: replaying poses costs no
 * simulation while driving, and a ghost of poses still shows the lap it recorded after the model
 * or the spec has changed (the best-lap file drops a lap whose spec changed, as its time would
 * no longer be the vehicle's own).
 *
 * @param frames the frames, in time order, the first at the lap's start
 */
public record GhostTrack(List<GhostFrame> frames) {

    /** Frames a second of lap (in hertz): 25 keeps a vehicle at 300 km/h within 3.3 m a frame. */
    public static final double HZ = 25.0;

    /** Copies the frames. */
    public GhostTrack {
        frames = List.copyOf(frames);
    }

    /** @return the time of the last frame (in seconds from the lap's start; 0 when empty) */
    public double durationS() {
        return frames.isEmpty() ? 0 : frames.get(frames.size() - 1).lapS();
    }

    /**
     * @param lapS time since the lap began (in seconds)
     * @return the pose at that time, or null before the first frame, after the last or when empty
     */
    public GhostFrame at(double lapS) {
        if (frames.isEmpty() || lapS < frames.get(0).lapS() || lapS > durationS()) {
            return null;
        }
        int lo = 0;
        int hi = frames.size() - 1;
        while (hi - lo > 1) {
            int mid = (lo + hi) >>> 1;
            if (frames.get(mid).lapS() <= lapS) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        GhostFrame a = frames.get(lo);
        GhostFrame b = frames.get(hi);
        double span = b.lapS() - a.lapS();
        return GhostFrame.blend(a, b, span > 0 ? (lapS - a.lapS()) / span : 0);
    }
}
