package dev.sandbox.app.scene.render;

import com.jme3.math.ColorRGBA;
import com.jme3.texture.Image;
import com.jme3.texture.Texture2D;
import com.jme3.texture.Texture;
import com.jme3.texture.image.ColorSpace;
import com.jme3.util.BufferUtils;
import dev.sandbox.app.core.world.ValueNoise;
import java.nio.ByteBuffer;

/**
 * Procedural textures made in code at start-up (a few milliseconds each): nothing is
 * downloaded and no image files are committed.
 */
public final class Textures {

    private Textures() {
    }

    /** Paints one texel: returns r, g, b in 0..1 for texel (u, v) of an n x n image. */
    @FunctionalInterface
    public interface Painter {
        /**
         * @param u texel column
         * @param v texel row
         * @param rgb the colour to fill (0..1 each)
         */
        void paint(int u, int v, float[] rgb);
    }

    /**
     * Makes a repeating RGB texture.
     *
     * @param w width (in texels)
     * @param h height (in texels)
     * @param painter the colour of each texel
     * @return a mip-mapped, repeating texture
     */
    public static Texture2D make(int w, int h, Painter painter) {
        ByteBuffer buf = BufferUtils.createByteBuffer(w * h * 3);
        float[] rgb = new float[3];
        for (int v = 0; v < h; v++) {
            for (int u = 0; u < w; u++) {
                painter.paint(u, v, rgb);
                for (int c = 0; c < 3; c++) {
                    buf.put((byte) Math.round(255 * Math.max(0, Math.min(1, rgb[c]))));
                }
            }
        }
        buf.flip();
        Image img = new Image(Image.Format.RGB8, w, h, buf, ColorSpace.sRGB);
        Texture2D tex = new Texture2D(img);
        tex.setWrap(Texture.WrapMode.Repeat);
        tex.setMinFilter(Texture.MinFilter.BilinearNearestMipMap);
        tex.setMagFilter(Texture.MagFilter.Bilinear);
        return tex;
    }

    /**
     * A mottled, tileable texture around a base colour.
     *
     * @param seed noise seed
     * @param base the mean colour
     * @param contrast how far texels stray from the mean (0..1)
     * @param features noise features across the tile
     * @return the texture (128 x 128)
     */
    public static Texture2D mottled(long seed, ColorRGBA base, float contrast, int features) {
        ValueNoise n = new ValueNoise(seed);
        int size = 128;
        return make(size, size, (u, v, rgb) -> {
            double f = tileable(n, u, v, size, features) * 0.7
                    + tileable(n, u, v, size, features * 4) * 0.3;
            double speck = tileable(n, u + 1000, v, size, size / 2);
            float k = (float) (1 + contrast * (f + 0.35 * speck));
            rgb[0] = base.r * k;
            rgb[1] = base.g * k;
            rgb[2] = base.b * k;
        });
    }

    /** Noise that repeats every {@code size} texels (blending four shifted copies); u, v in 0..size-1. */
    static double tileable(ValueNoise n, int u, int v, int size, int features) {
        double s = (double) features / size;
        double fu = (double) u / size;
        double fv = (double) v / size;
        double a = n.noise(u * s, v * s);
        double b = n.noise((u + size) * s, v * s);
        double c = n.noise(u * s, (v + size) * s);
        double d = n.noise((u + size) * s, (v + size) * s);
        return a * (1 - fu) * (1 - fv) + b * fu * (1 - fv) + c * (1 - fu) * fv + d * fu * fv;
    }

    /**
     * Grain for the baked ground colours, about 0.5 on average so the shader's doubling keeps
     * the mean: red = grass blades, green = dirt with pebbles, blue = asphalt aggregate.
     *
     * @return the detail texture (256 x 256)
     */
    public static Texture2D groundDetail() {
        ValueNoise n = new ValueNoise(17);
        int size = 256;
        return make(size, size, (u, v, rgb) -> {
            double f = tileable(n, u, v, size, 8);
            double blade = tileable(n, u + 500, v, size, 128);
            double pebble = tileable(n, u + 300, v, size, 96);
            double grain = tileable(n, u + 700, v, size, 128);
            rgb[0] = (float) (0.5 + 0.07 * f + 0.09 * blade);
            rgb[1] = (float) (0.5 + 0.06 * f + (pebble > 0.55 ? 0.12 : 0));
            rgb[2] = (float) (0.5 + 0.03 * f + 0.06 * grain);
        });
    }

    /** @return asphalt: dark grey aggregate */
    public static Texture2D asphalt() {
        ValueNoise n = new ValueNoise(37);
        int size = 256;
        return make(size, size, (u, v, rgb) -> {
            double f = tileable(n, u, v, size, 5);
            double grain = tileable(n, u + 700, v, size, 128);
            float g = (float) (0.27 + 0.03 * f + 0.05 * grain);
            rgb[0] = g;
            rgb[1] = g;
            rgb[2] = g * 1.03f;
        });
    }

    /**
     * The road ribbon's texture: asphalt across the full width (u = 0..1 from left edge to
     * right edge) with white edge lines and a dashed centre line over one 12 m repeat (v).
     *
     * @return the texture (128 x 512)
     */
    public static Texture2D roadMarkings() {
        ValueNoise n = new ValueNoise(41);
        int w = 128;
        int h = 512;
        return make(w, h, (u, v, rgb) -> {
            double f = tileable(n, u, v % w, w, 10);
            double grain = tileable(n, u + 900, v % w, w, 128);
            float g = (float) (0.27 + 0.025 * f + 0.025 * grain);
            double across = (u + 0.5) / w;
            double along = (v + 0.5) / h;
            boolean edge = (across > 0.03 && across < 0.055) || (across > 0.945 && across < 0.97);
            boolean centre = Math.abs(across - 0.5) < 0.0125 && along < 0.33;
            if (edge || centre) {
                g = (float) (0.80 + 0.05 * grain);
            }
            rgb[0] = g;
            rgb[1] = g;
            rgb[2] = g * (edge || centre ? 0.97f : 1.03f);
        });
    }
}
