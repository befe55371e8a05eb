package dev.sandbox.physics.assist;

import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * Hill hold: a vehicle that has come to rest with no pedal pressed is held on the brakes, as a
 * car with hill-start assist holds itself and a rider puts a foot down and holds the front
 * brake (the motorcycle's rider works the brake from the brake input). The hold lets go once the
 * driver asks for drive and the clutch passes enough torque to carry the vehicle up the slope,
 * m g sin(theta) r / (i eta) at the crank [Gillespie, ch. 2], or after {@link #RELEASE_AFTER_S}
 * of throttle whatever the clutch does; pressing the brake hands the hold back to the driver.
 */
final class HillHold implements Aid {

    /** Road speed below which the vehicle counts as at rest (in metres per second). */
    static final double REST_BELOW_MPS = 0.3;
    /** Brake input that holds a 30 % slope with margin: the brakes' torque is sized for about 1 g stops. */
    static final double HOLD_BRAKE = 0.6;
    /** Longest the hold stays on once the driver is on the throttle (in seconds): as a real hill-start assist, about 2 s. */
    static final double RELEASE_AFTER_S = 1.5;

    private final double massKg;
    private final double wheelRadiusM;
    private final double clutchMaxNm;
    private final VehicleSpec spec;
    private boolean holding;
    private double throttleS;

    HillHold(VehicleSpec spec) {
        this.spec = spec;
        this.massKg = spec.chassis().totalMassKg();
        this.wheelRadiusM = spec.rearWheel().radiusM();
        this.clutchMaxNm = spec.transmission().clutchMaxTorqueNm();
    }

    @Override
    public VehicleInput act(VehicleInput in, VehicleSnapshot s, double dtS) {
        boolean pedals = in.throttle() > 0 || in.brake() > 0;
        if (!holding && !pedals && Math.abs(s.speedMps()) < REST_BELOW_MPS) {
            holding = true;
            throttleS = 0;
        }
        if (!holding) {
            return in;
        }
        if (in.brake() > 0) {
            holding = false;
            return in;
        }
        if (in.throttle() > 0) {
            throttleS += dtS;
            if (throttleS > RELEASE_AFTER_S || clutchCarries(s)) {
                holding = false;
                return in;
            }
        } else {
            throttleS = 0;
        }
        return in.withBrake(HOLD_BRAKE);
    }

    /** True when the torque the clutch passes would carry the vehicle up the slope it stands on. */
    private boolean clutchCarries(VehicleSnapshot s) {
        if (s.gear() == 0) {
            return false;
        }
        double grade = Math.abs(s.gradePct()) / 100.0;
        double sinTheta = grade / Math.sqrt(1 + grade * grade);
        double ratio = Math.abs(spec.transmission().overallRatio(s.gear())) * spec.transmission().efficiency();
        double needNm = massKg * Units.G * sinTheta * wheelRadiusM / ratio;
        return s.clutchEngagement() * clutchMaxNm >= needNm;
    }

    @Override
    public void reset() {
        holding = false;
        throttleS = 0;
    }
}
