package dev.sandbox.physics.tyre;

import dev.sandbox.physics.math.Maths;

/**
 * The friction ellipse of a tyre with different peak coefficients along and across the wheel
 * ([Palmer, eq. 8.35]; [Milliken, ch. 2]): a force (F_x, F_y) is possible while
 * (F_x / (mu_x F_z))^2 + (F_y / (mu_y F_z))^2 &le; 1. A force outside is brought back onto the
 * ellipse along its own direction.
 */
public final class FrictionEllipse {

    private FrictionEllipse() {
    }

    /**
     * @param fx longitudinal force (in newtons)
     * @param fy lateral force (in newtons)
     * @param limitXN mu_x F_z, the pure longitudinal limit (in newtons, &gt;0)
     * @param limitYN mu_y F_z, the pure lateral limit (in newtons, &gt;0)
     * @return the factor [0..1] that puts the force on or inside the ellipse (0 without friction)
     */
    public static double scale(double fx, double fy, double limitXN, double limitYN) {
        if (!(limitXN > 0 && limitYN > 0)) {
            return 0.0;
        }
        double e = Maths.hypot(fx / limitXN, fy / limitYN);
        return e > 1.0 ? 1.0 / e : 1.0;
    }
}
