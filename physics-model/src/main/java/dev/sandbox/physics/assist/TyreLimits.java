package dev.sandbox.physics.assist;

import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.sim.WheelTelemetry;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleType;
import dev.sandbox.physics.tyre.TyreModel;
import dev.sandbox.physics.tyre.TyreModels;

/**
 * What the assists' control units know of the tyres: the slip of peak force at a wheel's load
 * and surface (a real unit has it as a calibrated map), and which wheels the engine drives.
 */
final class TyreLimits {

    private final TyreModel front;
    private final TyreModel rear;
    private final boolean[] driven;

    /** @param spec the vehicle */
    TyreLimits(VehicleSpec spec) {
        front = TyreModels.of(spec.tyre(), spec.frontWheel());
        rear = TyreModels.of(spec.tyre(), spec.rearWheel());
        if (spec.type() == VehicleType.MOTORCYCLE) {
            driven = new boolean[] {false, true};
        } else {
            driven = switch (spec.transmission().layout()) {
                case FWD -> new boolean[] {true, true, false, false};
                case RWD -> new boolean[] {false, false, true, true};
                case AWD -> new boolean[] {true, true, true, true};
            };
        }
    }

    /**
     * @param s a snapshot
     * @param i a wheel index in its order
     * @return the slip ratio of that tyre's peak longitudinal force now (positive)
     */
    double peakSlip(VehicleSnapshot s, int i) {
        WheelTelemetry w = s.wheels().get(i);
        TyreModel t = w.name().startsWith("F") ? front : rear;
        return t.peakSlipRatio(Math.max(w.loadN(), 1.0), w.surface().grip());
    }

    /** @return true when the engine drives wheel i */
    boolean driven(int i) {
        return i < driven.length && driven[i];
    }

    /**
     * @param s a snapshot
     * @return the largest excess of a grounded driven wheel's slip over its peak slip, as a
     *     share of the peak (0 = at the peak, 1 = twice the peak; negative below it)
     */
    double driveSlipExcess(VehicleSnapshot s) {
        double worst = -1;
        for (int i = 0; i < s.wheels().size(); i++) {
            WheelTelemetry w = s.wheels().get(i);
            if (driven(i) && w.grounded()) {
                double peak = peakSlip(s, i);
                worst = Math.max(worst, (w.slipRatio() - peak) / peak);
            }
        }
        return worst;
    }
}
