package dev.sandbox.physics.motorcycle;

import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.ground.GroundSample;
import dev.sandbox.physics.ground.Surface;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import org.junit.jupiter.api.Test;

class CrestProbe {

    static final class Crest implements Ground {
        static final double X0 = 1500;
        static final double HALF = 8;

        @Override
        public GroundSample sample(double x, double z) {
            double u = x - X0;
            if (Math.abs(u) >= HALF * 2) {
                return GroundSample.of(0, Vec3.UNIT_Y, Surface.ASPHALT);
            }
            double s = u / (2 * HALF);
            double h = 2.0 * (1 - s * s) * (1 - s * s);
            double dh = 2.0 * 2 * (1 - s * s) * (-2 * s) / (2 * HALF);
            return GroundSample.of(h, new Vec3(-dh, 1, 0).normalizedOr(Vec3.UNIT_Y), Surface.ASPHALT);
        }
    }

    static void ride(double steerAt, double steer, double throttleDip) {
        Rides r = new Rides(new Crest()).at(110);
        VehicleSnapshot s = r.now();
        while (s.position().x() < Crest.X0 - 60) {
            s = r.hold(0);
        }
        double t0 = s.timeS();
        StringBuilder log = new StringBuilder();
        double maxLean = 0;
        while (s.timeS() < t0 + 8 && !s.bike().crashed()) {
            double dx = s.position().x() - Crest.X0;
            double st = dx > steerAt && s.timeS() - t0 < 6 ? steer : 0;
            double hold = Math.max(0, Math.min(1, 0.25 + 0.3 * (110 / 3.6 - s.speedMps())));
            s = r.step(new VehicleInput(dx > 20 && dx < 60 ? throttleDip : hold, 0, st, 0, 0, false, false, true));
            maxLean = Math.max(maxLean, Math.abs(Math.toDegrees(s.bike().leanRad())));
            if (((int) Math.round((s.timeS() - t0) * 1000)) % 100 == 0 && s.timeS() - t0 > 1.5) {
                log.append(String.format(" [%.1f x%.0f %.0fkm/h lean%.1f tgt%.1f bar%.1f r%.0f%s%s]", s.timeS() - t0, dx, s.speedMps() * 3.6,
                        Math.toDegrees(s.bike().leanRad()), Math.toDegrees(s.bike().targetLeanRad()), Math.toDegrees(s.bike().handlebarRad()),
                        Math.toDegrees(s.yawRateRadPerS()), s.has(dev.sandbox.physics.sim.VehicleEvent.AIRBORNE) ? " AIR" : "", s.bike().countersteering() ? " CS" : ""));
            }
        }
        System.out.printf("steerAt=%.0f steer=%.2f dip=%.1f maxLean=%.1f crashed=%b%n%s%n", steerAt, steer, throttleDip, maxLean, s.bike().crashed(), log);
    }

    @Test
    void probe() {
        ride(0, 0.3, 0.0);
        ride(-5, -0.2, 1.0);
    }
}
