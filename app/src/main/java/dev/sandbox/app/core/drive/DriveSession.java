package dev.sandbox.app.core.drive;

import dev.sandbox.app.core.world.RoadLoop;
import dev.sandbox.app.core.world.TestPad;
import dev.sandbox.app.core.world.WorldLayout;
import dev.sandbox.physics.assist.AssistSettings;
import dev.sandbox.physics.assist.AssistedVehicle;
import dev.sandbox.physics.assist.DriverAids;
import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.sim.ObservedVehicle;
import dev.sandbox.physics.sim.Simulation;
import dev.sandbox.physics.sim.Vehicle;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.vehicles.Vehicles;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * One drive in the sandbox's world, free of the engine: the vehicles on offer, where a vehicle
 * is put down (the road loop where it is level and straight, or the test pad's start line), the
 * model's vehicle with its driver aids and its fixed-step {@link Simulation} (1 kHz, at most
 * 100 steps per frame so a long frame slows the world instead of spiralling), and who drives:
 * the player's controls or the autopilot, which drives the vehicle without the aids.
 */
public final class DriveSession {

    /** Cruise speed of the autopilot on straights (in metres per second). */
    public static final double AUTOPILOT_CRUISE_MPS = 30.0;
    private final VehicleCatalog catalog = new VehicleCatalog();
    private final List<Consumer<VehicleSnapshot>> stepListeners = new CopyOnWriteArrayList<>();
    private final List<Consumer<Vehicle>> placeListeners = new CopyOnWriteArrayList<>();
    private WorldLayout layout;
    private Ground ground;
    private boolean autopilotWanted;
    private StartPlace startPlace = StartPlace.ROAD;
    private Function<VehicleSpec, AssistSettings> assistPolicy = spec -> AssistSettings.defaults(spec, true);
    private VehicleSpec spec;
    private Vehicle vehicle;
    private AssistedVehicle assisted;
    private Simulation sim;
    private InputSource controls;
    private Autopilot autopilot;
    private double timeScale = 1.0;
    private int version;

    /** @param autopilot true to start with the built-in driver */
    public DriveSession(boolean autopilot) {
        this.autopilotWanted = autopilot;
    }

    /**
     * @param worldLayout the world's layout (road loop, test pad)
     * @param worldGround the ground the model drives on
     */
    public void setWorld(WorldLayout worldLayout, Ground worldGround) {
        this.layout = worldLayout;
        this.ground = worldGround;
    }

    /** @param place where {@link #start(String)} puts the vehicle */
    public void setStartPlace(StartPlace place) {
        this.startPlace = place;
    }

    /** @return where {@link #start(String)} puts the vehicle */
    public StartPlace startPlace() {
        return startPlace;
    }

    /**
     * Puts a vehicle at the chosen start: on the road loop where it is level and straight,
     * facing along it, or on the test pad's start line.
     *
     * @param vehicleId the vehicle id
     */
    public void start(String vehicleId) {
        if (startPlace == StartPlace.TESTPAD) {
            TestPad pad = layout.testPad();
            place(vehicleId, pad.startX(), pad.startZ(), pad.headingRad());
        } else {
            RoadLoop road = layout.road();
            int i = road.start();
            place(vehicleId, road.x(i), road.z(i), road.headingRad(i));
        }
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
        RoadLoop road = layout.road();
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
        if (spec == null || !spec.id().equals(vehicleId)) {
            spec = catalog.load(vehicleId);
            vehicle = Vehicles.create(spec);
            vehicle.setAutomatic(true);
            assisted = new AssistedVehicle(vehicle, new DriverAids(vehicle, assistPolicy.apply(spec)));
            if (controls != null) {
                controls.vehicleChanged(spec);
            }
        }
        assisted.reset(x, z, headingRad, ground);
        sim = new Simulation(new ObservedVehicle(assisted, this::stepped), ground);
        autopilot = new Autopilot(layout.road(), spec, AUTOPILOT_CRUISE_MPS);
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
        return spec;
    }

    /** @return the simulated vehicle, or null */
    public Vehicle vehicle() {
        return vehicle;
    }

    /** @return the fixed-step loop, or null before a vehicle is put down */
    public Simulation simulation() {
        return sim;
    }

    /** @return the autopilot for the current vehicle, or null */
    public Autopilot autopilot() {
        return autopilot;
    }

    /** @return the latest snapshot, or null before a vehicle is put down */
    public VehicleSnapshot snapshot() {
        return sim == null ? null : sim.current();
    }

    /** @return a number that changes whenever the vehicle is replaced or reset */
    public int version() {
        return version;
    }

    /**
     * Drives one frame: the player's controls or the autopilot give the input for the frame, and
     * the model runs the frame's share of fixed steps (the frame time times the time scale).
     *
     * @param frameS the frame's wall time (in seconds)
     */
    public void advance(double frameS) {
        if (sim == null) {
            return;
        }
        InputSource source = autopilotOn() ? autopilot : controls;
        assisted.setBypass(autopilotOn());
        sim.advance(frameS * timeScale, source.next(sim.current(), frameS));
    }
}
