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
        double area = tucked ? spec.tuckedFrontalAreaM2() : spec.frontalAreaM2();
        double k = 0.5 * spec.dragCoefficient() * spec.airDensityKgM3() * area;
        return velocity.times(-k * velocity.length());
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
