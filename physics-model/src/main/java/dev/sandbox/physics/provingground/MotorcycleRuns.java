package dev.sandbox.physics.provingground;

import dev.sandbox.physics.motorcycle.BikeTelemetry;
import dev.sandbox.physics.motorcycle.LinearCountersteer;
import com.fasterxml.jackson.annotation.JsonInclude;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.motorcycle.SteadyTurn;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.ChassisSpec;
import dev.sandbox.physics.spec.MotorcycleSpec;
import dev.sandbox.physics.spec.VehicleSpec;
import java.util.ArrayList;
import java.util.List;

/**
 * The motorcycle's own proving-ground tests: a steady turn on a circle ({@code leanturn}) and a
 * step from straight running into a right turn ({@code countersteer}), both on level dry
 * asphalt with the full model.
 *
 * <p>Sign convention of the results: both tests turn to the right, and every angle is reported
 * positive <em>into the turn</em>: lean to the right, handlebar turned to the right. A negative
 * handlebar angle is therefore a countersteer (the bar turned left, against the right turn).
 * The snapshot's own angles keep ISO 8855 signs (lean + = right side down, handlebar + = left).
 */
public final class MotorcycleRuns {

    /** Longest time the path rider gets to settle on the circle (in seconds). */
    static final double MAX_SETTLE_S = 40;
    /** Time the turn must hold its radius within {@link #RADIUS_TOLERANCE} before measuring (in seconds). */
    static final double STEADY_S = 2.0;
    /** Relative radius error the turn counts as steady within. */
    static final double RADIUS_TOLERANCE = 0.005;
    /** Time the measurement averages over (in seconds). */
    static final double AVERAGE_S = 2.0;
    /** Straight running with the test's own speed holder before the step (in seconds). */
    static final double STRAIGHT_BEFORE_STEP_S = 2.0;
    /** The bar torque the countersteer test reports first (in N m): below it the hands only hold the bar. */
    static final double FIRST_TORQUE_NM = 0.5;
    /** How long the countersteer test records after the step (in seconds). */
    static final double STEP_RECORD_S = 4.0;
    /** Interval of the countersteer trace (in seconds). */
    public static final double TRACE_INTERVAL_S = 0.01;

    private final VehicleSpec spec;

    /** @param spec a motorcycle */
    public MotorcycleRuns(VehicleSpec spec) {
        if (!TestGroup.LEANING.appliesTo(spec)) {
            throw new IllegalArgumentException(spec.id() + " is a car; leanturn and countersteer are motorcycle tests");
        }
        this.spec = spec;
    }

    /**
     * A steady right turn on a circle.
     *
     * @param speedKmh speed (in km/h, &gt;0)
     * @param radiusM radius (in metres, &gt;0)
     * @return the lean and the rider's controls once the turn is steady
     */
    public LeanTurn leanTurn(double speedKmh, double radiusM) {
        if (!(speedKmh > 0) || !(radiusM > 0)) {
            throw new IllegalArgumentException("leanturn needs --speed KMH > 0 and --radius M > 0");
        }
        double v = Units.kmhToMps(speedKmh);
        TestTrack track = new StraightLineRuns(spec).reachSpeed(v).allowDown();
        PathRider rider = new PathRider(radiusM);
        Drivers.SpeedHold hold = new Drivers.SpeedHold();
        VehicleSnapshot s = track.now();
        double start = s.timeS();
        double steadySince = s.timeS();
        boolean settled = false;
        while (s.timeS() - start < MAX_SETTLE_S && !BikeTelemetry.of(s).crashed()) {
            s = track.step(throttleOnly(hold.pedals(s, v)).withSteer(rider.steer(s)));
            if (Math.abs(rider.radiusError(s)) > RADIUS_TOLERANCE) {
                steadySince = s.timeS();
            }
            if (s.timeS() - steadySince >= STEADY_S) {
                settled = true;
                break;
            }
        }
        double end = s.timeS() + AVERAGE_S;
        double n = 0;
        double lean = 0;
        double bar = 0;
        double body = 0;
        double speed = 0;
        double yaw = 0;
        double torque = 0;
        while (s.timeS() < end && !BikeTelemetry.of(s).crashed()) {
            s = track.step(throttleOnly(hold.pedals(s, v)).withSteer(rider.steer(s)));
            lean += BikeTelemetry.of(s).leanRad();
            bar -= BikeTelemetry.of(s).handlebarRad();
            torque -= BikeTelemetry.of(s).barTorqueNm();
            body += BikeTelemetry.of(s).riderLeanRad();
            speed += s.speedMps();
            yaw -= s.yawRateRadPerS();
            n++;
        }
        if (BikeTelemetry.of(s).crashed() || n == 0) {
            return new LeanTurn(speedKmh, radiusM, null, null, null, null, null, null, null, null, null, true, false,
                    "crashed: the bike fell before the turn was steady");
        }
        double meanSpeed = speed / n;
        double radius = meanSpeed / (yaw / n);
        double ideal = SteadyTurn.idealLeanRad(meanSpeed, radius);
        ChassisSpec c = spec.chassis();
        MotorcycleSpec m = spec.motorcycle();
        double crown = SteadyTurn.effectiveCrownRadiusM(m.frontCrownRadiusM(), m.rearCrownRadiusM(),
                c.cgToRearAxleM() / c.wheelbaseM());
        double corrected = SteadyTurn.tyreWidthCorrectedLeanRad(ideal, c.cgHeightM(), crown);
        // the bike lean that would put the centre of mass where the bike and its hung-off rider do:
        // e sin(phi_eff) = e sin(phi) + d cos(phi), d the rider's shift of the whole centre of mass
        double phi = lean / n;
        double d = SteadyTurn.hangOffShiftM(spec, body / n);
        double e = c.cgHeightM() - SteadyTurn.leanCrownRadiusM(spec);
        double effective = Math.asin(Math.max(-1, Math.min(1, Math.sin(phi) + d * Math.cos(phi) / e)));
        return new LeanTurn(round(Units.mpsToKmh(meanSpeed), 1), round(radius, 1), deg(lean / n), deg(effective), deg(ideal),
                deg(corrected), deg(bar / n), round(torque / n, 2), deg(body / n),
                round(meanSpeed * meanSpeed / radius / Units.G, 3),
                round(radiusM, 1), false, settled, settled ? null : String.format(java.util.Locale.ROOT,
                        "never settled: the radius stayed more than %.1f %% off the %.0f m asked for %.0f s",
                        100 * RADIUS_TOLERANCE, radiusM, MAX_SETTLE_S));
    }

    /**
     * A step from straight running into a right turn: the steer input jumps to
     * {@code -steerFraction} (right) and is held.
     *
     * @param speedKmh speed (in km/h, &gt;0)
     * @param steerFraction size of the step (0..1 of the rider's full steer input)
     * @param withTrace true to return the time trace
     * @return the countersteer figures
     */
    public Countersteer countersteer(double speedKmh, double steerFraction, boolean withTrace) {
        if (!(speedKmh > 0) || !(steerFraction > 0 && steerFraction <= 1)) {
            throw new IllegalArgumentException("countersteer needs --speed KMH > 0 and --steer between 0 and 1");
        }
        double v = Units.kmhToMps(speedKmh);
        TestTrack track = new StraightLineRuns(spec).reachSpeed(v).allowDown();
        Drivers.SpeedHold hold = new Drivers.SpeedHold();
        VehicleSnapshot s = track.now();
        double settle = s.timeS() + STRAIGHT_BEFORE_STEP_S;
        while (s.timeS() < settle) {
            s = track.step(throttleOnly(hold.pedals(s, v)));
        }
        double t0 = s.timeS();
        List<TracePoint> trace = new ArrayList<>();
        double minBar = 0;
        double firstTorque = Double.NaN;
        double peakTorque = 0;
        double leaveNegative = Double.NaN;
        double lastTrace = Double.NEGATIVE_INFINITY;
        List<double[]> leans = new ArrayList<>();
        while (s.timeS() - t0 < STEP_RECORD_S && !BikeTelemetry.of(s).crashed()) {
            s = track.step(throttleOnly(hold.pedals(s, v)).withSteer(-steerFraction));
            double t = s.timeS() - t0;
            double bar = -BikeTelemetry.of(s).handlebarRad();
            double torque = -BikeTelemetry.of(s).barTorqueNm();
            if (Double.isNaN(firstTorque) && Math.abs(torque) > FIRST_TORQUE_NM) {
                firstTorque = torque;
            }
            if (Math.abs(torque) > Math.abs(peakTorque)) {
                peakTorque = torque;
            }
            if (bar < minBar) {
                minBar = bar;
            }
            if (minBar < 0 && bar >= 0 && Double.isNaN(leaveNegative)) {
                leaveNegative = t;
            }
            leans.add(new double[] {t, BikeTelemetry.of(s).leanRad()});
            if (t - lastTrace >= TRACE_INTERVAL_S - 1e-9) {
                lastTrace = t;
                trace.add(new TracePoint(round(t, 3), deg(bar), round(torque, 2), deg(BikeTelemetry.of(s).leanRad()),
                        deg(BikeTelemetry.of(s).targetLeanRad()), deg(BikeTelemetry.of(s).riderLeanRad()),
                        deg(-s.yawRateRadPerS()),
                        BikeTelemetry.of(s).countersteering()));
            }
        }
        double[] leanHistory = new double[leans.size()];
        for (int i = 0; i < leanHistory.length; i++) {
            leanHistory[i] = leans.get(i)[1];
        }
        double linearMinBar = 0;
        if (!BikeTelemetry.of(s).crashed() && leanHistory.length > 1) {
            double dt = leans.get(1)[0] - leans.get(0)[0];
            for (double d : LinearCountersteer.of(spec, v).steerFor(dt, leanHistory)) {
                linearMinBar = Math.min(linearMinBar, d);
            }
        }
        double finalLean = BikeTelemetry.of(s).leanRad();
        double t90 = Double.NaN;
        for (double[] p : leans) {
            if (finalLean > 0 && p[1] >= 0.9 * finalLean) {
                t90 = p[0];
                break;
            }
        }
        return new Countersteer(round(Units.mpsToKmh(s.speedMps()), 1), deg(minBar), deg(linearMinBar),
                Double.isNaN(firstTorque) ? null : round(firstTorque, 2), round(peakTorque, 2),
                minBar < 0 ? round(Double.isNaN(leaveNegative) ? STEP_RECORD_S : leaveNegative, 3) : 0.0,
                round(t90, 3), deg(finalLean), deg(BikeTelemetry.of(s).targetLeanRad()), BikeTelemetry.of(s).crashed(),
                withTrace ? trace : null);
    }

    private static VehicleInput throttleOnly(VehicleInput pedals) {
        return VehicleInput.pedals(pedals.throttle(), 0);
    }

    private static double deg(double rad) {
        return round(Math.toDegrees(rad), 2);
    }

    private static double round(double v, int digits) {
        return StraightLineRuns.round(v, digits);
    }

    /**
     * A test rider who follows a circle to the right: the steer input (the rider's wish to turn)
     * is integrated from the relative error between the wanted curvature 1/R and the bike's own,
     * its yaw rate over its speed, so the bike settles on the radius whatever lean that takes.
     * Reads only the snapshot.
     */
    static final class PathRider {
        /** How fast the wish to turn grows per unit of relative curvature error (per second). */
        static final double GAIN_PER_S = 0.4;
        private final double radiusM;
        private double wish;

        PathRider(double radiusM) {
            this.radiusM = radiusM;
        }

        /** @return the steer input for the next step (negative = right) */
        double steer(VehicleSnapshot s) {
            wish = Units.clamp(wish + TestTrack.DT * GAIN_PER_S * -radiusError(s), 0, 1);
            return -wish;
        }

        /** @return the wanted curvature minus the bike's, relative to the wanted (+ = turning too wide) */
        double radiusError(VehicleSnapshot s) {
            double curvature = -s.yawRateRadPerS() / Math.max(s.speedMps(), 0.5);
            return (curvature - 1.0 / radiusM) * radiusM;
        }
    }

    /**
     * A steady turn.
     *
     * @param speedKmh speed held (in km/h)
     * @param radiusM radius driven, speed over yaw rate (in metres)
     * @param leanDeg the bike's lean (in degrees, into the turn)
     * @param effectiveLeanDeg the bike lean that would place the centre of mass where the bike and
     *     its hung-off rider do (in degrees): what the tyre-width-corrected ideal describes
     * @param idealLeanDeg atan(v^2 / (g R)) for knife-edge tyres (in degrees)
     * @param tyreWidthLeanDeg the ideal corrected for the tyres' crown radius (Cossalter; in degrees)
     * @param handlebarDeg handlebar angle (in degrees, + = into the turn)
     * @param steadySteerTorqueNm the rider's mean torque on the bars (in N m, + = steering into the turn)
     * @param riderLeanDeg the rider's body lean relative to the bike (in degrees, + = into the turn)
     * @param lateralAccelG centripetal acceleration v^2 / R (in g)
     * @param requestedRadiusM the radius asked for (in metres)
     * @param crashed true when the bike fell (the figures are then null)
     * @param valid true when the bike held a steady turn on the circle, so the figures describe one
     * @param reason why not (crashed, never settled), or null when valid
     */
    public record LeanTurn(double speedKmh, double radiusM, Double leanDeg, Double effectiveLeanDeg, Double idealLeanDeg,
            Double tyreWidthLeanDeg, Double handlebarDeg, Double steadySteerTorqueNm, Double riderLeanDeg,
            Double lateralAccelG,
            Double requestedRadiusM, boolean crashed, boolean valid, String reason) {
    }

    /**
     * One sample of the countersteer trace (angles into the turn, i.e. to the right, positive).
     *
     * @param timeS time since the step (in seconds)
     * @param handlebarDeg handlebar angle (in degrees; negative = countersteer)
     * @param steerTorqueNm the rider's torque on the bars (in N m; negative = against the turn)
     * @param leanDeg bike lean (in degrees)
     * @param targetLeanDeg the rider's target lean (in degrees)
     * @param riderLeanDeg rider's body lean relative to the bike (in degrees)
     * @param yawRateDegPerS yaw rate (in degrees per second)
     * @param countersteering the snapshot's countersteer flag
     */
    public record TracePoint(double timeS, double handlebarDeg, double steerTorqueNm, double leanDeg, double targetLeanDeg,
            double riderLeanDeg, double yawRateDegPerS, boolean countersteering) {
    }

    /**
     * A step into a right turn.
     *
     * @param speedKmh speed at the end (in km/h)
     * @param minHandlebarDeg the most negative handlebar angle (in degrees; negative = the bar went
     *     left, against the right turn: a countersteer)
     * @param linearMinHandlebarDeg the same for the steer the linearised equations need to make the
     *     lean this run made ({@link LinearCountersteer}; in degrees; 0 when the bike fell)
     * @param firstSteerTorqueNm the first bar torque beyond 0.5 N m (in N m; negative = against the
     *     turn, as a countersteer starts), null if none
     * @param peakSteerTorqueNm the largest bar torque (in N m, signed as above)
     * @param countersteerDurationS time from the step until the bar first points into the turn
     *     again (in seconds; 0 without countersteer)
     * @param timeTo90PctLeanS time from the step until the lean first reaches 90 % of its final value
     *     (in seconds)
     * @param finalLeanDeg lean at the end of the record (in degrees)
     * @param targetLeanDeg the rider's target lean at the end (in degrees)
     * @param crashed true when the bike fell
     * @param trace the time trace ({@code --json} only)
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Countersteer(double speedKmh, double minHandlebarDeg, double linearMinHandlebarDeg, Double firstSteerTorqueNm,
            double peakSteerTorqueNm, double countersteerDurationS,
            double timeTo90PctLeanS, double finalLeanDeg, double targetLeanDeg, boolean crashed,
            List<TracePoint> trace) {
    }
}
