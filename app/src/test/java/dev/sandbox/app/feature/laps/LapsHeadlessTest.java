package dev.sandbox.app.feature.laps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.jme3.material.RenderState;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import dev.sandbox.app.core.cli.LaunchOptions;
import dev.sandbox.app.core.laps.BestLap;
import dev.sandbox.app.core.laps.BestLapFile;
import dev.sandbox.app.core.laps.BestLapStore;
import dev.sandbox.app.core.laps.GhostFrame;
import dev.sandbox.app.core.laps.GhostTrack;
import dev.sandbox.app.core.laps.Lap;
import dev.sandbox.app.core.laps.LapCourse;
import dev.sandbox.app.core.laps.LapProfile;
import dev.sandbox.app.core.laps.LapTimer;
import dev.sandbox.app.core.settings.SandboxHome;
import dev.sandbox.app.core.world.RoadLoop;
import dev.sandbox.app.core.world.WorldGenerator;
import dev.sandbox.app.scene.vehicle.VehicleView;
import dev.sandbox.app.session.DrivingState;
import dev.sandbox.app.session.WorldState;
import dev.sandbox.app.testing.HeadlessSandbox;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Laps in the real sandbox with no display, the CBR1000RR on the autopilot: with a best lap in
 * the data folder, the ghost appears when the bike crosses the start/finish line, translucent and
 * without a shadow, where the best lap was at that moment of the lap; a lap finished after
 * resets does not count, does not replace the best lap, and is in the state report's
 * {@code laps}, with its three sectors.
 */
class LapsHeadlessTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** Speed of the made-up best lap along the centreline (in metres per second). */
    private static final double GHOST_MPS = 20;

    private static Path home;
    private static Path report;
    private static String oldHome;
    private static HeadlessSandbox sandbox;
    private static LapCourse course;

    @BeforeAll
    static void start() throws Exception {
        home = Files.createTempDirectory("laps-home");
        report = home.resolve("report.json");
        oldHome = System.getProperty(SandboxHome.PROPERTY);
        System.setProperty(SandboxHome.PROPERTY, home.toString());
        RoadLoop road = new WorldGenerator(WorldGenerator.DEFAULT_SEED).generate().road();
        course = LapCourse.onRoad(road);
        BestLapStore store = new BestLapStore(home.resolve(BestLapStore.FOLDER), line -> {
        });
        store.offer(madeUpBest(course), null);
        sandbox = HeadlessSandbox.start(LaunchOptions.parse("--vehicle", "cbr1000rr", "--autopilot", "--state-report",
                report.toString()), 120, states -> states.getState(LapsState.class) != null
                        && states.getState(LapsState.class).session() != null);
    }

    @AfterAll
    static void stop() {
        if (sandbox != null) {
            sandbox.close();
        }
        if (oldHome == null) {
            System.clearProperty(SandboxHome.PROPERTY);
        } else {
            System.setProperty(SandboxHome.PROPERTY, oldHome);
        }
    }

    /** A best lap of 200 s along the centreline from the start/finish line at 20 m/s, poses at 25 Hz for its first minute. */
    private static BestLap madeUpBest(LapCourse c) {
        RoadLoop road = c.road();
        double length = c.lengthM();
        double lapS = 200;
        double[] times = new double[LapProfile.entriesFor(length)];
        for (int i = 0; i < times.length; i++) {
            times[i] = lapS * LapProfile.distanceOfEntryM(length, i) / length;
        }
        List<GhostFrame> frames = new ArrayList<>();
        double spacing = length / road.size();
        for (int k = 0; k <= 60 * GhostTrack.HZ; k++) {
            double t = k / GhostTrack.HZ;
            double along = GHOST_MPS * t / spacing;
            int i = c.lineIndex() + (int) Math.floor(along);
            double f = along - Math.floor(along);
            double x = road.x(i) + (road.x(i + 1) - road.x(i)) * f;
            double z = road.z(i) + (road.z(i + 1) - road.z(i)) * f;
            double y = road.y(i) + (road.y(i + 1) - road.y(i)) * f;
            double h = road.headingRad(i);
            frames.add(new GhostFrame(t, new double[] {x, y, z}, new double[] {Math.cos(h), 0, -Math.sin(h)},
                    new double[] {0, 1, 0}, 0, 0, 0, 0, 0, 0, GHOST_MPS, false, false, new double[2], new double[2],
                    new double[] {x, y, z, x, y, z}));
        }
        String print = VehicleSpecs.fingerprint(VehicleSpecs.load("cbr1000rr"));
        Lap lap = new Lap(1, "cbr1000rr", lapS, List.of(70.0, 65.0, 65.0), true, "");
        return new BestLap(print, WorldGenerator.DEFAULT_SEED, lap, new LapProfile(length, times), new GhostTrack(frames));
    }

    /** Runs the drive loop on the jME thread, a sixtieth of a second a frame, until the condition holds. */
    private static void driveUntil(java.util.function.BooleanSupplier done, double maxS) throws Exception {
        sandbox.onJme(() -> {
            DrivingState d = sandbox.app().getStateManager().getState(DrivingState.class);
            for (int frame = 0; frame < maxS * 60 && !done.getAsBoolean(); frame++) {
                d.update(1 / 60f);
            }
            return null;
        });
    }

    private static LapsState laps() {
        return sandbox.app().getStateManager().getState(LapsState.class);
    }

    @Test
    @Timeout(400)
    void theGhostDrivesTheBestLapAndALapWithResetsIsReportedButNotKept() throws Exception {
        assertNotNull(sandbox.onJme(() -> laps().session().best()), "the best lap was read from the data folder");
        assertTrue(sandbox.onJme(() -> sandbox.app().getStateManager().getState(GhostState.class).shownView() == null),
                "no ghost on the out-lap");
        // from the road start to the line, 50 m ahead, and 3 s into the lap
        driveUntil(() -> laps().session().timer().running(), 30);
        assertTrue(sandbox.onJme(() -> laps().session().timer().running()), "the bike crossed the line");
        driveUntil(() -> laps().session().timer().currentLapS() > 3, 10);
        Thread.sleep(500); // a few frames of the application: the ghost's state updates in them
        String ghost = sandbox.onJme(() -> {
            GhostState g = sandbox.app().getStateManager().getState(GhostState.class);
            VehicleView v = g.shownView();
            assertNotNull(v, "the ghost is on the screen once the lap began");
            assertTrue(v.root().getParent() == sandbox.app().getRootNode());
            assertEquals(RenderQueue.ShadowMode.Off, v.root().getShadowMode());
            List<Geometry> parts = new ArrayList<>();
            v.root().depthFirstTraversal(s -> {
                if (s instanceof Geometry geom) {
                    parts.add(geom);
                }
            });
            assertFalse(parts.isEmpty());
            for (Geometry p : parts) {
                assertEquals(RenderQueue.Bucket.Transparent, p.getQueueBucket(), p.getName());
                assertEquals(RenderState.BlendMode.Alpha, p.getMaterial().getAdditionalRenderState().getBlendMode());
                assertEquals(RenderQueue.ShadowMode.Off, p.getShadowMode());
            }
            double lapS = laps().session().timer().currentLapS();
            double along = laps().session().timer().progressM();
            // the made-up best lap is 20 m/s from the line: the ghost's distance along the lap
            // is 20 m/s times the lap time (the view shows the last frame of the app's loop)
            var pos = v.root().getWorldTranslation();
            var cursor = course.cursor();
            double ghostAlong = cursor.moveTo(pos.x, pos.z);
            return lapS + " " + along + " " + ghostAlong;
        });
        String[] f = ghost.split(" ");
        double lapS = Double.parseDouble(f[0]);
        double ghostAlong = Double.parseDouble(f[2]);
        assertEquals(GHOST_MPS * lapS, ghostAlong, 1.5, "the ghost is where the best lap was " + lapS + " s into it: " + ghost);

        // round the lap by resets: put down 15 m before each sector line and the finish in turn
        for (int k : new int[] {1, 2, 0}) {
            sandbox.onJme(() -> {
                WorldState w = sandbox.app().getStateManager().getState(WorldState.class);
                RoadLoop road = w.road();
                int i = course.gateSample(k) - 8;
                sandbox.app().getStateManager().getState(DrivingState.class).place("cbr1000rr", road.x(i), road.z(i),
                        road.headingRad(i));
                return null;
            });
            int laps = sandbox.onJme(() -> laps().laps().size());
            if (k == 0) {
                driveUntil(() -> !laps().laps().isEmpty(), 30);
            } else {
                driveUntil(() -> !Double.isNaN(laps().session().timer().sectorS(k - 1)), 30);
            }
            assertEquals(laps, k == 0 ? sandbox.onJme(() -> laps().laps().size()) - 1 : laps);
        }
        Lap lap = sandbox.onJme(() -> laps().laps().get(0));
        assertFalse(lap.valid(), "a lap with resets does not count");
        assertEquals(LapTimer.RESET, lap.invalidReason());
        assertEquals(200, sandbox.onJme(() -> laps().session().best().lapS()), 1e-9, "the best lap stays");
        String kept = Files.readString(home.resolve(BestLapStore.FOLDER).resolve("best-cbr1000rr-world"
                + WorldGenerator.DEFAULT_SEED + ".lap"), StandardCharsets.UTF_8);
        assertEquals(200, BestLapFile.read(kept).lapS(), 1e-9, "and so does its file");

        sandbox.close();
        sandbox = null;
        JsonNode r = JSON.readTree(report.toFile());
        JsonNode list = r.get("laps");
        assertNotNull(list, "the report has laps: " + r);
        assertEquals(1, list.size(), r.toString());
        JsonNode l = list.get(0);
        assertEquals(lap.lapS(), l.get("lapS").asDouble(), 0.0005);
        assertEquals(3, l.get("sectorsS").size());
        double sum = 0;
        for (JsonNode s : l.get("sectorsS")) {
            sum += s.asDouble();
        }
        assertEquals(lap.lapS(), sum, 0.002, "the sectors add up to the lap");
        assertFalse(l.get("valid").asBoolean());
        assertTrue(r.has("runs") && r.has("finalStateHash"), "the other keys are still there");
    }
}
