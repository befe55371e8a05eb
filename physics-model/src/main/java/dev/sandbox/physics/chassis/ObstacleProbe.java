package dev.sandbox.physics.chassis;

import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.ground.ObstacleHit;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.spec.ChassisSpec;

/**
 * Finds contact between the vehicle's outline and static obstacles by casting from the body's
 * centre to points on its outline (corners and mid-sides) through {@link Ground#castObstacle},
 * and answers the deepest one with the restitution impulse of [Palmer]
 * eq. 8.42 (e = 0.25, the F1-Spirit value quoted there). Casting from inside the outline every
 * step means a fast vehicle cannot tunnel through a wall thinner than itself. The ground's
 * broadphase ({@link Ground#mayHaveObstaclesNear}) is asked first with the circle the probes
 * sweep, so on open ground no probe is cast.
 */
public final class ObstacleProbe {

    /** Coefficient of restitution for vehicle impacts ([Palmer, "Modeling Car Crashes"]). */
    public static final double RESTITUTION = 0.25;
    /** Height of the probes above the ground as a share of the body's height. */
    static final double PROBE_HEIGHT_SHARE = 0.4;

    private final double[][] outline;
    private final double probeHeightM;
    private final double reachM;
    private double lastImpactSpeedMps;

    /**
     * @param lengthM outline length (in metres)
     * @param widthM outline width (in metres)
     * @param centreAheadOfCgM how far the outline's centre lies ahead of the centre of mass (in metres)
     * @param probeHeightM height of the probes above the ground (in metres)
     */
    public ObstacleProbe(double lengthM, double widthM, double centreAheadOfCgM, double probeHeightM) {
        double hl = lengthM / 2;
        double hw = widthM / 2;
        double c = centreAheadOfCgM;
        outline = new double[][] {{c + hl, 0}, {c + hl, hw}, {c + hl, -hw}, {c, hw}, {c, -hw},
            {c - hl, hw}, {c - hl, -hw}, {c - hl, 0}};
        this.probeHeightM = probeHeightM;
        double reach = 0;
        for (double[] p : outline) {
            reach = Math.max(reach, Math.sqrt(p[0] * p[0] + p[1] * p[1]));
        }
        this.reachM = reach;
    }

    /**
     * The probe of a vehicle's body: its length and width, centred on the middle of the
     * wheelbase, probing at {@link #PROBE_HEIGHT_SHARE} of its height.
     *
     * @param chassis the vehicle's chassis
     * @return the probe
     */
    public static ObstacleProbe around(ChassisSpec chassis) {
        return new ObstacleProbe(chassis.lengthM(), chassis.widthM(),
                chassis.cgToFrontAxleM() - chassis.wheelbaseM() / 2, chassis.heightM() * PROBE_HEIGHT_SHARE);
    }

    /**
     * Probes the outline and, on contact, applies the impulse to the body.
     *
     * @param body the vehicle body
     * @param ground the world holding the obstacles
     * @return true when the vehicle touched an obstacle this step
     */
    public boolean resolve(BodyMotion body, Ground ground) {
        Vec3 up = body.up();
        lastImpactSpeedMps = 0;
        if (!ground.mayHaveObstaclesNear(body.positionX() + up.x() * probeHeightM,
                body.positionZ() + up.z() * probeHeightM, reachM)) {
            return false;
        }
        Vec3 f = body.forward();
        Vec3 l = body.left();
        Vec3 cg = body.position().plusScaled(up, probeHeightM);
        ObstacleHit deepest = null;
        double deepestDepth = 0;
        for (double[] p : outline) {
            Vec3 end = cg.plusScaled(f, p[0]).plusScaled(l, p[1]);
            ObstacleHit hit = ground.castObstacle(cg, end);
            if (hit == null || hit.fraction() >= 1.0) {
                continue;
            }
            Vec3 seg = end.minus(cg);
            double depth = (1.0 - hit.fraction()) * Math.max(0, -seg.dot(hit.normal()));
            if (deepest == null || depth > deepestDepth) {
                deepest = hit;
                deepestDepth = depth;
            }
        }
        if (deepest == null) {
            return false;
        }
        Vec3 offset = deepest.point().minus(body.position());
        lastImpactSpeedMps = body.collide(offset, deepest.normal(), deepestDepth, RESTITUTION);
        return true;
    }

    /** @return normal speed of the latest impact before it (in metres per second, 0 if none) */
    public double lastImpactSpeedMps() {
        return lastImpactSpeedMps;
    }
}
