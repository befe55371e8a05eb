package dev.sandbox.app.feature.hud;

import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.motorcycle.BikeTelemetry;
import dev.sandbox.physics.sim.VehicleEvent;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.DriveLayout;

/**
 * The telemetry panel's number tables as text: the body and powertrain table and the
 * motorcycle table. Angles in degrees, accelerations in g, ISO 8855
 * signs written as L/R where a side is meant.
 */
final class TelemetryText {

    /** Refresh rate of the HUD's changing numbers (in hertz): faster is unreadable and costs text layout. */
    static final double NUMBERS_HZ = 10;

    private TelemetryText() {
    }

    /**
     * Fills the body and powertrain table: four columns (name, value, name, value), eight rows.
     *
     * @param t the table
     * @param s the latest snapshot
     * @param layout which wheels are driven (for the wheel rpm)
     */
    static void body(TextTable t, VehicleSnapshot s, DriveLayout layout) {
        t.set(1, NumberText.of(s.longitudinalAccelMps2() / Units.G, 2, true, " g"),
                NumberText.of(s.lateralAccelMps2() / Units.G, 2, true, " g"),
                NumberText.of(Units.radToDeg(s.yawRateRadPerS()), 1, true, " deg/s"),
                NumberText.of(Units.radToDeg(s.sideslipRad()), 1, true, " deg"),
                NumberText.of(Units.radToDeg(s.bodyPitchRad()), 1, true, " deg"),
                NumberText.of(Units.radToDeg(s.bodyRollRad()), 1, true, " deg"),
                NumberText.of(s.gradePct(), 1, true, " %"),
                NumberText.of(s.sideSlopePct(), 1, true, " %"));
        t.set(3, NumberText.of(s.engineTorqueNm(), 0, true, " N m"),
                NumberText.of(s.enginePowerW() / 1000, 0, true, " kW"),
                NumberText.of(s.engineRpm(), 0, false, " rpm"),
                NumberText.of(drivenWheelRpm(s, layout), 0, false, " rpm"),
                clutch(s),
                gear(s.gear()) + (s.automatic() ? " auto" : " manual") + (s.has(VehicleEvent.SHIFTING) ? " (shifting)" : ""),
                optional(1000 * s.kind().bodyHeaveM(), 0, true, " mm"),
                optional(s.kind().steeringTorqueNm(), 1, true, " N m"));
    }

    /** Names of the body table's rows, left half. */
    static final String[] BODY_LEFT = {"long accel", "lat accel", "yaw rate", "sideslip", "pitch", "roll", "grade",
        "side slope"};
    /** Names of the body table's rows, right half. */
    static final String[] BODY_RIGHT = {"torque", "power", "engine", "driven wheels", "clutch", "gear", "heave",
        "steer torque"};
    /** Names of the motorcycle table's rows, left half. */
    static final String[] BIKE_LEFT = {"lean", "rider lean", "front load", "state"};
    /** Names of the motorcycle table's rows, right half. */
    static final String[] BIKE_RIGHT = {"target lean", "", "rear load", ""};

    /**
     * Fills the motorcycle table: four columns (name, value, name, value), four rows.
     *
     * @param t the table
     * @param b the motorcycle's state
     * @param s the snapshot it belongs to
     */
    static void bike(TextTable t, BikeTelemetry b, VehicleSnapshot s) {
        String state = b.crashed() ? "CRASHED" : s.has(VehicleEvent.WHEELIE) ? "WHEELIE"
                : s.has(VehicleEvent.STOPPIE) ? "STOPPIE" : b.footDown() ? "foot down" : "riding";
        t.set(1, lean(b.leanRad()), lean(b.riderLeanRad()), NumberText.of(b.frontLoadN(), 0, false, " N"), state);
        t.set(3, lean(b.targetLeanRad()), "", NumberText.of(b.rearLoadN(), 0, false, " N"), "");
    }

    /** @return the number as {@link NumberText#of} writes it, or a dash for a kind that does not have it (NaN) */
    private static String optional(double value, int decimals, boolean signed, String unit) {
        return Double.isNaN(value) ? "-" : NumberText.of(value, decimals, signed, unit);
    }

    private static String lean(double rad) {
        return side(rad, true) + " " + NumberText.of(Math.abs(Units.radToDeg(rad)), 1, false, " deg");
    }

    /**
     * @param b the motorcycle's state
     * @return the handlebar line
     */
    static String handlebar(BikeTelemetry b) {
        return " handlebar  " + side(b.handlebarRad(), false) + " "
                + NumberText.of(Math.abs(Units.radToDeg(b.handlebarRad())), 1, false, " deg")
                + "  bar torque " + side(b.barTorqueNm(), false) + " "
                + NumberText.of(Math.abs(b.barTorqueNm()), 1, false, " N m")
                + (b.countersteering() && !b.crashed() ? "   COUNTERSTEER " : " ");
    }

    /**
     * @param value a signed angle
     * @param roll true for a roll or lean (positive = right side down), false for a steer or
     *     yaw (positive = left)
     * @return "L", "R" or a blank
     */
    static String side(double value, boolean roll) {
        if (Math.abs(value) < 1e-4) {
            return " ";
        }
        boolean left = roll ? value < 0 : value > 0;
        return left ? "L" : "R";
    }

    static String gear(int gear) {
        return gear < 0 ? "R" : gear == 0 ? "N" : Integer.toString(gear);
    }

    private static String clutch(VehicleSnapshot s) {
        if (s.clutchEngagement() <= 0.001) {
            return "open";
        }
        return (s.clutchSlipping() ? "slipping " : "engaged ") + NumberText.padded(100 * s.clutchEngagement(), 0, 3, "%");
    }

    /**
     * @param s a snapshot
     * @param layout the driven wheels: the front half of the snapshot's wheels (front first),
     *     the rear half, or all
     * @return mean speed of the driven wheels (in rpm)
     */
    static double drivenWheelRpm(VehicleSnapshot s, DriveLayout layout) {
        int n = s.wheels().size();
        int from = layout == DriveLayout.RWD ? n / 2 : 0;
        int to = layout == DriveLayout.FWD ? n / 2 : n;
        double sum = 0;
        for (int i = from; i < to; i++) {
            sum += s.wheels().get(i).angularVelocityRadPerS();
        }
        return Units.radPerSToRpm(sum / (to - from));
    }
}
