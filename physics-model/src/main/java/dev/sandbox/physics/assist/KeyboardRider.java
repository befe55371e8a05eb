package dev.sandbox.physics.assist;

import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;

/**
 * The keyboard rider: what lean a keyboard player wants. A key is all or nothing, but the
 * motorcycle's steer input asks for a lean (full input = the largest lean the rider dares), so a
 * held key would ask for the lean of the grip limit at once. This assist turns the keys into a
 * lean wish that builds and returns as a rider's does: a first-order approach with the time a
 * rider takes to roll into a turn, up to {@link #RANGE} of the largest lean, and straight back
 * to upright on release. How the lean is then produced (countersteer, then hold) stays with the
 * motorcycle's rider model, which this assist does not touch.
 */
final class KeyboardRider implements Aid {

    /** Time constant of the lean wish (in seconds): a sports rider rolls into a brisk turn in about half a second. */
    static final double BUILD_S = 0.35;
    /** Time constant of the return to upright on release (in seconds): quicker, as a rider picks the bike up. */
    static final double RELEASE_S = 0.25;
    /** Share of the largest lean a held key asks for: leaves the grip margin a road rider keeps. */
    static final double RANGE = 0.7;

    private double wish;

    @Override
    public VehicleInput act(VehicleInput in, VehicleSnapshot s, double dtS) {
        double target = RANGE * in.steer();
        double tau = Math.abs(target) < Math.abs(wish) || target * wish < 0 ? RELEASE_S : BUILD_S;
        wish += (target - wish) * Math.min(1.0, dtS / tau);
        double steer = Units.clamp(wish, -1, 1);
        return steer == in.steer() ? in : in.withSteer(steer);
    }

    @Override
    public void reset() {
        wish = 0;
    }
}
