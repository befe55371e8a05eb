package dev.sandbox.physics.provingground;

import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;
import java.util.ArrayList;
import java.util.List;

/** The cone course of ISO 3888-1 and its driver. */
final class LaneChangeCourse {
    /** ISO 3888-1: the offset lane (section 3) lies 3.5 m to the left of the entry and exit lanes (in metres). */
    private static final double OFFSET_M = -3.5;
    /** ISO 3888-1: the lane widths are 1.1, 1.2 and 1.3 times the vehicle's width, each plus 0.25 m. */
    private static final double ENTRY_WIDTH_FACTOR = 1.1;
    private static final double OFFSET_WIDTH_FACTOR = 1.2;
    private static final double EXIT_WIDTH_FACTOR = 1.3;
    private static final double LANE_MARGIN_M = 0.25;
    /** The driver's line is sampled every 0.25 m (a tenth of a wheelbase) from 80 m before to 160 m. */
    private static final double LINE_STEP_M = 0.25;
    private static final double LINE_FROM_M = -80;
    private static final double LINE_TO_M = 160;
    /** The car starts 60 m before the course: far enough for the speed hold to settle after the move. */
    private static final double RUN_UP_M = 60;
    /** The car has cleared the course once past x = 112 m: the exit lane ends at 110 m, plus 2 m. */
    private static final double CLEARED_X_M = 112;
    /** The run is given the time to drive 200 m at the entry speed, plus 5 s, before it counts as failed. */
    private static final double RUN_DISTANCE_M = 200;
    private static final double RUN_MARGIN_S = 5;
    private static final double OUT_START = 10;
    private static final double OUT_END = 52;
    private static final double BACK_START = 64;
    private static final double BACK_END = 98;
    private final double[][] lanes;
    private final Path path;
    private String lastFailure;
    private boolean failedInRunUp;

    /** @param widthM vehicle width (in metres) */
    LaneChangeCourse(double widthM) {
        double offset = OFFSET_M; // to the left of a car heading +x
        // {start x, end x, centre z, width}: sections 1, 3 and 5 of ISO 3888-1 (15, 25 and 15 m long)
        lanes = new double[][] {{0, 15, 0, ENTRY_WIDTH_FACTOR * widthM + LANE_MARGIN_M},
            {45, 70, offset, OFFSET_WIDTH_FACTOR * widthM + LANE_MARGIN_M},
            {95, 110, 0, EXIT_WIDTH_FACTOR * widthM + LANE_MARGIN_M}};
        List<double[]> pts = new ArrayList<>();
        for (double x = LINE_FROM_M; x <= LINE_TO_M; x += LINE_STEP_M) {
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

    /**
     * @param spec the car
     * @param entryKmh the speed the driver enters and holds (in km/h)
     * @return true when every corner of the body stays inside the lanes; why not is {@link #lastFailure}
     */
    boolean clears(VehicleSpec spec, double entryKmh) {
        TestTrack track;
        try {
            track = new StraightLineRuns(spec).reachSpeed(Units.kmhToMps(entryKmh));
        } catch (InvalidRun e) {
            lastFailure = e.getMessage();
            failedInRunUp = true;
            return false;
        }
        failedInRunUp = false;
        try {
            boolean cleared = drive(spec, entryKmh, track);
            lastFailure = cleared ? null : "a corner of the body left the cone lanes";
            return cleared;
        } catch (InvalidRun e) {
            // going over in the course, as a tall car does at the limit, is failing it
            lastFailure = e.getMessage();
            return false;
        }
    }

    /** @return why the latest {@link #clears} failed (a cone, going over, or the run-up's failure), or null */
    String lastFailure() {
        return lastFailure;
    }

    /** @return true when the latest {@link #clears} failed before the course, getting up to speed */
    boolean failedInRunUp() {
        return failedInRunUp;
    }

    private boolean drive(VehicleSpec spec, double entryKmh, TestTrack track) {
        VehicleSnapshot s = track.now();
        Vec3 p = s.position();
        // put the car 60 m before the course on the centreline, heading +x, at speed
        double dx = -RUN_UP_M - p.x();
        double dz = -p.z();
        PathFollower driver = new PathFollower(path, spec.chassis().wheelbaseM(), spec.chassis().cgToRearAxleM());
        Drivers.SpeedHold hold = new Drivers.SpeedHold();
        HandlingRuns tests = new HandlingRuns(spec);
        double v = Units.kmhToMps(entryKmh);
        int steps = (int) ((RUN_DISTANCE_M / v + RUN_MARGIN_S) / TestTrack.DT);
        for (int i = 0; i < steps; i++) {
            VehicleSnapshot local = shifted(s, dx, dz);
            double delta = driver.roadWheelAngle(local, TestTrack.DT);
            s = track.step(hold.pedals(s, v).withSteer(tests.steerInput(delta, s.speedMps())));
            local = shifted(s, dx, dz);
            if (local.position().x() > CLEARED_X_M) {
                return true;
            }
            for (Vec3 c : HandlingRuns.corners(local, spec)) {
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
                s.gradePct(), s.sideSlopePct(), s.wheels(), s.events(), s.kind());
    }
}
