package dev.sandbox.app.core.drive;

import dev.sandbox.physics.assist.KeyboardPedals;
import dev.sandbox.physics.assist.KeyboardSteering;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * Turns the held keys and gamepad axes into the model's {@link VehicleInput}. Keyboard
 * steering goes through the vehicle's {@link KeyboardSteering}: it ramps at a rate and up to a
 * range that shrink with speed and returns to centre, so a tap is a small correction. The
 * throttle and brake keys go through its {@link KeyboardPedals}: a brake key is squeezed or
 * pressed in, not slammed. A gamepad axis that moved recently takes over from the keys with its
 * full resolution.
 */
public final class PlayerControls implements InputSource {

    private double steerKeys;
    private KeyboardSteering keyboard;
    private KeyboardPedals pedals;
    private boolean throttleKey;
    private boolean brakeKey;
    private double throttleAxis;
    private double brakeAxis;
    private double steerAxis;
    private double axisAgeS = 1e9;
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
     * Gamepad axes as last reported.
     *
     * @param steerValue steering (-1..1, + = left)
     * @param throttleValue throttle trigger (0..1)
     * @param brakeValue brake trigger (0..1)
     */
    public void setAxes(double steerValue, double throttleValue, double brakeValue) {
        steerAxis = steerValue;
        throttleAxis = throttleValue;
        brakeAxis = brakeValue;
        axisAgeS = 0;
    }

    /** @param held handbrake */
    public void setHandbrake(boolean held) {
        handbrake = held;
    }

    /** @param held clutch pedal */
    public void setClutch(boolean held) {
        clutch = held;
    }

    /** @param held shift-up button */
    public void setShiftUp(boolean held) {
        shiftUp = held;
    }

    /** @param held shift-down button */
    public void setShiftDown(boolean held) {
        shiftDown = held;
    }

    /** @param held tuck button */
    public void setTuck(boolean held) {
        tuck = held;
    }

    @Override
    public void vehicleChanged(VehicleSpec spec) {
        keyboard = KeyboardSteering.forVehicle(spec);
        pedals = KeyboardPedals.forVehicle(spec);
    }

    @Override
    public VehicleInput next(VehicleSnapshot state, double dtS) {
        axisAgeS += dtS;
        double speed = state == null ? 0 : Math.abs(state.speedMps());
        double steer = keyboard == null ? steerKeys : keyboard.update(steerKeys, speed, dtS);
        boolean pad = axisAgeS < 0.5 && (Math.abs(steerAxis) > 0.05 || throttleAxis > 0.05 || brakeAxis > 0.05);
        double s = pad ? steerAxis : steer;
        double throttleKeys = pedals == null ? (throttleKey ? 1 : 0) : pedals.throttle(throttleKey, dtS);
        double brakeKeys = pedals == null ? (brakeKey ? 1 : 0) : pedals.brake(brakeKey, dtS);
        double throttle = Math.max(throttleKeys, pad ? throttleAxis : 0);
        double brake = Math.max(brakeKeys, pad ? brakeAxis : 0);
        return new VehicleInput(throttle, brake, s, handbrake ? 1 : 0, clutch ? 1 : 0, shiftUp, shiftDown, tuck);
    }
}
