package dev.sandbox.physics.provingground;

import dev.sandbox.physics.assist.Assist;
import dev.sandbox.physics.assist.AssistSettings;
import dev.sandbox.physics.assist.DriverAids;
import dev.sandbox.physics.chassis.Steering;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.reference.HlavacsModel;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleEvent;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;
import java.util.ArrayList;
import java.util.List;

/**
 * The handling tests of a vehicle engineer: low-speed turn circle, constant-radius skidpad
 * (ISO 4138), step steer (ISO 7401), double lane change (ISO 3888-1), and the Hlavacs
 * reference's fig. 14 table. Drivers read the snapshot and steer through the ordinary input.
 */
public final class HandlingRuns {

    /** Below this speed (in m/s) the turn-circle driver keeps the wheel straight: no yaw rate yet to steer against. */
    static final double STEER_FROM_MPS = 0.5;
    private static final double DT = TestTrack.DT;

    /**
     * Settling time of the turn circle (in seconds): the yaw rate of a car at walking pace
     * settles within a few seconds; 25 s also lets the speed hold take up the cornering drag.
     */
    static final double TURN_SETTLE_S = 25;
    /** Measuring window of the turn circle (in seconds): two seconds average out the speed hold's ripple. */
    static final double TURN_MEASURE_S = 2;
    /**
     * Widest circle the turn circle reports (in metres): the widest the proving ground drives
     * (the skidpad's largest radius, a motorway curve). A road-wheel angle so small that the
     * car turns wider than that is a car running straight, not a turn circle.
     */
    static final double TURN_WIDEST_M = 2000;
    /** Skidpad: time each speed step settles before it is measured (in seconds, ISO 4138 asks for steady state). */
    static final double SKIDPAD_SETTLE_S = 4;
    /** Skidpad: time each speed step is measured over (in seconds). */
    static final double SKIDPAD_MEASURE_S = 2;
    /** Skidpad: the first speed (in m/s) and the step between speeds (in m/s), as ISO 4138's slowly rising speed. */
    static final double SKIDPAD_FIRST_MPS = 6;
    static final double SKIDPAD_STEP_MPS = 0.5;
    /** Skidpad: no car the model holds gets past this speed (in m/s) on a test circle; the loop's upper end. */
    static final double SKIDPAD_LAST_MPS = 40;
    /** Skidpad: the driver has lost the circle when the path error exceeds this (in metres, half a lane). */
    static final double SKIDPAD_MAX_OFFSET_M = 1.0;
    /** Skidpad: the speed hold has failed when the speed is off by more than this (in m/s). */
    static final double SKIDPAD_MAX_SPEED_ERROR_MPS = 0.3;
    /** Upper end of the linear range the headline understeer gradient is fitted over (in g). */
    static final double LINEAR_RANGE_G = 0.4;
    /** Band the understeer gradient at 0.5 g is fitted over (in g): wide enough for five points. */
    static final double HALF_G_FIT_FROM_G = 0.4;
    static final double HALF_G_FIT_TO_G = 0.6;
    /**
     * Step steer: time from the step to the end of the trace the response is read from (in
     * seconds). The yaw mode has settled well within it: its envelope decays as exp(-zeta omega t)
     * with 2 zeta omega = (C_f + C_r) / (m V) + (a^2 C_f + b^2 C_r) / (I V) [Gillespie, ch. 6],
     * 6.4 /s for the Boxster at 150 km/h. With the accelerator held the speed falls about
     * 0.2 km/h a second with the turn's drag, so the steady state is read just after the
     * transient, at the speed the step started at, rather than seconds later at a lower one.
     */
    static final double STEP_TRACE_S = 2;
    /** Step steer: the window the steady response is averaged over, after the trace (in seconds). */
    static final double STEP_STEADY_S = 1;
    /**
     * Step steer: how long the driver goes on holding the speed on the straight before the step
     * (in seconds). The speed holder that brought the car up to speed still swings the throttle
     * with a decay time of about 2 s; after 8 s its swing is a few thousandths of what it was, so
     * the throttle it leaves holds the speed, and the speed changes through the step only by the
     * turn's own drag.
     */
    static final double STEP_STRAIGHT_S = 8;
    /** Step steer: passes of the secant search that sizes the step for the target lateral acceleration. */
    static final int STEP_SIZING_PASSES = 4;
    /** Step steer: the steady lateral acceleration must be within 10 % of the one asked for. */
    static final double STEP_TARGET_TOLERANCE = 0.10;
    /** Lane change: the search for the highest entry speed runs between these (in km/h) to this resolution. */
    static final double LANE_CHANGE_LOWEST_KMH = 30;
    static final double LANE_CHANGE_HIGHEST_KMH = 180;
    static final double LANE_CHANGE_RESOLUTION_KMH = 1;

    private final VehicleSpec spec;
    private final Steering steering;

    /** @param spec a car */
    public HandlingRuns(VehicleSpec spec) {
        this.spec = spec;
        this.steering = new Steering(spec.steering(), spec.chassis().wheelbaseM(), spec.chassis().trackFrontM());
    }

    /** @return the input that asks for a road-wheel angle at a speed (clamped to full lock) */
    double steerInput(double roadWheelRad, double speedMps) {
        return Units.clamp(roadWheelRad / steering.maxAngleRad(speedMps), -1, 1);
    }

    /**
     * [Palmer, eq. 8.39-8.40]: a steady turn at a fixed speed and front-wheel angle. The car
     * settles for {@link #TURN_SETTLE_S}, then is measured over {@link #TURN_MEASURE_S}; the
     * result is marked invalid, with the reason, when in that window it spins, stops or does
     * not hold a steady turn, since then no turn radius exists to report.
     *
     * @param speedMps speed (in m/s)
     * @param roadWheelDeg mean road-wheel angle (in degrees)
     * @return radius and quarter-turn time, with the book's closed forms beside them
     */
    public HandlingResults.TurnCircle turnCircle(double speedMps, double roadWheelDeg) {
        TestTrack track = new TestTrack(spec);
        Drivers.SpeedHold hold = new Drivers.SpeedHold();
        double delta = Math.toRadians(roadWheelDeg);
        VehicleSnapshot s = track.now();
        // the driver gets up to speed on the circle with traction control, which keeps full
        // throttle in first from spinning the car; the measurement itself is at part throttle
        DriverAids tc = new DriverAids(track.vehicle(), AssistSettings.none()
                .with(Assist.TRACTION_CONTROL, true).with(Assist.AUTO_GEARBOX, true));
        for (int i = 0; i < steps(TURN_SETTLE_S); i++) {
            double steer = s.speedMps() > STEER_FROM_MPS ? steerInput(delta, s.speedMps()) : 0;
            s = track.step(tc.apply(hold.pedals(s, speedMps).withSteer(steer), s, DT).input());
        }
        int n = steps(TURN_MEASURE_S);
        SteadyState window = new SteadyState(speedMps, n);
        for (int i = 0; i < n; i++) {
            s = track.step(hold.pedals(s, speedMps).withSteer(steerInput(delta, s.speedMps())));
            window.add(s, i < n / 2);
        }
        double yawRate = window.meanYawRate();
        double speed = window.meanSpeed();
        double l = spec.chassis().wheelbaseM();
        String reason = window.reason();
        if (reason == null && !(Math.abs(speed / yawRate) <= TURN_WIDEST_M)) {
            reason = String.format(java.util.Locale.ROOT, "never turned: at %.1f km/h the mean yaw rate was %.3g rad/s, "
                    + "a circle wider than the %.0f m the proving ground measures", Units.mpsToKmh(speed), yawRate,
                    TURN_WIDEST_M);
        }
        return new HandlingResults.TurnCircle(speedMps, roadWheelDeg, reason == null ? round(speed / yawRate, 2) : null,
                reason == null ? round(Math.PI / (2 * yawRate), 3) : null, round(l / Math.sin(delta), 2),
                round(Math.PI * l / (2 * speedMps * Math.sin(delta)), 3), reason == null, reason);
    }

    /** @return the steps of a span of simulated time at the test track's fixed step */
    static int steps(double seconds) {
        return (int) Math.round(seconds / DT);
    }

    /**
     * ISO 4138 constant radius: a path-following driver holds the circle while the speed
     * rises in steps of {@link #SKIDPAD_STEP_MPS}; each step settles for {@link #SKIDPAD_SETTLE_S}
     * and is measured over {@link #SKIDPAD_MEASURE_S}.
     *
     * @param radiusM circle radius (in metres)
     * @return the steady states and the figures drawn from them
     */
    public HandlingResults.Skidpad skidpad(double radiusM) {
        TestTrack track = new TestTrack(spec).allowDown();
        track.vehicle().reset(radiusM, 0, Math.PI / 2, track.ground());
        Path circle = Path.leftCircle(0, 0, radiusM);
        PathFollower driver = new PathFollower(circle, spec.chassis().wheelbaseM(), spec.chassis().cgToRearAxleM());
        Drivers.SpeedHold hold = new Drivers.SpeedHold();
        List<HandlingResults.SkidpadPoint> points = new ArrayList<>();
        String limit = "understeer";
        VehicleSnapshot s = track.now();
        for (double v = SKIDPAD_FIRST_MPS; v < SKIDPAD_LAST_MPS; v += SKIDPAD_STEP_MPS) {
            double ay = 0;
            double steer = 0;
            double beta = 0;
            double maxOffset = 0;
            int samples = 0;
            double loadTransferRatio = 0;
            for (int i = 0; i < steps(SKIDPAD_SETTLE_S + SKIDPAD_MEASURE_S); i++) {
                double delta = driver.roadWheelAngle(s, DT);
                s = track.step(hold.pedals(s, v).withSteer(steerInput(delta, s.speedMps())));
                if (s.has(VehicleEvent.CRASHED)) {
                    break;
                }
                if (i >= steps(SKIDPAD_SETTLE_S)) {
                    loadTransferRatio = Math.max(loadTransferRatio, LoadTransferRatio.onALeftCircle(s));
                    ay += s.lateralAccelMps2();
                    steer += s.roadWheelAngleRad();
                    beta += s.sideslipRad();
                    maxOffset = Math.max(maxOffset, Math.abs(driver.lateralOffsetM()));
                    samples++;
                }
            }
            boolean onItsOuterWheels = loadTransferRatio >= LoadTransferRatio.ROLLOVER && maxOffset <= SKIDPAD_MAX_OFFSET_M;
            if (s.has(VehicleEvent.CRASHED) || onItsOuterWheels) {
                // it tipped over its outer wheels, or stood on them with the inner ones too light to drive it
                // faster, before its tyres let go: the last speed that held is the limit
                limit = "rollover";
                break;
            }
            boolean spun = Math.abs(s.sideslipRad()) > SteadyState.SPIN_SIDESLIP_RAD;
            if (spun) {
                limit = "oversteer";
            }
            if (spun || maxOffset > SKIDPAD_MAX_OFFSET_M || Math.abs(s.speedMps() - v) > SKIDPAD_MAX_SPEED_ERROR_MPS) {
                break;
            }
            points.add(new HandlingResults.SkidpadPoint(round(Units.mpsToKmh(v), 1), round(ay / samples / Units.G, 3),
                    round(Math.toDegrees(steer / samples), 2), round(Math.toDegrees(beta / samples), 2)));
        }
        double max = points.stream().mapToDouble(HandlingResults.SkidpadPoint::lateralG).max().orElse(0);
        String reason = points.isEmpty() ? String.format(java.util.Locale.ROOT,
                "never settled: no steady state on the %.0f m circle even at the first speed (%.0f km/h); the car %s",
                radiusM, Units.mpsToKmh(SKIDPAD_FIRST_MPS), limit.equals("oversteer") ? "spun"
                        : limit.equals("rollover") ? "rolled over" : "left the circle") : null;
        double atHalfG = understeerGradient(points, HALF_G_FIT_FROM_G, HALF_G_FIT_TO_G);
        return new HandlingResults.Skidpad(radiusM, max, round(understeerGradient(points, 0, LINEAR_RANGE_G), 2),
                max >= HALF_G_FIT_TO_G && !Double.isNaN(atHalfG) ? round(atHalfG, 2) : null, limit, points,
                reason == null, reason);
    }

    /**
     * Least-squares slope of steer angle over lateral acceleration for the points in a band.
     *
     * @param points the steady states
     * @param fromG lowest lateral acceleration of the band (in g)
     * @param toG highest lateral acceleration of the band (in g)
     * @return the slope (in degrees per g), NaN with fewer than two points in the band
     */
    private static double understeerGradient(List<HandlingResults.SkidpadPoint> points, double fromG, double toG) {
        double sx = 0;
        double sy = 0;
        double sxx = 0;
        double sxy = 0;
        int n = 0;
        for (HandlingResults.SkidpadPoint p : points) {
            if (p.lateralG() >= fromG && p.lateralG() <= toG) {
                sx += p.lateralG();
                sy += p.steerDeg();
                sxx += p.lateralG() * p.lateralG();
                sxy += p.lateralG() * p.steerDeg();
                n++;
            }
        }
        double d = n * sxx - sx * sx;
        return n >= 2 && d != 0 ? (n * sxy - sx * sy) / d : Double.NaN;
    }

    /**
     * ISO 7401 step steer at a speed, the step sized for a target steady lateral acceleration.
     * The open-loop test holds the controls still through the step: the accelerator stays where
     * it held the speed on the straight (the driver holds the speed for {@link #STEP_STRAIGHT_S}
     * first, so that the throttle is the one that holds it, not a swing of the speed holder's),
     * and the steering wheel at the step's angle (the speed then falls a little with the turn's
     * drag). A driver who went on holding the speed would lift at the step and feed the throttle
     * back in during the turn, moving load between the axles just as the yaw settles, and the
     * overshoot would measure the driver, not the car.
     *
     * @param speedKmh test speed (in km/h)
     * @param targetLateralMps2 wanted steady lateral acceleration (in m/s^2)
     * @return response time, overshoot and the steady lateral acceleration reached
     */
    public HandlingResults.StepSteer stepSteer(double speedKmh, double targetLateralMps2) {
        double v = Units.kmhToMps(speedKmh);
        double l = spec.chassis().wheelbaseM();
        // the step is what the steering can give at this speed: a car that cannot reach the
        // lateral acceleration asked for is stepped to full lock, and the result says so
        double fullLock = steering.maxAngleRad(v);
        double delta = Math.min(Math.atan(targetLateralMps2 * l / (v * v)), fullLock);
        for (int k = 0; k < STEP_SIZING_PASSES; k++) {
            double reached = runStep(v, delta, null, null)[2];
            delta = Math.min(delta * targetLateralMps2 / Math.max(reached, 0.1), fullLock);
        }
        double[] r = new double[5];
        String[] reason = new String[1];
        runStep(v, delta, r, reason);
        if (reason[0] == null && !(Math.abs(r[2] - targetLateralMps2) <= STEP_TARGET_TOLERANCE * targetLateralMps2)) {
            reason[0] = String.format(java.util.Locale.ROOT,
                    "never settled at the asked lateral acceleration: %.2f m/s^2 reached of %.2f", r[2], targetLateralMps2);
        }
        boolean valid = reason[0] == null;
        return new HandlingResults.StepSteer(speedKmh, round(Math.toDegrees(delta), 3), valid ? round(r[0], 3) : null,
                valid ? round(r[1], 1) : null, round(r[2] / Units.G, 3), valid, reason[0]);
    }

    /** @return {response time (s), overshoot (%), steady lateral acceleration (m/s^2)} */
    private double[] runStep(double v, double delta, double[] out, String[] reasonOut) {
        TestTrack track = reachSpeed(v);
        VehicleSnapshot s = track.now();
        Drivers.SpeedHold hold = new Drivers.SpeedHold(s.input().throttle());
        for (int i = 0; i < steps(STEP_STRAIGHT_S); i++) {
            s = track.step(hold.pedals(s, v));
        }
        VehicleInput pedal = VehicleInput.pedals(s.input().throttle(), 0);
        double t0 = s.timeS();
        double t50 = Double.NaN;
        double peak = 0;
        List<double[]> trace = new ArrayList<>();
        for (int i = 0; i < steps(STEP_TRACE_S); i++) {
            s = track.step(pedal.withSteer(steerInput(delta, s.speedMps())));
            if (Double.isNaN(t50) && s.roadWheelAngleRad() >= 0.5 * delta) {
                t50 = s.timeS();
            }
            peak = Math.max(peak, s.yawRateRadPerS());
            trace.add(new double[] {s.timeS(), s.yawRateRadPerS()});
        }
        double steady = 0;
        double ay = 0;
        int n = steps(STEP_STEADY_S);
        SteadyState window = new SteadyState(v, n);
        for (int i = 0; i < n; i++) {
            s = track.step(pedal.withSteer(steerInput(delta, s.speedMps())));
            steady += s.yawRateRadPerS() / n;
            ay += s.lateralAccelMps2() / n;
            window.add(s, i < n / 2);
        }
        if (reasonOut != null) {
            reasonOut[0] = window.reason();
        }
        double t90 = Double.NaN;
        for (double[] p : trace) {
            if (p[1] >= 0.9 * steady) {
                t90 = p[0];
                break;
            }
        }
        double[] result = {t90 - t50, 100 * (peak - steady) / steady, ay};
        if (out != null) {
            System.arraycopy(result, 0, out, 0, 3);
        }
        return result;
    }

    /** @return a track whose car runs straight at the speed, steadily */
    private TestTrack reachSpeed(double v) {
        return new StraightLineRuns(spec).reachSpeed(v);
    }

    /**
     * ISO 3888-1 double lane change: the highest entry speed (to 1 km/h) at which the
     * path-following driver, holding that speed, keeps every corner of the body inside the
     * cone lanes of sections 1, 3 and 5. Going over in the course fails it, as a cone does; a
     * car that cannot be brought up to the speeds that bound the result has none (InvalidRun).
     *
     * @return the speed
     */
    public HandlingResults.LaneChange laneChange() {
        LaneChangeCourse course = new LaneChangeCourse(spec.chassis().widthM());
        double lo = LANE_CHANGE_LOWEST_KMH;
        double hi = LANE_CHANGE_HIGHEST_KMH;
        if (!course.clears(spec, lo)) {
            throw new InvalidRun("does not clear the course even at the lowest entry speed, " + lo + " km/h: "
                    + course.lastFailure());
        }
        String runUpFailure = null;
        while (hi - lo > LANE_CHANGE_RESOLUTION_KMH) {
            double mid = 0.5 * (lo + hi);
            if (course.clears(spec, mid)) {
                lo = mid;
            } else {
                hi = mid;
                runUpFailure = course.failedInRunUp() ? course.lastFailure() : null;
            }
        }
        if (runUpFailure != null) {
            // the speed that bounds the result was never tried on the course: the figure would be the run-up's, not the course's
            throw new InvalidRun(String.format(java.util.Locale.ROOT,
                    "clears the course at %.1f km/h but could not be brought to %.1f km/h to try it: %s", lo, hi, runUpFailure));
        }
        return new HandlingResults.LaneChange(round(lo, 1));
    }

    /**
     * [Hlavacs, fig. 14]: the reference model's largest steering angle without
     * sliding, by speed, on dry and wet ground, for the paper's Table 1 car.
     *
     * @return the table
     */
    public static HandlingResults.Hlavacs hlavacs() {
        List<HandlingResults.HlavacsRow> rows = new ArrayList<>();
        HlavacsModel m = HlavacsModel.TABLE_1;
        for (double v = 5; v <= 50; v += 5) {
            rows.add(new HandlingResults.HlavacsRow(v,
                    round(Math.toDegrees(m.maxSteeringAngle(v, HlavacsModel.MU_STATIC_DRY)), 3),
                    round(Math.toDegrees(m.maxSteeringAngle(v, HlavacsModel.MU_STATIC_WET)), 3)));
        }
        return new HandlingResults.Hlavacs(rows);
    }

    static double round(double v, int digits) {
        return StraightLineRuns.round(v, digits);
    }

    /** @return the body outline's corners in the world (in metres) */
    static Vec3[] corners(VehicleSnapshot s, VehicleSpec spec) {
        double ahead = spec.chassis().cgToFrontAxleM() - spec.chassis().wheelbaseM() / 2;
        double hl = spec.chassis().lengthM() / 2;
        double hw = spec.chassis().widthM() / 2;
        Vec3 f = s.forward();
        Vec3 l = s.left();
        Vec3 c = s.position().plusScaled(f, ahead);
        return new Vec3[] {c.plusScaled(f, hl).plusScaled(l, hw), c.plusScaled(f, hl).plusScaled(l, -hw),
            c.plusScaled(f, -hl).plusScaled(l, hw), c.plusScaled(f, -hl).plusScaled(l, -hw)};
    }
}
