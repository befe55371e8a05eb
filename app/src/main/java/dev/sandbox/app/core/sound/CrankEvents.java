package dev.sandbox.app.core.sound;

import dev.sandbox.physics.spec.EngineSpec;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The crank's four-stroke cycle of 720 degrees and what happens in it: each cylinder, in the
 * spec's firing order and after its firing interval, fires at its top dead centre, opens its
 * exhaust valve 130 degrees later (about 50 degrees before bottom dead centre, where blow-down
 * begins) and its intake valve 350 degrees after firing (10 degrees before the top dead centre
 * of the gas exchange) [Heywood 1988, §5.1]. Turning the crank through an angle reports every
 * event passed, with where within the sample it fell.
 */
final class CrankEvents {

    /** Crank angle from a cylinder's firing to its exhaust valve opening (in degrees). */
    static final double EXHAUST_OPENS_DEG = 130;
    /** Crank angle from a cylinder's firing to its intake valve opening (in degrees). */
    static final double INTAKE_OPENS_DEG = 350;

    /** What happens. */
    enum Kind {
        /** The charge burns (or would: the combustion decides). */
        FIRING,
        /** The exhaust valve opens: blow-down. */
        EXHAUST_OPENS,
        /** The intake valve opens: the piston draws the charge in. */
        INTAKE_OPENS
    }

    /** Receives the events. */
    interface Listener {
        /**
         * @param kind what happens
         * @param cylinder the cylinder (0-based)
         * @param late where it fell between this sample (0) and the next (1)
         */
        void event(Kind kind, int cylinder, double late);
    }

    private final double[] gapDeg;
    private final Kind[] kind;
    private final int[] cylinder;
    private int next;
    private double toNextDeg;
    private double cycleDeg;

    /** @param engine the engine: cylinders, firing order and intervals */
    CrankEvents(EngineSpec engine) {
        record Event(double angle, Kind kind, int cylinder) {
        }
        List<Event> events = new ArrayList<>();
        double angle = 0;
        for (int i = 0; i < engine.cylinders(); i++) {
            int c = engine.firingOrder().get(i) - 1;
            events.add(new Event(angle, Kind.FIRING, c));
            events.add(new Event((angle + EXHAUST_OPENS_DEG) % EngineSpec.CYCLE_DEG, Kind.EXHAUST_OPENS, c));
            events.add(new Event((angle + INTAKE_OPENS_DEG) % EngineSpec.CYCLE_DEG, Kind.INTAKE_OPENS, c));
            angle += engine.firingIntervalsDeg().get(i);
        }
        events.sort(Comparator.comparingDouble(Event::angle));
        int n = events.size();
        gapDeg = new double[n];
        kind = new Kind[n];
        cylinder = new int[n];
        for (int i = 0; i < n; i++) {
            Event e = events.get(i);
            double previous = events.get((i + n - 1) % n).angle();
            gapDeg[i] = ((e.angle() - previous) % EngineSpec.CYCLE_DEG + EngineSpec.CYCLE_DEG) % EngineSpec.CYCLE_DEG;
            kind[i] = e.kind();
            cylinder[i] = e.cylinder();
        }
        next = 0;
        toNextDeg = 0;
    }

    /**
     * Turns the crank by one sample's angle.
     *
     * @param deg crank angle turned during the sample (in degrees, &ge;0)
     * @param listener told of each event passed, in order
     */
    void turn(double deg, Listener listener) {
        if (deg <= 0) {
            return;
        }
        cycleDeg += deg;
        if (cycleDeg >= EngineSpec.CYCLE_DEG) {
            cycleDeg -= EngineSpec.CYCLE_DEG;
        }
        toNextDeg -= deg;
        while (toNextDeg <= 0) {
            listener.event(kind[next], cylinder[next], 1 - Math.min(1, -toNextDeg / deg));
            next = next + 1 == kind.length ? 0 : next + 1;
            toNextDeg += gapDeg[next];
        }
    }

    /** @return the crank angle within the four-stroke cycle (in degrees, 0..720) */
    double cycleDeg() {
        return cycleDeg;
    }
}
