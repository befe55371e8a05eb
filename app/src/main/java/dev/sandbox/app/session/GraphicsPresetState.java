package dev.sandbox.app.session;

import com.jme3.app.Application;
import com.jme3.shadow.DirectionalLightShadowRenderer;
import dev.sandbox.app.core.settings.GraphicsQuality;
import dev.sandbox.app.scene.render.SunShadows;
import java.util.function.Supplier;

/**
 * Puts the graphics preset in force in the scene: at {@code medium} and {@code high} the sun's
 * shadows drawn with shadow maps ({@link SunShadows}) for the world and the vehicle, and at
 * every preset the textures' anisotropic filtering. Follows a change of preset (the settings
 * screen) from the next frame. Which spatials cast and receive is set where they are made
 * (the world, the vehicle's view, the skid marks); the vehicle's projected shadow of the
 * {@code low} preset is {@link VehicleShadowState}'s.
 */
public final class GraphicsPresetState extends PlainState {

    private final Supplier<GraphicsQuality> quality;
    private final boolean sunShadows;
    private GraphicsQuality applied;
    private DirectionalLightShadowRenderer shadows;

    /**
     * @param quality the preset in force, asked every frame
     * @param sunShadows false to draw no shadow maps at any preset ({@code --shadows off})
     */
    public GraphicsPresetState(Supplier<GraphicsQuality> quality, boolean sunShadows) {
        this.quality = quality;
        this.sunShadows = sunShadows;
    }

    /** @return the shadow renderer drawing now, or null (low, disabled) */
    public DirectionalLightShadowRenderer shadowRenderer() {
        return shadows;
    }

    @Override
    public void update(float tpf) {
        GraphicsQuality q = quality.get();
        if (q != applied) {
            apply(q);
        }
    }

    private void apply(GraphicsQuality q) {
        applied = q;
        getApplication().getRenderer().setDefaultAnisotropicFilter(q.anisotropy());
        removeShadows();
        if (sunShadows && q.shadowMaps()) {
            Application app = getApplication();
            shadows = SunShadows.renderer(app.getAssetManager(), getState(WorldState.class).sun(), q);
            app.getViewPort().addProcessor(shadows);
        }
    }

    private void removeShadows() {
        if (shadows != null) {
            getApplication().getViewPort().removeProcessor(shadows);
            shadows = null;
        }
    }

    @Override
    protected void cleanup(Application app) {
        removeShadows();
    }

    @Override
    protected void onDisable() {
        removeShadows();
        applied = null;
    }
}
