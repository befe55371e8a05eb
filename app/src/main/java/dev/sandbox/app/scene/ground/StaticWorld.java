package dev.sandbox.app.scene.ground;

import com.jme3.bullet.PhysicsSpace;
import com.jme3.bullet.collision.shapes.BoxCollisionShape;
import com.jme3.bullet.collision.shapes.CollisionShape;
import com.jme3.bullet.collision.shapes.CylinderCollisionShape;
import com.jme3.bullet.collision.shapes.HeightfieldCollisionShape;
import com.jme3.bullet.collision.shapes.SphereCollisionShape;
import com.jme3.bullet.objects.PhysicsRigidBody;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import dev.sandbox.app.core.world.Obstacle;
import dev.sandbox.app.core.world.WorldLayout;

/**
 * The world's static collision geometry in Minie: the terrain as a heightfield built from the
 * very grid the rendered TerrainQuad uses (quad diagonals not flipped:
 * Minie's default flips them, which puts heights between grid points a few cm off the render), and the obstacles as simple
 * shapes. Terrain and obstacles live in two separate spaces so a ground probe never meets a tree and an obstacle probe never
 * meets the ground. Nothing here is ever stepped: Minie only answers ray tests and never moves a vehicle.
 */
public final class StaticWorld {

    /** Height of the trunk part of a tree that a vehicle can hit (in metres). */
    public static final float TRUNK_COLLISION_HEIGHT_M = 4f;

    private final PhysicsSpace terrainSpace;
    private final PhysicsSpace obstacleSpace;
    private final float minHeight;
    private final float maxHeight;

    /**
     * Builds the collision geometry.
     *
     * @param layout the generated world
     */
    public StaticWorld(WorldLayout layout) {
        float half = (float) layout.extentM() / 2 + 50;
        Vector3f min = new Vector3f(-half, -500, -half);
        Vector3f max = new Vector3f(half, 1500, half);
        // Libbulletjme prints a start-up line on stdout with the first space; --bench and
        // --bench-physics print their JSON report there, so it must stay quiet.
        com.jme3.bullet.util.NativeLibrary.setStartupMessageEnabled(false);
        terrainSpace = new PhysicsSpace(min, max, PhysicsSpace.BroadphaseType.AXIS_SWEEP_3);
        obstacleSpace = new PhysicsSpace(min, max, PhysicsSpace.BroadphaseType.AXIS_SWEEP_3);
        float lo = Float.MAX_VALUE;
        float hi = -Float.MAX_VALUE;
        for (float h : layout.heights()) {
            lo = Math.min(lo, h);
            hi = Math.max(hi, h);
        }
        minHeight = lo;
        maxHeight = hi;
        float s = (float) layout.spacingM();
        CollisionShape terrain = new HeightfieldCollisionShape(layout.size(), layout.size(),
                layout.heights().clone(), new Vector3f(s, 1f, s), 1, false, false, false, false);
        PhysicsRigidBody ground = new PhysicsRigidBody(terrain, PhysicsRigidBody.massForStatic);
        terrainSpace.addCollisionObject(ground);
        for (Obstacle o : layout.obstacles()) {
            addObstacle(o);
        }
    }

    /** @return the space holding only the terrain */
    public PhysicsSpace terrainSpace() {
        return terrainSpace;
    }

    /** @return the space holding only the obstacles */
    public PhysicsSpace obstacleSpace() {
        return obstacleSpace;
    }

    /** @return the lowest terrain height (in metres) */
    public float minHeight() {
        return minHeight;
    }

    /** @return the highest terrain height (in metres) */
    public float maxHeight() {
        return maxHeight;
    }

    private void addObstacle(Obstacle o) {
        CollisionShape shape;
        Vector3f at;
        Quaternion rot = new Quaternion();
        if (o instanceof Obstacle.Tree t) {
            shape = new CylinderCollisionShape((float) t.trunkRadiusM(), TRUNK_COLLISION_HEIGHT_M, 1);
            at = new Vector3f((float) t.x(), (float) t.baseY() + TRUNK_COLLISION_HEIGHT_M / 2 - 0.5f, (float) t.z());
        } else if (o instanceof Obstacle.Rock r) {
            shape = new SphereCollisionShape((float) r.radiusM());
            at = new Vector3f((float) r.x(), (float) r.y(), (float) r.z());
        } else if (o instanceof Obstacle.Wall w) {
            float h = (float) w.heightM() + 0.5f;
            shape = new BoxCollisionShape((float) w.lengthM() / 2, h / 2, (float) w.thicknessM() / 2);
            at = new Vector3f((float) w.x(), (float) w.baseY() - 0.5f + h / 2, (float) w.z());
            rot.fromAngleAxis((float) w.headingRad(), Vector3f.UNIT_Y);
        } else {
            return;
        }
        PhysicsRigidBody body = new PhysicsRigidBody(shape, PhysicsRigidBody.massForStatic);
        body.setPhysicsLocation(at);
        body.setPhysicsRotation(rot);
        body.setUserObject(o);
        obstacleSpace.addCollisionObject(body);
    }
}
