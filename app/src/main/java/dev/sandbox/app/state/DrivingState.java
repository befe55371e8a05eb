package dev.sandbox.app.state;

import dev.sandbox.physics.vehicles.Vehicles;
import com.jme3.app.Application;
import dev.sandbox.app.drive.AssistedVehicle;
import dev.sandbox.app.drive.Autopilot;
import dev.sandbox.app.drive.InputSource;
import dev.sandbox.app.drive.ObservedVehicle;
import dev.sandbox.app.drive.VehicleCatalog;
import dev.sandbox.app.vehicle.VehiclePose;
import dev.sandbox.app.LaunchOptions;
import dev.sandbox.app.world.RoadLoop;
import dev.sandbox.app.world.TestPad;
import dev.sandbox.physics.assist.AssistSettings;
import dev.sandbox.physics.assist.DriverAids;
import dev.sandbox.physics.sim.Simulation;
import dev.sandbox.physics.sim.Vehicle;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The driving loop: owns the model's vehicle and its fixed-step {@link Simulation} (1 kHz,
 * at most 100 steps per frame so a long frame slows the world instead of spiralling), asks
 * the player's controls or the autopilot for input, and publishes the pose the views draw,
 * interpolated between the last two steps. Disabled = paused.
 */
public final class DrivingState extends PlainState {

    /** Cruise speed of the autopilot on straights (in metres per second). */
    public static final double AUTOPILOT_CRUISE_MPS = 30.0;
    /** Steepest grade around the road start (rise over run): level enough that nothing rolls away. */
    public static final double LEVEL_START_GRADE = 0.015;

    private boolean autopilotWanted;
    private LaunchOptions.StartPlace startPlace = LaunchOptions.StartPlace.ROAD;
    private VehicleSpec spec;
    private Vehicle vehicle;
    private AssistedVehicle assisted;
    private Function<VehicleSpec, AssistSettings> assistPolicy = spec -> AssistSettings.defaults(spec, true);
    private Simulation sim;
    private InputSource controls;
    private Autopilot autopilot;
    private VehiclePose pose;
    private VehicleInput lastInput = VehicleInput.IDLE;
    private int version;
    private String pendingVehicleId;
    private final List<Consumer<VehicleSnapshot>> stepListeners = new CopyOnWriteArrayList<>();
    private final List<Consumer<Vehicle>> placeListeners = new CopyOnWriteArrayList<>();
    private double timeScale = 1.0;
    private Shown shown;
    private final VehicleCatalog catalog = new VehicleCatalog();

    /** @param autopilot true to start with the built-in driver */
    public DrivingState(boolean autopilot) {
        this.autopilotWanted = autopilot;
    }

    /** @param place where {@link #start(String)} puts the vehicle */
    public void setStartPlace(LaunchOptions.StartPlace place) {
        this.startPlace = place;
    }

    /** @return where {@link #start(String)} puts the vehicle */
    public LaunchOptions.StartPlace startPlace() {
        return startPlace;
    }

    /**
     * Puts a vehicle at the chosen start and starts driving: on the road loop where it is
     * level and straight, facing along it, or on the test pad's start line.
     *
     * @param vehicleId the vehicle id
     */
    public void start(String vehicleId) {
        if (!isInitialized()) {
            pendingVehicleId = vehicleId;
            setEnabled(true);
            return;
        }
        WorldState world = getState(WorldState.class);
        if (startPlace == LaunchOptions.StartPlace.TESTPAD) {
            TestPad pad = world.layout().testPad();
            place(vehicleId, pad.startX(), pad.startZ(), pad.headingRad());
        } else {
            RoadLoop road = world.road();
            int i = road.levelStraightStart(LEVEL_START_GRADE);
            place(vehicleId, road.x(i), road.z(i), road.headingRad(i));
        }
        setEnabled(true);
    }

    /**
     * Replaces the vehicle by another one at the same place and heading.
     *
     * @param vehicleId the new vehicle's id
     */
    public void switchTo(String vehicleId) {
        if (vehicle == null) {
            start(vehicleId);
            return;
        }
        VehicleSnapshot s = vehicle.snapshot();
        place(vehicleId, s.position().x(), s.position().z(), s.headingRad());
    }

    /** @return the vehicles on offer (the shipped ones and the player's --spec file) */
    public VehicleCatalog catalog() {
        return catalog;
    }

    /** Switches to the next vehicle of the catalog. */
    public void switchToNext() {
        List<String> ids = catalog.ids();
        int i = spec == null ? -1 : ids.indexOf(spec.id());
        switchTo(ids.get((i + 1) % ids.size()));
    }

    /** Puts the vehicle back upright, at rest, on the road centreline nearest it. */
    public void resetOntoRoad() {
        if (vehicle == null) {
            return;
        }
        RoadLoop road = getState(WorldState.class).road();
        VehicleSnapshot s = vehicle.snapshot();
        int i = road.nearest(s.position().x(), s.position().z());
        place(spec.id(), road.x(i), road.z(i), road.headingRad(i));
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
        WorldState world = getState(WorldState.class);
        if (spec == null || !spec.id().equals(vehicleId)) {
            spec = catalog.load(vehicleId);
            vehicle = Vehicles.create(spec);
            vehicle.setAutomatic(true);
            assisted = new AssistedVehicle(vehicle, new DriverAids(vehicle, assistPolicy.apply(spec)));
            if (controls != null) {
                controls.vehicleChanged(spec);
            }
        }
        assisted.reset(x, z, headingRad, world.ground());
        sim = new Simulation(new ObservedVehicle(assisted, this::stepped), world.ground());
        autopilot = new Autopilot(world.road(), spec, AUTOPILOT_CRUISE_MPS);
        pose = VehiclePose.blend(sim.current(), sim.current(), 1);
        version++;
        for (Consumer<Vehicle> l : placeListeners) {
            l.accept(vehicle);
        }
    }

    /** @param listener told of the vehicle each time one is put down (start, reset, switch) */
    public void addPlaceListener(Consumer<Vehicle> listener) {
        placeListeners.add(listener);
    }

    /**
     * Slows simulated time: the model keeps its fixed step, only fewer steps run per second.
     *
     * @param scale simulated seconds per wall second (&gt;0, 1 = real time)
     */
    public void setTimeScale(double scale) {
        if (!(scale > 0) || Double.isInfinite(scale)) {
            throw new IllegalArgumentException("time scale must be > 0");
        }
        timeScale = scale;
    }

    /** @return simulated seconds per wall second */
    public double timeScale() {
        return timeScale;
    }

    /**
     * @return simulated seconds on screen per wall second, what the sound follows: the replay's
     *     speed while it shows (0 paused), else the driving time scale, 0 while the drive is paused
     */
    public double heardTimeScale() {
        if (shown != null) {
            return shown.timeScale();
        }
        return isEnabled() ? timeScale : 0;
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
        version++;
    }

    /** @return true while something else than the live drive is shown */
    public boolean showingOther() {
        return shown != null;
    }

    /** @param listener told of the snapshot after every model step (recorder, HUD warnings) */
    public void addStepListener(Consumer<VehicleSnapshot> listener) {
        stepListeners.add(listener);
    }

    /** @param listener a listener added before */
    public void removeStepListener(Consumer<VehicleSnapshot> listener) {
        stepListeners.remove(listener);
    }

    private void stepped(VehicleSnapshot s) {
        for (Consumer<VehicleSnapshot> l : stepListeners) {
            l.accept(s);
        }
    }

    /** @param source the player's controls (used when the autopilot is off) */
    public void setControls(InputSource source) {
        this.controls = source;
        if (spec != null) {
            source.vehicleChanged(spec);
        }
    }

    /** @param policy the assists each new vehicle starts with */
    public void setAssistPolicy(Function<VehicleSpec, AssistSettings> policy) {
        this.assistPolicy = policy;
    }

    /** @return the vehicle with its assists, or null before one is chosen */
    public AssistedVehicle assisted() {
        return assisted;
    }

    /** Hands the vehicle to the autopilot or back to the player. */
    public void toggleAutopilot() {
        autopilotWanted = !autopilotWanted;
    }

    /** @return true while the built-in driver drives */
    public boolean autopilotOn() {
        return autopilotWanted || controls == null;
    }

    /** @return the spec of the vehicle driven, or null before one is chosen */
    public VehicleSpec spec() {
        return shown != null ? shown.spec() : spec;
    }

    /** @return the simulated vehicle, or null */
    public Vehicle vehicle() {
        return vehicle;
    }

    /** @return the fixed-step loop, or null */
    public Simulation simulation() {
        return sim;
    }

    /** @return the autopilot for the current vehicle, or null */
    public Autopilot autopilot() {
        return autopilot;
    }

    /** @return the pose to draw this frame, or null before a vehicle exists */
    public VehiclePose pose() {
        return shown != null ? shown.pose() : pose;
    }

    /** @return the latest snapshot, or null */
    public VehicleSnapshot snapshot() {
        if (shown != null) {
            return shown.snapshot();
        }
        return sim == null ? null : sim.current();
    }

    /** @return a number that changes whenever the vehicle is replaced or reset */
    public int version() {
        return version;
    }

    @Override
    public void update(float tpf) {
        if (sim == null) {
            return;
        }
        InputSource source = autopilotOn() ? autopilot : controls;
        assisted.setBypass(autopilotOn());
        lastInput = source.next(sim.current(), tpf);
        sim.advance(tpf * timeScale, lastInput);
        pose = VehiclePose.blend(sim.previous(), sim.current(), sim.alpha());
    }

    @Override
    protected void initialize(Application app) {
        if (pendingVehicleId != null) {
            start(pendingVehicleId);
            pendingVehicleId = null;
        }
    }
}
