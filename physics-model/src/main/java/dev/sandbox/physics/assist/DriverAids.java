package dev.sandbox.physics.assist;

import dev.sandbox.physics.sim.Vehicle;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

/**
 * The assists between a driver and a vehicle: each model step, {@link #apply} turns the
 * driver's raw input and the latest snapshot into the input the vehicle gets, as a car's
 * control units sit between the pedals and the brakes, throttle and clutch. Nothing here touches
 * the vehicle's state; the only thing set on the vehicle is its gearbox mode (the automatic
 * gearbox assist is the transmission's automatic mode, shifting on road speed).
 *
 * <p>Order of action each step: the keyboard rider shapes the steer wish, hill hold adds brake,
 * launch control works clutch and throttle, traction and wheelie control take throttle off, ABS
 * and stability control set each wheel's brake, and the automatic clutch presses the clutch
 * when the vehicle is braked to a stop.
 */
public final class DriverAids {

    /** The order in which the assists act on the input. */
    private static final Assist[] ORDER = {Assist.KEYBOARD_RIDER, Assist.HILL_HOLD, Assist.LAUNCH_CONTROL,
        Assist.TRACTION_CONTROL, Assist.WHEELIE_CONTROL, Assist.ABS, Assist.STABILITY_CONTROL, Assist.AUTO_CLUTCH};

    private final Vehicle vehicle;
    private final Map<Assist, Aid> aids = new EnumMap<>(Assist.class);
    private AssistSettings settings;
    private EnumSet<Assist> intervening = EnumSet.noneOf(Assist.class);

    /**
     * @param vehicle the vehicle the assists act on
     * @param settings the assists switched on
     */
    public DriverAids(Vehicle vehicle, AssistSettings settings) {
        this.vehicle = vehicle;
        Aids.build(vehicle.spec(), aids);
        setSettings(settings);
    }

    /** @return the assists switched on */
    public AssistSettings settings() {
        return settings;
    }

    /**
     * Switches assists on or off (takes effect at the next step; sets the vehicle's gearbox
     * mode from {@link Assist#AUTO_GEARBOX}).
     *
     * @param newSettings the assists switched on
     */
    public void setSettings(AssistSettings newSettings) {
        settings = newSettings;
        vehicle.setAutomatic(newSettings.isOn(Assist.AUTO_GEARBOX));
        for (Map.Entry<Assist, Aid> e : aids.entrySet()) {
            if (!newSettings.isOn(e.getKey())) {
                e.getValue().reset();
            }
        }
    }

    /**
     * The input the vehicle gets this step.
     *
     * @param driver the driver's own input
     * @param latest the vehicle's latest snapshot
     * @param dtS the model step (in seconds)
     * @return the vehicle's input and the assists that changed it
     */
    public AidedInput apply(VehicleInput driver, VehicleSnapshot latest, double dtS) {
        EnumSet<Assist> acted = EnumSet.noneOf(Assist.class);
        VehicleInput in = driver;
        for (Assist a : ORDER) {
            Aid aid = aids.get(a);
            if (aid == null || !settings.isOn(a)) {
                continue;
            }
            VehicleInput out = aid.act(in, latest, dtS);
            if (!out.equals(in)) {
                acted.add(a);
            }
            in = out;
        }
        intervening = acted;
        return new AidedInput(in, acted);
    }

    /** @return the assists that changed the driver's input in the latest {@link #apply} */
    public Set<Assist> intervening() {
        return EnumSet.copyOf(intervening.isEmpty() ? EnumSet.noneOf(Assist.class) : intervening);
    }

    /** Forgets the controllers' memories; call after the vehicle is reset. */
    public void reset() {
        for (Aid a : aids.values()) {
            a.reset();
        }
        intervening = EnumSet.noneOf(Assist.class);
    }
}
