package dev.sandbox.app.scene.render;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
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
 * one per lamp.
 */
public final class LampSet {

    /** How much darker a domed lens is at its rim than at its crown, off and on. */
    static final float RIM_SHADE_OFF = 0.40f;
    static final float RIM_SHADE_ON = 0.15f;
    /**
     * How far a lit domed lens's crown is whitened: a lit lamp is brighter than the screen can
     * show in its colour, and a pure red lamp lit read as the red paint around it.
     */
    static final float HOT_CROWN = 0.45f;

    /**
     * @param facing per vertex of a domed lens, |n . dome|: 1 at its crown, 0 at its rim; null
     *     for a lens of one flat colour
     */
    private record Group(String name, Mesh mesh, ColorRGBA off, ColorRGBA on, float[] facing) {
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
        groups.add(new Group(name, mesh, off, on, null));
        return this;
    }

    /**
     * Adds a domed lamp lens (before {@link #build}): unlit lamps are one flat colour, which reads
     * as a painted patch; a lens is a glass dome over a reflector, brightest at its crown and
     * darkening towards its rim, where the glass is seen edge-on. Each vertex's colour is the
     * lamp's colour scaled by {@code 1 - shade (1 - |n . dome|)}, with the rim shade
     * {@link #RIM_SHADE_OFF} when off and {@link #RIM_SHADE_ON} when lit; a lit lens's crown is
     * also whitened by up to {@link #HOT_CROWN}, {@code |n . dome|^2} of it.
     *
     * @param name what it is
     * @param mesh its lens, in the frame of the set, with normals
     * @param off its colour when off
     * @param on its colour when on
     * @param dome the lens's axis in the set's frame (unit)
     * @return this
     */
    public LampSet add(String name, Mesh mesh, ColorRGBA off, ColorRGBA on, Vector3f dome) {
        groups.add(new Group(name, mesh, off, on, facing(mesh, dome.normalize())));
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
        for (Group g : groups) {
            paint(g, false);
        }
        return geometry;
    }

    /**
     * @param mesh a lens, with normals
     * @param dome its axis (unit)
     * @return per vertex, how squarely it faces along the axis (|n . dome|, 0..1)
     */
    static float[] facing(Mesh mesh, Vector3f dome) {
        FloatBuffer n = (FloatBuffer) mesh.getBuffer(VertexBuffer.Type.Normal).getDataReadOnly();
        float[] facing = new float[mesh.getVertexCount()];
        for (int i = 0; i < facing.length; i++) {
            facing[i] = Math.min(1, Math.abs(n.get(3 * i) * dome.x + n.get(3 * i + 1) * dome.y + n.get(3 * i + 2) * dome.z));
        }
        return facing;
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
        paint(groups.stream().filter(x -> x.name.equals(name)).findFirst().orElseThrow(), on);
    }

    /** Colours a lamp's vertices for its state. */
    private void paint(Group g, boolean on) {
        ColorRGBA c = on ? g.on : g.off;
        float shade = on ? RIM_SHADE_ON : RIM_SHADE_OFF;
        boolean hot = on && !g.on.equals(g.off);
        VertexBuffer vb = geometry.getMesh().getBuffer(VertexBuffer.Type.Color);
        FloatBuffer fb = (FloatBuffer) vb.getData();
        int[] r = ranges.get(g.name);
        for (int i = r[0]; i < r[1]; i++) {
            float facing = g.facing == null ? 1 : g.facing[i - r[0]];
            float k = 1 - shade * (1 - facing);
            float w = hot && g.facing != null ? HOT_CROWN * facing * facing : 0;
            fb.put(4 * i, c.r * k + (1 - c.r * k) * w).put(4 * i + 1, c.g * k + (1 - c.g * k) * w)
                    .put(4 * i + 2, c.b * k + (1 - c.b * k) * w).put(4 * i + 3, c.a);
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
