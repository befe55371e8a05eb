package dev.sandbox.app.feature.hud;

import dev.sandbox.physics.sim.VehicleEvent;
import dev.sandbox.physics.sim.VehicleSnapshot;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Turns the model's per-step events into the HUD's warnings. Every step's events are
 * collected (a collision lasts one millisecond step), and a warning stays up for
 * {@link #HOLD_S} of simulated time after its event was last seen, so it can be read. The
 * list is ordered by severity.
 */
public final class Warnings {

    /** How long a warning stays after its event stopped (in simulated seconds). */
    public static final double HOLD_S = 1.2;

    /**
     * One warning the HUD shows.
     *
     * @param event the event behind it
     * @param text what the driver reads
     * @param severe true for red (damage, crash), false for amber
     */
    public record Warning(VehicleEvent event, String text, boolean severe) {
    }

    /** The events that warn, most severe first, with their text ([Palmer, "Car Simulator"] wording for the engine). */
    private static final List<Warning> CATALOGUE = List.of(
            new Warning(VehicleEvent.ENGINE_BLOWN, "ENGINE BLOWN", true),
            new Warning(VehicleEvent.CRASHED, "CRASH", true),
            new Warning(VehicleEvent.COLLISION, "COLLISION", true),
            new Warning(VehicleEvent.REDLINE, "EXCEEDING REDLINE", false),
            new Warning(VehicleEvent.REV_LIMITER, "REV LIMITER", false),
            new Warning(VehicleEvent.LOCKUP, "WHEEL LOCK-UP", false),
            new Warning(VehicleEvent.WHEELSPIN, "WHEELSPIN", false),
            new Warning(VehicleEvent.AIRBORNE, "AIRBORNE", false),
            new Warning(VehicleEvent.WHEEL_AIRBORNE, "WHEEL IN THE AIR", false),
            new Warning(VehicleEvent.WHEELIE, "WHEELIE", false),
            new Warning(VehicleEvent.STOPPIE, "STOPPIE", false));

    private final Map<VehicleEvent, Double> lastSeenS = new EnumMap<>(VehicleEvent.class);
    private double nowS;

    /**
     * Notes the events of one step.
     *
     * @param s the snapshot after the step
     */
    public void accept(VehicleSnapshot s) {
        if (s.timeS() < nowS - 1e-9) {
            lastSeenS.clear(); // the vehicle was reset or replaced
        }
        nowS = s.timeS();
        for (VehicleEvent e : s.events()) {
            lastSeenS.put(e, nowS);
        }
    }

    /** Forgets every warning (a new vehicle). */
    public void clear() {
        lastSeenS.clear();
        nowS = 0;
    }

    /** @return the warnings to show now, most severe first */
    public List<Warning> active() {
        List<Warning> out = new ArrayList<>(3);
        for (Warning w : CATALOGUE) {
            Double t = lastSeenS.get(w.event());
            if (t != null && nowS - t <= HOLD_S) {
                if (w.event() == VehicleEvent.WHEEL_AIRBORNE && isActive(VehicleEvent.AIRBORNE)) {
                    continue; // the whole vehicle in the air says it already
                }
                if (w.event() == VehicleEvent.REDLINE && isActive(VehicleEvent.ENGINE_BLOWN)) {
                    continue;
                }
                out.add(w);
            }
        }
        return out;
    }

    private boolean isActive(VehicleEvent e) {
        Double t = lastSeenS.get(e);
        return t != null && nowS - t <= HOLD_S;
    }
}
