package dev.sandbox.app.render;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A vehicle's lamp lenses drawn as one unlit geometry: head lamps, indicators, tail, brake and
 * reversing lamps each carry their colour per vertex, and a lamp that switches (the brake
 * lights) has its vertices recoloured between its off and on colours. One draw call instead of
 * one per lamp (app/BENCHMARKS.md).
 */
public final class LampSet {

    private record Group(String name, Mesh mesh, ColorRGBA off, ColorRGBA on) {
    }

    private final List<Group> groups = new ArrayList<>();
    private final Map<String, int[]> ranges = new LinkedHashMap<>();
    private final Map<String, Boolean> lit = new LinkedHashMap<>();
    private Geometry geometry;

    /**
     * Adds a lamp (before {@link #build}).
     *
     * @param name what it is ("brake-lights")
     * @param mesh its lens, in the frame of the set
     * @param off its colour when off (a lamp that never switches: its only colour)
     * @param on its colour when on
     * @return this
     */
    public LampSet add(String name, Mesh mesh, ColorRGBA off, ColorRGBA on) {
        groups.add(new Group(name, mesh, off, on));
        return this;
    }

    /**
     * @param assets the asset manager
     * @param name the geometry's name
     * @return the geometry of every lamp, all off
     */
    public Geometry build(AssetManager assets, String name) {
        List<Geometry> parts = new ArrayList<>();
        int v = 0;
        Material unlit = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
        unlit.setBoolean("VertexColor", true);
        for (Group g : groups) {
            Geometry part = new Geometry(g.name, g.mesh);
            part.setMaterial(Environment.glow(assets, g.off));
            parts.add(part);
            ranges.put(g.name, new int[] {v, v + g.mesh.getVertexCount()});
            lit.put(g.name, false);
            v += g.mesh.getVertexCount();
        }
        geometry = new Geometry(name, PartBatch.colouredMesh(parts, null));
        geometry.setMaterial(unlit);
        return geometry;
    }

    /**
     * Switches a lamp.
     *
     * @param name the lamp
     * @param on true for on
     */
    public void set(String name, boolean on) {
        if (lit.get(name) == on) {
            return;
        }
        lit.put(name, on);
        Group g = groups.stream().filter(x -> x.name.equals(name)).findFirst().orElseThrow();
        ColorRGBA c = on ? g.on : g.off;
        VertexBuffer vb = geometry.getMesh().getBuffer(VertexBuffer.Type.Color);
        FloatBuffer fb = (FloatBuffer) vb.getData();
        int[] r = ranges.get(name);
        for (int i = r[0]; i < r[1]; i++) {
            fb.put(4 * i, c.r).put(4 * i + 1, c.g).put(4 * i + 2, c.b).put(4 * i + 3, c.a);
        }
        vb.setUpdateNeeded();
    }

    /**
     * @param name a lamp
     * @return whether it is on
     */
    public boolean isOn(String name) {
        return lit.get(name);
    }
}
