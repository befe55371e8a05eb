package dev.sandbox.physics.provingground;

import dev.sandbox.physics.assist.KeyboardPedals;
import dev.sandbox.physics.assist.KeyboardSteering;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * A test driver who has only the keys a keyboard player has: throttle, brake, left and right,
 * each on or off. It sees what a player sees (where the vehicle is, which way it points, how
 * fast it goes, how far it leans, and the road ahead as points) {@link #REACTION_S} late,
 * changes each key at most {@link #CHANGES_PER_S} times a second on average (a tap of
 * {@link #MIN_HOLD_S} or more is two changes), and its keys reach the vehicle through the same
 * ramps and assists as a player's: whoever runs it hands its keys to the vehicle through
 * {@link KeyboardSteering}, {@link KeyboardPedals} and the keyboard player's driver aids, as the
 * sandbox's controls do. It keeps its own copy of the steering ramp, worked by its keys: the
 * steering wheel's position a player's hands know.
 *
 * <p>How it drives, as a player does. Speed: the fastest that lets it take every bend in sight
 * at its {@link Style#lateralG}, crest every hill losing no more than {@link Style#crestG} of its
 * weight, and brake for them at {@link #BRAKE_G} ({@link RoadAhead}); throttle below it, brake
 * above it, neither within {@link Style#speedBandMps}. Line: it wants the lateral acceleration
 * of the road's bend just ahead plus a correction that brings it back onto the centre line
 * over {@link Style#trackS} (its heading error and offset, critically damped), and holds the
 * steer key toward the side where what its keys give falls short of that ({@link KeyFeel}: a
 * player knows from his hands and from the lean he sees what the keys are doing, without waiting
 * for the road to swing). What it sees is 0.25 s old, so it reckons its position forward by that
 * time at its speed and the yaw rate it has taken in ({@link Style#yawSenseS}), as a player
 * judges where the vehicle is by now.
 */
public final class KeysOnlyDriver {

    /** How late the driver sees (in seconds): a human's reaction time. */
    public static final double REACTION_S = 0.25;
    /** Most changes of one key a second, on average. */
    public static final double CHANGES_PER_S = 4;
    /** Changes of one key that may follow each other quicker (a tap: press and release). */
    public static final double BURST = 2;
    /** Shortest press or release of a key (in seconds): a quick tap. */
    public static final double MIN_HOLD_S = 0.06;
    /** Deceleration the driver plans to brake at (as a share of g). */
    public static final double BRAKE_G = 0.55;
    /** How far ahead (in seconds at the present speed) the driver reads the bend it steers for. */
    public static final double CURVE_LEAD_S = 0.3;
    /** Share of its weight a car may lose over a crest: half, so it still steers and brakes. */
    static final double CAR_CREST_G = 0.5;
    /** Share of its weight a motorcycle may lose over a crest: less than a car's, as it may be leaned. */
    static final double BIKE_CREST_G = 0.35;
    /** Turn, as a share of g, by which the keys' turn may differ from the wanted one before a key changes. */
    public static final double BAND_G = 0.03;

    /**
     * How a player drives a vehicle with keys.
     *
     * @param lateralG the lateral acceleration it takes the bends at (as a share of g)
     * @param trackS the time over which it brings the vehicle back onto the centre line (in seconds)
     * @param speedBandMps the band around the planned speed in which neither pedal key is held (in m/s)
     * @param feel what it knows of how the keys turn the vehicle
     * @param yawSenseS time over which it takes in the vehicle's turning (in seconds, &ge;0)
     * @param crestG the share of its weight it lets the vehicle lose over a crest (0..1)
     */
    public record Style(double lateralG, double trackS, double speedBandMps, KeyFeel feel, double yawSenseS,
            double crestG) {

        /**
         * A car: bends at 0.6 g (of the Boxster's 0.95 g skidpad), the line corrected over a
         * second, the steering wheel's position read from the hands (the keyboard's full range
         * asks about 1.35 g, {@link KeyboardSteering}), its turning taken in as it comes: a
         * car's yaw follows the wheel.
         */
        public static Style car() {
            return new Style(0.6, 1.0, 1.0, KeyFeel.wheel(1.35), 0, CAR_CREST_G);
        }

        /**
         * A motorcycle: bends at 0.35 g (a held key's turn is about 0.55 g), the line
         * corrected over 1.5 s, the throttle left alone within 3 m/s of the planned speed (each
         * change of the grip moves the lean), the turn read from the lean it sees, its turning
         * taken in over 0.3 s: the player judges the way the bike goes from the scene sweeping
         * by, which the brief yaw of a countersteer or of a weave (a few tenths of a second)
         * barely moves.
         */
        public static Style motorcycle() {
            return new Style(0.35, 1.5, 3.0, KeyFeel.seenLean(5, 0.35), 0.3, BIKE_CREST_G);
        }
    }

    private final RoadAhead road;
    private final Path path;
    private final KeyboardSteering steering;
    private final Style style;
    private final Deque<VehicleSnapshot> seen = new ArrayDeque<>();
    private final boolean[] keys = new boolean[4];
    private final double[] lastChangeS = {0, 0, 0, 0};
    private final double[] tokens = {2, 2, 2, 2};
    private final double[] pressedS = {-1, -1, -1, -1};
    private double hint = Double.NaN;
    private int changes;
    private double yawSeenRadPerS;
    private double lastSeenS = Double.NaN;

    private static final int THROTTLE = 0;
    private static final int BRAKE = 1;
    private static final int LEFT = 2;
    private static final int RIGHT = 3;

    /**
     * @param spec the vehicle driven (its keyboard steering ramp)
     * @param road the road to follow, its bends and hills
     * @param style how the driver drives the vehicle
     */
    public KeysOnlyDriver(VehicleSpec spec, RoadAhead road, Style style) {
        this.road = road;
        this.path = road.path();
        this.style = style;
        steering = KeyboardSteering.forVehicle(spec);
    }

    /** @return the key changes made so far */
    public int keyChanges() {
        return changes;
    }

    /** @return true while the throttle key is held */
    public boolean throttle() {
        return keys[THROTTLE];
    }

    /** @return true while the brake key is held */
    public boolean brake() {
        return keys[BRAKE];
    }

    /** @return the steer keys held: +1 left, -1 right, 0 none */
    public int steer() {
        return keys[LEFT] ? 1 : keys[RIGHT] ? -1 : 0;
    }

    /**
     * Looks at the vehicle and sets the keys for the next {@code dtS}: the driver decides from
     * what it saw {@link #REACTION_S} ago, and its hands' copy of the steering ramp moves with the
     * keys it now holds.
     *
     * @param now the vehicle's state now
     * @param dtS time until the next look (in seconds), the step the keys are held for
     */
    public void look(VehicleSnapshot now, double dtS) {
        seen.addLast(now);
        while (seen.size() > 1 && now.timeS() - seen.peekFirst().timeS() > REACTION_S) {
            seen.removeFirst();
        }
        decide(seen.peekFirst(), now.timeS());
        steering.update(steer(), Math.abs(now.speedMps()), dtS);
    }

    /** Sets the keys from what the driver saw, as late as it saw it. */
    private void decide(VehicleSnapshot s, double timeS) {
        double speed = Math.max(0, s.speedMps());
        if (!(s.timeS() <= lastSeenS)) {
            double step = Double.isNaN(lastSeenS) ? 1 : s.timeS() - lastSeenS;
            yawSeenRadPerS += (s.yawRateRadPerS() - yawSeenRadPerS) * Math.min(1, step / Math.max(style.yawSenseS(), 1e-9));
            lastSeenS = s.timeS();
        }
        // where the vehicle is by now: its position and heading reckoned forward by the delay
        double heading = s.headingRad() + yawSeenRadPerS * REACTION_S;
        double mid = s.headingRad() + yawSeenRadPerS * REACTION_S / 2;
        double x = s.position().x() + speed * REACTION_S * Math.cos(mid);
        double z = s.position().z() - speed * REACTION_S * Math.sin(mid);
        double u = path.project(x, z, hint);
        hint = u;

        double planned = road.plannedSpeedMps(u, speed * REACTION_S, style.lateralG(), style.crestG(), BRAKE_G);
        set(THROTTLE, speed < planned - style.speedBandMps(), timeS);
        set(BRAKE, speed > planned + style.speedBandMps(), timeS);

        // the lateral acceleration it wants: the road's bend just ahead, and a correction that
        // brings it back onto the centre line over the style's track time (heading error and offset,
        // critically damped)
        double v = Math.max(speed, 3);
        double[] p = path.pointAt(u);
        double[] q = path.pointAt(u + 2);
        double roadHeading = Math.atan2(-(q[1] - p[1]), q[0] - p[0]);
        double headingError = Math.IEEEremainder(roadHeading - heading, 2 * Math.PI);
        double offset = path.lateralOffset(x, z, u);
        double t = style.trackS();
        double bendWanted = road.curvature(u + v * CURVE_LEAD_S) + 2 * headingError / (v * t) - offset / (v * v * t * t);
        double wanted = bendWanted * v * v / Units.G;
        // and what its keys give, as it knows from its own hands: the keys' turn, without delay
        double given = style.feel().turnG(steering, s);
        set(LEFT, wanted > given + BAND_G, timeS);
        set(RIGHT, wanted < given - BAND_G, timeS);
    }

    private void set(int key, boolean held, double timeS) {
        // four changes a second per key at most: a bucket of two changes refilled at four a second
        tokens[key] = Math.min(BURST, tokens[key] + (timeS - lastChangeS[key]) * CHANGES_PER_S);
        lastChangeS[key] = timeS;
        if (keys[key] == held || tokens[key] < 1 || timeS - pressedS[key] < MIN_HOLD_S) {
            return;
        }
        tokens[key] -= 1;
        keys[key] = held;
        pressedS[key] = timeS;
        changes++;
    }
}
