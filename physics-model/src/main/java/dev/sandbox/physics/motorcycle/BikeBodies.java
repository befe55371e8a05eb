package dev.sandbox.physics.motorcycle;

import dev.sandbox.physics.reference.WhippleParameters;
import dev.sandbox.physics.spec.ChassisSpec;
import dev.sandbox.physics.spec.MotorcycleSpec;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * A motorcycle spec as the four bodies of [Meijaard et al. 2007, Table 1]: rear wheel, rear frame
 * with engine and rider, front frame (fork and bars) and front wheel. The spec gives the whole
 * machine's mass, centre of mass, roll inertia about the ground and yaw inertia, plus the front
 * frame and the wheels on their own; the rear frame is what remains, so the four bodies add up to
 * exactly the totals the rest of the model uses.
 */
public final class BikeBodies {

    /** Standard gravity (in m/s^2). */
    static final double G = 9.81;

    private BikeBodies() {
    }

    /**
     * @param spec a motorcycle's spec
     * @return its four bodies in the benchmark's axes (x forward from the rear contact, z down)
     * @throws IllegalArgumentException when the front frame and wheels leave the rear frame with
     *     no mass or a negative moment of inertia
     */
    public static WhippleParameters of(VehicleSpec spec) {
        ChassisSpec c = spec.chassis();
        MotorcycleSpec m = spec.motorcycle();
        double w = c.wheelbaseM();
        double tilt = Math.toRadians(m.rakeDeg());
        double sinL = Math.sin(tilt);
        double cosL = Math.cos(tilt);
        double rR = spec.rearWheel().radiusM();
        double rF = spec.frontWheel().radiusM();
        double mR = m.rearWheelMassKg();
        double mF = m.frontWheelMassKg();
        double mH = m.forkMassKg();
        // a thin wheel's moment about a diameter is half its spin moment
        double iRyy = spec.rearWheel().inertiaKgM2();
        double iFyy = spec.frontWheel().inertiaKgM2();
        double iRxx = iRyy / 2;
        double iFxx = iFyy / 2;

        // the steering axis meets the ground the trail ahead of the front contact and leans back by the rake
        double hH = m.forkCgHeightM();
        double xH = w + m.trailM() - hH * sinL / cosL + m.forkCgOffsetM() / cosL;
        double zH = -hH;
        // a body long along the axis s = (sin l, 0, cos l): I = I_tr + (I_ax - I_tr) s s^T
        double iAx = m.forkAxialInertiaKgM2();
        double iTr = m.forkTransverseInertiaKgM2();
        double iHxx = iTr + (iAx - iTr) * sinL * sinL;
        double iHzz = iTr + (iAx - iTr) * cosL * cosL;
        double iHxz = (iAx - iTr) * sinL * cosL;

        double mT = c.totalMassKg();
        double xT = c.cgToRearAxleM();
        double zT = -c.cgHeightM();
        double mB = mT - mR - mF - mH;
        require(mB > 0, spec, "the front frame and wheels weigh more than the whole machine");
        double xB = (mT * xT - mH * xH - mF * w) / mB;
        double zB = (mT * zT + mR * rR - mH * zH + mF * rF) / mB;
        // roll inertia about the ground line through the contacts, yaw inertia about the centre of mass
        double iBxx = c.rollInertiaKgM2() - (iRxx + iHxx + iFxx + mR * rR * rR + mH * zH * zH + mF * rF * rF)
                - mB * zB * zB;
        double iTzz = c.yawInertiaKgM2() + mT * xT * xT;
        double iBzz = iTzz - (iRxx + iHzz + iFxx + mH * xH * xH + mF * w * w) - mB * xB * xB;
        // a spec whose totals are smaller than its parts' own share keeps a tenth of its total for the
        // rear frame (as the lean does, Motorcycle.MIN_ROLL_INERTIA_SHARE), rather than a negative one
        iBxx = Math.max(iBxx, Motorcycle.MIN_ROLL_INERTIA_SHARE * c.rollInertiaKgM2());
        iBzz = Math.max(iBzz, Motorcycle.MIN_ROLL_INERTIA_SHARE * c.yawInertiaKgM2());
        return new WhippleParameters(w, m.trailM(), tilt, G,
                rR, mR, iRxx, iRyy,
                xB, zB, mB, iBxx, iBzz, m.frameIxzKgM2(),
                xH, zH, mH, iHxx, iHzz, iHxz,
                rF, mF, iFxx, iFyy);
    }

    private static void require(boolean ok, VehicleSpec spec, String what) {
        if (!ok) {
            throw new IllegalArgumentException(spec.id() + ": " + what);
        }
    }
}
