package dev.sandbox.app.session;

import com.jme3.app.Application;
import dev.sandbox.app.core.drive.Autopilot;
import dev.sandbox.app.core.drive.DriveSession;
import dev.sandbox.app.core.drive.InputSource;
import dev.sandbox.app.core.drive.StartPlace;
import dev.sandbox.app.core.drive.VehicleCatalog;
import dev.sandbox.app.scene.vehicle.VehiclePose;
import dev.sandbox.physics.assist.AssistSettings;
import dev.sandbox.physics.assist.AssistedVehicle;
import dev.sandbox.physics.sim.Simulation;
import dev.sandbox.physics.sim.Vehicle;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The drive loop as an app state: runs the {@link DriveSession} in the world on screen every
 * frame and publishes the pose the views draw, interpolated between the model's last two
 * steps. What the screen shows can be something else than the live drive (a replay,
 * {@link #show}): the views, cameras and HUD read {@link #spec()}, {@link #snapshot()} and
 * {@link #pose()}, which answer from it. Disabled = paused.
 */
public final class DrivingState extends PlainState {

    private final DriveSession session;
    private VehiclePose pose;
    private String pendingVehicleId;
    private Shown shown;
    /** How many times what is shown changed between the live drive and something else. */
    private int showChanges;

    /** @param autopilot true to start with the built-in driver */
    public DrivingState(boolean autopilot) {
        session = new DriveSession(autopilot);
        session.addPlaceListener(v -> pose = VehiclePose.blend(session.snapshot(), session.snapshot(), 1));
    }

    /** @param place where {@link #start(String)} puts the vehicle */
    public void setStartPlace(StartPlace place) {
        session.setStartPlace(place);
    }

    /** @return where {@link #start(String)} puts the vehicle */
    public StartPlace startPlace() {
        return session.startPlace();
    }

    /**
     * Puts a vehicle at the chosen start and starts driving (once the world is there).
     *
     * @param vehicleId the vehicle id
     */
    public void start(String vehicleId) {
        if (!isInitialized()) {
            pendingVehicleId = vehicleId;
            setEnabled(true);
            return;
        }
        session.start(vehicleId);
        setEnabled(true);
    }

    /**
     * Replaces the vehicle by another one at the same place and heading.
     *
     * @param vehicleId the new vehicle's id
     */
    public void switchTo(String vehicleId) {
        if (session.vehicle() == null) {
            start(vehicleId);
            return;
        }
        session.switchTo(vehicleId);
    }

    /** @return the vehicles on offer (the shipped ones and the player's --spec file) */
    public VehicleCatalog catalog() {
        return session.catalog();
    }

    /** Switches to the next vehicle of the catalog. */
    public void switchToNext() {
        session.switchToNext();
    }

    /** Puts the vehicle back upright, at rest, on the road centreline nearest it. */
    public void resetOntoRoad() {
        session.resetOntoRoad();
    }

    /**
     * Places a fresh vehicle.
     *
     * @param vehicleId the vehicle id
     * @param x world x (in metres)
     * @param z world z (in metres)
     * @param headingRad heading (in radians; 0 = +x, pi/2 = -z)
     */
    public void place(String vehicleId, double x, double z, double headingRad) {
        session.place(vehicleId, x, z, headingRad);
    }

    /** @param listener told of the vehicle each time one is put down (start, reset, switch) */
    public void addPlaceListener(Consumer<Vehicle> listener) {
        session.addPlaceListener(listener);
    }

    /**
     * Slows simulated time: the model keeps its fixed step, only fewer steps run per second.
     *
     * @param scale simulated seconds per wall second (&gt;0, 1 = real time)
     */
    public void setTimeScale(double scale) {
        session.setTimeScale(scale);
    }

    /** @return simulated seconds per wall second */
    public double timeScale() {
        return session.timeScale();
    }

    /**
     * @return simulated seconds on screen per wall second, what the sound follows: the replay's
     *     speed while it shows (0 paused), else the driving time scale, 0 while the drive is paused
     */
    public double heardTimeScale() {
        if (shown != null) {
            return shown.timeScale();
        }
        return isEnabled() ? session.timeScale() : 0;
    }

    /**
     * Something the screen shows in place of the live drive (a replay): the HUD, views and
     * cameras read {@link #spec()}, {@link #snapshot()} and {@link #pose()}, which answer from it.
     */
    public interface Shown {
        /** @return the vehicle shown */
        VehicleSpec spec();

        /** @return the state shown */
        VehicleSnapshot snapshot();

        /** @return the pose to draw */
        VehiclePose pose();

        /** @return simulated seconds shown per wall second (0 while paused) */
        double timeScale();
    }

    /** @param what what to show instead of the live drive, or null for the live drive */
    public void show(Shown what) {
        shown = what;
        showChanges++;
    }

    /** @return true while something else than the live drive is shown (a replay) */
    public boolean showing() {
        return shown != null;
    }

    /** @param listener told of the snapshot after every model step (recorder, HUD warnings) */
    public void addStepListener(Consumer<VehicleSnapshot> listener) {
        session.addStepListener(listener);
    }

    /** @param listener a listener added before */
    public void removeStepListener(Consumer<VehicleSnapshot> listener) {
        session.removeStepListener(listener);
    }

    /** @param source the player's controls (used when the autopilot is off) */
    public void setControls(InputSource source) {
        session.setControls(source);
    }

    /** @param policy the assists each new vehicle starts with */
    public void setAssistPolicy(Function<VehicleSpec, AssistSettings> policy) {
        session.setAssistPolicy(policy);
    }

    /** @return the vehicle with its assists, or null before one is chosen */
    public AssistedVehicle assisted() {
        return session.assisted();
    }

    /** Hands the vehicle to the autopilot or back to the player. */
    public void toggleAutopilot() {
        session.toggleAutopilot();
    }

    /** @return true while the built-in driver drives */
    public boolean autopilotOn() {
        return session.autopilotOn();
    }

    /** @return the spec of the vehicle shown, or null before one is chosen */
    public VehicleSpec spec() {
        return shown != null ? shown.spec() : session.spec();
    }

    /** @return the simulated vehicle, or null */
    public Vehicle vehicle() {
        return session.vehicle();
    }

    /** @return the fixed-step loop, or null */
    public Simulation simulation() {
        return session.simulation();
    }

    /** @return the autopilot for the current vehicle, or null */
    public Autopilot autopilot() {
        return session.autopilot();
    }

    /** @return the pose to draw this frame, or null before a vehicle exists */
    public VehiclePose pose() {
        return shown != null ? shown.pose() : pose;
    }

    /** @return the latest snapshot shown, or null */
    public VehicleSnapshot snapshot() {
        return shown != null ? shown.snapshot() : session.snapshot();
    }

    /** @return a number that changes whenever the vehicle shown is replaced or reset, or a replay shows or closes */
    public int version() {
        return session.version() + showChanges;
    }

    @Override
    public void update(float tpf) {
        Simulation sim = session.simulation();
        if (sim == null) {
            return;
        }
        session.advance(tpf);
        pose = VehiclePose.blend(sim.previous(), sim.current(), sim.alpha());
    }

    @Override
    protected void initialize(Application app) {
        WorldState world = getState(WorldState.class);
        session.setWorld(world.layout(), world.ground());
        if (pendingVehicleId != null) {
            start(pendingVehicleId);
            pendingVehicleId = null;
        }
    }
}
