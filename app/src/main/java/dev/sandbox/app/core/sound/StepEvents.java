package dev.sandbox.app.core.sound;

import dev.sandbox.physics.sim.VehicleEvent;
import dev.sandbox.physics.sim.VehicleSnapshot;

/**
 * Collects what happened during the model's 1 kHz steps between two frames, so the sound hears
 * events shorter than a frame: how much of the time the fuel was cut (the rev limiter's cut
 * lasts a few tens of milliseconds), the hardest impact, a gear change starting, a fall.
 * Told of every step by the driving loop on the render thread; read once per frame.
 */
public final class StepEvents {

    private int steps;
    private int cutSteps;
    private double impactMps;
    private boolean shiftStarted;
    private VehicleSnapshot previous;

    /**
     * What one frame's steps amounted to.
     *
     * @param cutFraction share of the steps with the fuel cut by the limiter or a gear change (0..1)
     * @param impactMps hardest impact: velocity change against an obstacle, vertical speed at a
     *     landing, or the fall of the bike (in metres per second, 0 = none)
     * @param shiftStarted true when a gear change began
     */
    public record Frame(double cutFraction, double impactMps, boolean shiftStarted) {
    }

    /** @param s the snapshot after a step */
    public void accept(VehicleSnapshot s) {
        steps++;
        if (s.has(VehicleEvent.REV_LIMITER) || s.has(VehicleEvent.SHIFTING)) {
            cutSteps++;
        }
        if (previous != null) {
            if (s.has(VehicleEvent.COLLISION)) {
                impactMps = Math.max(impactMps, s.velocity().minus(previous.velocity()).length());
            }
            boolean wasFlying = previous.has(VehicleEvent.AIRBORNE);
            if (wasFlying && !s.has(VehicleEvent.AIRBORNE)) {
                impactMps = Math.max(impactMps, Math.max(0, -previous.velocity().y()));
            }
            if (s.has(VehicleEvent.CRASHED) && !previous.has(VehicleEvent.CRASHED)) {
                // the bike falls on its side from about a metre: sqrt(2 g h), plus its sliding speed
                impactMps = Math.max(impactMps, 4.4 + 0.3 * Math.abs(s.speedMps()));
            }
            if (s.has(VehicleEvent.SHIFTING) && !previous.has(VehicleEvent.SHIFTING)) {
                shiftStarted = true;
            }
        }
        previous = s;
    }

    /** @return the frame's summary; starts a new frame */
    public Frame drain() {
        Frame f = new Frame(steps == 0 ? 0 : cutSteps / (double) steps, impactMps, shiftStarted);
        steps = 0;
        cutSteps = 0;
        impactMps = 0;
        shiftStarted = false;
        return f;
    }

    /** Forgets the previous step (vehicle replaced or reset). */
    public void reset() {
        previous = null;
        drain();
    }
}
