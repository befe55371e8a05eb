package dev.sandbox.app.tools;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import javax.imageio.ImageIO;

/**
 * A developer tool (not a test): compares two pictures of the same size pixel by pixel and
 * prints the mean absolute difference (0-255 per channel) and the share of pixels where some
 * channel differs by more than {@link #VISIBLE}; with a third argument, also writes a picture
 * with both at half size side by side over their difference magnified four times.
 * Usage: {@code ImageCompare BEFORE.png AFTER.png [SIDE-BY-SIDE.png]}.
 */
public final class ImageCompare {

    /** A channel difference taken as visible (out of 255). */
    public static final int VISIBLE = 24;

    private ImageCompare() {
    }

    /**
     * @param args before, after and optionally the side-by-side picture to write
     * @throws IOException when a picture cannot be read or written
     */
    public static void main(String[] args) throws IOException {
        BufferedImage a = ImageIO.read(new File(args[0]));
        BufferedImage b = ImageIO.read(new File(args[1]));
        int w = a.getWidth();
        int h = a.getHeight();
        if (b.getWidth() != w || b.getHeight() != h) {
            throw new IllegalArgumentException("the pictures differ in size");
        }
        long sum = 0;
        int visible = 0;
        BufferedImage diff = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int p = a.getRGB(x, y);
                int q = b.getRGB(x, y);
                int worst = 0;
                for (int shift = 0; shift < 24; shift += 8) {
                    int d = Math.abs(((p >> shift) & 255) - ((q >> shift) & 255));
                    sum += d;
                    worst = Math.max(worst, d);
                }
                visible += worst > VISIBLE ? 1 : 0;
                int v = Math.min(255, worst * 4);
                diff.setRGB(x, y, (v << 16) | (v << 8) | v);
            }
        }
        System.out.printf("%s vs %s: mean difference %.2f/255, %.2f %% of pixels differ by more than %d/255%n",
                args[0], args[1], sum / (3.0 * w * h), 100.0 * visible / ((double) w * h), VISIBLE);
        if (args.length > 2) {
            BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
            Graphics2D g = out.createGraphics();
            g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
            g.drawImage(a, 0, 0, w / 2, h / 2, null);
            g.drawImage(b, w / 2, 0, w / 2, h / 2, null);
            g.drawImage(diff, w / 4, h / 2, w / 2, h / 2, null);
            g.setColor(Color.YELLOW);
            g.drawString("before", 10, 20);
            g.drawString("after", w / 2 + 10, 20);
            g.drawString("difference x4", w / 4 + 10, h / 2 + 20);
            g.dispose();
            ImageIO.write(out, "png", new File(args[2]));
        }
    }
}
