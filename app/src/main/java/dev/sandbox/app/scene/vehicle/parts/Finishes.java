package dev.sandbox.app.scene.vehicle.parts;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.math.ColorRGBA;
import dev.sandbox.app.scene.render.Environment;

/** The surface finishes vehicles are made of: paint, rubber, alloy, glass, lamp lenses. */
public final class Finishes {

    private final AssetManager assets;

    /** @param assets the asset manager */
    public Finishes(AssetManager assets) {
        this.assets = assets;
    }

    /** @return the asset manager the finishes are made with */
    public AssetManager assets() {
        return assets;
    }

    /**
     * @return glossy paint with a sharp sun highlight ({@link Environment#paint}; set
     *     {@code UseVertexColor} for a livery in the mesh's colours)
     */
    public Material paint(ColorRGBA c) {
        return Environment.paint(assets, c, new ColorRGBA(0.85f, 0.85f, 0.85f, 1f), 280);
    }

    /**
     * A matte or satin surface, lit per vertex: its highlight is broad, so the vertices catch it
     * as well as the pixels would, and the per-pixel lighting over the vehicle's tyres, trim and
     * rider is saved.
     *
     * @return a matte or satin surface (shininess 0 = matte)
     */
    public Material matte(ColorRGBA c, float shininess) {
        Material m = Environment.lit(assets, c, null, shininess);
        m.setBoolean("VertexLighting", true);
        return m;
    }

    /**
     * A matte or satin surface whose colour comes from its mesh's vertex colours: parts of
     * several colours and one finish drawn as one geometry ({@code PartBatch.coloured}).
     *
     * @param shininess specular exponent (0 = matte)
     * @return the material
     */
    public Material vertexColoured(float shininess) {
        Material m = matte(ColorRGBA.White, shininess);
        m.setBoolean("UseVertexColor", true);
        return m;
    }

    /**
     * The finish a vehicle's skin ({@code RigidSkin}) is drawn with: its parts' colours per
     * vertex, diffuse and highlight worked out per vertex through Sandbox/MatDefs/Paint.j3md
     * ({@code HighlightPerVertex}), nothing per pixel but the interpolated colour. Lighting.j3md's
     * per-vertex path does the same with more uniforms and its fog per pixel.
     *
     * @param phongShininess the parts' Lighting.j3md shininess (the Blinn exponent is four times it)
     * @return the material
     */
    public Material skin(float phongShininess) {
        Material m = Environment.paint(assets, ColorRGBA.White, new ColorRGBA(0.6f, 0.6f, 0.6f, 1f), phongShininess * 4);
        m.setBoolean("UseVertexColor", true);
        m.setBoolean("HighlightPerVertex", true);
        return m;
    }

    /** @return tyre rubber */
    public Material rubber() {
        return matte(new ColorRGBA(0.085f, 0.085f, 0.09f, 1f), 6);
    }

    /** @return polished alloy or chrome */
    public Material alloy(ColorRGBA c) {
        Material m = Environment.lit(assets, c, null, 40);
        m.setColor("Specular", new ColorRGBA(1f, 1f, 1f, 1f));
        return m;
    }

    /**
     * Tinted transparent glass: drawn in the transparent bucket, both faces, with a highlight.
     *
     * @param tint glass colour; its alpha is the opacity (0.2-0.4 looks like a windscreen)
     * @return the material
     */
    public Material glass(ColorRGBA tint) {
        Material m = Environment.paint(assets, tint, ColorRGBA.White, 384);
        m.getAdditionalRenderState().setBlendMode(RenderState.BlendMode.Alpha);
        m.getAdditionalRenderState().setFaceCullMode(RenderState.FaceCullMode.Off);
        m.getAdditionalRenderState().setDepthWrite(false);
        return m;
    }

    /** @return an unlit lamp colour (a lamp that is on) */
    public Material lamp(ColorRGBA c) {
        return Environment.glow(assets, c);
    }
}
