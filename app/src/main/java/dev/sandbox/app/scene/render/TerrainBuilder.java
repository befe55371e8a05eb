package dev.sandbox.app.scene.render;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.math.Vector2f;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import com.jme3.terrain.geomipmap.TerrainLodControl;
import com.jme3.terrain.geomipmap.TerrainQuad;
import com.jme3.terrain.geomipmap.lodcalc.DistanceLodCalculator;
import com.jme3.texture.Image;
import com.jme3.texture.Texture2D;
import com.jme3.texture.Texture;
import com.jme3.texture.image.ColorSpace;
import com.jme3.util.BufferUtils;
import dev.sandbox.app.core.world.ValueNoise;
import dev.sandbox.app.core.world.WorldLayout;
import dev.sandbox.physics.ground.Surface;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * Turns a {@link WorldLayout} into a level-of-detail {@link TerrainQuad} whose vertices are
 * exactly the layout's grid, textured through the sandbox ground material.
 */
public final class TerrainBuilder {

    /** Vertices along one side of a terrain patch. */
    public static final int PATCH_SIZE = 65;
    /** Side of the ground colour map's texels (in metres). */
    public static final double COLOUR_TEXEL_M = 1.0;
    /**
     * Level-of-detail distance multiplier of jME's {@link DistanceLodCalculator}: a patch
     * drops one level of detail every PATCH_SIZE x multiplier x grid spacing = 130 m of
     * distance. 2.7 (351 m a level) drew 124 000 terrain and prop triangles a frame at
     * 1280x720; 1.0 draws about half as many, and screenshots from the same cameras differ in
     * under 0.2 % of the pixels (distant silhouettes in the haze).
     */
    public static final float LOD_MULTIPLIER = 1.0f;

    private TerrainBuilder() {
    }

    /**
     * Builds the terrain geometry without any material (enough for collision and tests).
     *
     * @param layout the world
     * @return the terrain, centred on the origin, scaled to the layout's grid spacing
     */
    public static TerrainQuad geometry(WorldLayout layout) {
        TerrainQuad terrain = new TerrainQuad("terrain", PATCH_SIZE, layout.size(), layout.heights().clone());
        float s = (float) layout.spacingM();
        terrain.setLocalScale(s, 1f, s);
        return terrain;
    }

    /**
     * Gives the terrain its material and level-of-detail control.
     *
     * @param terrain the terrain from {@link #geometry}
     * @param layout the world it was built from
     * @param colourMap the ground's colours from {@link #colourMap(WorldLayout)} (built on another
     *     thread while the rest of the world is)
     * @param assets the asset manager
     * @param camera the camera that drives the level of detail, or null for none
     */
    public static void dress(TerrainQuad terrain, WorldLayout layout, Texture2D colourMap, AssetManager assets,
            Camera camera) {
        Material m = new Material(assets, "Sandbox/MatDefs/Ground.j3md");
        m.setTexture("ColourMap", colourMap);
        m.setTexture("DetailMap", Textures.groundDetail());
        m.setVector2("WorldMin", new Vector2f((float) layout.minCoord(), (float) layout.minCoord()));
        m.setFloat("WorldSize", (float) layout.extentM());
        m.setColor("FogColor", Environment.FOG);
        m.setFloat("FogDensity", Environment.FOG_DENSITY);
        terrain.setMaterial(m);
        if (camera != null) {
            TerrainLodControl lod = new TerrainLodControl(terrain, camera);
            lod.setLodCalculator(new DistanceLodCalculator(PATCH_SIZE, LOD_MULTIPLIER));
            terrain.addControl(lod);
        }
    }

    /**
     * One texel per {@link #COLOUR_TEXEL_M} square of the world: the mean colour of the surfaces
     * under it (four samples, one per half-metre cell of the model's surface raster, where there
     * is one; one sample in the open fields beyond), varied by
     * large-scale noise and lit by the sun through the terrain normal (Lambert, the same sun and
     * ambient as the rest of the scene); alpha selects the detail grain (0 grass, 0.5 dirt, 1
     * asphalt). The terrain's heights are 2 m apart, so a finer map would add no shading, only
     * sharper edges to the road's shoulders, which the road's own mesh covers but for 1.5 m.
     */
    public static Texture2D colourMap(WorldLayout layout) {
        int n = (int) Math.round(layout.extentM() / COLOUR_TEXEL_M);
        ValueNoise noise = new ValueNoise(layout.seed() + 5);
        ByteBuffer buf = BufferUtils.createByteBuffer(n * n * 4);
        Vector3f toSun = Environment.SUN_DIRECTION.negate();
        double min = layout.minCoord();
        double texel = COLOUR_TEXEL_M;
        double d = 1.0;
        double rasterHalf = layout.surfaceRasterHalfM();
        // Rows are independent and each writes its own span of the buffer, so they are built in parallel.
        IntStream.range(0, n).parallel().forEach(tz -> {
            Vector3f normal = new Vector3f();
            float[] rgba = new float[4];
            double z = min + (tz + 0.5) * texel;
            int at = tz * n * 4;
            for (int tx = 0; tx < n; tx++) {
                double x = min + (tx + 0.5) * texel;
                double gx = (layout.approxHeight(x + d, z) - layout.approxHeight(x - d, z)) / (2 * d);
                double gz = (layout.approxHeight(x, z + d) - layout.approxHeight(x, z - d)) / (2 * d);
                normal.set((float) -gx, 1f, (float) -gz).normalizeLocal();
                float sun = Math.max(0f, normal.dot(toSun));
                float v = (float) noise.fbm(x / 90, z / 90, 3);
                Arrays.fill(rgba, 0f);
                if (Math.max(Math.abs(x), Math.abs(z)) < rasterHalf) {
                    double q = texel / 4;
                    for (int k = 0; k < 4; k++) {
                        addSurface(rgba, layout.surfaceAt(x + ((k & 1) == 0 ? -q : q), z + ((k & 2) == 0 ? -q : q)), v);
                    }
                } else {
                    // the fields' dirt patches are tens of metres across: one sample stands for four
                    addSurface(rgba, layout.surfaceAt(x, z), v);
                    for (int c = 0; c < 4; c++) {
                        rgba[c] *= 4;
                    }
                }
                float lr = Environment.AMBIENT.r + Environment.SUN.r * sun;
                float lg = Environment.AMBIENT.g + Environment.SUN.g * sun;
                float lb = Environment.AMBIENT.b + Environment.SUN.b * sun;
                buf.put(at++, toByte(rgba[0] / 4 * lr)).put(at++, toByte(rgba[1] / 4 * lg))
                        .put(at++, toByte(rgba[2] / 4 * lb)).put(at++, toByte(rgba[3] / 4));
            }
        });
        Texture2D tex = new Texture2D(new Image(Image.Format.RGBA8, n, n, buf, ColorSpace.sRGB));
        tex.setMagFilter(Texture.MagFilter.Bilinear);
        tex.setMinFilter(Texture.MinFilter.BilinearNearestMipMap);
        tex.setWrap(Texture.WrapMode.EdgeClamp);
        return tex;
    }

    /** Adds a surface's unlit colour (varied by the noise value v) and its grain selector to the sums. */
    private static void addSurface(float[] rgba, Surface s, float v) {
        switch (s) {
            case ASPHALT, WET_ASPHALT -> {
                rgba[0] += 0.30f;
                rgba[1] += 0.30f;
                rgba[2] += 0.31f;
                rgba[3] += 1f;
            }
            case DIRT -> {
                rgba[0] += 0.50f + 0.05f * v;
                rgba[1] += 0.39f + 0.04f * v;
                rgba[2] += 0.26f;
                rgba[3] += 0.5f;
            }
            default -> {
                rgba[0] += 0.27f + 0.08f * v;
                rgba[1] += 0.46f + 0.06f * v;
                rgba[2] += 0.15f;
            }
        }
    }

    private static byte toByte(float v) {
        return (byte) Math.round(255 * Math.max(0f, Math.min(1f, v)));
    }
}
