package dev.sandbox.app.feature.hud;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.math.ColorRGBA;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Spatial;
import com.jme3.scene.VertexBuffer;
import com.jme3.util.BufferUtils;
import java.nio.FloatBuffer;

/**
 * A small immediate-mode 2D drawing surface for the HUD: filled triangles with a colour per
 * vertex, gathered into one mesh whose position and colour buffers are allocated once and
 * rewritten in place ({@link #clear()}, draw calls, {@link #flush()}). Coordinates are in
 * pixels in the geometry's local frame, y up. A widget redraws only what changes; a static
 * dial is drawn once. Primitives beyond the capacity are dropped.
 */
public final class Canvas2d {

    private final Geometry geometry;
    private final Mesh mesh;
    private final FloatBuffer positions;
    private final FloatBuffer colors;
    private final int capacity;
    private int vertices;
    private float z;

    /**
     * @param name geometry name
     * @param maxVertices most vertices one drawing holds (three per triangle)
     * @param assets for the material
     */
    public Canvas2d(String name, int maxVertices, AssetManager assets) {
        capacity = maxVertices - maxVertices % 3;
        positions = BufferUtils.createFloatBuffer(capacity * 3);
        colors = BufferUtils.createFloatBuffer(capacity * 4);
        mesh = new Mesh();
        mesh.setMode(Mesh.Mode.Triangles);
        mesh.setBuffer(VertexBuffer.Type.Position, 3, positions);
        mesh.setBuffer(VertexBuffer.Type.Color, 4, colors);
        mesh.getBuffer(VertexBuffer.Type.Position).setUsage(VertexBuffer.Usage.Stream);
        mesh.getBuffer(VertexBuffer.Type.Color).setUsage(VertexBuffer.Usage.Stream);
        geometry = new Geometry(name, mesh);
        geometry.setMaterial(material(assets));
        geometry.setCullHint(Spatial.CullHint.Never);
        clear();
        flush();
    }

    /**
     * @return an unshaded, vertex-coloured, alpha-blended material for HUD shapes, without depth
     *     test or write: in the GUI bucket (depth range 0) the test never rejects anything, so
     *     it would only cost a read per pixel
     */
    public static Material material(AssetManager assets) {
        Material m = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
        m.setBoolean("VertexColor", true);
        m.getAdditionalRenderState().setBlendMode(RenderState.BlendMode.Alpha);
        m.getAdditionalRenderState().setFaceCullMode(RenderState.FaceCullMode.Off);
        m.getAdditionalRenderState().setDepthTest(false);
        m.getAdditionalRenderState().setDepthWrite(false);
        return m;
    }

    /** @return the geometry to attach */
    public Geometry geometry() {
        return geometry;
    }

    /** Forgets everything drawn. */
    public void clear() {
        positions.clear();
        colors.clear();
        vertices = 0;
    }

    /** @param depth local z of what is drawn next (later draws with a higher z appear on top) */
    public void setZ(float depth) {
        this.z = depth;
    }

    /** Hands the drawing to the renderer (uploads the used part of the buffers). */
    public void flush() {
        if (vertices == 0) {
            triangle(0, 0, 0, 0, 0, 0, ColorRGBA.BlackNoAlpha);
        }
        positions.flip();
        colors.flip();
        mesh.getBuffer(VertexBuffer.Type.Position).updateData(positions);
        mesh.getBuffer(VertexBuffer.Type.Color).updateData(colors);
        mesh.updateCounts();
        mesh.updateBound();
        geometry.updateModelBound();
    }

    /** Draws a filled triangle. */
    public void triangle(float x0, float y0, float x1, float y1, float x2, float y2, ColorRGBA c) {
        if (vertices + 3 > capacity) {
            return;
        }
        vertex(x0, y0, c);
        vertex(x1, y1, c);
        vertex(x2, y2, c);
    }

    /** Draws a filled quadrilateral (corners in order around it). */
    public void quad(float x0, float y0, float x1, float y1, float x2, float y2, float x3, float y3, ColorRGBA c) {
        triangle(x0, y0, x1, y1, x2, y2, c);
        triangle(x0, y0, x2, y2, x3, y3, c);
    }

    /** Draws an axis-aligned filled rectangle from its lower-left corner. */
    public void rect(float x, float y, float w, float h, ColorRGBA c) {
        quad(x, y, x + w, y, x + w, y + h, x, y + h, c);
    }

    /** Draws the outline of an axis-aligned rectangle, lines {@code width} pixels wide. */
    public void frame(float x, float y, float w, float h, float width, ColorRGBA c) {
        rect(x, y, w, width, c);
        rect(x, y + h - width, w, width, c);
        rect(x, y + width, width, h - 2 * width, c);
        rect(x + w - width, y + width, width, h - 2 * width, c);
    }

    /** Draws a straight line {@code width} pixels wide. */
    public void line(float x0, float y0, float x1, float y1, float width, ColorRGBA c) {
        float dx = x1 - x0;
        float dy = y1 - y0;
        float len = (float) Math.sqrt(dx * dx + dy * dy);
        if (len < 1e-4f) {
            return;
        }
        float nx = -dy / len * width * 0.5f;
        float ny = dx / len * width * 0.5f;
        quad(x0 + nx, y0 + ny, x0 - nx, y0 - ny, x1 - nx, y1 - ny, x1 + nx, y1 + ny, c);
    }

    /** Draws an arrow from (x0, y0) to its tip (x1, y1); the head is {@code head} pixels long. */
    public void arrow(float x0, float y0, float x1, float y1, float width, float head, ColorRGBA c) {
        float dx = x1 - x0;
        float dy = y1 - y0;
        float len = (float) Math.sqrt(dx * dx + dy * dy);
        if (len < 1e-3f) {
            return;
        }
        float ux = dx / len;
        float uy = dy / len;
        float h = Math.min(head, len * 0.6f);
        float bx = x1 - ux * h;
        float by = y1 - uy * h;
        line(x0, y0, bx, by, width, c);
        float hw = h * 0.55f;
        triangle(x1, y1, bx - uy * hw, by + ux * hw, bx + uy * hw, by - ux * hw, c);
    }

    /** Draws an elliptical ring centred at (cx, cy) with radii rx, ry, {@code width} pixels thick. */
    public void ring(float cx, float cy, float rx, float ry, float width, int segments, ColorRGBA c) {
        arc(cx, cy, rx, ry, width, 0, (float) (2 * Math.PI), segments, c);
    }

    /**
     * Draws part of an elliptical ring, counter-clockwise from one angle to another.
     *
     * @param fromRad start angle (in radians from +x, counter-clockwise)
     * @param toRad end angle (in radians, &gt; fromRad)
     */
    public void arc(float cx, float cy, float rx, float ry, float width, float fromRad, float toRad,
            int segments, ColorRGBA c) {
        float h = width * 0.5f;
        float step = (toRad - fromRad) / segments;
        float c0 = (float) Math.cos(fromRad);
        float s0 = (float) Math.sin(fromRad);
        for (int i = 0; i < segments; i++) {
            float a1 = fromRad + (i + 1) * step;
            float c1 = (float) Math.cos(a1);
            float s1 = (float) Math.sin(a1);
            quad(cx + (rx - h) * c0, cy + (ry - h) * s0, cx + (rx + h) * c0, cy + (ry + h) * s0,
                    cx + (rx + h) * c1, cy + (ry + h) * s1, cx + (rx - h) * c1, cy + (ry - h) * s1, c);
            c0 = c1;
            s0 = s1;
        }
    }

    /** Draws a filled disc. */
    public void disc(float cx, float cy, float r, int segments, ColorRGBA c) {
        float step = (float) (2 * Math.PI / segments);
        for (int i = 0; i < segments; i++) {
            float a0 = i * step;
            float a1 = a0 + step;
            triangle(cx, cy, cx + r * (float) Math.cos(a0), cy + r * (float) Math.sin(a0),
                    cx + r * (float) Math.cos(a1), cy + r * (float) Math.sin(a1), c);
        }
    }

    /**
     * Draws a rectangle of size w x h centred at (cx, cy), turned counter-clockwise by an angle.
     *
     * @param angleRad rotation (in radians, counter-clockwise)
     */
    public void rotatedRect(float cx, float cy, float w, float h, float angleRad, ColorRGBA c) {
        float cs = (float) Math.cos(angleRad);
        float sn = (float) Math.sin(angleRad);
        float ax = w * 0.5f;
        float ay = h * 0.5f;
        quad(cx + (-ax * cs - -ay * sn), cy + (-ax * sn + -ay * cs),
                cx + (ax * cs - -ay * sn), cy + (ax * sn + -ay * cs),
                cx + (ax * cs - ay * sn), cy + (ax * sn + ay * cs),
                cx + (-ax * cs - ay * sn), cy + (-ax * sn + ay * cs), c);
    }

    private void vertex(float x, float y, ColorRGBA c) {
        positions.put(x).put(y).put(z);
        colors.put(c.r).put(c.g).put(c.b).put(c.a);
        vertices++;
    }
}
