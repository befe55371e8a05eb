package dev.sandbox.app.feature.hud;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.math.Vector3f;
import com.jme3.renderer.RenderManager;
import com.jme3.renderer.ViewPort;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.scene.VertexBuffer;
import com.jme3.util.BufferUtils;
import java.nio.FloatBuffer;
import java.nio.ShortBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * Keeps the 3D scene from being drawn where an opaque part of the HUD will cover it. With
 * software OpenGL the world's cost is per pixel (terrain, sky and road are textured and lit for
 * every pixel they cover), and a panel drawn over them afterwards pays again for its own
 * pixels. Here the opaque HUD rectangles are first written into the depth buffer at the near
 * plane, before the scene, with no colour: the scene's pixels behind them then fail the depth
 * test before they are shaded, and the HUD is drawn over them as before. The picture is the
 * same as without this state as long as what is covered is fully opaque; each rectangle is
 * shrunk by one pixel on every side so its edge never lets the clear colour show. All the
 * rectangles are one mesh, rewritten in place each frame: one draw call however many there are.
 *
 * <p>This state owns the clearing of the depth buffer: its viewport clears depth and stencil
 * before the main viewport (which then clears only colour) draws the scene.
 */
public final class HudOcclusionState extends BaseAppState {

    /** Pixels left uncovered at each edge of a rectangle. */
    static final float INSET_PX = 1;

    private final Node root = new Node("hud-occluders");
    private final List<Cover> covers = new ArrayList<>();
    private final Mesh mesh = new Mesh();
    private final Geometry quads = new Geometry("hud-occluders", mesh);
    private FloatBuffer positions;
    private ShortBuffer indices;
    private final Vector3f local = new Vector3f();
    private final Vector3f corner = new Vector3f();
    private final Vector3f far = new Vector3f();
    private Material material;
    private ViewPort view;

    /** One opaque rectangle in an owner's coordinates. */
    private record Cover(Spatial owner, float x, float y, float w, float h) {
    }

    @Override
    protected void initialize(Application app) {
        material = new Material(app.getAssetManager(), "Common/MatDefs/Misc/Unshaded.j3md");
        RenderState rs = material.getAdditionalRenderState();
        rs.setColorWrite(false);
        rs.setDepthWrite(true);
        rs.setDepthTest(true);
        rs.setFaceCullMode(RenderState.FaceCullMode.Off);
        // the Gui bucket is drawn with the depth range 0..0: the quads write the near plane
        root.setQueueBucket(RenderQueue.Bucket.Gui);
        root.setCullHint(Spatial.CullHint.Never);
        view = app.getRenderManager().createPreView("hud-occlusion", app.getGuiViewPort().getCamera());
        view.setClearFlags(false, true, true);
        view.attachScene(root);
        quads.setMaterial(material);
        quads.setCullHint(Spatial.CullHint.Never);
        root.attachChild(quads);
    }

    /**
     * Marks a rectangle of an opaque HUD part: the scene is not drawn behind it while the owner
     * is attached to the GUI. Call again with the same owner and index to move or resize it.
     *
     * @param owner the HUD part (its world transform places the rectangle)
     * @param index which of the owner's rectangles (from 0)
     * @param x left edge in the owner's coordinates (HUD units)
     * @param y bottom edge in the owner's coordinates (HUD units)
     * @param w width (HUD units)
     * @param h height (HUD units)
     */
    public void cover(Spatial owner, int index, float x, float y, float w, float h) {
        int seen = 0;
        for (int i = 0; i < covers.size(); i++) {
            Cover c = covers.get(i);
            if (c.owner() == owner && seen++ == index) {
                covers.set(i, new Cover(owner, x, y, w, h));
                return;
            }
        }
        covers.add(new Cover(owner, x, y, w, h));
        positions = BufferUtils.createFloatBuffer(4 * 3 * covers.size());
        indices = BufferUtils.createShortBuffer(6 * covers.size());
        mesh.setBuffer(VertexBuffer.Type.Position, 3, positions);
        mesh.setBuffer(VertexBuffer.Type.Index, 3, indices);
        mesh.getBuffer(VertexBuffer.Type.Position).setUsage(VertexBuffer.Usage.Stream);
        mesh.getBuffer(VertexBuffer.Type.Index).setUsage(VertexBuffer.Usage.Stream);
    }

    /** @return the number of rectangles registered (a check reads it) */
    int rectangles() {
        return covers.size();
    }

    /**
     * @param i which rectangle, in the order registered
     * @return its left, bottom, width and height in its owner's coordinates (a check reads it)
     */
    float[] rectangle(int i) {
        Cover c = covers.get(i);
        return new float[] {c.x(), c.y(), c.w(), c.h()};
    }

    /**
     * Writes the rectangles of the owners shown in this frame where they are drawn (after the
     * scene graph's update) into the mesh.
     */
    @Override
    public void render(RenderManager rm) {
        if (positions == null) {
            return;
        }
        positions.clear();
        indices.clear();
        int n = 0;
        for (Cover c : covers) {
            if (!shown(c.owner())) {
                continue;
            }
            c.owner().localToWorld(local.set(c.x(), c.y(), 0), corner);
            c.owner().localToWorld(local.set(c.x() + c.w(), c.y() + c.h(), 0), far);
            float x0 = corner.x + INSET_PX;
            float y0 = corner.y + INSET_PX;
            float x1 = far.x - INSET_PX;
            float y1 = far.y - INSET_PX;
            if (x1 <= x0 || y1 <= y0) {
                continue;
            }
            positions.put(x0).put(y0).put(0).put(x1).put(y0).put(0).put(x1).put(y1).put(0).put(x0).put(y1).put(0);
            short v = (short) (4 * n++);
            indices.put(v).put((short) (v + 1)).put((short) (v + 2)).put(v).put((short) (v + 2)).put((short) (v + 3));
        }
        positions.flip();
        indices.flip();
        mesh.getBuffer(VertexBuffer.Type.Position).updateData(positions);
        mesh.getBuffer(VertexBuffer.Type.Index).updateData(indices);
        mesh.updateCounts();
        mesh.updateBound();
        quads.setCullHint(n == 0 ? Spatial.CullHint.Always : Spatial.CullHint.Never);
        root.updateLogicalState(0);
        root.updateGeometricState();
    }

    /** @return true when the spatial hangs under a scene that is drawn and is not culled by hint */
    private boolean shown(Spatial s) {
        Spatial top = s;
        for (Spatial p = s; p != null; p = p.getParent()) {
            if (p.getCullHint() == Spatial.CullHint.Always) {
                return false;
            }
            top = p;
        }
        return top == ((com.jme3.app.SimpleApplication) getApplication()).getGuiNode();
    }

    @Override
    protected void cleanup(Application app) {
        app.getRenderManager().removePreView(view);
        app.getViewPort().setClearFlags(true, true, true);
    }

    @Override
    protected void onEnable() {
        view.setEnabled(true);
        getApplication().getViewPort().setClearFlags(true, false, false);
    }

    @Override
    protected void onDisable() {
        view.setEnabled(false);
        getApplication().getViewPort().setClearFlags(true, true, true);
    }
}
