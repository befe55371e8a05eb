package dev.sandbox.app.tools;

import com.jme3.system.NativeLibraryLoader;
import dev.sandbox.app.Logs;
import dev.sandbox.app.core.drive.DriveSession;
import dev.sandbox.app.core.laps.BestLapStore;
import dev.sandbox.app.core.laps.LapCourse;
import dev.sandbox.app.core.laps.LapSession;
import dev.sandbox.app.core.world.WorldGenerator;
import dev.sandbox.app.core.world.WorldLayout;
import dev.sandbox.app.scene.ground.MinieGround;
import dev.sandbox.app.scene.ground.StaticWorld;
import java.nio.file.Path;

/**
 * A developer tool (not a test): the autopilot drives laps of the road loop with no window, from
 * the road start, as the sandbox drives it (the same {@link DriveSession}, 60 frames a second, the
 * sandbox's terrain through Minie), timed by the same {@link LapSession}, stepped as fast as the
 * machine allows. Prints one line per lap, as the sandbox does, and keeps the best lap in
 * {@code HOME/laps/} (so a windowed run with {@code DRIVING_SANDBOX_HOME=HOME} starts with it and
 * shows its ghost). Usage (after {@code mvn -o -pl app -am test-compile}):
 * {@code java -cp app/target/test-classes:app/target/driving-sandbox.jar dev.sandbox.app.tools.AutopilotLaps
 * VEHICLE LAPS HOME}.
 */
public final class AutopilotLaps {

    /** Frame of the drive loop (in seconds). */
    static final double FRAME_S = 1 / 60.0;
    /** Simulated time allowed per lap before the tool gives up (in seconds). */
    static final double MAX_LAP_S = 400;

    private AutopilotLaps() {
    }

    public static void main(String[] args) {
        String vehicle = args.length > 0 ? args[0] : "cbr1000rr";
        int laps = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        Path home = Path.of(args.length > 2 ? args[2] : "autopilot-laps");
        Logs.quiet();
        NativeLibraryLoader.loadNativeLibrary("bulletjme", true);
        WorldLayout layout = new WorldGenerator(WorldGenerator.DEFAULT_SEED).generate();
        DriveSession drive = new DriveSession(true);
        drive.setWorld(layout, new MinieGround(new StaticWorld(layout), layout));
        BestLapStore store = new BestLapStore(home.resolve(BestLapStore.FOLDER), line -> System.err.println(line));
        LapSession session = new LapSession(LapCourse.onRoad(layout.road()), store, WorldGenerator.DEFAULT_SEED,
                line -> System.out.println(line));
        drive.addPlaceListener(v -> session.placed(v.spec()));
        drive.addStepListener(session::accept);
        drive.start(vehicle);
        double limitS = MAX_LAP_S * (laps + 1);
        double simS = 0;
        while (session.laps().size() < laps && simS < limitS) {
            drive.advance(FRAME_S);
            simS += FRAME_S;
        }
        System.out.printf(java.util.Locale.ROOT, "%s: %d laps in %.1f s simulated, %.0f m%n", vehicle,
                session.laps().size(), simS, drive.snapshot().distanceM());
    }
}
