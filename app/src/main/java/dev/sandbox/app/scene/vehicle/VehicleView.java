package dev.sandbox.app.scene.vehicle;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import dev.sandbox.app.scene.render.DistanceLod;
import dev.sandbox.app.scene.render.Environment;
import dev.sandbox.app.scene.render.MeshBuilder;
import dev.sandbox.app.scene.render.RigidSkin;

/**
 * The 3-D look of a vehicle, built in code from its spec's dimensions. The root node is the
 * chassis frame: origin on the ground under the centre of mass, local +x forward, +y up,
 * +z to the right. {@link #apply} places it from a {@link VehiclePose}.
 */
public abstract class VehicleView {

    /** The chassis frame. */
    protected final Node root = new Node("vehicle");
    /** The asset manager. */
    protected final AssetManager assets;
    /** Small parts drawn only near the camera, and their stand-ins beyond. */
    protected final DistanceLod lod = new DistanceLod();
    private final Quaternion rot = new Quaternion();
    /** Extra steer shown in the showroom (in radians, positive = left), display only. */
    protected float presentedSteerRad;

    /** @param assets the asset manager */
    protected VehicleView(AssetManager assets) {
        this.assets = assets;
        root.addControl(lod);
    }

    /**
     * Draws every detail at any distance (the showroom), or lets the distance decide.
     *
     * @param all true for every detail
     */
    public void showAllDetail(boolean all) {
        lod.setForceNear(all);
    }

    /** @return the node to attach to the scene */
    public Node root() {
        return root;
    }

    /**
     * Moves the view to a pose and moves its parts (wheels, body, lean, lights).
     *
     * @param pose the blended state of the model
     */
    public void apply(VehiclePose pose) {
        Vector3f f = pose.forward();
        Vector3f u = pose.up();
        Vector3f right = f.cross(u).normalizeLocal();
        Vector3f up = right.cross(f).normalizeLocal();
        rot.fromAxes(f, up, right);
        root.setLocalRotation(rot);
        root.setLocalTranslation(pose.position());
        applyParts(pose);
    }

    /**
     * Turns the front wheels or the handlebar for show (the showroom), on top of the model's
     * own angle. Display only: the model is not touched.
     *
     * @param steerRad road-wheel or handlebar angle to add (in radians, positive = left)
     */
    public void presentSteer(float steerRad) {
        presentedSteerRad = steerRad;
    }

    /**
     * Opens what the kind has to open for a look in the showroom (a car's doors); nothing for a
     * kind without any. Display only.
     *
     * @param fraction how far open (0 shut, 1 fully open)
     */
    public void presentOpen(float fraction) {
    }

    /** @return where a hood or cockpit camera sits, in the chassis frame (in metres) */
    public abstract Vector3f cockpitEye();

    /** @return the node the cockpit interior moves with (the sprung body; the root if none) */
    public Node cockpitMount() {
        return root;
    }

    /**
     * Shows or hides the parts of the outside model that would sit in the cockpit camera's way
     * (the driver or rider, the model's own steering wheel) while the interior is shown.
     *
     * @param visible false while the cockpit interior is shown
     */
    public void showOccupant(boolean visible) {
    }

    /** @return the height the chase camera aims at (in metres above the ground) */
    public abstract float targetHeight();

    /** Moves the parts for a pose, the root already placed. */
    protected abstract void applyParts(VehiclePose pose);

    /**
     * Builds the skin that draws, as one geometry, every lit opaque part under a node that the
     * test accepts, coloured per vertex by its finish (see {@link RigidSkin}).
     *
     * @param frame the node the skin is attached to, and whose parts it draws
     * @param which the parts to draw through the skin
     * @param material the skin's vertex-coloured material
     * @return the skin (call {@link RigidSkin#update} after every pose)
     */
    protected static RigidSkin skin(Node frame, java.util.function.Predicate<Geometry> which, Material material) {
        return skin(frame, frame, which, material);
    }

    /**
     * Builds the skin, as {@link #skin(Node, java.util.function.Predicate, Material)} does, of
     * the parts under one node, attached to another node of the same tree: a part that moves
     * with the frame then keeps its vertices however the frame moves.
     *
     * @param from the node whose parts the skin draws
     * @param frame the node the skin is attached to
     * @param which the parts to draw through the skin
     * @param material the skin's vertex-coloured material
     * @return the skin (call {@link RigidSkin#update} after every pose)
     */
    protected static RigidSkin skin(Node from, Node frame, java.util.function.Predicate<Geometry> which,
            Material material) {
        java.util.List<Geometry> parts = new java.util.ArrayList<>();
        from.depthFirstTraversal(s -> {
            if (s instanceof Geometry g && g.getQueueBucket() != com.jme3.renderer.queue.RenderQueue.Bucket.Transparent
                    && g.getMaterial().getMaterialDef().getAssetName().endsWith("Lighting.j3md") && which.test(g)) {
                parts.add(g);
            }
        });
        RigidSkin skin = new RigidSkin("skin", parts, frame, material);
        frame.attachChild(skin.geometry());
        return skin;
    }

    /** @return a lit, fogged paint material */
    protected Material paint(ColorRGBA c, float shininess) {
        return Environment.lit(assets, c, null, shininess);
    }

    /** @return a geometry of a built mesh with a material */
    protected static Geometry geom(String name, MeshBuilder mb, Material m) {
        return mb.geometry(name, m);
    }
}
