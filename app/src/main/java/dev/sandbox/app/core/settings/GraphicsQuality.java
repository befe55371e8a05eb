package dev.sandbox.app.core.settings;

import java.util.List;
import java.util.Locale;

/**
 * The graphics presets ({@code graphics.quality}, {@code --quality}): what the sun's shadows are
 * made of and what else a faster renderer can afford. {@code low} is the look a software
 * renderer keeps its frame rate with: the vehicle's projected shadow and contact shadows, no
 * multisampling, plain mipmapped textures. {@code medium} and {@code high} draw the sun's
 * shadows with shadow maps (jME's directional-light shadow renderer): the vehicle and the
 * trees and rocks cast them on the terrain, the road and one another. A preset gives the
 * multisampling its default: {@code graphics.msaa}, when set in the file or on the command line,
 * wins over it.
 */
public enum GraphicsQuality {

    /** Projected and contact shadows of the vehicle, no shadow maps, no multisampling. */
    LOW(0, 1, 0, 0, 0),
    /** Shadow maps 2048 texels square in 3 splits over 200 m, 2x multisampling, 4x anisotropic filtering. */
    MEDIUM(2, 4, 2048, 3, 200),
    /** Shadow maps 4096 texels square in 4 splits over 300 m, 4x multisampling, 8x anisotropic filtering. */
    HIGH(4, 8, 4096, 4, 300);

    /**
     * Words in an OpenGL renderer string (lower case) that name a renderer drawing on the CPU:
     * Mesa's llvmpipe, softpipe and swr, Google's SwiftShader, Mesa's classic "Software
     * Rasterizer", Windows' "GDI Generic" and "Basic Render Driver".
     */
    static final List<String> SOFTWARE_RENDERERS = List.of("llvmpipe", "softpipe", "swr", "swiftshader",
            "software rasterizer", "gdi generic", "basic render driver");

    private final int msaa;
    private final int anisotropy;
    private final int shadowMapSize;
    private final int shadowSplits;
    private final float shadowDistanceM;

    GraphicsQuality(int msaa, int anisotropy, int shadowMapSize, int shadowSplits, float shadowDistanceM) {
        this.msaa = msaa;
        this.anisotropy = anisotropy;
        this.shadowMapSize = shadowMapSize;
        this.shadowSplits = shadowSplits;
        this.shadowDistanceM = shadowDistanceM;
    }

    /**
     * @param s "low", "medium" or "high"
     * @return the preset
     * @throws IllegalArgumentException for another word
     */
    public static GraphicsQuality parse(String s) {
        return switch (s) {
            case "low" -> LOW;
            case "medium" -> MEDIUM;
            case "high" -> HIGH;
            default -> throw new IllegalArgumentException("'" + s + "' is not low, medium or high");
        };
    }

    /**
     * The preset a machine starts with: {@code low} for a renderer that draws on the CPU (or
     * none named), {@code medium} for a graphics card.
     *
     * @param glRenderer the OpenGL renderer string (GL_RENDERER), or null when unknown
     * @return the preset
     */
    public static GraphicsQuality forRenderer(String glRenderer) {
        if (glRenderer == null || glRenderer.isBlank()) {
            return LOW;
        }
        String r = glRenderer.toLowerCase(Locale.ROOT);
        for (String word : SOFTWARE_RENDERERS) {
            if (r.contains(word)) {
                return LOW;
            }
        }
        return MEDIUM;
    }

    /** @return the settings file's word for the preset ("low", "medium", "high") */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** @return true when the sun's shadows are drawn with shadow maps (medium, high) */
    public boolean shadowMaps() {
        return shadowMapSize > 0;
    }

    /** @return multisampling samples unless {@code graphics.msaa} says otherwise (0 = off) */
    public int msaa() {
        return msaa;
    }

    /** @return the textures' anisotropic filtering (1 = off, up to 16) */
    public int anisotropy() {
        return anisotropy;
    }

    /** @return width and height of each shadow map (in texels; 0 at low) */
    public int shadowMapSize() {
        return shadowMapSize;
    }

    /** @return how many shadow maps split the view's depth (0 at low) */
    public int shadowSplits() {
        return shadowSplits;
    }

    /** @return how far from the camera shadows are drawn, the last tenth fading out (in metres; 0 at low) */
    public float shadowDistanceM() {
        return shadowDistanceM;
    }
}
