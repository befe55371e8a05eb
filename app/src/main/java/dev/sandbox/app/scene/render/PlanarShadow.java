package dev.sandbox.app.scene.render;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Transform;
import com.jme3.math.Vector3f;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Spatial;
import com.jme3.scene.VertexBuffer;
import com.jme3.util.BufferUtils;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * A projected ("planar") shadow: the outline of every posed part, pushed along the sun's
 * direction onto the ground plane under the vehicle, drawn as one flat mesh that darkens what
 * is below it. Because it is rebuilt from the posed parts each frame, it follows lean, pitch,
 * roll, steering and the rider's limbs.
 *
 * <p>The shadow of a convex piece is the convex hull of its projected points, and that hull is
 * spanned by the piece's extreme points in a few dozen directions. So each connected piece of a
 * caster mesh (an ellipsoid, a tube, a lofted skin) keeps only those points, found once; each
 * frame they are projected and their 2D hull is drawn as a fan: a few dozen triangles per
 * piece instead of the piece's thousands. Overlapping pieces must not darken twice: the
 * shadow draws only where the stencil buffer is still 0 and sets it there, so every pixel is
 * darkened once (the window needs stencil bits; the application asks for them). Pieces
 * whose hull lies wholly inside the largest piece's (a car's seats, driver and most of its
 * wheels under the body) are left out: they would darken nothing, and on the software renderer
 * each covered pixel still costs its depth and stencil test.
 */
public final class PlanarShadow {

    /** How dark the shadow is: the factor light below it is multiplied by. */
    public static final float DARKNESS = 0.45f;
    /** Height of the shadow plane above the ground plane (in metres), against z-fighting. */
    public static final float LIFT_M = 0.012f;
    /** Stencil value of a pixel the shadow has darkened this frame. */
    private static final int STENCIL_MARK = 0xFF;
    /**
     * User data key: a geometry that has it set to false casts no shadow (a stand-in drawn in
     * place of hidden parts that cast for it, such as {@link RigidSkin}'s skin).
     */
    public static final String CASTS = "castsShadow";
    /** Directions in which each piece keeps its farthest point. */
    static final int DIRECTIONS = 64;

    private final List<Geometry> casters = new ArrayList<>();
    /** Per caster, per piece: its outline points in the caster's frame (x, y, z, x, y, z, ...). */
    private final List<float[][]> pieces = new ArrayList<>();
    /**
     * Per caster, per piece: its points' order along the plane's u axis at the last update. The
     * pose moves little from one frame to the next, so sorting starts from it and an insertion
     * sort finishes in about one pass instead of n²/4 steps.
     */
    private final List<int[][]> lastOrders = new ArrayList<>();
    /**
     * Per caster, per piece: the centre of its outline points (x, y, z, in the caster's frame)
     * and the largest distance of a point from it. A piece whose ball's shadow lies inside the
     * cover is left out without projecting its points or finding its hull.
     */
    private final List<float[][]> balls = new ArrayList<>();
    private final Geometry geometry;
    private final FloatBuffer positions;
    private final IntBuffer indices;
    private final float[] px;
    private final float[] py;
    private final float[] pz;
    private final PlaneHulls plane;
    private int drawn;
    /** Pieces left out of the latest update because the first piece's shadow covers them. */
    private int covered;
    /** Whether pieces inside the first piece's shadow are left out (they would darken nothing). */
    private boolean skipCovered = true;
    private boolean ballTest = true;
    private int ballSkips;
    private final Vector3f tmp = new Vector3f();
    private final Vector3f out = new Vector3f();

    /**
     * @param assets the asset manager
     * @param root the vehicle whose geometries cast
     * @param minRadiusM parts whose bounding box's largest half-extent is smaller than this cast
     *     no shadow (in metres; 0 for all, a few centimetres for a coarser shadow)
     */
    public PlanarShadow(AssetManager assets, Spatial root, float minRadiusM) {
        Vector3f[] dirs = PieceOutlines.directions(DIRECTIONS);
        int maxPoints = 3;
        int totalPoints = 0;
        List<Geometry> all = new ArrayList<>();
        root.depthFirstTraversal(s -> {
            if (s instanceof Geometry g && g.getQueueBucket() != RenderQueue.Bucket.Transparent
                    && g.getMesh().getBuffer(VertexBuffer.Type.Position) != null
                    && !Boolean.FALSE.equals(g.getUserData(CASTS))) {
                all.add(g);
            }
        });
        for (Geometry g : all) {
            Mesh m = g.getMesh();
            m.updateBound();
            float r = m.getBound() instanceof com.jme3.bounding.BoundingBox b
                    ? Math.max(b.getXExtent(), Math.max(b.getYExtent(), b.getZExtent())) : 1f;
            if (r < minRadiusM) {
                continue;
            }
            float[][] outline = PieceOutlines.of(m, dirs, minRadiusM);
            casters.add(g);
            pieces.add(outline);
            for (float[] p : outline) {
                maxPoints = Math.max(maxPoints, p.length / 3);
                totalPoints += p.length / 3;
            }
        }
        putLargestFirst();
        for (float[][] ps : pieces) {
            float[][] bs = new float[ps.length][];
            for (int i = 0; i < ps.length; i++) {
                bs[i] = ball(ps[i]);
            }
            balls.add(bs);
            int[][] orders = new int[ps.length][];
            for (int i = 0; i < ps.length; i++) {
                orders[i] = new int[ps[i].length / 3];
                for (int k = 0; k < orders[i].length; k++) {
                    orders[i][k] = k;
                }
            }
            lastOrders.add(orders);
        }
        plane = new PlaneHulls(maxPoints);
        px = new float[maxPoints];
        py = new float[maxPoints];
        pz = new float[maxPoints];
        positions = BufferUtils.createFloatBuffer(Math.max(3, totalPoints) * 3);
        indices = BufferUtils.createIntBuffer(Math.max(3, totalPoints * 3));
        // The first upload sizes the GPU buffers: whole capacity (zeros: degenerate triangles);
        // later updates send only the part in use.
        Mesh mesh = new Mesh();
        mesh.setBuffer(VertexBuffer.Type.Position, 3, positions);
        mesh.setBuffer(VertexBuffer.Type.Index, 3, indices);
        mesh.setStreamed();
        Material mat = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
        mat.setColor("Color", new ColorRGBA(DARKNESS, DARKNESS, DARKNESS * 1.05f, 1f));
        RenderState rs = mat.getAdditionalRenderState();
        rs.setBlendMode(RenderState.BlendMode.Modulate);
        rs.setDepthWrite(false);
        rs.setPolyOffset(-2f, -8f);
        rs.setFaceCullMode(RenderState.FaceCullMode.Off);
        // Darken a pixel only while its stencil is not yet marked, and mark it: overlaps darken
        // once. The mark is 0xFF as both reference and mask (jME 3.8 copies a material's stencil
        // mask into its reference when it merges render states, so the two must agree).
        RenderState.StencilOperation keep = RenderState.StencilOperation.Keep;
        RenderState.StencilOperation mark = RenderState.StencilOperation.Replace;
        rs.setStencil(true, keep, keep, mark, keep, keep, mark, RenderState.TestFunction.NotEqual,
                RenderState.TestFunction.NotEqual);
        rs.setFrontStencilReference(STENCIL_MARK);
        rs.setBackStencilReference(STENCIL_MARK);
        rs.setFrontStencilMask(STENCIL_MARK);
        rs.setBackStencilMask(STENCIL_MARK);
        geometry = new Geometry("vehicle-shadow", mesh);
        geometry.setMaterial(mat);
        geometry.setQueueBucket(RenderQueue.Bucket.Transparent);
        geometry.setShadowMode(RenderQueue.ShadowMode.Off);
    }

    /** @return the shadow geometry (world coordinates: attach it under an unmoved node) */
    public Geometry geometry() {
        return geometry;
    }

    /** @return the number of pieces left out of the latest update, inside the largest piece's shadow */
    public int coveredPieceCount() {
        return covered;
    }

    /** @param skip false to draw every piece's hull even where the largest piece's covers it */
    public void setSkipCovered(boolean skip) {
        skipCovered = skip;
    }

    /** @param on false to find every piece's hull before asking whether the cover hides it (a check compares) */
    void setBallTest(boolean on) {
        ballTest = on;
    }

    /** @return pieces left out by their ball alone since the shadow was made (a check reads it) */
    int ballSkips() {
        return ballSkips;
    }

    /** @return the number of triangles drawn in the latest update */
    public int drawnTriangleCount() {
        return drawn;
    }

    /**
     * Re-projects the casters in their current pose.
     *
     * @param sunDir direction the light travels (unit)
     * @param planePoint a point on the ground (world)
     * @param planeNormal the ground's unit normal (world)
     */
    public void update(Vector3f sunDir, Vector3f planePoint, Vector3f planeNormal) {
        float ln = Math.min(sunDir.dot(planeNormal), -0.05f);
        float d = planePoint.dot(planeNormal) + LIFT_M;
        // Two axes in the plane for the 2D hull.
        Vector3f ax = Math.abs(planeNormal.x) < 0.9f ? Vector3f.UNIT_X.clone() : Vector3f.UNIT_Z.clone();
        ax.subtractLocal(planeNormal.mult(ax.dot(planeNormal))).normalizeLocal();
        Vector3f ay = planeNormal.cross(ax);
        positions.clear();
        indices.clear();
        int base = 0;
        drawn = 0;
        covered = 0;
        plane.clearCover();
        // The loops over a piece's points are methods of their own (project, ballCovered), so
        // this loop reads as what it does: skip what is covered, project, add the hull.
        for (int c = 0; c < casters.size(); c++) {
            Transform t = casters.get(c).getWorldTransform();
            float[][] ps = pieces.get(c);
            for (int piece = 0; piece < ps.length; piece++) {
                if (plane.hasCover() && skipCovered && ballTest && ballCovered(balls.get(c)[piece], t, sunDir, planeNormal, ln,
                        d, ax, ay)) {
                    covered++;
                    ballSkips++;
                    continue;
                }
                int n = project(ps[piece], t, sunDir, planeNormal, ln, d, ax, ay);
                int h = plane.hull(n, lastOrders.get(c)[piece]);
                if (h < 3) {
                    continue;
                }
                if (!plane.hasCover()) {
                    plane.keepAsCover(h);
                } else if (skipCovered && plane.hullInsideCover(h)) {
                    // Already dark under the largest piece's shadow (the stencil would keep it
                    // from darkening twice): drawing it would only cost fill.
                    covered++;
                    continue;
                }
                base = emit(h, base);
            }
        }
        if (drawn == 0) {
            positions.put(0).put(0).put(0);
            indices.put(0).put(0).put(0);
        }
        positions.flip();
        indices.flip();
        Mesh mesh = geometry.getMesh();
        mesh.getBuffer(VertexBuffer.Type.Position).updateData(positions);
        mesh.getBuffer(VertexBuffer.Type.Index).updateData(indices);
        mesh.updateCounts();
        mesh.updateBound();
        geometry.updateModelBound();
    }

    /**
     * Casts a piece's points onto the plane along the sun (a point below the plane, a tyre
     * pressed into it, is put on the plane along its normal), into {@code px, py, pz} and the
     * plane's 2D points.
     *
     * @return the number of points
     */
    private int project(float[] p, Transform t, Vector3f sunDir, Vector3f planeNormal, float ln, float d,
            Vector3f ax, Vector3f ay) {
        int n = p.length / 3;
        for (int i = 0; i < n; i++) {
            tmp.set(p[3 * i], p[3 * i + 1], p[3 * i + 2]);
            t.transformVector(tmp, out);
            float below = d - out.dot(planeNormal);
            if (below > 0) {
                out.addLocal(planeNormal.x * below, planeNormal.y * below, planeNormal.z * below);
            } else {
                float s = below / ln;
                out.addLocal(sunDir.x * s, sunDir.y * s, sunDir.z * s);
            }
            px[i] = out.x;
            py[i] = out.y;
            pz[i] = out.z;
            plane.put(i, out.dot(ax), out.dot(ay));
        }
        return n;
    }

    /**
     * Adds the hull just found as a fan of triangles.
     *
     * @param h the hull's corners
     * @param base the index of its first vertex
     * @return the index after its last vertex
     */
    private int emit(int h, int base) {
        for (int k = 0; k < h; k++) {
            int i = plane.corner(k);
            positions.put(px[i]).put(py[i]).put(pz[i]);
        }
        for (int k = 1; k + 1 < h; k++) {
            indices.put(base).put(base + k).put(base + k + 1);
            drawn++;
        }
        return base + h;
    }

    /** @return {centre x, y, z, radius} of a piece's points */
    private static float[] ball(float[] p) {
        int n = p.length / 3;
        float cx = 0;
        float cy = 0;
        float cz = 0;
        for (int i = 0; i < n; i++) {
            cx += p[3 * i];
            cy += p[3 * i + 1];
            cz += p[3 * i + 2];
        }
        cx /= n;
        cy /= n;
        cz /= n;
        float r2 = 0;
        for (int i = 0; i < n; i++) {
            float dx = p[3 * i] - cx;
            float dy = p[3 * i + 1] - cy;
            float dz = p[3 * i + 2] - cz;
            r2 = Math.max(r2, dx * dx + dy * dy + dz * dz);
        }
        return new float[] {cx, cy, cz, (float) Math.sqrt(r2)};
    }

    /**
     * Whether a piece's shadow surely lies inside the cover: its points lie in a ball of radius
     * r, whose shadow along the sun is an ellipse inside a disc of radius r / |sun . normal|
     * round the centre's shadow. Only for a ball wholly above the plane (a point below it is
     * moved onto the plane along the normal, not along the sun).
     */
    private boolean ballCovered(float[] ball, Transform t, Vector3f sunDir, Vector3f planeNormal, float ln, float d,
            Vector3f ax, Vector3f ay) {
        tmp.set(ball[0], ball[1], ball[2]);
        t.transformVector(tmp, out);
        float r = ball[3] * t.getScale().x;
        float above = out.dot(planeNormal) - d;
        if (above < r) {
            return false;
        }
        float s = -above / ln;
        out.addLocal(sunDir.x * s, sunDir.y * s, sunDir.z * s);
        return plane.discInsideCover(out.dot(ax), out.dot(ay), r / -ln);
    }

    /** Moves the piece with the largest extent to the front: its shadow covers most of the others'. */
    private void putLargestFirst() {
        int bestC = -1;
        int bestP = -1;
        float best = -1;
        for (int c = 0; c < pieces.size(); c++) {
            float[][] ps = pieces.get(c);
            for (int i = 0; i < ps.length; i++) {
                float[] q = ps[i];
                float lo = Float.MAX_VALUE;
                float hi = -Float.MAX_VALUE;
                for (int k = 0; k < q.length; k += 3) {
                    lo = Math.min(lo, q[k]);
                    hi = Math.max(hi, q[k]);
                }
                if (hi - lo > best) {
                    best = hi - lo;
                    bestC = c;
                    bestP = i;
                }
            }
        }
        if (bestC < 0) {
            return;
        }
        float[][] ps = pieces.get(bestC);
        float[] first = ps[bestP];
        ps[bestP] = ps[0];
        ps[0] = first;
        casters.add(0, casters.remove(bestC));
        pieces.add(0, pieces.remove(bestC));
    }
}
