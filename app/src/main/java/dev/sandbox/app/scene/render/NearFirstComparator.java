package dev.sandbox.app.scene.render;

import com.jme3.renderer.Camera;
import com.jme3.renderer.queue.GeometryComparator;
import com.jme3.renderer.queue.OpaqueComparator;
import com.jme3.scene.Geometry;
import com.jme3.scene.Spatial;

/**
 * Orders the opaque bucket so that what is marked as near (the vehicle) is drawn before the
 * rest of the world, and otherwise as jME does (by material, then front to back).
 *
 * <p>jME's own order puts materials first, so the terrain and the road were often drawn before
 * the vehicle standing on them, and every pixel the vehicle covers was shaded twice: once as
 * ground, once as paint. With software OpenGL the cost is per shaded pixel; drawn first, the
 * vehicle fills the depth buffer and the ground behind it fails the depth test before it is
 * shaded. The picture does not change: only opaque, depth-tested geometry is in this bucket.
 */
public final class NearFirstComparator implements GeometryComparator {

    /** User-data key on the root of a subtree to draw first. */
    public static final String KEY = "drawFirst";

    private final OpaqueComparator rest = new OpaqueComparator();

    /** Marks a subtree (the vehicle's root) to be drawn before the rest of the opaque world. */
    public static void mark(Spatial root) {
        root.setUserData(KEY, Boolean.TRUE);
    }

    @Override
    public void setCamera(Camera cam) {
        rest.setCamera(cam);
    }

    @Override
    public int compare(Geometry a, Geometry b) {
        int rank = Boolean.compare(!isNear(a), !isNear(b));
        return rank != 0 ? rank : rest.compare(a, b);
    }

    /** @return whether the geometry or one of its ancestors is marked */
    static boolean isNear(Spatial s) {
        for (Spatial at = s; at != null; at = at.getParent()) {
            if (at.getUserData(KEY) != null) {
                return true;
            }
        }
        return false;
    }
}
