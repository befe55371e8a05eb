package dev.sandbox.physics.provingground;

import dev.sandbox.physics.assist.Assist;
import dev.sandbox.physics.assist.AssistSettings;
import dev.sandbox.physics.assist.DriverAids;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.reference.StraightLineReference;
import dev.sandbox.physics.sim.VehicleEvent;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.TransmissionSpec;
import dev.sandbox.physics.spec.VehicleSpec;
import java.util.ArrayList;
import java.util.List;

/**
 * The straight-line tests a magazine runs: gear table, standing start, braking, top speed and
 * an SAE J2263-style coast-down, all on level dry asphalt with the full model.
 */
public final class StraightLineRuns {

    private static final double MAX_RUN_S = 240;

    private final VehicleSpec spec;

    /** @param spec the vehicle */
    public StraightLineRuns(VehicleSpec spec) {
        this.spec = spec;
    }

    /** @return the redline speed of each gear ([Palmer, eq. 8.23, Table 8-2]) */
    public Results.Gears gears() {
        StraightLineReference ref = StraightLineReference.of(spec, 1.0);
        TransmissionSpec t = spec.transmission();
        List<Results.GearRow> rows = new ArrayList<>();
        for (int g = 1; g <= t.forwardGears(); g++) {
            double ratio = t.gearRatios().get(g - 1);
            double v = ref.redlineSpeedMps(ratio, spec.engine().redlineRpm());
            rows.add(new Results.GearRow(g, ratio, round(Units.mpsToKmh(v), 1)));
        }
        return new Results.Gears(rows);
    }

    /**
     * A full-throttle standing start with automatic shifts. The driver first stages: clutch in,
     * engine held at the launch rpm ({@link Drivers.Staging}); the clock and the odometer start
     * when the clutch comes out, as a magazine's timing gear starts when the car moves off, so
     * every time and the shifts' times count from there.
     *
     * @return the times, the trap speed and the shifts
     */
    public Results.Accel accel() {
        TestTrack track = new TestTrack(spec);
        track.vehicle().setAutomatic(true);
        double launchRpm = spec.transmission().launchRpm();
        VehicleSnapshot s = track.now();
        VehicleInput input = VehicleInput.IDLE;
        LaunchDriver driver = new LaunchDriver(launchRpm);
        while (!driver.staged()) {
            input = driver.stage(s);
            s = track.step(input);
        }
        double startS = s.timeS();
        double startM = s.distanceM();
        Double t60 = null;
        Double t100 = null;
        Double t200 = null;
        Double tQuarter = null;
        Double trap = null;
        List<Results.Shift> shifts = new ArrayList<>();
        Results.Shift pending = null;
        double pendingClearS = 0;
        boolean wheelie = false;
        boolean traction = false;
        while (s.timeS() - startS < MAX_RUN_S && (t200 == null || tQuarter == null)) {
            input = driver.drive(s, false);
            VehicleSnapshot before = s;
            s = track.step(input);
            double t = s.timeS() - startS;
            traction |= (input.throttle() < 0.99 || input.clutch() > 0.01) && s.speedMps() < 20;
            wheelie |= s.has(VehicleEvent.WHEELIE);
            double v = s.speedMps();
            if (t60 == null && v >= Units.mphToMps(60)) {
                t60 = t;
            }
            if (t100 == null && v >= Units.kmhToMps(100)) {
                t100 = t;
            }
            if (t200 == null && v >= Units.kmhToMps(200)) {
                t200 = t;
            }
            if (tQuarter == null && s.distanceM() - startM >= Units.QUARTER_MILE_M) {
                tQuarter = t;
                trap = Units.mpsToKmh(v);
            }
            if (s.has(VehicleEvent.SHIFTING) && !before.has(VehicleEvent.SHIFTING)) {
                pending = new Results.Shift(round(t, 3), round(Units.mpsToKmh(v), 1),
                        before.gear(), s.gear(), round(before.engineRpm(), 0), 0);
                pendingClearS = 0;
            }
            if (pending != null && !s.has(VehicleEvent.SHIFTING) && !s.clutchSlipping()) {
                pendingClearS += TestTrack.DT;
                if (pendingClearS >= 0.02) {
                    shifts.add(new Results.Shift(pending.timeS(), pending.speedKmh(), pending.fromGear(),
                            pending.toGear(), pending.rpmBefore(), round(s.engineRpm(), 0)));
                    pending = null;
                }
            }
            if (s.speedMps() < 0.5 && t > 30) {
                break;
            }
        }
        String limit = wheelie ? "wheelie" : traction ? "traction" : "power";
        return new Results.Accel(round(t60, 2), round(t100, 2), round(t200, 2), round(tQuarter, 2),
                round(trap, 1), limit, shifts);
    }

    /** @return full braking from 100 km/h and from 60 mph */
    public Results.Brake brake() {
        double[] from100 = stop(Units.kmhToMps(100));
        double[] from60 = stop(Units.mphToMps(60));
        double v0 = Units.kmhToMps(100);
        return new Results.Brake(round(from100[0], 2), round(from60[0], 2),
                round(v0 * v0 / (2 * from100[0]) / Units.G, 3));
    }

    /**
     * Brings the vehicle to a steady speed, then brakes fully.
     *
     * @return {distance (in metres), time (in seconds)}
     */
    private double[] stop(double speedMps) {
        TestTrack track = reachSpeed(speedMps);
        VehicleSnapshot s = track.now();
        double start = s.distanceM();
        double t0 = s.timeS();
        // the vehicle's standard anti-lock brakes, if it has them, between the pedal and the brakes
        DriverAids abs = new DriverAids(track.vehicle(), AssistSettings.none()
                .with(Assist.ABS, spec.brakes().abs()).with(Assist.AUTO_GEARBOX, true));
        while (s.speedMps() > 0.01 && s.timeS() - t0 < 30) {
            s = track.step(abs.apply(new VehicleInput(0, 1, 0, 0, 1, false, false, false), s, TestTrack.DT).input());
        }
        return new double[] {s.distanceM() - start, s.timeS() - t0};
    }

    /**
     * @param speedMps the speed (in m/s)
     * @return a track whose vehicle runs steadily at the given speed
     * @throws InvalidRun when full throttle never reaches it
     */
    TestTrack reachSpeed(double speedMps) {
        TestTrack track = new TestTrack(spec);
        track.vehicle().setAutomatic(true);
        Drivers.SpeedHold hold = new Drivers.SpeedHold();
        VehicleSnapshot s = track.now();
        LaunchDriver driver = new LaunchDriver(spec.transmission().launchRpm());
        double most = 0;
        while (s.speedMps() < speedMps && s.timeS() < MAX_RUN_S) {
            s = track.step(driver.drive(s, false));
            most = Math.max(most, s.speedMps());
        }
        if (s.speedMps() < speedMps) {
            throw new InvalidRun(String.format(java.util.Locale.ROOT,
                    "never reached the test's %.1f km/h: full throttle gave at most %.1f km/h in %.0f s",
                    Units.mpsToKmh(speedMps), Units.mpsToKmh(most), MAX_RUN_S));
        }
        double settle = s.timeS() + 3.0;
        while (s.timeS() < settle || Math.abs(s.speedMps() - speedMps) > 0.02) {
            s = track.step(hold.pedals(s, speedMps));
            if (s.timeS() > MAX_RUN_S) {
                break;
            }
        }
        return track;
    }

    /** @return the top speed on level ground, full throttle with automatic shifts */
    public Results.TopSpeed topSpeed() {
        TestTrack track = new TestTrack(spec);
        track.vehicle().setAutomatic(true);
        VehicleSnapshot s = track.now();
        LaunchDriver driver = new LaunchDriver(spec.transmission().launchRpm());
        double best = 0;
        double bestAt = 0;
        while (s.timeS() < MAX_RUN_S) {
            s = track.step(driver.drive(s, true));
            if (s.speedMps() > best + 0.005) {
                best = s.speedMps();
                bestAt = s.timeS();
            }
            if (s.timeS() - bestAt > 8.0) {
                break;
            }
        }
        boolean redline = s.engineRpm() > spec.engine().redlineRpm() - 200;
        return new Results.TopSpeed(round(Units.mpsToKmh(best), 1), s.gear(), redline ? "redline" : "drag");
    }

    /**
     * Coasts in neutral from 115 to 15 km/h and fits the road-load curve by least squares
     * (SAE J2263), with the rotating wheels' inertia added to the mass as the standard asks.
     *
     * @return the fitted coefficients
     */
    public Results.Coastdown coastdown() {
        TestTrack track = reachSpeed(Units.kmhToMps(120));
        VehicleSnapshot s = track.now();
        VehicleInput neutral = new VehicleInput(0, 0, 0, 0, 1, false, false, false);
        double equivalentMass = spec.chassis().totalMassKg() + rotatingMassKg();
        double[][] ata = new double[3][3];
        double[] atb = new double[3];
        double lastV = s.speedMps();
        double lastT = s.timeS();
        while (s.speedMps() > Units.kmhToMps(15) && s.timeS() < MAX_RUN_S * 2) {
            s = track.step(neutral);
            if (s.timeS() - lastT >= 0.1) {
                double v = 0.5 * (s.speedMps() + lastV);
                double force = -equivalentMass * (s.speedMps() - lastV) / (s.timeS() - lastT);
                if (v <= Units.kmhToMps(115)) {
                    double[] row = {1, v, v * v};
                    for (int i = 0; i < 3; i++) {
                        for (int j = 0; j < 3; j++) {
                            ata[i][j] += row[i] * row[j];
                        }
                        atb[i] += row[i] * force;
                    }
                }
                lastV = s.speedMps();
                lastT = s.timeS();
            }
        }
        double[] x = solve3(ata, atb);
        return new Results.Coastdown(round(x[0], 1), round(x[1], 3), round(x[2], 4));
    }

    private double rotatingMassKg() {
        int perAxle = spec.chassis().trackFrontM() > 0 ? 2 : 1;
        double front = perAxle * spec.frontWheel().inertiaKgM2() / Math.pow(spec.frontWheel().radiusM(), 2);
        double rear = perAxle * spec.rearWheel().inertiaKgM2() / Math.pow(spec.rearWheel().radiusM(), 2);
        return front + rear;
    }

    private static double[] solve3(double[][] a, double[] b) {
        double[][] m = new double[3][4];
        for (int i = 0; i < 3; i++) {
            System.arraycopy(a[i], 0, m[i], 0, 3);
            m[i][3] = b[i];
        }
        for (int c = 0; c < 3; c++) {
            int p = c;
            for (int r = c + 1; r < 3; r++) {
                if (Math.abs(m[r][c]) > Math.abs(m[p][c])) {
                    p = r;
                }
            }
            double[] tmp = m[c];
            m[c] = m[p];
            m[p] = tmp;
            for (int r = 0; r < 3; r++) {
                if (r != c) {
                    double k = m[r][c] / m[c][c];
                    for (int j = c; j < 4; j++) {
                        m[r][j] -= k * m[c][j];
                    }
                }
            }
        }
        return new double[] {m[0][3] / m[0][0], m[1][3] / m[1][1], m[2][3] / m[2][2]};
    }

    static Double round(Double v, int digits) {
        return v == null ? null : round(v.doubleValue(), digits);
    }

    /**
     * @param v a figure
     * @param digits decimals to keep
     * @return the figure rounded to them; a figure too large to have decimals (beyond 2^52
     *     once scaled, where Math.round would stop at Long.MAX_VALUE) as it is, and NaN as NaN
     */
    static double round(double v, int digits) {
        double f = Math.pow(10, digits);
        double scaled = v * f;
        return Math.abs(scaled) < 0x1p52 ? Math.round(scaled) / f : v;
    }
}
