package dev.sandbox.physics.chassis;

import dev.sandbox.physics.math.Vec3;

/**
 * A vehicle down on the ground (a fallen motorcycle on its side, an overturned car on its
 * side or roof) sliding until friction stops it: Coulomb friction against the ground's normal
 * force slows it, and half as much torque stops its spin, neither ever reversing the motion,
 * so the slide only ever takes energy away.
 */
public final class GroundSlide {

    private GroundSlide() {
    }

    /**
     * One step of the slide.
     *
     * @param body the vehicle's body
     * @param friction sliding friction coefficient (surface grip included, &ge;0)
     * @param dtS step (in seconds)
     */
    public static void step(BodyMotion body, double friction, double dtS) {
        Vec3 v = body.velocity().projectOnPlane(body.up());
        double speed = v.length();
        double force = friction * body.normalForceN();
        double stop = speed * body.massKg() / dtS;
        Vec3 f = speed > 1e-9 ? v.times(-Math.min(force, stop) / speed) : Vec3.ZERO;
        double yawStop = body.yawRate() * body.yawInertiaKgM2() / dtS;
        double moment = -Math.copySign(Math.min(Math.abs(yawStop), 0.5 * force), body.yawRate());
        body.integrate(f, moment, dtS);
    }
}
