package dev.sandbox.physics.provingground;

import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.sim.InputRecording;
import dev.sandbox.physics.sim.Vehicle;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.vehicles.Vehicles;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.util.List;

/** Re-runs a recorded drive through the model, with the spec it was recorded with, and reports where it ended. */
public final class Replay {

    private Replay() {
    }

    /**
     * The end of a replayed drive.
     *
     * @param vehicle vehicle id
     * @param steps steps run
     * @param simulatedS simulated time (in seconds)
     * @param finalPosition x, y, z (in metres)
     * @param finalSpeedKmh speed along the heading (in km/h)
     * @param finalHeadingDeg heading (in degrees)
     * @param finalGear gear
     * @param finalStateHash hash of the final model state (hex)
     */
    public record Result(String vehicle, long steps, double simulatedS, List<Double> finalPosition,
            double finalSpeedKmh, double finalHeadingDeg, int finalGear, String finalStateHash) {
    }

    /**
     * Replays a recording of a shipped vehicle.
     *
     * @param rec the recording
     * @return the final state
     */
    public static Result run(InputRecording rec) {
        return run(rec, null, "the recording");
    }

    /**
     * @param rec the recording
     * @param spec the spec file's spec it was recorded with, or null for the shipped vehicle of its id
     * @param source the recording's name for messages
     * @return the final state
     * @throws IllegalArgumentException when the spec is not the one recorded, or the replay leaves finite numbers
     */
    public static Result run(InputRecording rec, VehicleSpec spec, String source) {
        if (spec == null && !VehicleSpecs.ids().contains(rec.vehicleId())) {
            throw new IllegalArgumentException(source + " is a drive of '" + rec.vehicleId()
                    + "', which is not a shipped vehicle; pass the spec file it was driven with (--spec FILE).");
        }
        VehicleSpec used = spec != null ? spec : VehicleSpecs.load(rec.vehicleId());
        if (!used.id().equals(rec.vehicleId())) {
            throw new IllegalArgumentException(source + " is a drive of '" + rec.vehicleId() + "', not of the spec's '"
                    + used.id() + "'.");
        }
        if (!VehicleSpecs.fingerprint(used).equals(rec.specSha256())) {
            throw new IllegalArgumentException(source + " was recorded with a different spec of '" + rec.vehicleId()
                    + (spec == null ? "' than the shipped one; pass the spec file it was driven with (--spec FILE)."
                            : "' than the spec file given."));
        }
        Ground ground = Soak.groundOf(rec.ground());
        Vehicle v = Vehicles.create(used);
        v.reset(rec.startX(), rec.startZ(), rec.startHeadingRad(), ground);
        v.setAutomatic(rec.automatic());
        VehicleInput in = VehicleInput.IDLE;
        int next = 0;
        for (long i = 0; i < rec.steps(); i++) {
            while (next < rec.changes().size() && rec.changes().get(next).step() <= i) {
                InputRecording.Change c = rec.changes().get(next++);
                if (c.input() != null) {
                    in = c.input();
                } else {
                    v.setAutomatic(c.automatic());
                }
            }
            v.step(in, ground, rec.stepS());
        }
        VehicleSnapshot s = v.snapshot();
        double[] figures = {s.position().x(), s.position().y(), s.position().z(), s.speedMps(), s.headingRad()};
        for (double f : figures) {
            if (!Double.isFinite(f)) {
                throw new IllegalArgumentException(source + ": the replayed state is not finite after " + rec.steps()
                        + " steps; the model diverged on this drive.");
            }
        }
        return new Result(rec.vehicleId(), rec.steps(), rec.steps() * rec.stepS(),
                List.of(s.position().x(), s.position().y(), s.position().z()),
                HandlingRuns.round(Units.mpsToKmh(s.speedMps()), 3), HandlingRuns.round(Math.toDegrees(s.headingRad()), 3),
                s.gear(), Long.toHexString(v.stateHash()));
    }
}
