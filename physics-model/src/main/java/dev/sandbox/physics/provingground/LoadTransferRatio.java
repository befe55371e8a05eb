package dev.sandbox.physics.provingground;

import dev.sandbox.physics.sim.VehicleSnapshot;

/**
 * The lateral load transfer ratio LTR = (F_z,out - F_z,in) / (F_z,out + F_z,in), the rollover
 * index of [Odenthal 1999]: 0 when the two sides share the load, 1 when the inside wheels have
 * lifted.
 */
final class LoadTransferRatio {
    /**
     * A limit reached at or above this ratio is the car's rollover threshold, not its tyres'.
     * Rollover warnings act at 0.9 [Odenthal 1999]; an open differential's inner driven wheel that
     * light spins, so the car cannot be driven further round a steady circle and the tip itself
     * never comes there.
     */
    static final double ROLLOVER = 0.9;

    private LoadTransferRatio() {
    }

    /**
     * @param s a car's snapshot (four wheels: FL, FR, RL, RR) on a left-hand circle
     * @return its load transfer ratio, or 0 for a vehicle without four wheels or with no load
     */
    static double onALeftCircle(VehicleSnapshot s) {
        if (s.wheels().size() != 4) {
            return 0;
        }
        double inside = s.wheels().get(0).loadN() + s.wheels().get(2).loadN();
        double outside = s.wheels().get(1).loadN() + s.wheels().get(3).loadN();
        return inside + outside > 0 ? (outside - inside) / (outside + inside) : 0;
    }
}
