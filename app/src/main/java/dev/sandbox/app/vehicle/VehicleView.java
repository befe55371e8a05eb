package dev.sandbox.app.vehicle;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.shape.Quad;
import com.jme3.texture.Texture2D;
import dev.sandbox.app.cockpit.Cockpit;
import dev.sandbox.app.hud.SpeedUnit;
import dev.sandbox.app.render.Environment;
import dev.sandbox.app.render.MeshBuilder;
import dev.sandbox.app.render.Textures;

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
    private final Quaternion rot = new Quaternion();

    /** @param assets the asset manager */
    protected VehicleView(AssetManager assets) {
        this.assets = assets;
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

    /** @return where a hood or cockpit camera sits, in the chassis frame (in metres) */
    public abstract Vector3f cockpitEye();

    /**
     * The interior the cockpit camera shows, built for this kind of vehicle.
     *
     * @param unit the speedometer's unit
     * @return the cockpit, or null when the kind has none (the camera then uses {@link #cockpitEye})
     */
    public Cockpit createCockpit(SpeedUnit unit) {
        return null;
    }

    /** @return the node the cockpit interior moves with (the sprung body; the root if none) */
    public Node cockpitMount() {
        return root;
    }

    /** @return the height the chase camera aims at (in metres above the ground) */
    public abstract float targetHeight();

    /** Moves the parts for a pose, the root already placed. */
    protected abstract void applyParts(VehiclePose pose);

    /** @return a lit, fogged paint material */
    protected Material paint(ColorRGBA c, float shininess) {
        return Environment.lit(assets, c, null, shininess);
    }

    /** @return a geometry of a built mesh with a material */
    protected static Geometry geom(String name, MeshBuilder mb, Material m) {
        Geometry g = new Geometry(name, mb.build());
        g.setMaterial(m);
        return g;
    }

    /**
     * Builds a wheel: a tyre with a spoked rim, axle along z, centred on the node's origin.
     *
     * @param radius tyre radius (in metres)
     * @param width tyre width (in metres)
     * @param spokes number of spokes
     * @return the wheel node (rotate it about z to spin it)
     */
    protected Node wheel(float radius, float width, int spokes) {
        Node n = new Node("wheel");
        MeshBuilder tyre = new MeshBuilder().cylinderZ(Vector3f.ZERO, radius, width, 18);
        n.attachChild(geom("tyre", tyre, paint(new ColorRGBA(0.06f, 0.06f, 0.06f, 1f), 0)));
        MeshBuilder rim = new MeshBuilder();
        float rr = radius * 0.66f;
        for (float side : new float[] {-1, 1}) {
            Vector3f c = new Vector3f(0, 0, side * (width / 2 + 0.004f));
            rim.cylinderZ(c, rr * 0.25f, 0.01f, 8);
            for (int i = 0; i < spokes; i++) {
                float a = FastMath.TWO_PI * i / spokes;
                rim.beam(c, c.add(FastMath.cos(a) * rr, FastMath.sin(a) * rr, 0), 0.01f, 0.05f);
            }
        }
        n.attachChild(geom("rim", rim, paint(new ColorRGBA(0.75f, 0.75f, 0.78f, 1f), 32)));
        return n;
    }

    /**
     * A soft dark ellipse on the ground under the vehicle, so it sits on the terrain.
     *
     * @param length along x (in metres)
     * @param width along z (in metres)
     * @return the shadow geometry
     */
    protected Geometry blobShadow(float length, float width) {
        Texture2D tex = Textures.make(64, 64, (u, v, rgb) -> {
            float dx = (u + 0.5f) / 32f - 1f;
            float dy = (v + 0.5f) / 32f - 1f;
            float d = Math.min(1f, dx * dx + dy * dy);
            float a = 1f - 0.6f * (1f - d) * (1f - d);
            rgb[0] = a;
            rgb[1] = a;
            rgb[2] = a;
        });
        Material m = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
        m.setTexture("ColorMap", tex);
        m.getAdditionalRenderState().setBlendMode(RenderState.BlendMode.Modulate);
        m.getAdditionalRenderState().setDepthWrite(false);
        m.getAdditionalRenderState().setPolyOffset(-4f, -4f);
        Geometry g = new Geometry("shadow", new Quad(length, width));
        g.setMaterial(m);
        g.setQueueBucket(RenderQueue.Bucket.Transparent);
        g.setLocalRotation(new Quaternion().fromAngleAxis(-FastMath.HALF_PI, Vector3f.UNIT_X));
        g.setLocalTranslation(-length / 2, 0.03f, width / 2);
        return g;
    }
}
