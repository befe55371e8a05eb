package dev.sandbox.app.feature.laps;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.scene.Node;
import dev.sandbox.app.core.laps.BestLapStore;
import dev.sandbox.app.core.laps.Lap;
import dev.sandbox.app.core.laps.LapCourse;
import dev.sandbox.app.core.laps.LapSession;
import dev.sandbox.app.core.settings.SandboxHome;
import dev.sandbox.app.scene.render.LapLinesBuilder;
import dev.sandbox.app.session.DrivingState;
import dev.sandbox.app.session.WorldState;
import dev.sandbox.physics.sim.Vehicle;
import dev.sandbox.physics.sim.VehicleSnapshot;
import java.util.List;
import java.util.function.Consumer;

/**
 * Laps on the road loop at work: paints the start/finish and sector lines on the road, feeds the
 * {@link LapSession} every step of the live drive (a replay's re-run steps are not the drive's),
 * tells it of each vehicle put down (a reset or a switch makes the lap in progress not count),
 * and prints one line per lap finished ("lap 2: 1:35.210 (S1 ...) vehicle cbr1000rr, best lap"),
 * so scripts driving the window can follow. Best laps go to {@code laps/} in the data folder.
 */
public final class LapsState extends BaseAppState {

    private final Consumer<VehicleSnapshot> stepListener = this::stepped;
    private final Consumer<Vehicle> placeListener = this::placed;
    private LapSession session;
    private Node lines;

    /** @return the laps of the drive, or null before the world is there */
    public LapSession session() {
        return session;
    }

    /** @return every lap finished, oldest first (none before the world is there) */
    public List<Lap> laps() {
        LapSession s = session;
        return s == null ? List.of() : s.laps();
    }

    private void stepped(VehicleSnapshot s) {
        session.accept(s);
    }

    private void placed(Vehicle v) {
        session.placed(v.spec());
    }

    @Override
    protected void initialize(Application app) {
        WorldState world = getState(WorldState.class);
        LapCourse course = LapCourse.onRoad(world.road());
        BestLapStore store = new BestLapStore(SandboxHome.dataDir().resolve(BestLapStore.FOLDER),
                line -> System.err.println("driving-sandbox: " + line));
        session = new LapSession(course, store, world.seed(), line -> System.out.println("driving-sandbox: " + line));
        lines = LapLinesBuilder.build(course, app.getAssetManager());
        ((SimpleApplication) app).getRootNode().attachChild(lines);
        DrivingState driving = getState(DrivingState.class);
        if (driving.vehicle() != null) {
            session.placed(driving.vehicle().spec());
        }
        driving.addPlaceListener(placeListener);
        driving.addStepListener(stepListener);
    }

    @Override
    protected void cleanup(Application app) {
        DrivingState driving = getState(DrivingState.class);
        driving.removeStepListener(stepListener);
        lines.removeFromParent();
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }
}
