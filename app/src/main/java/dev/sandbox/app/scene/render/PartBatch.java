package dev.sandbox.app.scene.render;

import com.jme3.material.MatParam;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Transform;
import com.jme3.math.Vector3f;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.scene.VertexBuffer;
import com.jme3.util.BufferUtils;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import jme3tools.optimize.GeometryBatchFactory;

/**
 * Fewer draw calls for the vehicle models. Every geometry costs a draw call plus an upload of
 * the lighting material's uniforms: parts
 * that never move against each other and share a finish are drawn as one mesh, and small
 * parts of different colours but one finish carry their colours per vertex.
 */
public final class PartBatch {

    private PartBatch() {
    }

    /**
     * Merges the geometries directly under a node that share a material (the same instance)
     * and a render bucket into one geometry per material, named by the parts it joins
     * ("windscreen-frame+side-intakes"). Geometries named in {@code keep} (parts that something
     * looks up or restyles by name) stay as they are.
     *
     * @param node the node whose child geometries are merged (they must not move against it)
     * @param keep names of geometries left alone
     * @return the number of geometries removed
     */
    public static int mergeByMaterial(Node node, Set<String> keep) {
        Map<Object, List<Geometry>> groups = new LinkedHashMap<>();
        for (Spatial s : node.getChildren()) {
            if (s instanceof Geometry g && !keep.contains(g.getName()) && g.getMesh().getMode() == Mesh.Mode.Triangles) {
                groups.computeIfAbsent(List.of(g.getMaterial(), g.getLocalQueueBucket()), k -> new ArrayList<>()).add(g);
            }
        }
        int removed = 0;
        for (List<Geometry> group : groups.values()) {
            if (group.size() < 2) {
                continue;
            }
            int at = node.getChildIndex(group.get(0));
            Geometry merged = merge(group);
            node.attachChildAt(merged, at);
            removed += group.size() - 1;
        }
        return removed;
    }

    /**
     * One geometry from several meshes, each coloured by one colour per vertex, drawn with one
     * material that uses the vertex colours ({@code UseVertexColor}).
     *
     * @param name the geometry's name
     * @param meshes the meshes, in the geometry's frame
     * @param colours one colour per mesh, or null for a mesh that has its own vertex colours
     * @param material a material that multiplies its colour by the vertex colour
     * @return the geometry
     */
    public static Geometry coloured(String name, List<Mesh> meshes, List<ColorRGBA> colours, Material material) {
        List<Geometry> parts = new ArrayList<>();
        for (int i = 0; i < meshes.size(); i++) {
            Mesh m = meshes.get(i);
            if (colours.get(i) == null) {
                Geometry g = new Geometry(name, m);
                g.setMaterial(material);
                parts.add(g);
                continue;
            }
            int n = m.getVertexCount();
            float[] c = new float[n * 4];
            ColorRGBA col = colours.get(i);
            for (int k = 0; k < n; k++) {
                c[k * 4] = col.r;
                c[k * 4 + 1] = col.g;
                c[k * 4 + 2] = col.b;
                c[k * 4 + 3] = col.a;
            }
            m.setBuffer(com.jme3.scene.VertexBuffer.Type.Color, 4, c);
            Geometry g = new Geometry(name, m);
            g.setMaterial(material);
            parts.add(g);
        }
        Geometry out = parts.size() == 1 ? parts.get(0) : merge(parts);
        out.setName(name);
        return out;
    }

    /**
     * Merges the geometries directly under a node that pass a test, whatever their finishes,
     * into one geometry drawn with one vertex-coloured material: each part's vertices take the
     * colour of its own finish (times its own vertex colours, if it has some). A draw call with
     * its lighting uniforms per part would cost more than the small differences of shininess
     * this gives up.
     *
     * @param node the node whose child geometries are merged (they must not move against it)
     * @param which the geometries to merge
     * @param name the merged geometry's name
     * @param material a vertex-coloured material ({@code UseVertexColor})
     * @return the merged geometry (attached where the first part was), or null if none passed
     */
    public static Geometry mergeFinishes(Node node, Predicate<Geometry> which, String name, Material material) {
        List<Geometry> parts = new ArrayList<>();
        for (Spatial s : node.getChildren()) {
            if (s instanceof Geometry g && g.getMesh().getMode() == Mesh.Mode.Triangles && which.test(g)) {
                parts.add(g);
            }
        }
        if (parts.isEmpty()) {
            return null;
        }
        int at = node.getChildIndex(parts.get(0));
        Geometry merged = new Geometry(name, colouredMesh(parts, node));
        merged.setMaterial(material);
        for (Geometry g : parts) {
            g.removeFromParent();
        }
        node.attachChildAt(merged, at);
        return merged;
    }

    /**
     * One mesh of positions, normals, colours and triangles from parts under a common frame,
     * each vertex coloured by its part's finish ({@link #finishColour}) times its own colour.
     *
     * @param parts geometries below {@code frame} (or directly in it)
     * @param frame the spatial whose frame the mesh is in
     * @return the mesh
     */
    public static Mesh colouredMesh(List<Geometry> parts, Spatial frame) {
        int nv = 0;
        int nt = 0;
        for (Geometry g : parts) {
            nv += g.getMesh().getVertexCount();
            nt += g.getMesh().getTriangleCount();
        }
        float[] pos = new float[nv * 3];
        float[] nor = new float[nv * 3];
        float[] col = new float[nv * 4];
        int[] idx = new int[nt * 3];
        int v0 = 0;
        int t0 = 0;
        Vector3f p = new Vector3f();
        Vector3f q = new Vector3f();
        int[] tri = new int[3];
        for (Geometry g : parts) {
            Mesh m = g.getMesh();
            Transform t = relative(g, frame);
            float[] c = finishColour(g.getMaterial()).toArray(null);
            FloatBuffer pb = (FloatBuffer) m.getBuffer(VertexBuffer.Type.Position).getDataReadOnly();
            VertexBuffer nvb = m.getBuffer(VertexBuffer.Type.Normal);
            FloatBuffer nb = nvb == null ? null : (FloatBuffer) nvb.getDataReadOnly();
            VertexBuffer cvb = m.getBuffer(VertexBuffer.Type.Color);
            FloatBuffer cb = cvb == null || !(cvb.getData() instanceof FloatBuffer) ? null : (FloatBuffer) cvb.getDataReadOnly();
            int n = m.getVertexCount();
            for (int i = 0; i < n; i++) {
                int k = v0 + i;
                p.set(pb.get(3 * i), pb.get(3 * i + 1), pb.get(3 * i + 2));
                t.transformVector(p, q);
                pos[3 * k] = q.x;
                pos[3 * k + 1] = q.y;
                pos[3 * k + 2] = q.z;
                if (nb != null) {
                    p.set(nb.get(3 * i), nb.get(3 * i + 1), nb.get(3 * i + 2));
                    t.getRotation().multLocal(p);
                    nor[3 * k] = p.x;
                    nor[3 * k + 1] = p.y;
                    nor[3 * k + 2] = p.z;
                }
                for (int ch = 0; ch < 4; ch++) {
                    col[4 * k + ch] = c[ch] * (cb == null ? 1f : cb.get(4 * i + ch));
                }
            }
            for (int i = 0; i < m.getTriangleCount(); i++) {
                m.getTriangle(i, tri);
                idx[3 * (t0 + i)] = v0 + tri[0];
                idx[3 * (t0 + i) + 1] = v0 + tri[1];
                idx[3 * (t0 + i) + 2] = v0 + tri[2];
            }
            v0 += n;
            t0 += m.getTriangleCount();
        }
        Mesh out = new Mesh();
        out.setBuffer(VertexBuffer.Type.Position, 3, BufferUtils.createFloatBuffer(pos));
        out.setBuffer(VertexBuffer.Type.Normal, 3, BufferUtils.createFloatBuffer(nor));
        out.setBuffer(VertexBuffer.Type.Color, 4, BufferUtils.createFloatBuffer(col));
        out.setBuffer(VertexBuffer.Type.Index, 3, BufferUtils.createIntBuffer(idx));
        out.updateBound();
        out.updateCounts();
        return out;
    }

    /** @return the colour of a finish: Lighting's diffuse or Unshaded's colour, white if neither */
    public static ColorRGBA finishColour(Material m) {
        for (String param : new String[] {"Diffuse", "Color"}) {
            MatParam mp = m.getParam(param);
            if (mp != null && mp.getValue() instanceof ColorRGBA c) {
                return c;
            }
        }
        return ColorRGBA.White;
    }

    /**
     * @return the transform from a spatial's frame to another's: an ancestor's (identity for the
     *     ancestor itself) or, when the frame is not above the spatial, a node elsewhere in the
     *     same tree (through the tree's top)
     */
    static Transform relative(Spatial s, Spatial frame) {
        return relative(s, frame, new Transform(), null);
    }

    /**
     * Sets {@code out} to the transform from a spatial's frame to another's, as
     * {@link #relative(Spatial, Spatial)}, without allocating.
     *
     * @param s the spatial
     * @param frame an ancestor of it, or a spatial elsewhere in its tree whose chain of
     *     transforms to the top has a uniform scale
     * @param out where the transform is written
     * @param fromTop the frame's transform from the tree's top ({@link #fromTop}) when the
     *     caller has it, or null to work it out when it is needed
     * @return out
     */
    static Transform relative(Spatial s, Spatial frame, Transform out, Transform fromTop) {
        out.loadIdentity();
        Spatial at = s;
        for (; at != null && at != frame; at = at.getParent()) {
            out.combineWithParent(at.getLocalTransform());
        }
        if (at == null) {
            // Up to the top, then down into the frame.
            out.combineWithParent(fromTop != null ? fromTop : fromTop(frame, new Transform()));
        }
        return out;
    }

    /**
     * Sets {@code out} to the transform from the top of a spatial's tree into the spatial's
     * frame: the inverse of its chain of local transforms (whose scale must be uniform).
     *
     * @return out
     */
    static Transform fromTop(Spatial frame, Transform out) {
        out.loadIdentity();
        for (Spatial at = frame; at != null; at = at.getParent()) {
            out.combineWithParent(at.getLocalTransform());
        }
        // x = R (s y) + p inverted: y = (1/s) R^-1 x - (1/s) R^-1 p.
        out.getRotation().inverseLocal();
        out.getScale().set(1 / out.getScale().x, 1 / out.getScale().y, 1 / out.getScale().z);
        Vector3f p = out.getTranslation();
        out.getRotation().multLocal(p);
        p.multLocal(out.getScale()).negateLocal();
        return out;
    }

    /** Detaches the geometries and returns one geometry holding all their triangles. */
    private static Geometry merge(List<Geometry> group) {
        StringBuilder name = new StringBuilder();
        for (Geometry g : group) {
            name.append(name.length() == 0 ? "" : "+").append(g.getName());
            g.removeFromParent();
            // Alone, a geometry's world transform is its local one: the merge bakes that in.
            g.updateGeometricState();
        }
        Mesh mesh = new Mesh();
        GeometryBatchFactory.mergeGeometries(group, mesh);
        mesh.updateBound();
        Geometry merged = new Geometry(name.toString(), mesh);
        merged.setMaterial(group.get(0).getMaterial());
        RenderQueue.Bucket bucket = group.get(0).getLocalQueueBucket();
        merged.setQueueBucket(bucket);
        return merged;
    }
}
