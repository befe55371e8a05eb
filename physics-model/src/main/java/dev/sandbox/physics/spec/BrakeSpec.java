package dev.sandbox.physics.spec;

/**
 * Brake torques at full pedal.
 *
 * @param frontTorqueNm maximum brake torque of one front wheel (in N m)
 * @param rearTorqueNm maximum brake torque of one rear wheel (in N m)
 * @param handbrakeTorqueNm handbrake torque on each rear wheel (in N m)
 * @param abs true when an anti-lock system keeps the wheels near peak slip
 */
public record BrakeSpec(double frontTorqueNm, double rearTorqueNm, double handbrakeTorqueNm,
        boolean abs) {
}
