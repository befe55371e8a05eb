package dev.sandbox.app.scene.gui;

import com.jme3.material.Material;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.scene.VertexBuffer;
import com.jme3.util.BufferUtils;

/**
 * A solid arrow in the world for the debug view: a square shaft and a pyramid head built
 * once as unit meshes and only moved, turned and stretched each frame, so showing a vector
 * costs a few transform updates and no buffer writes.
 */
public final class Arrow3d {

    private static final Vector3f SPARE_UP = new Vector3f(1, 0, 0);

    private final Node node;
    private final Geometry shaft;
    private final Geometry head;
    private final float width;
    private final float headLength;
    private final Quaternion turn = new Quaternion();
    private final Vector3f dir = new Vector3f();

    /**
     * @param name node name
     * @param width shaft width (in metres)
     * @param headLength head length (in metres; its base is twice as wide as the shaft's width times 1.5)
     * @param material the arrow's material
     */
    public Arrow3d(String name, float width, float headLength, Material material) {
        this.width = width;
        this.headLength = headLength;
        node = new Node(name);
        shaft = new Geometry(name + "-shaft", prism());
        shaft.setMaterial(material);
        head = new Geometry(name + "-head", pyramid());
        head.setMaterial(material);
        node.attachChild(shaft);
        node.attachChild(head);
        node.setCullHint(Spatial.CullHint.Always);
    }

    /** @return the arrow's node */
    public Node node() {
        return node;
    }

    /**
     * Shows a vector.
     *
     * @param from where the arrow starts (world, in metres)
     * @param vector the arrow, tail to tip (in metres); shorter than 1 cm hides it
     * @param up a direction not along the vector, to roll the arrow about its length
     */
    public void set(Vector3f from, Vector3f vector, Vector3f up) {
        float len = vector.length();
        if (len < 0.01f) {
            node.setCullHint(Spatial.CullHint.Always);
            return;
        }
        node.setCullHint(Spatial.CullHint.Inherit);
        dir.set(vector).divideLocal(len);
        Vector3f u = Math.abs(dir.dot(up)) > 0.99f ? SPARE_UP : up;
        turn.lookAt(dir, u);
        node.setLocalTranslation(from);
        node.setLocalRotation(turn);
        float h = Math.min(headLength, len * 0.5f);
        shaft.setLocalScale(width, width, len - h);
        head.setLocalTranslation(0, 0, len - h);
        head.setLocalScale(width * 3, width * 3, h);
    }

    /** Hides the arrow. */
    public void hide() {
        node.setCullHint(Spatial.CullHint.Always);
    }

    /** A square prism from z = 0 to 1, 1 wide, centred on the z axis. */
    private static Mesh prism() {
        float h = 0.5f;
        float[] p = {-h, -h, 0, h, -h, 0, h, h, 0, -h, h, 0, -h, -h, 1, h, -h, 1, h, h, 1, -h, h, 1};
        int[] idx = {0, 1, 5, 0, 5, 4, 1, 2, 6, 1, 6, 5, 2, 3, 7, 2, 7, 6, 3, 0, 4, 3, 4, 7, 4, 5, 6, 4, 6, 7};
        return mesh(p, idx);
    }

    /** A square pyramid with its base at z = 0 (1 wide) and its tip at z = 1. */
    private static Mesh pyramid() {
        float h = 0.5f;
        float[] p = {-h, -h, 0, h, -h, 0, h, h, 0, -h, h, 0, 0, 0, 1};
        int[] idx = {0, 1, 4, 1, 2, 4, 2, 3, 4, 3, 0, 4, 0, 2, 1, 0, 3, 2};
        return mesh(p, idx);
    }

    private static Mesh mesh(float[] positions, int[] indices) {
        Mesh m = new Mesh();
        m.setBuffer(VertexBuffer.Type.Position, 3, BufferUtils.createFloatBuffer(positions));
        m.setBuffer(VertexBuffer.Type.Index, 3, BufferUtils.createIntBuffer(indices));
        m.updateBound();
        return m;
    }
}
