package dev.sandbox.app.render;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.math.Vector2f;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import com.jme3.terrain.geomipmap.TerrainLodControl;
import com.jme3.terrain.geomipmap.TerrainQuad;
import com.jme3.terrain.geomipmap.lodcalc.DistanceLodCalculator;
import com.jme3.texture.Image;
import com.jme3.texture.Texture;
import com.jme3.texture.Texture2D;
import com.jme3.texture.image.ColorSpace;
import com.jme3.util.BufferUtils;
import dev.sandbox.app.world.WorldLayout;
import dev.sandbox.physics.ground.Surface;
import java.nio.ByteBuffer;

/**
 * Turns a {@link WorldLayout} into a level-of-detail {@link TerrainQuad} whose vertices are
 * exactly the layout's grid, textured through the sandbox ground material.
 */
public final class TerrainBuilder {

    /** Vertices along one side of a terrain patch. */
    public static final int PATCH_SIZE = 65;

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
     * @param assets the asset manager
     * @param camera the camera that drives the level of detail, or null for none
     */
    public static void dress(TerrainQuad terrain, WorldLayout layout, AssetManager assets, Camera camera) {
        Material m = new Material(assets, "Sandbox/MatDefs/Ground.j3md");
        m.setTexture("SplatMap", splatMap(layout));
        m.setTexture("NormalMap", normalMap(layout));
        m.setTexture("GrassMap", Textures.grass());
        m.setTexture("DirtMap", Textures.dirt());
        m.setTexture("AsphaltMap", Textures.asphalt());
        m.setVector2("WorldMin", new Vector2f((float) layout.minCoord(), (float) layout.minCoord()));
        m.setFloat("WorldSize", (float) layout.extentM());
        m.setVector3("SunDirection", Environment.SUN_DIRECTION);
        m.setColor("SunColor", Environment.SUN);
        m.setColor("AmbientColor", Environment.AMBIENT);
        m.setColor("FogColor", Environment.FOG);
        m.setFloat("FogDensity", Environment.FOG_DENSITY);
        terrain.setMaterial(m);
        if (camera != null) {
            TerrainLodControl lod = new TerrainLodControl(terrain, camera);
            lod.setLodCalculator(new DistanceLodCalculator(PATCH_SIZE, 2.7f));
            terrain.addControl(lod);
        }
    }

    /** One texel per surface cell: red = grass, green = dirt, blue = asphalt. */
    static Texture2D splatMap(WorldLayout layout) {
        int n = layout.surfaceCells();
        ByteBuffer buf = BufferUtils.createByteBuffer(n * n * 4);
        for (int cz = 0; cz < n; cz++) {
            for (int cx = 0; cx < n; cx++) {
                Surface s = layout.surfaceOfCell(cx, cz);
                buf.put((byte) (s == Surface.GRASS ? 255 : 0));
                buf.put((byte) (s == Surface.DIRT ? 255 : 0));
                buf.put((byte) (s == Surface.ASPHALT || s == Surface.WET_ASPHALT ? 255 : 0));
                buf.put((byte) 255);
            }
        }
        buf.flip();
        Texture2D tex = new Texture2D(new Image(Image.Format.RGBA8, n, n, buf, ColorSpace.Linear));
        tex.setMagFilter(Texture.MagFilter.Bilinear);
        tex.setMinFilter(Texture.MinFilter.BilinearNoMipMaps);
        tex.setWrap(Texture.WrapMode.EdgeClamp);
        return tex;
    }

    /** Unit normals from central differences of the grid heights, packed as RGB. */
    static Texture2D normalMap(WorldLayout layout) {
        int n = layout.size();
        double s = layout.spacingM();
        ByteBuffer buf = BufferUtils.createByteBuffer(n * n * 3);
        Vector3f v = new Vector3f();
        for (int iz = 0; iz < n; iz++) {
            for (int ix = 0; ix < n; ix++) {
                double dx = (layout.vertexHeight(Math.min(ix + 1, n - 1), iz)
                        - layout.vertexHeight(Math.max(ix - 1, 0), iz)) / (2 * s);
                double dz = (layout.vertexHeight(ix, Math.min(iz + 1, n - 1))
                        - layout.vertexHeight(ix, Math.max(iz - 1, 0))) / (2 * s);
                v.set((float) -dx, 1f, (float) -dz).normalizeLocal();
                buf.put((byte) Math.round((v.x * 0.5f + 0.5f) * 255));
                buf.put((byte) Math.round((v.y * 0.5f + 0.5f) * 255));
                buf.put((byte) Math.round((v.z * 0.5f + 0.5f) * 255));
            }
        }
        buf.flip();
        Texture2D tex = new Texture2D(new Image(Image.Format.RGB8, n, n, buf, ColorSpace.Linear));
        tex.setMagFilter(Texture.MagFilter.Bilinear);
        tex.setMinFilter(Texture.MinFilter.BilinearNoMipMaps);
        tex.setWrap(Texture.WrapMode.EdgeClamp);
        return tex;
    }
}
