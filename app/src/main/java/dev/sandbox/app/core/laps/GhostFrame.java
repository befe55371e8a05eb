package dev.sandbox.app.core.laps;

/**
 * The vehicle's pose at one instant of a recorded lap: what a view needs to draw it, in the
 * model's own terms (SI units, world frame, ISO 8855 angles), free of the engine.
 *
 * @param lapS time since the lap began (in seconds)
 * @param position ground point under the centre of mass: x, y, z (world, in metres)
 * @param forward unit forward axis of the chassis: x, y, z (world)
 * @param up unit up axis of the chassis: x, y, z (world)
 * @param pitchRad body pitch (in radians, positive = nose down)
 * @param rollRad body roll (in radians, positive = right side down)
 * @param leanRad a leaning vehicle's lean (in radians, positive = right side down; 0 for a car)
 * @param riderLeanRad the rider's lean relative to the vehicle (in radians; 0 without a rider)
 * @param handlebarRad handlebar angle (in radians, positive = left; 0 without a handlebar)
 * @param heaveM sprung-body heave above its static height (in metres; 0 for a kind without one)
 * @param speedMps signed forward speed (in metres per second)
 * @param braking true while the brake is applied (the brake lights)
 * @param footDown true while a rider has a foot on the ground
 * @param wheelSteerRad road-wheel steer angle per wheel, front wheels first (in radians, positive = left)
 * @param wheelSpinRad accumulated spin per wheel (in radians)
 * @param contacts tyre contact point per wheel, x, y, z after one another (world, in metres)
 */
public record GhostFrame(double lapS, double[] position, double[] forward, double[] up, double pitchRad,
        double rollRad, double leanRad, double riderLeanRad, double handlebarRad, double heaveM, double speedMps,
        boolean braking, boolean footDown, double[] wheelSteerRad, double[] wheelSpinRad, double[] contacts) {

    /** @return the number of wheels */
    public int wheels() {
        return wheelSteerRad.length;
    }

    /**
     * The pose between two frames, each number interpolated linearly (the axes renormalised).
     *
     * @param a the earlier frame
     * @param b the later frame (with as many wheels)
     * @param t how far from a to b (0..1)
     * @return the pose in between
     */
    public static GhostFrame blend(GhostFrame a, GhostFrame b, double t) {
        return new GhostFrame(lerp(a.lapS, b.lapS, t), lerp(a.position, b.position, t),
                unit(lerp(a.forward, b.forward, t)), unit(lerp(a.up, b.up, t)), lerp(a.pitchRad, b.pitchRad, t),
                lerp(a.rollRad, b.rollRad, t), lerp(a.leanRad, b.leanRad, t), lerp(a.riderLeanRad, b.riderLeanRad, t),
                lerp(a.handlebarRad, b.handlebarRad, t), lerp(a.heaveM, b.heaveM, t), lerp(a.speedMps, b.speedMps, t),
                t < 0.5 ? a.braking : b.braking, t < 0.5 ? a.footDown : b.footDown,
                lerp(a.wheelSteerRad, b.wheelSteerRad, t), lerp(a.wheelSpinRad, b.wheelSpinRad, t),
                lerp(a.contacts, b.contacts, t));
    }

    private static double lerp(double a, double b, double t) {
        return a + (b - a) * t;
    }

    private static double[] lerp(double[] a, double[] b, double t) {
        double[] out = new double[a.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = lerp(a[i], b[i], t);
        }
        return out;
    }

    private static double[] unit(double[] v) {
        double n = Math.sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]);
        return n > 0 ? new double[] {v[0] / n, v[1] / n, v[2] / n} : v;
    }
}
