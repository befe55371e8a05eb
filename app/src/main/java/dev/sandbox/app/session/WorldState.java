package dev.sandbox.app.session;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.light.AmbientLight;
import com.jme3.light.DirectionalLight;
import com.jme3.renderer.queue.RenderQueue.ShadowMode;
import com.jme3.scene.Spatial;
import com.jme3.scene.Node;
import com.jme3.terrain.geomipmap.TerrainQuad;
import com.jme3.texture.Texture2D;
import dev.sandbox.app.core.world.RoadLoop;
import dev.sandbox.app.core.world.WorldGenerator;
import dev.sandbox.app.core.world.WorldLayout;
import dev.sandbox.app.scene.ground.MinieGround;
import dev.sandbox.app.scene.ground.StaticWorld;
import dev.sandbox.app.scene.render.Environment;
import dev.sandbox.app.scene.render.Mipmaps;
import dev.sandbox.app.scene.render.PropBuilder;
import dev.sandbox.app.scene.render.RoadBuilder;
import dev.sandbox.app.scene.render.SkyBuilder;
import dev.sandbox.app.scene.render.TerrainBuilder;
import dev.sandbox.app.scene.render.TestPadBuilder;
import java.util.concurrent.CompletableFuture;

/**
 * The world on screen and in Minie: generates the layout from the seed, shows the terrain,
 * road, props, sky, sun and haze, and builds the static collision geometry and the
 * {@link MinieGround} the vehicle model drives on. Where the sun's shadows are drawn with shadow
 * maps ({@link GraphicsPresetState}), the trees, rocks and test-pad furniture cast them and
 * the ground, the road and the props receive them; the sky and the sun's disc take no part.
 */
public final class WorldState extends BaseAppState {

    /** How far the camera sees unless the display settings say otherwise (in metres). */
    public static final float DEFAULT_VIEW_DISTANCE_M = 1600f;

    private final long seed;
    private final Node scene = new Node("world");
    private final CompletableFuture<WorldLayout> layoutAhead;
    private final CompletableFuture<Texture2D> coloursAhead;
    private final CompletableFuture<TerrainQuad> terrainAhead;
    private WorldLayout layout;
    private TerrainQuad terrain;
    private StaticWorld statics;
    private MinieGround ground;
    private double buildSeconds;
    private float viewDistanceM = DEFAULT_VIEW_DISTANCE_M;
    private DirectionalLight sun;
    private AmbientLight sky;

    /**
     * Starts generating the world's layout, then the ground's colour map with its mipmaps and
     * the terrain's meshes with their normals, on other threads at once, so they are under way
     * (or done) while the window and the GL context open; the rest of the world is built on
     * the render thread when the state initialises.
     *
     * @param seed the world seed
     */
    public WorldState(long seed) {
        this.seed = seed;
        layoutAhead = CompletableFuture.supplyAsync(() -> new WorldGenerator(seed).generate());
        coloursAhead = layoutAhead.thenApplyAsync(l -> Mipmaps.addTo(TerrainBuilder.colourMap(l)));
        terrainAhead = layoutAhead.thenApplyAsync(WorldState::terrainMeshes);
    }

    /**
     * The terrain's meshes, off the render thread: jME's terrain leaves a recalculation of all
     * its normals (a quarter of a second of CPU) to its first scene update; running that update
     * here, before the terrain is in any scene, does it on this thread instead.
     */
    private static TerrainQuad terrainMeshes(WorldLayout layout) {
        TerrainQuad terrain = TerrainBuilder.geometry(layout);
        terrain.updateLogicalState(0f);
        return terrain;
    }

    /** @return the world seed */
    public long seed() {
        return seed;
    }

    /**
     * @param metres how far the camera sees (the display settings' view distance), set before the
     *     world is attached
     */
    public void setViewDistance(float metres) {
        viewDistanceM = metres;
    }

    /** @return the generated layout */
    public WorldLayout layout() {
        return layout;
    }

    /** @return the ground the model drives on */
    public MinieGround ground() {
        return ground;
    }

    /** @return the rendered terrain */
    public TerrainQuad terrain() {
        return terrain;
    }

    /** @return the road loop */
    public RoadLoop road() {
        return layout.road();
    }

    /** @return how long building the world took (in seconds) */
    public double buildSeconds() {
        return buildSeconds;
    }

    @Override
    protected void initialize(Application app) {
        long t0 = System.nanoTime();
        layout = layoutAhead.join();
        // the ground's colour map (a texel per surface cell, the largest single piece of the
        // start-up) and the terrain's meshes are computed on the second core while this thread
        // builds the road, the props and the sky
        attach(RoadBuilder.build(layout.road(), app.getAssetManager()), ShadowMode.Receive);
        attach(PropBuilder.build(layout.obstacles(), app.getAssetManager()), ShadowMode.CastAndReceive);
        attach(TestPadBuilder.build(layout.testPad(), app.getAssetManager()), ShadowMode.CastAndReceive);
        attach(SkyBuilder.build(app.getAssetManager()), ShadowMode.Off);
        attach(dev.sandbox.app.scene.render.SunDisc.build(app.getAssetManager(), app.getCamera()), ShadowMode.Off);
        terrain = terrainAhead.join();
        TerrainBuilder.dress(terrain, layout, coloursAhead.join(), app.getAssetManager(), app.getCamera());
        attach(terrain, ShadowMode.Receive);
        sun = new DirectionalLight(Environment.SUN_DIRECTION, Environment.SUN);
        sky = new AmbientLight(Environment.AMBIENT);
        statics = new StaticWorld(layout);
        ground = new MinieGround(statics, layout);
        app.getViewPort().setBackgroundColor(Environment.FOG);
        app.getCamera().setFrustumPerspective(60f, (float) app.getCamera().getWidth() / app.getCamera().getHeight(), 0.2f,
                viewDistanceM);
        RoadLoop road = layout.road();
        app.getCamera().setLocation(new com.jme3.math.Vector3f((float) road.x(0) - 25f,
                (float) road.y(0) + 12f, (float) road.z(0) + 30f));
        app.getCamera().lookAt(new com.jme3.math.Vector3f((float) road.x(20), (float) road.y(20),
                (float) road.z(20)), com.jme3.math.Vector3f.UNIT_Y);
        buildSeconds = (System.nanoTime() - t0) / 1e9;
    }

    private void attach(Spatial part, ShadowMode shadows) {
        part.setShadowMode(shadows);
        scene.attachChild(part);
    }

    /** @return the sunlight ({@link Environment#SUN_DIRECTION}), there once the state is initialised */
    public DirectionalLight sun() {
        return sun;
    }

    @Override
    protected void cleanup(Application app) {
        scene.removeFromParent();
    }

    @Override
    protected void onEnable() {
        Node root = ((SimpleApplication) getApplication()).getRootNode();
        root.attachChild(scene);
        root.addLight(sun);
        root.addLight(sky);
    }

    @Override
    protected void onDisable() {
        Node root = ((SimpleApplication) getApplication()).getRootNode();
        root.removeLight(sun);
        root.removeLight(sky);
        scene.removeFromParent();
    }
}
