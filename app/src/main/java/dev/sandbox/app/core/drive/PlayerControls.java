package dev.sandbox.app.core.drive;

import dev.sandbox.app.core.vehicle.KindControls;
import dev.sandbox.app.core.vehicles.VehicleKinds;
import dev.sandbox.physics.assist.KeyboardPedals;
import dev.sandbox.physics.assist.KeyboardSteering;
import dev.sandbox.physics.powertrain.Gearbox;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * Turns the held keys and gamepad or wheel axes into the model's {@link VehicleInput}. Keyboard
 * steering goes through the vehicle's {@link KeyboardSteering}: it ramps at a rate and up to a
 * range that shrink with speed and returns to centre, so a tap is a small correction. The
 * throttle and brake keys go through its {@link KeyboardPedals}: a brake key is squeezed or
 * pressed in, not slammed. An axis
 * that moved recently takes over from the keys with its full resolution: the pedals' positions
 * as their axes' travel gave them, and the steering either as a share of the lock (a stick) or,
 * with a wheel rotation set, as a steering wheel's angle that the vehicle's kind maps onto its
 * lock ({@link KindControls#wheel()}).
 *
 * <p>An H-shifter's gate selects its gear through the gearbox's own shift requests: a
 * shift-up or shift-down request every other frame until the gearbox's selected gear is the
 * gate's, so the model, its replay and its assists see nothing a sequential shifter could not
 * give. With the H-shifter in use, a released lever is neutral on a kind with an H-pattern
 * gate ({@link KindControls#hPattern()}); a sequential box keeps the gear it was clicked into.
 * The automatic mode shifts on its own schedule, so the gate is not acted on then.
 */
public final class PlayerControls implements InputSource {

    /** No gate of the H-shifter is held. */
    public static final int NO_GATE = Integer.MIN_VALUE;
    /** Axis travel (of -1..1) below which a pad stick or pedal counts as untouched, so the keys drive. */
    static final double PAD_ACTIVE = 0.05;

    private double steerKeys;
    private KeyboardSteering keyboard;
    private KeyboardPedals pedals;
    private boolean throttleKey;
    private boolean brakeKey;
    private double throttleAxis;
    private double brakeAxis;
    private double steerAxis;
    private double clutchAxis;
    private double axisAgeS = 1e9;
    private double wheelRotationDeg;
    private VehicleSpec spec;
    private KindControls kind;
    private int gate = NO_GATE;
    private boolean gateInUse;
    private boolean pulsed;
    private boolean handbrake;
    private boolean clutch;
    private boolean shiftUp;
    private boolean shiftDown;
    private boolean tuck;

    /** @param direction +1 left key held, -1 right key held, 0 none */
    public void setSteerKeys(double direction) {
        steerKeys = direction;
    }

    /** @param held throttle key state */
    public void setThrottleKey(boolean held) {
        throttleKey = held;
    }

    /** @param held brake key state */
    public void setBrakeKey(boolean held) {
        brakeKey = held;
    }

    /**
     * Gamepad or wheel axes as last reported.
     *
     * @param steerValue steering axis (-1..1, + = left): a share of the lock, or of the wheel's
     *     half rotation when one is set
     * @param throttleValue throttle pedal or trigger position (0..1)
     * @param brakeValue brake pedal or trigger position (0..1)
     * @param clutchValue clutch pedal position (0..1)
     */
    public void setAxes(double steerValue, double throttleValue, double brakeValue, double clutchValue) {
        steerAxis = steerValue;
        throttleAxis = throttleValue;
        brakeAxis = brakeValue;
        clutchAxis = clutchValue;
        axisAgeS = 0;
    }

    /**
     * @param degrees the player's steering wheel's rotation lock to lock (in degrees, e.g. 900),
     *     or 0 for a stick, whose travel spans the vehicle's whole lock
     */
    public void setWheelRotationDeg(double degrees) {
        wheelRotationDeg = Double.isFinite(degrees) && degrees > 0 ? degrees : 0;
    }

    /**
     * An H-shifter gate pressed or let go.
     *
     * @param gear the gate's gear ({@link Gearbox#REVERSE} or 1..)
     * @param held true while the lever is in that gate
     */
    public void setGate(int gear, boolean held) {
        if (held) {
            gate = gear;
            gateInUse = true;
        } else if (gate == gear) {
            gate = NO_GATE;
        }
    }

    /** @return the gate held ({@link #NO_GATE} when none) */
    public int gate() {
        return gate;
    }

    /** @param held handbrake */
    public void setHandbrake(boolean held) {
        handbrake = held;
    }

    /** @param held clutch pedal */
    public void setClutch(boolean held) {
        clutch = held;
    }

    /** @param held shift-up button (a sequential shift puts the H-shifter out of use) */
    public void setShiftUp(boolean held) {
        shiftUp = held;
        gateInUse &= !held;
    }

    /** @param held shift-down button (a sequential shift puts the H-shifter out of use) */
    public void setShiftDown(boolean held) {
        shiftDown = held;
        gateInUse &= !held;
    }

    /** @param held tuck button */
    public void setTuck(boolean held) {
        tuck = held;
    }

    @Override
    public void vehicleChanged(VehicleSpec newSpec) {
        spec = newSpec;
        keyboard = KeyboardSteering.forVehicle(newSpec);
        pedals = KeyboardPedals.forVehicle(newSpec);
        kind = VehicleKinds.of(newSpec).controls();
        gateInUse = gate != NO_GATE;
    }

    @Override
    public VehicleInput next(VehicleSnapshot state, double dtS) {
        axisAgeS += dtS;
        double speed = state == null ? 0 : Math.abs(state.speedMps());
        double steer = keyboard == null ? steerKeys : keyboard.update(steerKeys, speed, dtS);
        // a wheel has no dead band: any angle off centre is the player's
        double steerActive = wheelRotationDeg > 0 ? 0 : PAD_ACTIVE;
        boolean pad = axisAgeS < 0.5 && (Math.abs(steerAxis) > steerActive || throttleAxis > PAD_ACTIVE
                || brakeAxis > PAD_ACTIVE || clutchAxis > PAD_ACTIVE);
        double s = pad ? padSteer(speed) : steer;
        double throttleKeys = pedals == null ? (throttleKey ? 1 : 0) : pedals.throttle(throttleKey, dtS);
        double brakeKeys = pedals == null ? (brakeKey ? 1 : 0) : pedals.brake(brakeKey, dtS);
        double throttle = Math.max(throttleKeys, pad ? throttleAxis : 0);
        double brake = Math.max(brakeKeys, pad ? brakeAxis : 0);
        double clutchPedal = Math.max(clutch ? 1 : 0, pad ? clutchAxis : 0);
        int shift = gateShift(state);
        return new VehicleInput(throttle, brake, s, handbrake ? 1 : 0, clutchPedal, shiftUp || shift > 0,
                shiftDown || shift < 0, tuck);
    }

    /** The steering axis as a steer input: itself for a stick, through the kind's wheel mapping for a wheel. */
    private double padSteer(double speedMps) {
        if (wheelRotationDeg <= 0 || kind == null) {
            return steerAxis;
        }
        double halfRad = Math.toRadians(wheelRotationDeg / 2);
        return kind.wheel().steer(spec, steerAxis * halfRad, halfRad, speedMps);
    }

    /**
     * The shift request that moves the gearbox toward the H-shifter's gate: +1 up, -1 down, 0
     * none. A request goes out every other frame (the gearbox acts on a request's rising edge)
     * and reads the selected gear from the latest snapshot, which the previous request has
     * reached by then.
     */
    private int gateShift(VehicleSnapshot state) {
        int wanted = gate != NO_GATE ? gate
                : gateInUse && kind != null && kind.hPattern() ? Gearbox.NEUTRAL : NO_GATE;
        if (wanted == NO_GATE || state == null || state.automatic() || spec == null || pulsed
                || wanted > spec.transmission().forwardGears()
                || (wanted == Gearbox.REVERSE && spec.transmission().reverseRatio() <= 0)) {
            pulsed = false;
            return 0;
        }
        int shift = Integer.compare(wanted, state.gear());
        pulsed = shift != 0;
        return shift;
    }
}
