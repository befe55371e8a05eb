package dev.sandbox.app.physics;

import com.jme3.bullet.collision.PhysicsRayTestResult;
import com.jme3.math.Vector3f;
import dev.sandbox.app.world.WorldLayout;
import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.ground.GroundSample;
import dev.sandbox.physics.ground.ObstacleHit;
import dev.sandbox.physics.ground.Surface;
import dev.sandbox.physics.math.Vec3;
import java.util.ArrayList;
import java.util.List;

/**
 * The model's {@link Ground} in the sandbox: height and normal from a vertical Minie ray test
 * against the terrain heightfield, grip from the surface raster of the layout (asphalt on the
 * road, dirt and grass off it), and obstacle contacts from ray tests against the static
 * obstacle bodies. Points outside the map are answered at the nearest edge of the map.
 * Not thread-safe: the fixed-step loop calls it from one thread.
 */
public final class MinieGround implements Ground {

    private final StaticWorld world;
    private final WorldLayout layout;
    private final double limit;
    private final Vector3f from = new Vector3f();
    private final Vector3f to = new Vector3f();
    private final Vector3f normal = new Vector3f();
    private final List<PhysicsRayTestResult> hits = new ArrayList<>();
    private long rayCount;

    /**
     * @param world the static collision geometry
     * @param layout the layout it was built from (for the surface raster)
     */
    public MinieGround(StaticWorld world, WorldLayout layout) {
        this.world = world;
        this.layout = layout;
        this.limit = layout.extentM() / 2 - 0.01;
    }

    @Override
    public GroundSample sample(double x, double z) {
        double cx = Math.max(-limit, Math.min(limit, x));
        double cz = Math.max(-limit, Math.min(limit, z));
        float top = world.maxHeight() + 10f;
        float bottom = world.minHeight() - 10f;
        from.set((float) cx, top, (float) cz);
        to.set((float) cx, bottom, (float) cz);
        hits.clear();
        world.terrainSpace().rayTestRaw(from, to, hits);
        rayCount++;
        PhysicsRayTestResult best = nearest(hits);
        Surface surface = layout.surfaceAt(cx, cz);
        if (best == null) {
            return GroundSample.of(layout.approxHeight(cx, cz), Vec3.UNIT_Y, surface);
        }
        double h = top + (bottom - (double) top) * best.getHitFraction();
        best.getHitNormalLocal(normal);
        Vec3 n = new Vec3(normal.x, normal.y, normal.z).normalizedOr(Vec3.UNIT_Y);
        if (n.y() < 0) {
            n = n.times(-1);
        }
        return GroundSample.of(h, n, surface);
    }

    @Override
    public ObstacleHit castObstacle(Vec3 start, Vec3 end) {
        from.set((float) start.x(), (float) start.y(), (float) start.z());
        to.set((float) end.x(), (float) end.y(), (float) end.z());
        if (from.distanceSquared(to) < 1e-12f) {
            return null;
        }
        hits.clear();
        world.obstacleSpace().rayTestRaw(from, to, hits);
        rayCount++;
        PhysicsRayTestResult best = nearest(hits);
        if (best == null) {
            return null;
        }
        double f = best.getHitFraction();
        Vec3 point = start.plus(end.minus(start).times(f));
        best.getHitNormalLocal(normal);
        Vec3 n = new Vec3(normal.x, normal.y, normal.z).normalizedOr(Vec3.UNIT_Y);
        if (n.dot(end.minus(start)) > 0) {
            n = n.times(-1);
        }
        return new ObstacleHit(point, n, f);
    }

    /** @return the number of Minie ray tests made so far (for profiling) */
    public long rayCount() {
        return rayCount;
    }

    /** @return the layout behind this ground */
    public WorldLayout layout() {
        return layout;
    }

    private static PhysicsRayTestResult nearest(List<PhysicsRayTestResult> list) {
        PhysicsRayTestResult best = null;
        for (PhysicsRayTestResult r : list) {
            if (best == null || r.getHitFraction() < best.getHitFraction()) {
                best = r;
            }
        }
        return best;
    }
}
