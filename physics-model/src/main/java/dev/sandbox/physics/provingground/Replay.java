package dev.sandbox.physics.provingground;

import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.sim.InputRecording;
import dev.sandbox.physics.sim.Vehicle;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.vehicles.Vehicles;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.util.List;

/** Re-runs a recorded drive through the model and reports where it ended. */
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
     * @param rec the recording
     * @return the final state
     */
    public static Result run(InputRecording rec) {
        Ground ground = Soak.groundOf(rec.ground());
        Vehicle v = Vehicles.create(VehicleSpecs.load(rec.vehicleId()));
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
        return new Result(rec.vehicleId(), rec.steps(), rec.steps() * rec.stepS(),
                List.of(s.position().x(), s.position().y(), s.position().z()),
                HandlingRuns.round(Units.mpsToKmh(s.speedMps()), 3), HandlingRuns.round(Math.toDegrees(s.headingRad()), 3),
                s.gear(), Long.toHexString(v.stateHash()));
    }
}
