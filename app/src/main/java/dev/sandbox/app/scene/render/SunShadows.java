package dev.sandbox.app.scene.render;

import com.jme3.asset.AssetManager;
import com.jme3.light.DirectionalLight;
import com.jme3.shadow.DirectionalLightShadowRenderer;
import com.jme3.shadow.EdgeFilteringMode;
import dev.sandbox.app.core.settings.GraphicsQuality;

/**
 * The sun's shadows drawn with shadow maps (jME's {@link DirectionalLightShadowRenderer}, set up
 * as in jME's own TestDirectionalLightShadow): every geometry whose shadow mode casts is drawn
 * into depth maps seen from the sun, split along the view's depth, and every geometry that
 * receives is darkened where a caster hides it from the sun. Materials without a shadow
 * technique of their own (the terrain's and the paint's) are cast and darkened through jME's
 * fallback materials. The darkness matches the projected shadow of the cheap path
 * ({@link PlanarShadow#DARKNESS}), so both presets light the scene alike.
 */
public final class SunShadows {

    /** Share of the view's depth split logarithmically rather than evenly (jME's lambda). */
    static final float SPLIT_LAMBDA = 0.65f;
    /** Share of the shadow distance over which the shadows fade out. */
    static final float FADE_SHARE = 0.1f;

    private SunShadows() {
    }

    /**
     * @param assets the asset manager
     * @param sun the light whose shadows are drawn
     * @param quality a preset with shadow maps (medium or high)
     * @return the renderer, to add to the scene's view port
     * @throws IllegalArgumentException for a preset without shadow maps
     */
    public static DirectionalLightShadowRenderer renderer(AssetManager assets, DirectionalLight sun, GraphicsQuality quality) {
        if (!quality.shadowMaps()) {
            throw new IllegalArgumentException("the " + quality.key() + " preset draws no shadow maps");
        }
        DirectionalLightShadowRenderer r = new DirectionalLightShadowRenderer(assets, quality.shadowMapSize(),
                quality.shadowSplits());
        r.setLight(sun);
        r.setLambda(SPLIT_LAMBDA);
        r.setShadowIntensity(1f - PlanarShadow.DARKNESS);
        r.setEdgeFilteringMode(quality == GraphicsQuality.HIGH ? EdgeFilteringMode.PCFPOISSON : EdgeFilteringMode.PCF4);
        r.setShadowZExtend(quality.shadowDistanceM());
        r.setShadowZFadeLength(quality.shadowDistanceM() * FADE_SHARE);
        return r;
    }
}
