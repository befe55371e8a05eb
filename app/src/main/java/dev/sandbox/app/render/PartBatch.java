package dev.sandbox.app.render;

import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import jme3tools.optimize.GeometryBatchFactory;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Fewer draw calls for the vehicle models. On the software renderer every geometry costs a
 * draw call plus a full upload of the lighting material's uniforms (app/BENCHMARKS.md): parts
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
