package dev.sandbox.physics.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * The telemetry CSV layout shared by the sandbox's recorder and the proving ground's
 * {@code --csv}: one header line naming each column with its unit in brackets, then one line
 * per sample. Columns for four wheels (FL, FR, RL, RR) or two (F, R) follow the body columns;
 * the motorcycle's lean columns are empty for a car, the car's heave and steering torque empty
 * for a motorcycle; each wheel's aligning moment and camber come last.
 */
public final class TelemetryCsv {

    private final List<String> names = new ArrayList<>();
    private final List<ToDoubleFunction<VehicleSnapshot>> values = new ArrayList<>();

    /**
     * @param wheelNames the vehicle's wheel labels, front first ("FL", "FR", "RL", "RR" or "F", "R")
     */
    public TelemetryCsv(List<String> wheelNames) {
        add("time [s]", VehicleSnapshot::timeS);
        add("x [m]", s -> s.position().x());
        add("y [m]", s -> s.position().y());
        add("z [m]", s -> s.position().z());
        add("speed [km/h]", s -> s.speedMps() * 3.6);
        add("longitudinal accel [m/s^2]", VehicleSnapshot::longitudinalAccelMps2);
        add("lateral accel [m/s^2]", VehicleSnapshot::lateralAccelMps2);
        add("yaw rate [deg/s]", s -> Math.toDegrees(s.yawRateRadPerS()));
        add("sideslip [deg]", s -> Math.toDegrees(s.sideslipRad()));
        add("heading [deg]", s -> Math.toDegrees(s.headingRad()));
        add("pitch [deg]", s -> Math.toDegrees(s.bodyPitchRad()));
        add("roll [deg]", s -> Math.toDegrees(s.bodyRollRad()));
        add("grade [%]", VehicleSnapshot::gradePct);
        add("side slope [%]", VehicleSnapshot::sideSlopePct);
        add("engine speed [rpm]", VehicleSnapshot::engineRpm);
        add("engine torque [N m]", VehicleSnapshot::engineTorqueNm);
        add("engine power [kW]", s -> s.enginePowerW() / 1000);
        add("gear [-]", VehicleSnapshot::gear);
        add("clutch engagement [-]", VehicleSnapshot::clutchEngagement);
        add("throttle [-]", s -> s.input().throttle());
        add("brake [-]", s -> s.input().brake());
        add("steer input [-]", s -> s.input().steer());
        add("handbrake [-]", s -> s.input().handbrake());
        add("clutch pedal [-]", s -> s.input().clutch());
        add("road wheel angle [deg]", s -> Math.toDegrees(s.roadWheelAngleRad()));
        add("distance [m]", VehicleSnapshot::distanceM);
        for (int i = 0; i < wheelNames.size(); i++) {
            int w = i;
            String n = wheelNames.get(i);
            add(n + " load [N]", s -> s.wheels().get(w).loadN());
            add(n + " slip ratio [-]", s -> s.wheels().get(w).slipRatio());
            add(n + " slip angle [deg]", s -> Math.toDegrees(s.wheels().get(w).slipAngleRad()));
            add(n + " longitudinal force [N]", s -> s.wheels().get(w).longitudinalForceN());
            add(n + " lateral force [N]", s -> s.wheels().get(w).lateralForceN());
            add(n + " wheel speed [rad/s]", s -> s.wheels().get(w).angularVelocityRadPerS());
        }
        add("lean [deg]", s -> Math.toDegrees(s.kind().leanRad()));
        add("target lean [deg]", s -> Math.toDegrees(s.kind().targetLeanRad()));
        add("rider lean [deg]", s -> Math.toDegrees(s.kind().riderLeanRad()));
        add("handlebar [deg]", s -> Math.toDegrees(s.kind().handlebarRad()));
        add("bar torque [N m]", s -> s.kind().barTorqueNm());
        add("rider throttle [-]", s -> s.kind().riderThrottle());
        add("heave [mm]", s -> 1000 * s.kind().bodyHeaveM());
        add("steering torque [N m]", s -> s.kind().steeringTorqueNm());
        for (int i = 0; i < wheelNames.size(); i++) {
            int w = i;
            String n = wheelNames.get(i);
            add(n + " aligning moment [N m]", s -> s.wheels().get(w).aligningMomentNm());
            add(n + " camber [deg]", s -> Math.toDegrees(s.wheels().get(w).camberRad()));
        }
    }

    /** @return the layout for a snapshot's wheels */
    public static TelemetryCsv of(VehicleSnapshot s) {
        List<String> wheels = new ArrayList<>();
        for (WheelTelemetry w : s.wheels()) {
            wheels.add(w.name());
        }
        return new TelemetryCsv(wheels);
    }

    private void add(String name, ToDoubleFunction<VehicleSnapshot> value) {
        names.add(name);
        values.add(value);
    }

    /** @return the header line (no line break), ending with the events column */
    public String header() {
        return String.join(",", names) + ",events";
    }

    /** @return the column names, without the events column */
    public List<String> columns() {
        return List.copyOf(names);
    }

    /** @return one data line (no line break): numbers, empty for not-applicable, then events joined by '|' */
    public String row(VehicleSnapshot s) {
        StringBuilder sb = new StringBuilder(512);
        appendRow(sb, s);
        return sb.toString();
    }

    /**
     * Appends one data line (no line break) to a buffer, without formatting through
     * {@code String.format} (the recorder runs on the render thread, 100 rows a second).
     *
     * @param sb the buffer
     * @param s the snapshot
     */
    public void appendRow(StringBuilder sb, VehicleSnapshot s) {
        for (ToDoubleFunction<VehicleSnapshot> v : values) {
            double d = v.applyAsDouble(s);
            if (!Double.isNaN(d)) {
                CsvNumbers.append(sb, d);
            }
            sb.append(',');
        }
        boolean first = true;
        for (VehicleEvent e : s.events()) {
            if (!first) {
                sb.append('|');
            }
            sb.append(e.name());
            first = false;
        }
    }

    /** @return the value of column i for a snapshot (NaN when not applicable) */
    public double value(int column, VehicleSnapshot s) {
        return values.get(column).applyAsDouble(s);
    }
}
