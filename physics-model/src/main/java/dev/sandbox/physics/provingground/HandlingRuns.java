package dev.sandbox.physics.provingground;

import dev.sandbox.physics.assist.Assist;
import dev.sandbox.physics.assist.AssistSettings;
import dev.sandbox.physics.assist.DriverAids;
import dev.sandbox.physics.chassis.Steering;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.reference.HlavacsModel;
import dev.sandbox.physics.sim.VehicleInput;
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

    private static final double DT = TestTrack.DT;

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
     * [Palmer, eq. 8.39-8.40]: a steady turn at a fixed speed and front-wheel angle.
     *
     * @param speedMps speed (in m/s)
     * @param roadWheelDeg mean road-wheel angle (in degrees)
     * @return radius and quarter-turn time, with the seed's closed forms beside them
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
        for (int i = 0; i < 25_000; i++) {
            double steer = s.speedMps() > 0.5 ? steerInput(delta, s.speedMps()) : 0;
            s = track.step(tc.apply(hold.pedals(s, speedMps).withSteer(steer), s, TestTrack.DT).input());
        }
        double yawRate = 0;
        double speed = 0;
        int n = 2000;
        for (int i = 0; i < n; i++) {
            s = track.step(hold.pedals(s, speedMps).withSteer(steerInput(delta, s.speedMps())));
            yawRate += s.yawRateRadPerS() / n;
            speed += s.velocity().length() / n;
        }
        double l = spec.chassis().wheelbaseM();
        return new HandlingResults.TurnCircle(speedMps, roadWheelDeg, round(speed / yawRate, 2),
                round(Math.PI / (2 * yawRate), 3), round(l / Math.sin(delta), 2),
                round(Math.PI * l / (2 * speedMps * Math.sin(delta)), 3));
    }

    /**
     * ISO 4138 constant radius: a path-following driver holds a 40 m circle while the speed
     * rises in steps of 0.5 m/s; each step settles for 4 s and is measured over 2 s.
     *
     * @param radiusM circle radius (in metres)
     * @return the steady states and the figures drawn from them
     */
    public HandlingResults.Skidpad skidpad(double radiusM) {
        TestTrack track = new TestTrack(spec);
        track.vehicle().reset(radiusM, 0, Math.PI / 2, track.ground());
        Path circle = Path.leftCircle(0, 0, radiusM);
        PathFollower driver = new PathFollower(circle, spec.chassis().wheelbaseM(), spec.chassis().cgToRearAxleM());
        Drivers.SpeedHold hold = new Drivers.SpeedHold();
        List<HandlingResults.SkidpadPoint> points = new ArrayList<>();
        String limit = "understeer";
        VehicleSnapshot s = track.now();
        for (double v = 6; v < 40; v += 0.5) {
            double ay = 0;
            double steer = 0;
            double beta = 0;
            double maxOffset = 0;
            int samples = 0;
            for (int i = 0; i < 6000; i++) {
                double delta = driver.roadWheelAngle(s, DT);
                s = track.step(hold.pedals(s, v).withSteer(steerInput(delta, s.speedMps())));
                if (i >= 4000) {
                    ay += s.lateralAccelMps2();
                    steer += s.roadWheelAngleRad();
                    beta += s.sideslipRad();
                    maxOffset = Math.max(maxOffset, Math.abs(driver.lateralOffsetM()));
                    samples++;
                }
            }
            boolean spun = Math.abs(s.sideslipRad()) > Math.toRadians(15);
            if (spun) {
                limit = "oversteer";
            }
            if (spun || maxOffset > 1.0 || Math.abs(s.speedMps() - v) > 0.3) {
                break;
            }
            points.add(new HandlingResults.SkidpadPoint(round(Units.mpsToKmh(v), 1), round(ay / samples / Units.G, 3),
                    round(Math.toDegrees(steer / samples), 2), round(Math.toDegrees(beta / samples), 2)));
        }
        double max = points.stream().mapToDouble(HandlingResults.SkidpadPoint::lateralG).max().orElse(0);
        return new HandlingResults.Skidpad(radiusM, max, round(understeerGradient(points), 2), limit, points);
    }

    /** Least-squares slope of steer angle over lateral g for the points up to 0.4 g (deg per g). */
    private static double understeerGradient(List<HandlingResults.SkidpadPoint> points) {
        double sx = 0;
        double sy = 0;
        double sxx = 0;
        double sxy = 0;
        int n = 0;
        for (HandlingResults.SkidpadPoint p : points) {
            if (p.lateralG() <= 0.4) {
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
     *
     * @param speedKmh test speed (in km/h)
     * @param targetLateralMps2 wanted steady lateral acceleration (in m/s^2)
     * @return response time, overshoot and the steady lateral acceleration reached
     */
    public HandlingResults.StepSteer stepSteer(double speedKmh, double targetLateralMps2) {
        double v = Units.kmhToMps(speedKmh);
        double l = spec.chassis().wheelbaseM();
        double delta = Math.atan(targetLateralMps2 * l / (v * v));
        for (int k = 0; k < 4; k++) {
            double reached = runStep(v, delta, null)[2];
            delta *= targetLateralMps2 / Math.max(reached, 0.1);
        }
        double[] r = new double[5];
        runStep(v, delta, r);
        return new HandlingResults.StepSteer(speedKmh, round(Math.toDegrees(delta), 3), round(r[0], 3),
                round(r[1], 1), round(r[2] / Units.G, 3));
    }

    /** @return {response time (s), overshoot (%), steady lateral acceleration (m/s^2)} */
    private double[] runStep(double v, double delta, double[] out) {
        TestTrack track = reachSpeed(v);
        Drivers.SpeedHold hold = new Drivers.SpeedHold();
        VehicleSnapshot s = track.now();
        double t0 = s.timeS();
        double t50 = Double.NaN;
        double peak = 0;
        List<double[]> trace = new ArrayList<>();
        for (int i = 0; i < 5000; i++) {
            s = track.step(hold.pedals(s, v).withSteer(steerInput(delta, v)));
            if (Double.isNaN(t50) && s.roadWheelAngleRad() >= 0.5 * delta) {
                t50 = s.timeS();
            }
            peak = Math.max(peak, s.yawRateRadPerS());
            trace.add(new double[] {s.timeS(), s.yawRateRadPerS()});
        }
        double steady = 0;
        double ay = 0;
        for (int i = 0; i < 1000; i++) {
            s = track.step(hold.pedals(s, v).withSteer(steerInput(delta, v)));
            steady += s.yawRateRadPerS() / 1000;
            ay += s.lateralAccelMps2() / 1000;
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
     * cone lanes of sections 1, 3 and 5.
     *
     * @return the speed
     */
    public HandlingResults.LaneChange laneChange() {
        LaneChangeCourse course = new LaneChangeCourse(spec.chassis().widthM());
        double lo = 30;
        double hi = 180;
        if (!course.clears(spec, lo)) {
            return new HandlingResults.LaneChange(0);
        }
        while (hi - lo > 1) {
            double mid = 0.5 * (lo + hi);
            if (course.clears(spec, mid)) {
                lo = mid;
            } else {
                hi = mid;
            }
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
        double f = Math.pow(10, digits);
        return Math.round(v * f) / f;
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

    /** The cone course of ISO 3888-1 and its driver. */
    static final class LaneChangeCourse {
        private static final double OUT_START = 10;
        private static final double OUT_END = 52;
        private static final double BACK_START = 64;
        private static final double BACK_END = 98;
        private final double[][] lanes;
        private final Path path;

        /** @param widthM vehicle width (in metres) */
        LaneChangeCourse(double widthM) {
            double offset = -3.5; // to the left of a car heading +x
            // {start x, end x, centre z, width}: sections 1, 3 and 5
            lanes = new double[][] {{0, 15, 0, 1.1 * widthM + 0.25}, {45, 70, offset, 1.2 * widthM + 0.25},
                {95, 110, 0, 1.3 * widthM + 0.25}};
            List<double[]> pts = new ArrayList<>();
            for (double x = -80; x <= 160; x += 0.25) {
                pts.add(new double[] {x, centreline(x, offset)});
            }
            path = new Path(pts, false);
        }

        /**
         * The driver's line: straight in the entry lane, an S-bend (smoothstep) over the gap
         * into the offset lane and another back into the exit lane. The bends reach a few
         * metres into the lanes (10-52 m and 64-98 m), using the lanes' width as a test
         * driver does; the cone check, not the line, decides what counts.
         */
        private static double centreline(double x, double offset) {
            if (x <= OUT_START || x >= BACK_END) {
                return 0;
            }
            if (x >= OUT_END && x <= BACK_START) {
                return offset;
            }
            double t = x < OUT_END ? (x - OUT_START) / (OUT_END - OUT_START) : 1 - (x - BACK_START) / (BACK_END - BACK_START);
            return offset * t * t * (3 - 2 * t);
        }

        boolean clears(VehicleSpec spec, double entryKmh) {
            TestTrack track = new StraightLineRuns(spec).reachSpeed(Units.kmhToMps(entryKmh));
            VehicleSnapshot s = track.now();
            Vec3 p = s.position();
            // put the car 60 m before the course on the centreline, heading +x, at speed
            double dx = -60 - p.x();
            double dz = -p.z();
            PathFollower driver = new PathFollower(path, spec.chassis().wheelbaseM(), spec.chassis().cgToRearAxleM());
            Drivers.SpeedHold hold = new Drivers.SpeedHold();
            HandlingRuns tests = new HandlingRuns(spec);
            double v = Units.kmhToMps(entryKmh);
            int steps = (int) ((200 / v + 5) / DT);
            for (int i = 0; i < steps; i++) {
                VehicleSnapshot local = shifted(s, dx, dz);
                double delta = driver.roadWheelAngle(local, DT);
                s = track.step(hold.pedals(s, v).withSteer(tests.steerInput(delta, s.speedMps())));
                local = shifted(s, dx, dz);
                if (local.position().x() > 112) {
                    return true;
                }
                for (Vec3 c : corners(local, spec)) {
                    for (double[] lane : lanes) {
                        if (c.x() >= lane[0] && c.x() <= lane[1] && Math.abs(c.z() - lane[2]) > lane[3] / 2) {
                            return false;
                        }
                    }
                }
            }
            return false;
        }

        /** The snapshot seen in course coordinates (the track's origin moved). */
        private static VehicleSnapshot shifted(VehicleSnapshot s, double dx, double dz) {
            Vec3 p = s.position().plus(new Vec3(dx, 0, dz));
            return new VehicleSnapshot(s.timeS(), p, s.velocity(), s.forward(), s.up(), s.headingRad(), s.speedMps(),
                    s.longitudinalAccelMps2(), s.lateralAccelMps2(), s.yawRateRadPerS(), s.sideslipRad(),
                    s.bodyPitchRad(), s.bodyRollRad(), s.engineRpm(), s.engineTorqueNm(), s.gear(), s.automatic(),
                    s.clutchEngagement(), s.clutchSlipping(), s.input(), s.roadWheelAngleRad(), s.distanceM(),
                    s.gradePct(), s.sideSlopePct(), s.wheels(), s.events(), s.bike());
        }
    }
}
