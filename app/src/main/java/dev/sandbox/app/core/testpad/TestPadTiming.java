package dev.sandbox.app.core.testpad;

import dev.sandbox.app.core.world.TestPad;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.sim.VehicleSnapshot;
import java.util.ArrayList;
import java.util.List;

/**
 * The test pad's timing gear, fed every model step: the drag strip's start lights and
 * standing-start clock (0-100 km/h, 0-200 km/h, quarter mile with its trap speed), the stop
 * from 100 km/h and the skidpad's lap timer. The clocks follow the proving ground's: a
 * standing start counts from the last instant the vehicle stood still on the start line, as
 * magazine timing gear starts when the car moves off; a stop is measured from the moment the
 * speed falls through 100 km/h with the brake applied to standstill.
 */
public final class TestPadTiming {

    /** Speed below which the vehicle counts as standing (in metres per second). */
    static final double STILL_MPS = 0.05;
    /** Time standing on the line before the lights go from red to amber (in seconds). */
    public static final double AMBER_AFTER_S = 1.0;
    /** Time standing on the line before the lights go green (in seconds). */
    public static final double GREEN_AFTER_S = 2.0;
    /** Brake input that counts as braking for the 100-0 km/h stop (0..1). */
    static final double BRAKING = 0.5;
    /** Half-width of the lane around the skidpad circle a lap must stay in (in metres). */
    static final double SKIDPAD_LANE_M = 5.0;
    private static final double LAUNCH_BOX_BEHIND_M = 8.0;
    private static final double LAUNCH_BOX_AHEAD_M = 2.0;
    private static final double LAUNCH_LIMIT_S = 60.0;

    /** The start lights' state. */
    public enum Lights {
        /** Nobody on the line. */
        OFF,
        /** On the line, not yet settled. */
        RED,
        /** Settled, get ready. */
        AMBER,
        /** Go. */
        GREEN
    }

    private final TestPad pad;
    private final List<TimedRun> runs = new ArrayList<>();
    private final List<Double> startsS = new ArrayList<>();
    private Lights lights = Lights.OFF;
    private double stillSinceS = Double.NaN;
    private double lastStillS = Double.NaN;
    private double lastStillM;
    private boolean launched;
    private double launchS;
    private double launchM;
    private boolean got100;
    private boolean got200;
    private boolean gotQuarter;
    private boolean stopping;
    private double stopFromM;
    private double stopFromS;
    private double previousSpeedMps;
    private boolean onCircle;
    private double lapStartS;
    private double lapAngleRad;
    private double lastAngleRad;
    private double lateralG;
    private double clockS = Double.NaN;

    /** @param pad the pad's layout */
    public TestPadTiming(TestPad pad) {
        this.pad = pad;
    }

    /** Forgets the runs in progress (after a reset or a vehicle switch); finished runs stay. */
    public void interrupt() {
        launched = false;
        stopping = false;
        onCircle = false;
        stillSinceS = Double.NaN;
        lastStillS = Double.NaN;
        lights = Lights.OFF;
        previousSpeedMps = 0;
    }

    /** @return every run finished, in order */
    public List<TimedRun> runs() {
        return List.copyOf(runs);
    }

    /** @return how many runs have finished */
    public int runCount() {
        return runs.size();
    }

    /**
     * @param index 0 for the first run finished
     * @return that run
     */
    public TimedRun run(int index) {
        return runs.get(index);
    }

    /**
     * @param index 0 for the first run finished
     * @return the simulated time at which that run began (in seconds, the snapshots' clock)
     */
    public double runStartS(int index) {
        return startsS.get(index);
    }

    private void finish(TimedRun run, double startS) {
        runs.add(run);
        startsS.add(startS);
    }

    /** @return the start lights */
    public Lights lights() {
        return lights;
    }

    /** @return seconds since the launch while a standing start is timed, else NaN */
    public double clockS() {
        return clockS;
    }

    /** @return lateral acceleration while on the skidpad circle (in g), else NaN */
    public double skidpadLateralG() {
        return onCircle ? lateralG : Double.NaN;
    }

    /**
     * Takes one step's state.
     *
     * @param s the snapshot after the step
     */
    public void accept(VehicleSnapshot s) {
        double x = s.position().x();
        double z = s.position().z();
        double speed = Math.abs(s.speedMps());
        dragStrip(s, x, z, speed);
        stop(s, x, z, speed);
        skidpad(s, x, z, speed);
        previousSpeedMps = speed;
    }

    private void dragStrip(VehicleSnapshot s, double x, double z, double speed) {
        double[] p = pad.toPad(x, z);
        boolean onLine = p[0] > -LAUNCH_BOX_BEHIND_M && p[0] < LAUNCH_BOX_AHEAD_M
                && Math.abs(p[1]) < TestPad.STRIP_HALF_WIDTH_M;
        if (speed < STILL_MPS) {
            lastStillS = s.timeS();
            lastStillM = s.distanceM();
            if (onLine && Double.isNaN(stillSinceS)) {
                stillSinceS = s.timeS();
            }
            if (launched && s.timeS() - launchS > 0.5) {
                launched = false;
                clockS = Double.NaN;
            }
        }
        if (!launched && onLine && !Double.isNaN(stillSinceS) && speed >= STILL_MPS && s.input().throttle() > 0.1
                && s.input().brake() < 0.1) {
            launched = true;
            launchS = lastStillS;
            launchM = lastStillM;
            got100 = false;
            got200 = false;
            gotQuarter = false;
            stillSinceS = Double.NaN;
        }
        if (!onLine || speed >= STILL_MPS) {
            stillSinceS = Double.NaN;
        }
        double stood = Double.isNaN(stillSinceS) ? -1 : s.timeS() - stillSinceS;
        if (launched && s.timeS() - launchS < 1.0) {
            lights = Lights.GREEN;
        } else if (stood >= GREEN_AFTER_S) {
            lights = Lights.GREEN;
        } else if (stood >= AMBER_AFTER_S) {
            lights = Lights.AMBER;
        } else if (stood >= 0) {
            lights = Lights.RED;
        } else {
            lights = Lights.OFF;
        }
        if (!launched) {
            return;
        }
        double t = s.timeS() - launchS;
        clockS = t;
        if (!got100 && speed >= Units.kmhToMps(100)) {
            got100 = true;
            finish(new TimedRun(TimedRun.ZERO_TO_100, round(t, 2), "s", null), launchS);
        }
        if (!got200 && speed >= Units.kmhToMps(200)) {
            got200 = true;
            finish(new TimedRun(TimedRun.ZERO_TO_200, round(t, 2), "s", null), launchS);
        }
        if (!gotQuarter && s.distanceM() - launchM >= Units.QUARTER_MILE_M) {
            gotQuarter = true;
            finish(new TimedRun(TimedRun.QUARTER_MILE, round(t, 2), "s", null), launchS);
            finish(new TimedRun(TimedRun.QUARTER_MILE, round(Units.mpsToKmh(speed), 1), "km/h", null), launchS);
        }
        boolean done = got200 && gotQuarter;
        if (done || s.input().brake() > 0.1 || t > LAUNCH_LIMIT_S) {
            launched = false;
            clockS = Double.NaN;
        }
    }

    private void stop(VehicleSnapshot s, double x, double z, double speed) {
        double v100 = Units.kmhToMps(100);
        if (!stopping && previousSpeedMps >= v100 && speed < v100 && s.input().brake() >= BRAKING
                && pad.distanceOutside(x, z) == 0) {
            stopping = true;
            stopFromM = s.distanceM();
            stopFromS = s.timeS();
        }
        if (!stopping) {
            return;
        }
        if (s.input().brake() < BRAKING * 0.6 || s.input().throttle() > 0.1) {
            stopping = false;
        } else if (speed < STILL_MPS) {
            stopping = false;
            finish(new TimedRun(TimedRun.HUNDRED_TO_ZERO, round(s.distanceM() - stopFromM, 1), "m", null), stopFromS);
        }
    }

    private void skidpad(VehicleSnapshot s, double x, double z, double speed) {
        double[] c = pad.skidpadCentre();
        double[] p = pad.toPad(x, z);
        double du = p[0] - c[0];
        double dv = p[1] - c[1];
        double r = Math.hypot(du, dv);
        boolean inLane = Math.abs(r - TestPad.SKIDPAD_RADIUS_M) < SKIDPAD_LANE_M && speed > 2.0;
        double angle = Math.atan2(dv, du);
        lateralG = Math.abs(s.lateralAccelMps2()) / Units.G;
        if (!inLane) {
            onCircle = false;
            return;
        }
        if (!onCircle) {
            onCircle = true;
            lapStartS = s.timeS();
            lapAngleRad = 0;
            lastAngleRad = angle;
            return;
        }
        lapAngleRad += Math.IEEEremainder(angle - lastAngleRad, 2 * Math.PI);
        lastAngleRad = angle;
        if (Math.abs(lapAngleRad) >= 2 * Math.PI) {
            finish(new TimedRun(TimedRun.SKIDPAD_LAP, round(s.timeS() - lapStartS, 2), "s", null), lapStartS);
            lapStartS = s.timeS();
            lapAngleRad -= Math.signum(lapAngleRad) * 2 * Math.PI;
        }
    }

    private static double round(double v, int decimals) {
        double f = Math.pow(10, decimals);
        return Math.round(v * f) / f;
    }
}
