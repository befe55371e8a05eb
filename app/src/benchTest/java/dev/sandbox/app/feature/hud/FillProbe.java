package dev.sandbox.app.feature.hud;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.math.ColorRGBA;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.shape.Quad;
import com.jme3.texture.Image;
import com.jme3.texture.Texture2D;
import com.jme3.texture.Texture;
import com.jme3.texture.image.ColorSpace;
import com.jme3.util.BufferUtils;
import dev.sandbox.app.scene.gui.HudStyle;
import java.nio.ByteBuffer;

/**
 * Calibration shapes for {@link HudFrameTimeBenchmark}: what a draw call and a translucent
 * pixel cost the software renderer, apart from any HUD feature. A view named
 * {@code probe-draws-N} shows N small translucent quads with a material each (like N labels);
 * {@code probe-fill-WxH} one translucent quad of the panel colour, W x H pixels, with the depth
 * test, {@code probe-fillnd-WxH} the same without it; {@code probe-tex-WxH} one textured quad
 * with premultiplied alpha, as a {@link CachedLayer} shows its texture.
 */
final class FillProbe {

    private FillProbe() {
    }

    /**
     * @param view the view's name
     * @param assets for the materials
     * @return the shapes in GUI pixels, or null when the view is no probe
     */
    static Node of(String view, AssetManager assets) {
        Node probes = new Node("probes");
        if (view.startsWith("probe-draws-")) {
            int n = Integer.parseInt(view.substring("probe-draws-".length()));
            for (int i = 0; i < n; i++) {
                Geometry g = new Geometry("probe", new Quad(6, 6));
                Material m = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
                m.setColor("Color", new ColorRGBA(1, 1, 1, 0.5f));
                m.getAdditionalRenderState().setBlendMode(RenderState.BlendMode.Alpha);
                g.setMaterial(m);
                g.setQueueBucket(RenderQueue.Bucket.Gui);
                g.setLocalTranslation(20 + (i % 10) * 40, 100 + (i / 10) * 40, 0);
                probes.attachChild(g);
            }
            return probes;
        }
        String[] wh = view.substring(view.lastIndexOf('-') + 1).split("x");
        Geometry g;
        if (view.startsWith("probe-tex-")) {
            int w = Integer.parseInt(wh[0]);
            int h = Integer.parseInt(wh[1]);
            g = new Geometry("probe", new Quad(w, h));
            Material m = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
            m.setTexture("ColorMap", texture(w, h));
            m.getAdditionalRenderState().setBlendMode(RenderState.BlendMode.PremultAlpha);
            m.getAdditionalRenderState().setDepthTest(false);
            m.getAdditionalRenderState().setDepthWrite(false);
            g.setMaterial(m);
        } else if (view.startsWith("probe-fill")) {
            g = new Geometry("probe", new Quad(Float.parseFloat(wh[0]), Float.parseFloat(wh[1])));
            Material m = Canvas2d.material(assets);
            m.setBoolean("VertexColor", false);
            m.setColor("Color", HudStyle.PANEL);
            boolean depth = !view.startsWith("probe-fillnd-");
            m.getAdditionalRenderState().setDepthTest(depth);
            m.getAdditionalRenderState().setDepthWrite(depth);
            g.setMaterial(m);
        } else {
            return null;
        }
        g.setLocalTranslation(8, 40, 0);
        probes.attachChild(g);
        return probes;
    }

    /** @return a texture like a panel's: the panel colour premultiplied, every seventh texel white */
    private static Texture2D texture(int w, int h) {
        ByteBuffer data = BufferUtils.createByteBuffer(w * h * 4);
        for (int i = 0; i < w * h; i++) {
            boolean ink = i % 7 == 0;
            data.put((byte) (ink ? 230 : 3)).put((byte) (ink ? 230 : 5)).put((byte) (ink ? 230 : 8))
                    .put((byte) (ink ? 255 : 158));
        }
        data.flip();
        Texture2D tex = new Texture2D(new Image(Image.Format.RGBA8, w, h, data, ColorSpace.Linear));
        tex.setMagFilter(Texture.MagFilter.Nearest);
        tex.setMinFilter(Texture.MinFilter.NearestNoMipMaps);
        return tex;
    }
}
