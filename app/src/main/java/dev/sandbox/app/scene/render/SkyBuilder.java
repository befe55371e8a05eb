package dev.sandbox.app.scene.render;

import com.jme3.asset.AssetManager;
import com.jme3.math.ColorRGBA;
import com.jme3.scene.Spatial;
import com.jme3.texture.Texture2D;
import com.jme3.util.SkyFactory;
import dev.sandbox.app.core.world.ValueNoise;

/** A procedural sky: a blue gradient that meets the fog colour at the horizon, with clouds. */
public final class SkyBuilder {

    private SkyBuilder() {
    }

    /**
     * @param assets the asset manager
     * @return the sky spatial (an equirectangular sky dome)
     */
    public static Spatial build(AssetManager assets) {
        ValueNoise n = new ValueNoise(2024);
        int w = 512;
        int h = 256;
        ColorRGBA zenith = new ColorRGBA(0.28f, 0.47f, 0.78f, 1f);
        ColorRGBA horizon = Environment.FOG;
        ColorRGBA ground = new ColorRGBA(0.45f, 0.50f, 0.45f, 1f);
        Texture2D tex = Textures.make(w, h, (u, v, rgb) -> {
            double elev = -Math.PI / 2 + Math.PI * (v + 0.5) / h;
            float e = (float) Math.sin(elev);
            ColorRGBA c = new ColorRGBA();
            if (e >= 0) {
                c.interpolateLocal(horizon, zenith, (float) Math.pow(e, 0.6));
                double cloud = 0.6 * Textures.tileable(n, u, v, w, 12) + 0.4 * Textures.tileable(n, u + 77, v, w, 40);
                float cover = (float) Math.max(0, cloud - 0.1) * 1.6f * Math.min(1f, e * 6f) * (1f - e * 0.6f);
                c.interpolateLocal(new ColorRGBA(0.96f, 0.96f, 0.97f, 1f), Math.min(0.9f, cover));
            } else {
                c.interpolateLocal(horizon, ground, Math.min(1f, -e * 4f));
            }
            rgb[0] = c.r;
            rgb[1] = c.g;
            rgb[2] = c.b;
        });
        tex.setWrap(com.jme3.texture.Texture.WrapAxis.T, com.jme3.texture.Texture.WrapMode.EdgeClamp);
        return SkyFactory.createSky(assets, tex, SkyFactory.EnvMapType.EquirectMap);
    }
}
