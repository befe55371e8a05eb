package dev.sandbox.app.core.drive;

import com.jme3.system.NativeLibraryLoader;
import dev.sandbox.app.Logs;
import dev.sandbox.app.core.laps.BestLapStore;
import dev.sandbox.app.core.laps.Lap;
import dev.sandbox.app.core.laps.LapCourse;
import dev.sandbox.app.core.laps.LapSession;
import dev.sandbox.app.core.laps.LapTimer;
import dev.sandbox.app.core.world.RoadLoop;
import dev.sandbox.app.core.world.WorldGenerator;
import dev.sandbox.app.core.world.WorldLayout;
import dev.sandbox.app.scene.ground.MinieGround;
import dev.sandbox.app.scene.ground.StaticWorld;
import dev.sandbox.physics.provingground.KeysOnlyDriver;
import dev.sandbox.physics.provingground.Path;
import dev.sandbox.physics.provingground.RoadAhead;
import dev.sandbox.physics.sim.VehicleEvent;
import dev.sandbox.physics.sim.VehicleSnapshot;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.DoubleUnaryOperator;

/**
 * The {@link KeysOnlyDriver} on the sandbox's road loop, driven as the sandbox drives: the same
 * {@link DriveSession} (the vehicle with the keyboard player's driver aids, 1 kHz model steps, 60
 * frames a second), the keys set on the sandbox's {@link PlayerControls} once a frame (so they
 * pass through its keyboard steering and pedal ramps), the sandbox's terrain through Minie, the
 * laps timed by the sandbox's {@link LapSession}. The driver sees the road ahead as the road's
 * centreline points; it starts at the road start, rolls to the start/finish line (the out-lap)
 * and drives on until the laps asked for are finished, it falls, or the time runs out.
 */
final class KeysOnlyRoadLaps {

    /** Frame of the drive loop (in seconds): the sandbox's 60 frames a second. */
    static final double FRAME_S = 1 / 60.0;
    /** Simulated time allowed per lap, the out-lap included (in seconds). */
    static final double MAX_LAP_S = 200;

    /**
     * What the drive did.
     *
     * @param laps the laps the sandbox's timer finished
     * @param crashedAtM where along the loop (in metres from the start/finish line) the vehicle fell, or NaN
     * @param resets how many times the vehicle was put down again after the start
     * @param offRoadS time with no tyre on asphalt over the whole drive, out-lap included (in seconds)
     * @param offRoadAtM where along the loop the longest stretch off the road began (in metres), or NaN
     * @param collisions model steps with a collision (a wall, a tree)
     * @param keyChangesPerS key changes a second, all four keys together
     * @param maxSpeedKmh the highest speed (in km/h)
     * @param simulatedS simulated time of the drive (in seconds)
     */
    record Result(List<Lap> laps, double crashedAtM, int resets, double offRoadS, double offRoadAtM, int collisions,
            double keyChangesPerS, double maxSpeedKmh, double simulatedS) {

        /** @return the result on a few lines, laps and sectors first */
        String describe() {
            StringBuilder b = new StringBuilder();
            for (Lap lap : laps) {
                b.append(String.format(Locale.ROOT, "  lap %d: %.2f s (S1 %.2f  S2 %.2f  S3 %.2f)%s%n", lap.number(),
                        lap.lapS(), lap.sectorsS().get(0), lap.sectorsS().get(1), lap.sectorsS().get(2),
                        lap.valid() ? "" : " not counted: " + lap.invalidReason()));
            }
            b.append(Double.isNaN(crashedAtM) ? "  no fall" : String.format(Locale.ROOT, "  fell at %.0f m", crashedAtM));
            b.append(String.format(Locale.ROOT, ", resets %d, off the road %.2f s", resets, offRoadS));
            if (!Double.isNaN(offRoadAtM)) {
                b.append(String.format(Locale.ROOT, " (the longest stretch from %.0f m)", offRoadAtM));
            }
            b.append(String.format(Locale.ROOT, ", collision steps %d, %.1f key changes/s, top speed %.0f km/h, %.1f s simulated",
                    collisions, keyChangesPerS, maxSpeedKmh, simulatedS));
            return b.toString();
        }
    }

    private KeysOnlyRoadLaps() {
    }

    /**
     * @param vehicleId the vehicle
     * @param style how the driver drives it
     * @param laps how many timed laps
     * @param home the folder the best laps are kept in (a temporary one)
     * @param trace told a line every quarter of a second: where, how fast, the keys
     * @return the drive's figures
     */
    static Result drive(String vehicleId, KeysOnlyDriver.Style style, int laps, java.nio.file.Path home,
            Consumer<String> trace) {
        Logs.quiet();
        NativeLibraryLoader.loadNativeLibrary("bulletjme", true);
        WorldLayout layout = new WorldGenerator(WorldGenerator.DEFAULT_SEED).generate();
        RoadLoop road = layout.road();
        DriveSession drive = new DriveSession(false);
        drive.setWorld(layout, new MinieGround(new StaticWorld(layout), layout));
        PlayerControls controls = new PlayerControls();
        drive.setControls(controls);
        LapCourse course = LapCourse.onRoad(road);
        LapSession session = new LapSession(course, new BestLapStore(home.resolve(BestLapStore.FOLDER), line -> { }),
                WorldGenerator.DEFAULT_SEED, line -> { });
        Path path = centreline(road);
        double lineU = path.project(road.x(course.lineIndex()), road.z(course.lineIndex()), Double.NaN);
        Watch watch = new Watch(path, lineU);
        int[] placed = {0};
        drive.addPlaceListener(v -> {
            placed[0]++;
            session.placed(v.spec());
        });
        drive.addStepListener(session::accept);
        drive.addStepListener(watch::accept);
        drive.start(vehicleId);
        KeysOnlyDriver driver = new KeysOnlyDriver(drive.spec(), new RoadAhead(path, heights(road, path)), style);
        double limitS = MAX_LAP_S * (laps + 1);
        double simS = 0;
        while (session.laps().size() < laps && simS < limitS && Double.isNaN(watch.crashedAtM)) {
            driver.look(drive.snapshot(), FRAME_S);
            controls.setThrottleKey(driver.throttle());
            controls.setBrakeKey(driver.brake());
            controls.setSteerKeys(driver.steer());
            drive.advance(FRAME_S);
            simS += FRAME_S;
            if (Math.round(simS / FRAME_S) % 15 == 0) {
                trace.accept(watch.line(drive.snapshot(), road, driver));
            }
        }
        return new Result(List.copyOf(session.laps()), watch.crashedAtM, placed[0] - 1, watch.offRoadS,
                watch.longestOffAtM, watch.collisions, driver.keyChanges() / Math.max(simS, 1e-9), watch.maxSpeedKmh,
                simS);
    }

    /** The road's centreline as the driver's path: the road's samples, closed. */
    static Path centreline(RoadLoop road) {
        List<double[]> pts = new ArrayList<>();
        for (int i = 0; i < road.size(); i++) {
            pts.add(new double[] {road.x(i), road.z(i)});
        }
        return new Path(pts, true);
    }

    /** The road's height along the path (the path's arc length is the samples' chords, so it is scaled onto them). */
    static DoubleUnaryOperator heights(RoadLoop road, Path path) {
        int n = road.size();
        return u -> {
            double at = Math.floorMod(Math.round(u / path.length() * n * 1000), (long) n * 1000) / 1000.0;
            int i = (int) Math.floor(at);
            double t = at - i;
            return road.y(i) * (1 - t) + road.y(i + 1) * t;
        };
    }

    /** Watches every model step: falls, time off the road, collisions, top speed. */
    private static final class Watch {
        private final Path path;
        private final double lineU;
        private double hint = Double.NaN;
        private double lastTimeS = Double.NaN;
        private double crashedAtM = Double.NaN;
        private double offRoadS;
        private double stretchS;
        private double stretchAtM;
        private double longestS;
        private double longestOffAtM = Double.NaN;
        private int collisions;
        private double maxSpeedKmh;

        Watch(Path path, double lineU) {
            this.path = path;
            this.lineU = lineU;
        }

        String line(VehicleSnapshot s, RoadLoop road, KeysOnlyDriver driver) {
            double u = path.project(s.position().x(), s.position().z(), hint);
            int i = road.nearest(s.position().x(), s.position().z());
            return String.format(Locale.ROOT,
                    "t %6.2f  at %6d m  %5.1f km/h  off %5.1f m  curv %7.4f  grade %5.2f  roll %5.1f  gear %d  keys %s%s%s",
                    s.timeS(), Math.floorMod(Math.round(u - lineU), Math.round(path.length())), s.speedMps() * 3.6,
                    path.lateralOffset(s.position().x(), s.position().z(), u), road.curvature(i), road.grade(i),
                    Math.toDegrees(s.bodyRollRad()), s.gear(), driver.throttle() ? "W" : "-", driver.brake() ? "S" : "-",
                    driver.steer() > 0 ? "A" : driver.steer() < 0 ? "D" : "-");
        }

        void accept(VehicleSnapshot s) {
            double dt = Double.isNaN(lastTimeS) || s.timeS() <= lastTimeS ? 0 : s.timeS() - lastTimeS;
            lastTimeS = s.timeS();
            double u = path.project(s.position().x(), s.position().z(), hint);
            hint = u;
            double along = Math.floorMod(Math.round((u - lineU) * 10), Math.round(path.length() * 10)) / 10.0;
            maxSpeedKmh = Math.max(maxSpeedKmh, s.speedMps() * 3.6);
            if (s.has(VehicleEvent.COLLISION)) {
                collisions++;
            }
            if (s.has(VehicleEvent.CRASHED) && Double.isNaN(crashedAtM)) {
                crashedAtM = along;
            }
            if (LapTimer.onRoad(s)) {
                stretchS = 0;
                return;
            }
            if (stretchS == 0) {
                stretchAtM = along;
            }
            stretchS += dt;
            offRoadS += dt;
            if (stretchS > longestS) {
                longestS = stretchS;
                longestOffAtM = stretchAtM;
            }
        }
    }
}
