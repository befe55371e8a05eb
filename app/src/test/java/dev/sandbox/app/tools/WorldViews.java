package dev.sandbox.app.tools;

import com.jme3.app.SimpleApplication;
import com.jme3.app.state.AppState;
import com.jme3.math.Vector3f;
import com.jme3.system.AppSettings;
import com.jme3.system.JmeSystem;
import com.jme3.texture.FrameBuffer;
import com.jme3.util.BufferUtils;
import com.simsilica.lemur.GuiGlobals;
import dev.sandbox.app.Logs;
import dev.sandbox.app.core.world.RoadLoop;
import dev.sandbox.app.core.world.WorldGenerator;
import dev.sandbox.app.scene.render.PostFrameHook;
import dev.sandbox.app.session.WorldState;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A developer tool (not a test): renders the default world from three fixed cameras (road
 * level, 40 m above the road looking 200 m ahead, 8 m above it looking 120 m ahead) at
 * 1280x720 and saves PREFIX-v0.png .. PREFIX-v2.png, so a rendering change can be judged on
 * identical pictures before and after (compare them with {@link ImageCompare}). Each view is
 * held for 40 frames so the terrain's level of detail settles. Run under Xvfb:
 * {@code java -cp app/target/test-classes:app/target/driving-sandbox.jar dev.sandbox.app.tools.WorldViews PREFIX}.
 */
public final class WorldViews extends SimpleApplication {

    private static final int[] ROAD_SAMPLE = {150, 400, 700};
    private static final float[] EYE_HEIGHT_M = {2.0f, 40f, 8f};
    private static final int[] LOOK_AHEAD_SAMPLES = {5, 100, 60};
    private static final int FRAMES_PER_VIEW = 40;

    private final String prefix;
    private WorldState world;
    private int frame;
    private int view;

    private WorldViews(String prefix) {
        super(new AppState[0]);
        this.prefix = prefix;
    }

    /** @param args the output prefix */
    public static void main(String[] args) {
        WorldViews app = new WorldViews(args.length > 0 ? args[0] : "world");
        AppSettings s = new AppSettings(true);
        s.setResolution(1280, 720);
        s.setRenderer(AppSettings.LWJGL_OPENGL32);
        s.setAudioRenderer(null);
        s.setVSync(false);
        s.setGammaCorrection(false);
        app.setSettings(s);
        app.setShowSettings(false);
        app.start();
    }

    @Override
    public void simpleInitApp() {
        Logs.quiet();
        GuiGlobals.initialize(this);
        world = new WorldState(WorldGenerator.DEFAULT_SEED);
        stateManager.attach(world);
        viewPort.addProcessor(new Saver());
    }

    @Override
    public void simpleUpdate(float tpf) {
        frame++;
        if (view >= ROAD_SAMPLE.length) {
            return;
        }
        RoadLoop r = world.road();
        int i = ROAD_SAMPLE[view];
        int j = i + LOOK_AHEAD_SAMPLES[view];
        cam.setLocation(new Vector3f((float) r.x(i - 3), (float) r.y(i - 3) + EYE_HEIGHT_M[view], (float) r.z(i - 3)));
        cam.lookAt(new Vector3f((float) r.x(j), (float) r.y(j) + 0.6f, (float) r.z(j)), Vector3f.UNIT_Y);
    }

    /** Saves the finished frame at the end of each view. */
    private final class Saver extends PostFrameHook {

        @Override
        public void postFrame(FrameBuffer out) {
            if (frame % FRAMES_PER_VIEW != FRAMES_PER_VIEW - 1 || view >= ROAD_SAMPLE.length) {
                return;
            }
            int w = cam.getWidth();
            int h = cam.getHeight();
            ByteBuffer buf = BufferUtils.createByteBuffer(w * h * 4);
            renderManager().getRenderer().readFrameBuffer(out, buf);
            Path file = Path.of(prefix + "-v" + view + ".png");
            try (OutputStream os = Files.newOutputStream(file)) {
                JmeSystem.writeImageFile(os, "png", buf, w, h);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            System.out.println("saved " + file);
            view++;
            if (view == ROAD_SAMPLE.length) {
                stop();
            }
        }
    }
}
