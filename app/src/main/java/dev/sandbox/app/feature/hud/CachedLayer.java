package dev.sandbox.app.feature.hud;

import com.jme3.app.Application;
import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.math.ColorRGBA;
import com.jme3.renderer.Camera;
import com.jme3.renderer.RenderManager;
import com.jme3.renderer.ViewPort;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.scene.shape.Quad;
import com.jme3.texture.FrameBuffer;
import com.jme3.texture.Image;
import com.jme3.texture.Texture2D;
import com.jme3.texture.Texture;
import dev.sandbox.app.scene.render.PostFrameHook;

/**
 * A part of the HUD that changes a few times a second (a panel of numbers, a diagram's grid),
 * drawn into a texture only when it changes and shown every frame as one textured rectangle.
 * Every glyph and small shape would otherwise be drawn again in every frame (a draw call and
 * its blending each), while one rectangle costs little more than the panel's translucent
 * background alone.
 *
 * <p>The content is drawn onto a transparent texture with premultiplied alpha (colour times
 * alpha, coverage summed as {@code a + b (1 - a)}) and shown with the matching blend
 * ({@code ONE, ONE_MINUS_SRC_ALPHA}), so the picture is the one drawing the content directly
 * over the scene would give, to within one level in 255. Texels map one to one onto pixels:
 * place the display at whole pixels.
 *
 * <p>Content coordinates are pixels with the origin at the lower-left corner of the texture, as
 * in the GUI node; attach content to {@link #content()}, call {@link #invalidate()} after
 * changing it and {@link #update(float)} once a frame after the changes. With
 * {@link #setDirect(boolean)} the content is drawn directly instead, every frame, as it would be
 * without the layer (to compare the two pictures).
 */
final class CachedLayer {

    private static final RenderState PREMULTIPLYING = premultiplying();

    private final String name;
    private final RenderManager renderManager;
    private final Node content;
    private final Node display;
    private final Geometry quad;
    private final Material material;
    private ViewPort view;
    private int width;
    private int height;
    private boolean invalid = true;
    private boolean direct;

    /**
     * @param name name of the layer (its viewport, geometry and node)
     * @param app the application (asset and render managers)
     */
    CachedLayer(String name, Application app) {
        this.name = name;
        this.renderManager = app.getRenderManager();
        content = new Node(name + "-content");
        content.setQueueBucket(RenderQueue.Bucket.Gui);
        content.setCullHint(Spatial.CullHint.Never);
        material = new Material(app.getAssetManager(), "Common/MatDefs/Misc/Unshaded.j3md");
        RenderState rs = material.getAdditionalRenderState();
        rs.setBlendMode(RenderState.BlendMode.PremultAlpha);
        rs.setDepthTest(false);
        rs.setDepthWrite(false);
        rs.setFaceCullMode(RenderState.FaceCullMode.Off);
        quad = new Geometry(name, new Quad(1, 1));
        quad.setMaterial(material);
        quad.setCullHint(Spatial.CullHint.Always); // until the texture holds the content
        display = new Node(name + "-display");
        display.attachChild(quad);
    }

    /** @return the node to draw into (pixels, origin at the texture's lower-left corner) */
    Node content() {
        return content;
    }

    /** @return the node that shows the texture; attach it to the GUI at whole pixels */
    Node display() {
        return display;
    }

    /** @return width of the texture (in pixels) */
    int width() {
        return width;
    }

    /** @return height of the texture (in pixels) */
    int height() {
        return height;
    }

    /**
     * Sizes the texture (a new one when the size changes) and redraws it.
     *
     * @param w width (in pixels, &ge;1)
     * @param h height (in pixels, &ge;1)
     */
    void setSize(int w, int h) {
        if (w == width && h == height && view != null) {
            return;
        }
        release();
        width = w;
        height = h;
        Texture2D texture = new Texture2D(w, h, Image.Format.RGBA8);
        texture.setMagFilter(Texture.MagFilter.Nearest);
        texture.setMinFilter(Texture.MinFilter.NearestNoMipMaps);
        FrameBuffer target = new FrameBuffer(w, h, 1);
        target.addColorTarget(FrameBuffer.FrameBufferTarget.newTarget(texture));
        view = renderManager.createPreView(name, new Camera(w, h));
        view.setClearFlags(true, false, false);
        view.setBackgroundColor(new ColorRGBA(0, 0, 0, 0));
        view.setOutputFrameBuffer(target);
        view.attachScene(content);
        view.addProcessor(new Premultiply(view));
        view.setEnabled(false);
        quad.setMesh(new Quad(w, h));
        quad.setCullHint(Spatial.CullHint.Always); // until the texture holds the content
        material.setTexture("ColorMap", texture);
        invalid = true;
    }

    /** Asks for the content to be drawn into the texture again. */
    void invalidate() {
        invalid = true;
    }

    /** @return true when the content will be drawn into the texture at the next {@link #update(float)} */
    boolean isInvalid() {
        return invalid;
    }

    /**
     * Draws the content into the texture in this frame if it changed: updates its layout and
     * transforms and lets its viewport render once. Call after this frame's changes.
     *
     * @param tpf seconds since the last frame
     */
    void update(float tpf) {
        if (!invalid || view == null || direct) {
            return;
        }
        invalid = false;
        content.updateLogicalState(tpf);
        content.updateGeometricState();
        view.setEnabled(true);
        quad.setCullHint(Spatial.CullHint.Never);
    }

    /**
     * @param on true to draw the content directly under {@link #display()} every frame, as
     *     without the layer; false to draw it into the texture again
     */
    void setDirect(boolean on) {
        if (on == direct) {
            return;
        }
        direct = on;
        if (on) {
            quad.removeFromParent();
            display.attachChild(content);
        } else {
            content.removeFromParent();
            content.setLocalTranslation(0, 0, 0); // world transforms from the texture's origin again
            display.attachChild(quad);
            invalid = true;
        }
    }

    /** Removes the texture's viewport (the layer can be sized again afterwards). */
    void release() {
        if (view != null) {
            renderManager.removePreView(view);
            view = null;
        }
    }

    private static RenderState premultiplying() {
        RenderState rs = new RenderState();
        rs.setBlendMode(RenderState.BlendMode.Custom);
        rs.setCustomBlendFactors(RenderState.BlendFunc.Src_Alpha, RenderState.BlendFunc.One_Minus_Src_Alpha,
                RenderState.BlendFunc.One, RenderState.BlendFunc.One_Minus_Src_Alpha);
        rs.setDepthTest(false);
        rs.setDepthWrite(false);
        rs.setFaceCullMode(RenderState.FaceCullMode.Off);
        return rs;
    }

    /**
     * Draws everything in the texture's viewport with the premultiplying blend, then switches
     * the viewport off until the content changes again.
     */
    private final class Premultiply extends PostFrameHook {

        private final ViewPort target;

        Premultiply(ViewPort target) {
            this.target = target;
        }

        @Override
        public void postQueue(RenderQueue rq) {
            renderManager().setForcedRenderState(PREMULTIPLYING);
        }

        @Override
        public void postFrame(FrameBuffer out) {
            renderManager().setForcedRenderState(null);
            target.setEnabled(false);
        }
    }
}
