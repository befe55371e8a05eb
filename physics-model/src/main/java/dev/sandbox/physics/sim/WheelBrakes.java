package dev.sandbox.physics.sim;

import dev.sandbox.physics.math.Units;
import java.util.Arrays;

/**
 * A brake demand per wheel, as an anti-lock or stability controller's valves give it: for each
 * wheel, in the snapshot's wheel order (front wheels first), the share of that wheel's
 * full-pedal brake torque it gets (0..1). When an input carries one, it replaces the pedal's
 * own split of the brake pressure; the pedal value stays in the input for the record.
 */
public final class WheelBrakes {

    private final double[] share;

    /**
     * @param shares per wheel, in the snapshot's order (each clamped to 0..1, NaN read as 0)
     */
    public WheelBrakes(double... shares) {
        share = new double[shares.length];
        for (int i = 0; i < shares.length; i++) {
            share[i] = Double.isNaN(shares[i]) ? 0.0 : Units.clamp(shares[i], 0, 1);
        }
    }

    /**
     * @param wheels number of wheels
     * @param pedal the brake pedal (0..1)
     * @return every wheel braked as the pedal asks
     */
    public static WheelBrakes uniform(int wheels, double pedal) {
        double[] s = new double[wheels];
        Arrays.fill(s, pedal);
        return new WheelBrakes(s);
    }

    /**
     * @param wheel index in the snapshot's wheel order
     * @return that wheel's share of its full brake torque (0..1; 0 for a wheel beyond the list)
     */
    public double share(int wheel) {
        return wheel < share.length ? share[wheel] : 0.0;
    }

    /** @return number of wheels listed */
    public int size() {
        return share.length;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof WheelBrakes other && Arrays.equals(other.share, share);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(share);
    }

    @Override
    public String toString() {
        return Arrays.toString(share);
    }
}
