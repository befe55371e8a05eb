package dev.sandbox.app.core.laps;

import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.sim.KindTelemetry;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.sim.WheelTelemetry;
import java.util.ArrayList;
import java.util.List;

/**
 * Keeps the poses of the lap being driven, {@link GhostTrack#HZ} times a second of lap time,
 * so that the lap can become the ghost if it is the best.
 */
public final class GhostRecorder {

    private final List<GhostFrame> frames = new ArrayList<>();
    private double nextS;

    /** Starts a new lap: the frames kept so far are dropped. */
    public void restart() {
        frames.clear();
        nextS = 0;
    }

    /**
     * Takes a step's state, keeping it when a frame is due.
     *
     * @param lapS time since the lap began (in seconds)
     * @param s the snapshot after the step
     */
    public void accept(double lapS, VehicleSnapshot s) {
        // a microsecond's grace: step times summed in floating point fall just short of a frame's time
        if (lapS < nextS - 1e-6) {
            return;
        }
        frames.add(frame(lapS, s));
        nextS = (Math.floor((lapS + 1e-6) * GhostTrack.HZ) + 1) / GhostTrack.HZ;
    }

    /**
     * Ends the lap with its last frame at the finish.
     *
     * @param lapS the lap time (in seconds)
     * @param s the snapshot at the finish
     * @return the lap's poses
     */
    public GhostTrack finish(double lapS, VehicleSnapshot s) {
        if (frames.isEmpty() || frames.get(frames.size() - 1).lapS() < lapS) {
            frames.add(frame(lapS, s));
        }
        return new GhostTrack(frames);
    }

    /**
     * @param lapS time since the lap began (in seconds)
     * @param s a snapshot
     * @return the pose it shows
     */
    static GhostFrame frame(double lapS, VehicleSnapshot s) {
        KindTelemetry k = s.kind();
        List<WheelTelemetry> w = s.wheels();
        double[] steer = new double[w.size()];
        double[] spin = new double[w.size()];
        double[] contacts = new double[3 * w.size()];
        for (int i = 0; i < w.size(); i++) {
            steer[i] = w.get(i).steerAngleRad();
            spin[i] = w.get(i).spinAngleRad();
            Vec3 c = w.get(i).contactPoint();
            contacts[3 * i] = c.x();
            contacts[3 * i + 1] = c.y();
            contacts[3 * i + 2] = c.z();
        }
        return new GhostFrame(lapS, xyz(s.position()), xyz(s.forward()), xyz(s.up()), s.bodyPitchRad(),
                s.bodyRollRad(), orZero(k.leanRad()), orZero(k.riderLeanRad()), orZero(k.handlebarRad()),
                orZero(k.bodyHeaveM()), s.speedMps(), s.input().brake() > 0.05, k.footDown(), steer, spin, contacts);
    }

    private static double[] xyz(Vec3 v) {
        return new double[] {v.x(), v.y(), v.z()};
    }

    private static double orZero(double v) {
        return Double.isNaN(v) ? 0 : v;
    }
}
