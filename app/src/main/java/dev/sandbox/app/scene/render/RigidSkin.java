package dev.sandbox.app.scene.render;

import com.jme3.bounding.BoundingBox;
import com.jme3.material.Material;
import com.jme3.math.Transform;
import com.jme3.math.Vector3f;
import com.jme3.renderer.RenderManager;
import com.jme3.renderer.ViewPort;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Spatial;
import com.jme3.scene.VertexBuffer;
import com.jme3.scene.control.AbstractControl;
import java.nio.FloatBuffer;
import java.util.List;

/**
 * Jointed parts drawn as one geometry: the parts (a rider's torso, helmet and limbs, each
 * posed by its own node) keep their nodes and are not drawn themselves; each frame their
 * vertices are moved into one mesh by their current transforms, rigidly, as a skeleton with
 * one bone per part would. About 2 000 vertices cost a few microseconds, less than the draw
 * call, with its lighting uniforms, that each part would take of its own. The hidden parts
 * still cast the projected shadow ({@link PlanarShadow}); the skin does not.
 *
 * <p>Parts marked with {@link #DETAIL} give the skin two levels of detail, two lists of
 * triangles over the same vertices: level 0 leaves out the parts marked {@code "far"} (coarse
 * stand-ins), level 1 the parts marked {@code "near"} (the fine parts they stand in for). Parts
 * marked with {@link #CLOSE_DETAIL} switch closer and give it a third level between the two.
 * A renderer pays for every triangle it sets up, hidden or a pixel wide, so a distant vehicle
 * is drawn at level 1 ({@link DistanceLod#levels}).
 */
public final class RigidSkin {

    /** User data key of a part (or a node above it): "near" for level 0 only, "far" for level 1 only. */
    public static final String DETAIL = "detail";
    /**
     * User data key of a part (or a node above it) for a switch closer than {@link #DETAIL}'s,
     * which gives the skin a third level: "near" for level 0 only, "far" for levels 1 and 2;
     * {@link #DETAIL}'s parts then switch between levels 1 and 2.
     */
    public static final String CLOSE_DETAIL = "closeDetail";
    /**
     * User data key of a part (or a node above it): the share of its triangles (a Float in
     * (0, 1)) the skin draws beyond its closest level, the part reduced by edge collapse
     * ({@link EdgeCollapse}). For parts whose detail no one can see from the chase camera: tubes
     * of eight sides, an engine's ellipsoids.
     */
    public static final String REDUCED = "reduced";

    private final List<Geometry> parts;
    private final Spatial frame;
    private final Geometry geometry;
    private final float[][] localPos;
    private final float[][] localNor;
    private final FloatBuffer pos;
    private final FloatBuffer nor;
    private final boolean[] hidden;
    /** Per part, its transform at the last update: rotation matrix, translation, scale. */
    private final float[][] last;
    /** Per part, the box round its vertices as last moved: min x, y, z, max x, y, z. */
    private final float[][] boxes;
    private final float[] scratch = new float[RigidMove.SIZE];
    private final float[] posOut;
    private final float[] norOut;
    private final Transform t = new Transform();
    /** The frame's transform from the top of its tree, for parts not below it (found each update). */
    private final Transform frameFromTop = new Transform();
    private final Vector3f boundMin = new Vector3f();
    private final Vector3f boundMax = new Vector3f();
    private String[] detail;
    private String[] close;
    private int levelCount;
    /** The level of detail whose parts the last update moved. */
    private int posedLevel;
    /** Every part's triangles, as the merged mesh had them. */
    private int[] all;

    /**
     * @param name the skin's name
     * @param parts the parts, below {@code frame}; they are hidden from now on (parts whose
     *     material is not lit or is transparent do not belong in a skin)
     * @param frame the spatial the skin is attached to (the parts' common ancestor)
     * @param material a vertex-coloured material
     */
    public RigidSkin(String name, List<Geometry> parts, Spatial frame, Material material) {
        this.parts = parts;
        this.frame = frame;
        Mesh mesh = PartBatch.colouredMesh(parts, frame);
        hidden = new boolean[parts.size()];
        last = new float[parts.size()][RigidMove.SIZE];
        boxes = new float[parts.size()][6];
        for (float[] m : last) {
            java.util.Arrays.fill(m, Float.NaN);
        }
        localPos = new float[parts.size()][];
        localNor = new float[parts.size()][];
        for (int i = 0; i < parts.size(); i++) {
            Mesh m = parts.get(i).getMesh();
            localPos[i] = read(m, VertexBuffer.Type.Position);
            localNor[i] = read(m, VertexBuffer.Type.Normal);
            parts.get(i).setCullHint(Spatial.CullHint.Always);
        }
        pos = (FloatBuffer) mesh.getBuffer(VertexBuffer.Type.Position).getData();
        posOut = new float[pos.limit()];
        norOut = new float[pos.limit()];
        nor = (FloatBuffer) mesh.getBuffer(VertexBuffer.Type.Normal).getData();
        mesh.getBuffer(VertexBuffer.Type.Position).setUsage(VertexBuffer.Usage.Stream);
        mesh.getBuffer(VertexBuffer.Type.Normal).setUsage(VertexBuffer.Usage.Stream);
        setLevels(mesh);
        geometry = new Geometry(name, mesh);
        geometry.setMaterial(material);
        geometry.setUserData(PlanarShadow.CASTS, false);
        if (levelCount > 0) {
            geometry.addControl(new LevelChange());
        }
    }

    /**
     * Moves the parts a new level of detail draws before the skin is drawn at it: the level is
     * chosen while the scene is rendered ({@link DistanceLod}, a control higher in the scene,
     * whose render callback runs before this one), after the frame's update.
     */
    private final class LevelChange extends AbstractControl {

        @Override
        protected void controlUpdate(float tpf) {
        }

        @Override
        protected void controlRender(RenderManager rm, ViewPort vp) {
            if (Math.min(geometry.getLodLevel(), levelCount - 1) != posedLevel) {
                RigidSkin.this.update();
            }
        }
    }

    /**
     * Gives the mesh its triangle lists when some part is marked near or far: two levels, or
     * three when some part is marked for the closer switch ({@link #CLOSE_DETAIL}). Parts marked
     * {@link #REDUCED} are reduced here ({@link EdgeCollapse#reducedTriangles}); the far levels
     * draw them reduced.
     */
    private void setLevels(Mesh mesh) {
        int n = parts.size();
        detail = new String[n];
        close = new String[n];
        int[][] reduced = new int[n][];
        boolean any = false;
        boolean anyClose = false;
        for (int i = 0; i < n; i++) {
            Float share = null;
            for (Spatial s = parts.get(i); s != null; s = s.getParent()) {
                detail[i] = detail[i] == null ? s.getUserData(DETAIL) : detail[i];
                close[i] = close[i] == null ? s.getUserData(CLOSE_DETAIL) : close[i];
                share = share == null ? s.getUserData(REDUCED) : share;
            }
            any |= detail[i] != null || share != null;
            anyClose |= close[i] != null;
            if (share != null) {
                reduced[i] = EdgeCollapse.reducedTriangles(parts.get(i).getMesh(), share);
            }
        }
        if (!any && !anyClose) {
            return;
        }
        levelCount = anyClose ? 3 : 2;
        all = new int[mesh.getTriangleCount() * 3];
        ((java.nio.IntBuffer) mesh.getBuffer(VertexBuffer.Type.Index).getDataReadOnly()).get(all);
        VertexBuffer[] levels = levels(reduced);
        // The mesh's own triangles are level 0's: what is counted and drawn up close.
        mesh.clearBuffer(VertexBuffer.Type.Index);
        mesh.setBuffer(levels[0]);
        mesh.setLodLevels(levels);
        mesh.updateCounts();
    }

    /**
     * @param reduced per part, its reduced triangles over its own vertices, or null to draw it whole
     * @return the triangle list of each level
     */
    private VertexBuffer[] levels(int[][] reduced) {
        VertexBuffer[] levels = new VertexBuffer[levelCount];
        for (int level = 0; level < levelCount; level++) {
            // a level draws some of the parts, each whole or reduced: never more than all of them
            int[] keep = new int[all.length];
            int kept = 0;
            int at = 0;
            int firstVertex = 0;
            for (int i = 0; i < parts.size(); i++) {
                int n = parts.get(i).getMesh().getTriangleCount() * 3;
                if (drawnAt(level, levelCount, detail[i], close[i])) {
                    if (level > 0 && reduced[i] != null) {
                        for (int v : reduced[i]) {
                            keep[kept++] = firstVertex + v;
                        }
                    } else {
                        System.arraycopy(all, at, keep, kept, n);
                        kept += n;
                    }
                }
                at += n;
                firstVertex += parts.get(i).getMesh().getVertexCount();
            }
            java.nio.IntBuffer ib = com.jme3.util.BufferUtils.createIntBuffer(java.util.Arrays.copyOf(keep, kept));
            levels[level] = new VertexBuffer(VertexBuffer.Type.Index);
            levels[level].setupData(VertexBuffer.Usage.Static, 3, VertexBuffer.Format.UnsignedInt, ib);
        }
        return levels;
    }

    /**
     * @return whether a part marked {@code detail} and {@code close} (each "near", "far" or null)
     *     is drawn at a level of a skin with {@code count} levels
     */
    static boolean drawnAt(int level, int count, String detail, String close) {
        boolean last = level == count - 1;
        return !("near".equals(detail) && last) && !("far".equals(detail) && !last)
                && !("near".equals(close) && level > 0) && !("far".equals(close) && level == 0);
    }

    /** @return whether the skin has a far level of detail (some part is marked {@link #DETAIL}) */
    public boolean hasLevels() {
        return geometry.getMesh().getNumLodLevels() > 1;
    }

    /** @return the geometry (attach it to the frame) */
    public Geometry geometry() {
        return geometry;
    }

    /**
     * Shows or hides parts in the skin (a hidden part's triangles collapse to a point).
     *
     * @param branch a part, or a node above parts
     * @param visible false to hide them
     */
    public void setVisible(Spatial branch, boolean visible) {
        for (int i = 0; i < parts.size(); i++) {
            for (Spatial s = parts.get(i); s != null; s = s.getParent()) {
                if (s == branch) {
                    hidden[i] = !visible;
                    break;
                }
            }
        }
    }

    /**
     * Moves the skin's vertices to the parts' current poses. A part whose transform has not
     * changed since the last update keeps its vertices, and so does a part the geometry's level
     * of detail does not draw: from the chase cameras, the fine parts the coarse stand-ins
     * replace are most of the vertices. When the level changes before the skin is drawn, the
     * skin's control moves the parts the new level draws ({@link LevelChange}).
     */
    public void update() {
        int level = levelCount == 0 ? 0 : Math.min(geometry.getLodLevel(), levelCount - 1);
        boolean newLevel = level != posedLevel;
        posedLevel = level;
        PartBatch.fromTop(frame, frameFromTop);
        int k = 0;
        boolean changed = false;
        for (int i = 0; i < parts.size(); i++) {
            if (levelCount > 0 && !drawnAt(level, levelCount, detail[i], close[i])) {
                k += localPos[i].length;
                continue;
            }
            relative(parts.get(i));
            float[] p = localPos[i];
            float[] n = localNor[i];
            float[] m = last[i];
            float[] now = scratch;
            RigidMove.matrix(t, hidden[i] ? 0f : t.getScale().x, now);
            if (java.util.Arrays.equals(now, m)) {
                k += p.length;
                continue;
            }
            System.arraycopy(now, 0, m, 0, now.length);
            changed = true;
            k = RigidMove.move(now, p, n, posOut, norOut, k, boxes[i]);
        }
        if (!changed) {
            if (newLevel) {
                // The same vertices, but the box is the new level's parts'.
                fitBound(geometry.getMesh(), level);
            }
            return;
        }
        pos.clear();
        pos.put(posOut).flip();
        nor.clear();
        nor.put(norOut).flip();
        Mesh mesh = geometry.getMesh();
        mesh.getBuffer(VertexBuffer.Type.Position).setUpdateNeeded();
        mesh.getBuffer(VertexBuffer.Type.Normal).setUpdateNeeded();
        fitBound(mesh, level);
    }

    /**
     * Fits the mesh's box round the vertices a level draws: the union of its parts' boxes, each
     * found while its vertices were moved (a part that did not move keeps its box). Reading the
     * buffer back ({@code Mesh.updateBound}, which {@code Geometry.updateModelBound} also calls)
     * took a third of the skin's update, and a second pass over every vertex a quarter. The
     * geometry's world bound follows.
     */
    private void fitBound(Mesh mesh, int level) {
        boundMin.set(Float.POSITIVE_INFINITY, Float.POSITIVE_INFINITY, Float.POSITIVE_INFINITY);
        boundMax.set(Float.NEGATIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.NEGATIVE_INFINITY);
        for (int i = 0; i < boxes.length; i++) {
            if (levelCount > 0 && !drawnAt(level, levelCount, detail[i], close[i])) {
                continue;
            }
            float[] b = boxes[i];
            boundMin.set(Math.min(boundMin.x, b[0]), Math.min(boundMin.y, b[1]), Math.min(boundMin.z, b[2]));
            boundMax.set(Math.max(boundMax.x, b[3]), Math.max(boundMax.y, b[4]), Math.max(boundMax.z, b[5]));
        }
        if (mesh.getBound() instanceof BoundingBox box) {
            box.setMinMax(boundMin, boundMax);
            geometry.setModelBound(box);
        } else {
            geometry.updateModelBound();
        }
    }

    /**
     * Sets {@code t} to a part's transform into the frame, without allocating. A part need not
     * lie below the frame: a car's wheels are skinned in its body's frame, so the parts that
     * ride on the body keep their vertices while the body rolls and pitches.
     */
    private void relative(Spatial s) {
        PartBatch.relative(s, frame, t, frameFromTop);
    }

    private static float[] read(Mesh m, VertexBuffer.Type type) {
        FloatBuffer fb = (FloatBuffer) m.getBuffer(type).getDataReadOnly();
        float[] out = new float[fb.limit()];
        fb.get(out);
        return out;
    }
}
