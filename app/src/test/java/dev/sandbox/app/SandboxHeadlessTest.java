package dev.sandbox.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.app.core.cli.LaunchOptions;
import dev.sandbox.app.core.drive.Autopilot;
import dev.sandbox.app.core.world.Obstacle;
import dev.sandbox.app.core.world.RoadLoop;
import dev.sandbox.app.scene.ground.MinieGround;
import dev.sandbox.app.session.DrivingState;
import dev.sandbox.app.session.WorldState;
import dev.sandbox.app.testing.HeadlessSandbox;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.sim.Simulation;
import dev.sandbox.physics.sim.VehicleEvent;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.sim.WheelTelemetry;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Starts the real sandbox with no display (JmeContext.Type.Headless) and drives the Boxster
 * with the autopilot on the real terrain through Minie: the model only meets the world through
 * {@link MinieGround}. The steps run on the jME thread, faster than real time.
 */
class SandboxHeadlessTest {

    private static HeadlessSandbox sandbox;
    private static SandboxApp app;

    @BeforeAll
    static void start() throws Exception {
        sandbox = HeadlessSandbox.start(LaunchOptions.parse("--vehicle", "boxster-s", "--autopilot"), 60, states -> true);
        app = sandbox.app();
    }

    @AfterAll
    static void stop() {
        if (sandbox != null) {
            sandbox.close();
        }
    }

    private static <T> T onJme(Callable<T> c) throws Exception {
        return sandbox.onJme(c);
    }

    @Test
    @Timeout(240)
    void autopilotMinuteStaysOnTheGroundAndFeelsTheGrades() throws Exception {
        long t0 = System.nanoTime();
        String report = onJme(() -> {
            DrivingState d = app.getStateManager().getState(DrivingState.class);
            WorldState w = app.getStateManager().getState(WorldState.class);
            RoadLoop road = w.road();
            d.place("boxster-s", road.x(0), road.z(0), road.headingRad(0));
            Simulation sim = d.simulation();
            Autopilot pilot = d.autopilot();
            MinieGround ground = w.ground();
            double worstGap = 0;
            double lowest = 0;
            double climbAcc = 0;
            int climbN = 0;
            double descentAcc = 0;
            int descentN = 0;
            double maxSpeed = 0;
            double prevSpeed = sim.current().speedMps();
            int steps = (int) Math.round(60.0 / sim.stepS());
            for (int k = 0; k < steps; k++) {
                VehicleSnapshot s = sim.step(pilot.next(sim.current(), sim.stepS()));
                if (s.speedMps() > 20) {
                    // up to speed: now hold the throttle so the grades show in the speed
                    pilot.setFixedThrottle(0.3);
                }
                if (k % 10 != 0) {
                    continue;
                }
                for (WheelTelemetry wt : s.wheels()) {
                    Vec3 c = wt.contactPoint();
                    double gap = c.y() - ground.sample(c.x(), c.z()).heightM();
                    lowest = Math.min(lowest, gap);
                    if (wt.grounded()) {
                        worstGap = Math.max(worstGap, Math.abs(gap));
                    }
                }
                double acc = (s.speedMps() - prevSpeed) / (10 * sim.stepS());
                prevSpeed = s.speedMps();
                maxSpeed = Math.max(maxSpeed, s.speedMps());
                if (s.input().brake() == 0 && s.input().throttle() == 0.3) {
                    if (s.gradePct() > 6) {
                        climbAcc += acc;
                        climbN++;
                    } else if (s.gradePct() < -6) {
                        descentAcc += acc;
                        descentN++;
                    }
                }
            }
            VehicleSnapshot end = sim.current();
            return String.format("gap %.4f low %.4f climb %.3f %d descent %.3f %d vmax %.1f dist %.0f",
                    worstGap, lowest, climbAcc / Math.max(1, climbN), climbN,
                    descentAcc / Math.max(1, descentN), descentN, maxSpeed, end.distanceM());
        });
        System.out.printf("autopilot minute (%.1f s real time): %s%n", (System.nanoTime() - t0) / 1e9, report);
        String[] f = report.split(" ");
        double gap = Double.parseDouble(f[1]);
        double low = Double.parseDouble(f[3]);
        double climb = Double.parseDouble(f[5]);
        int climbN = Integer.parseInt(f[6]);
        double descent = Double.parseDouble(f[8]);
        int descentN = Integer.parseInt(f[9]);
        double dist = Double.parseDouble(f[13]);
        assertTrue(gap < 0.03, "grounded wheels within 3 cm of the Minie terrain, worst " + gap);
        assertTrue(low > -0.01, "no wheel below the terrain, lowest " + low);
        assertTrue(climbN > 50 && descentN > 50, "the loop has climbs and descents to judge");
        assertTrue(climb < descent, "accelerates less uphill than downhill at fixed throttle");
        assertTrue(climb < 0 && descent > 0, "climbs slow it, descents speed it up: " + report);
        assertTrue(dist > 300, "covered a good part of the loop in a minute: " + dist);
    }

    @Test
    @Timeout(120)
    void bouncesOffABarrierWithAQuarterOfItsNormalSpeed() throws Exception {
        String report = onJme(() -> {
            DrivingState d = app.getStateManager().getState(DrivingState.class);
            WorldState w = app.getStateManager().getState(WorldState.class);
            Obstacle.Wall barrier = null;
            for (Obstacle o : w.layout().obstacles()) {
                if (o instanceof Obstacle.Wall wall && wall.kind() == Obstacle.WallKind.BARRIER) {
                    barrier = wall;
                    break;
                }
            }
            assertNotNull(barrier);
            RoadLoop road = w.road();
            int i = road.nearest(barrier.x(), barrier.z());
            double nx = road.x(i) - barrier.x();
            double nz = road.z(i) - barrier.z();
            // square to the wall (its length runs along one of its heading's two axes, the one across the
            // line to the road), so the hit is head-on and Palmer's e is the centre of mass' too
            double h = barrier.headingRad();
            double ax = Math.abs(Math.cos(h) * nx + Math.sin(h) * nz) < Math.abs(Math.sin(h) * nx + Math.cos(h) * nz)
                    ? Math.cos(h) : Math.sin(h);
            double az = ax == Math.cos(h) ? Math.sin(h) : Math.cos(h);
            double along = ax * nx + az * nz;
            nx -= along * ax;
            nz -= along * az;
            double len = Math.hypot(nx, nz);
            nx /= len;
            nz /= len;
            double startX = barrier.x() + nx * 20;
            double startZ = barrier.z() + nz * 20;
            double heading = Math.atan2(nz, -nx);
            d.place("boxster-s", startX, startZ, heading);
            Simulation sim = d.simulation();
            Vec3 n = new Vec3(nx, 0, nz);
            VehicleSpec spec = VehicleSpecs.load("boxster-s");
            for (int k = 0; k < 8000; k++) {
                boolean coast = k > 0 && sim.current().speedMps() > 9;
                VehicleInput in = coast ? VehicleInput.IDLE : VehicleInput.pedals(0.5, 0);
                VehicleSnapshot prev = sim.current();
                VehicleSnapshot s = sim.step(in);
                if (s.has(VehicleEvent.COLLISION)) {
                    // the impulse J along n at the contact's lever a: J = m dv_n, a = I dr / J; the
                    // contact point's normal speed is v_n + r a before and after
                    double j = spec.chassis().totalMassKg() * (s.velocity().dot(n) - prev.velocity().dot(n));
                    double arm = spec.chassis().yawInertiaKgM2() * (s.yawRateRadPerS() - prev.yawRateRadPerS()) / j;
                    double approach = prev.velocity().dot(n) + prev.yawRateRadPerS() * arm;
                    double rebound = s.velocity().dot(n) + s.yawRateRadPerS() * arm;
                    return String.format(java.util.Locale.ROOT, "centre %.3f contact %.3f rebound %.3f lever %.3f",
                            prev.velocity().dot(n), approach, rebound, arm);
                }
            }
            return "no impact";
        });
        System.out.println("barrier impact: " + report);
        String[] f = report.split(" ");
        assertTrue(f.length == 8 && Double.parseDouble(f[1]) < -5, "drove into the barrier at over 5 m/s: " + report);
        double approach = Double.parseDouble(f[3]);
        double rebound = Double.parseDouble(f[5]);
        // [Palmer, eq. 8.42a] for an immovable obstacle: the contact point's normal speed reverses
        // to e = 0.25 of itself. The barrier on its slope meets one front corner, so the body also
        // spins and its centre rebounds at a tenth; at the contact the step shows 0.22. Within 0.04:
        // the snapshot is the whole 1 ms step's end, with the tyres' and the suspension's forces in it
        assertEquals(0.25, -rebound / approach, 0.04, "rebound over approach speed at the contact, e = 0.25 "
                + "([Palmer, eq. 8.42]): " + report);
    }
}
