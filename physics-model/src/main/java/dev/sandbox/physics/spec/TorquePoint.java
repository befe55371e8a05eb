package dev.sandbox.physics.spec;

/**
 * One point of a full-throttle engine torque curve ([Palmer, eq. 8.7]).
 *
 * @param rpm engine speed (in rpm, &gt;0)
 * @param torqueNm full-throttle torque at that speed (in newton metres, &ge;0)
 */
public record TorquePoint(double rpm, double torqueNm) {
}
