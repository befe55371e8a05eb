package dev.sandbox.app.scene.render;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.jme3.texture.Texture;

/**
 * The sun, the sky colour and the fog shared by every material of the scene, so the ground,
 * the props and the vehicles fade into the same haze.
 */
public final class Environment {

    /** Direction the sunlight travels (unit, world frame). */
    public static final Vector3f SUN_DIRECTION = new Vector3f(-0.45f, -0.75f, -0.48f).normalizeLocal();
    /** Sunlight colour. */
    public static final ColorRGBA SUN = new ColorRGBA(1.0f, 0.95f, 0.86f, 1f);
    /** Ambient (sky) light colour. */
    public static final ColorRGBA AMBIENT = new ColorRGBA(0.46f, 0.50f, 0.58f, 1f);
    /** Haze colour at the horizon. */
    public static final ColorRGBA FOG = new ColorRGBA(0.70f, 0.78f, 0.86f, 1f);
    /** Exponential-squared fog density (in 1/metres): 37 % visibility at 625 m. */
    public static final float FOG_DENSITY = 0.0016f;

    private Environment() {
    }

    /**
     * A lit, fogged material.
     *
     * @param assets the asset manager
     * @param color the diffuse colour
     * @param texture a diffuse texture, or null
     * @param shininess specular exponent (0 = matte)
     * @return a Lighting.j3md material
     */
    public static Material lit(AssetManager assets, ColorRGBA color, Texture texture, float shininess) {
        Material m = new Material(assets, "Common/MatDefs/Light/Lighting.j3md");
        m.setBoolean("UseMaterialColors", true);
        m.setColor("Diffuse", color);
        m.setColor("Ambient", color);
        if (shininess > 0) {
            m.setColor("Specular", new ColorRGBA(0.6f, 0.6f, 0.6f, 1f));
            m.setFloat("Shininess", shininess);
        } else {
            m.setColor("Specular", ColorRGBA.Black);
        }
        if (texture != null) {
            m.setTexture("DiffuseMap", texture);
        }
        m.setBoolean("UseFog", true);
        m.setColor("FogColor", FOG);
        m.setFloat("ExpSqFog", FOG_DENSITY);
        return m;
    }

    /**
     * A matte lit, fogged material whose lighting is worked out per vertex and interpolated
     * (Lighting.j3md's VertexLighting). For the large matte surfaces of the world, the road
     * ribbon and the props, whose normals change little across a triangle, this looks the same
     * as per-pixel lighting and costs far less per pixel, which matters for surfaces that
     * cover most of the screen.
     *
     * @param assets the asset manager
     * @param color the diffuse colour
     * @param texture a diffuse texture, or null
     * @return a Lighting.j3md material lit per vertex
     */
    public static Material litPerVertex(AssetManager assets, ColorRGBA color, Texture texture) {
        Material m = lit(assets, color, texture, 0);
        m.setBoolean("VertexLighting", true);
        return m;
    }

    /**
     * Gloss paint or tinted glass: lit by the scene's lights like {@link #lit}, but through
     * Sandbox/MatDefs/Paint.j3md, which works out only diffuse and a Blinn highlight per pixel
     * (half vector and fog per vertex): a third or so of the per-pixel work of Lighting.j3md's
     * per-pixel path, for the same look on a painted body.
     *
     * @param assets the asset manager
     * @param color the colour; its alpha is the opacity
     * @param specular the highlight's colour
     * @param blinnExponent the highlight's exponent (about four times Lighting.j3md's shininess
     *     for a spot of the same size)
     * @return a Paint.j3md material
     */
    public static Material paint(AssetManager assets, ColorRGBA color, ColorRGBA specular, float blinnExponent) {
        Material m = new Material(assets, "Sandbox/MatDefs/Paint.j3md");
        m.setColor("Diffuse", color);
        m.setColor("Specular", specular);
        m.setFloat("Shininess", blinnExponent);
        m.setColor("FogColor", FOG);
        m.setFloat("FogDensity", FOG_DENSITY);
        return m;
    }

    /**
     * An unlit, glowing colour (lamps).
     *
     * @param assets the asset manager
     * @param color the colour
     * @return an Unshaded.j3md material
     */
    public static Material glow(AssetManager assets, ColorRGBA color) {
        Material m = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
        m.setColor("Color", color);
        return m;
    }

    /**
     * Tinted glass: unshaded, blended over what is behind it (put its geometry in the
     * transparent bucket), seen from both sides.
     *
     * @param assets the asset manager
     * @param tint the colour, with its alpha the glass's opacity (0..1)
     * @return an Unshaded.j3md material
     */
    public static Material glass(AssetManager assets, ColorRGBA tint) {
        Material m = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
        m.setColor("Color", tint);
        m.getAdditionalRenderState().setBlendMode(RenderState.BlendMode.Alpha);
        m.getAdditionalRenderState().setDepthWrite(false);
        return m;
    }
}
