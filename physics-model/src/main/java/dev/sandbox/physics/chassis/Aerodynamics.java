package dev.sandbox.physics.chassis;

import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.spec.AeroSpec;

/** Aerodynamic drag F_D = 1/2 C_D rho v^2 A against the velocity ([Palmer, eq. 8.3]). */
public final class Aerodynamics {

    private final AeroSpec spec;

    /** @param spec drag data */
    public Aerodynamics(AeroSpec spec) {
        this.spec = spec;
    }

    /**
     * @param velocity velocity through still air (in metres per second)
     * @param tucked true when a rider is tucked in (uses the tucked frontal area)
     * @return the drag force (in newtons, world)
     */
    public Vec3 drag(Vec3 velocity, boolean tucked) {
        return velocity.times(dragPerVelocity(velocity.x(), velocity.y(), velocity.z(), tucked));
    }

    /**
     * The drag as a multiple of the velocity, -1/2 rho c_d A |v| (in newtons per metre per
     * second): the drag is the velocity times this, for a step that adds it up without a vector.
     *
     * @param vx world x of the velocity through still air (in metres per second)
     * @param vy its world y (in metres per second)
     * @param vz its world z (in metres per second)
     * @param tucked true when a rider is tucked in (uses the tucked frontal area)
     * @return the factor (in N s/m, &le;0)
     */
    public double dragPerVelocity(double vx, double vy, double vz, boolean tucked) {
        double area = tucked ? spec.tuckedFrontalAreaM2() : spec.frontalAreaM2();
        double k = 0.5 * spec.dragCoefficient() * spec.airDensityKgM3() * area;
        return -k * Math.sqrt(vx * vx + vy * vy + vz * vz);
    }

    /**
     * @param speedMps airspeed (in metres per second)
     * @param tucked rider tucked in
     * @return drag magnitude (in newtons)
     */
    public double dragN(double speedMps, boolean tucked) {
        double area = tucked ? spec.tuckedFrontalAreaM2() : spec.frontalAreaM2();
        return 0.5 * spec.dragCoefficient() * spec.airDensityKgM3() * area * speedMps * speedMps;
    }
}
