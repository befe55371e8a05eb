package dev.sandbox.app.core.laps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.sandbox.physics.ground.FlatGround;
import dev.sandbox.physics.sim.Simulation;
import dev.sandbox.physics.sim.Vehicle;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import dev.sandbox.physics.vehicles.Vehicles;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The ghost's poses are read back between frames as straight-line blends. */
class GhostTrackTest {

    static GhostFrame frame(double t, double x, double lean) {
        return new GhostFrame(t, new double[] {x, 0, 0}, new double[] {1, 0, 0}, new double[] {0, 1, 0}, 0, 0, lean,
                0, 0.01, 0, 20, false, false, new double[] {0.1, 0}, new double[] {t * 50, t * 50},
                new double[] {x + 1, 0, 0, x - 1, 0, 0});
    }

    @Test
    void betweenFramesThePoseIsBlended() {
        List<GhostFrame> frames = new ArrayList<>();
        for (int i = 0; i <= 25; i++) {
            frames.add(frame(i / GhostTrack.HZ, 20.0 * i / GhostTrack.HZ, 0.01 * i));
        }
        GhostTrack track = new GhostTrack(frames);
        assertEquals(1.0, track.durationS(), 1e-12);
        GhostFrame f = track.at(0.5 + 0.25 / GhostTrack.HZ);
        assertEquals(20 * (0.5 + 0.01), f.position()[0], 1e-9, "20 m/s: x grows with time");
        assertEquals(0.01 * 12.75, f.leanRad(), 1e-9);
        assertEquals(20 * 0.51 - 1, f.contacts()[3], 1e-9);
        assertNull(track.at(-0.01));
        assertNull(track.at(1.01));
    }

    @Test
    void theRecorderKeepsTwentyFiveFramesASecondOfLapFromTheModelsSteps() {
        VehicleSpec spec = VehicleSpecs.load("boxster-s");
        Vehicle car = Vehicles.create(spec);
        car.setAutomatic(true);
        FlatGround ground = new FlatGround();
        car.reset(0, 0, 0, ground);
        Simulation sim = new Simulation(car, ground);
        GhostRecorder r = new GhostRecorder();
        r.restart();
        List<VehicleSnapshot> seen = new ArrayList<>();
        VehicleSnapshot s = sim.current();
        for (int k = 0; k < 2000; k++) {
            s = sim.step(VehicleInput.pedals(1, 0).withSteer(0.2));
            seen.add(s);
            r.accept(s.timeS(), s);
        }
        GhostTrack track = r.finish(s.timeS(), s);
        // steps end at 1, 2 ... 2000 ms: frames at 1 ms (the first step), then 40, 80 ... 2000 ms
        assertEquals(51, track.frames().size());
        for (int i = 1; i < track.frames().size(); i++) {
            GhostFrame f = track.frames().get(i);
            assertEquals(i * 0.04, f.lapS(), 1e-6, "the frame at the first step at or after it");
            VehicleSnapshot at = seen.get((int) Math.round(f.lapS() * 1000) - 1);
            assertEquals(at.position().x(), f.position()[0], 1e-12);
            assertEquals(at.wheels().get(0).steerAngleRad(), f.wheelSteerRad()[0], 1e-12);
            assertEquals(4, f.wheels());
        }
        assertEquals(seen.get(999).speedMps(), track.at(1.0).speedMps(), 1e-6, "a frame's time gives its step's pose");
    }
}
