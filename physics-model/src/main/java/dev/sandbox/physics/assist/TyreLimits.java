package dev.sandbox.physics.assist;

import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.sim.WheelTelemetry;
import dev.sandbox.physics.spec.DriveLayout;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.tyre.TyreModel;
import dev.sandbox.physics.tyre.TyreModels;

/**
 * What the assists' control units know of the tyres: the slip of peak force at a wheel's load
 * and surface (a real unit has it as a calibrated map), and which wheels the engine drives.
 */
final class TyreLimits {

    /**
     * Road speed below which the units measure slip against this speed instead (in metres per
     * second): at a standstill the slip ratio's denominator vanishes and a creeping wheel would
     * read as a spinning one, so a real unit compares wheel speeds with a floor of a few km/h.
     */
    static final double SLIP_SPEED_FLOOR_MPS = 2.0;

    private final TyreModel front;
    private final double frontRadiusM;
    private final double rearRadiusM;
    private final TyreModel rear;
    private final DriveLayout layout;

    /** @param spec the vehicle */
    TyreLimits(VehicleSpec spec) {
        front = TyreModels.of(spec.tyre(), spec.frontWheel());
        rear = TyreModels.of(spec.tyre(), spec.rearWheel());
        frontRadiusM = spec.frontWheel().radiusM();
        rearRadiusM = spec.rearWheel().radiusM();
        layout = spec.transmission().layout();
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

    /**
     * @param s a snapshot
     * @param i a wheel index
     * @return the wheel's slip ratio as the units measure it: (omega r - v) / max(|v|,
     *     {@link #SLIP_SPEED_FLOOR_MPS}) (positive = driving)
     */
    double slip(VehicleSnapshot s, int i) {
        WheelTelemetry w = s.wheels().get(i);
        double r = w.name().startsWith("F") ? frontRadiusM : rearRadiusM;
        double v = AntiLock.contactSpeedMps(s, w);
        return (w.angularVelocityRadPerS() * r - v) / Math.max(Math.abs(v), SLIP_SPEED_FLOOR_MPS);
    }

    /**
     * @param s a snapshot
     * @param i a wheel index
     * @return true when the engine drives wheel i: by the drive layout and the wheel's axle,
     *     front ("F...") or rear ("R...")
     */
    boolean driven(VehicleSnapshot s, int i) {
        String axle = s.wheels().get(i).name();
        return switch (layout) {
            case FWD -> axle.startsWith("F");
            case RWD -> axle.startsWith("R");
            case AWD -> true;
        };
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
            if (driven(s, i) && w.grounded()) {
                double peak = peakSlip(s, i);
                worst = Math.max(worst, (slip(s, i) - peak) / peak);
            }
        }
        return worst;
    }
}
