package dev.sandbox.app.scene.render;

import com.jme3.texture.Image;
import com.jme3.texture.Texture2D;
import com.jme3.util.BufferUtils;
import java.nio.ByteBuffer;
import java.util.stream.IntStream;

/**
 * Mipmap levels made on the CPU, on whichever thread builds the texture. Without them the
 * renderer asks OpenGL to generate the levels when the texture is first drawn, on the render
 * thread; with the software renderer that took 0.3 s for the ground's 2048 x 2048 colour map
 * inside the first frame. Each level is the 2 x 2 box average of the one above it (rounded),
 * the filter Mesa's own mipmap generation uses.
 */
public final class Mipmaps {

    private Mipmaps() {
    }

    /**
     * Replaces the texture's image by one that carries its whole mipmap chain.
     *
     * @param texture a square, power-of-two RGBA8 or RGB8 texture without mipmaps
     * @return the same texture, for chaining
     */
    public static Texture2D addTo(Texture2D texture) {
        Image image = texture.getImage();
        int channels = switch (image.getFormat()) {
            case RGBA8 -> 4;
            case RGB8 -> 3;
            default -> throw new IllegalArgumentException("no CPU mipmaps for " + image.getFormat());
        };
        int w = image.getWidth();
        int h = image.getHeight();
        if (Integer.bitCount(w) != 1 || Integer.bitCount(h) != 1) {
            throw new IllegalArgumentException("mipmaps need power-of-two sides, not " + w + " x " + h);
        }
        int levels = 1 + Integer.numberOfTrailingZeros(Math.max(w, h));
        int[] sizes = new int[levels];
        int total = 0;
        for (int l = 0, lw = w, lh = h; l < levels; l++, lw = Math.max(1, lw / 2), lh = Math.max(1, lh / 2)) {
            sizes[l] = lw * lh * channels;
            total += sizes[l];
        }
        ByteBuffer src = image.getData(0);
        ByteBuffer all = BufferUtils.createByteBuffer(total);
        byte[] level = new byte[sizes[0]];
        src.get(0, level);
        all.put(level);
        int lw = w;
        int lh = h;
        for (int l = 1; l < levels; l++) {
            int nw = Math.max(1, lw / 2);
            int nh = Math.max(1, lh / 2);
            byte[] next = halve(level, lw, lh, nw, nh, channels);
            all.put(next);
            level = next;
            lw = nw;
            lh = nh;
        }
        all.flip();
        Image mipped = new Image(image.getFormat(), w, h, all, sizes, image.getColorSpace());
        texture.setImage(mipped);
        return texture;
    }

    /** One level down: each texel the rounded mean of the (up to) 2 x 2 texels above it. */
    private static byte[] halve(byte[] src, int w, int h, int nw, int nh, int channels) {
        byte[] out = new byte[nw * nh * channels];
        int dx = w > 1 ? 1 : 0;
        int dy = h > 1 ? 1 : 0;
        // each output row reads two input rows and writes only itself, so rows run in parallel
        IntStream.range(0, nh).parallel().forEach(y -> {
            int r0 = (2 * y) * w;
            int r1 = (2 * y + dy) * w;
            for (int x = 0; x < nw; x++) {
                int c0 = 2 * x;
                int c1 = 2 * x + dx;
                for (int c = 0; c < channels; c++) {
                    int sum = (src[(r0 + c0) * channels + c] & 0xff) + (src[(r0 + c1) * channels + c] & 0xff)
                            + (src[(r1 + c0) * channels + c] & 0xff) + (src[(r1 + c1) * channels + c] & 0xff);
                    out[(y * nw + x) * channels + c] = (byte) ((sum + 2) >> 2);
                }
            }
        });
        return out;
    }
}
