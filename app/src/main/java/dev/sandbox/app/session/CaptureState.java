package dev.sandbox.app.session;

import com.jme3.app.Application;
import com.jme3.renderer.ViewPort;
import com.jme3.system.JmeSystem;
import com.jme3.texture.FrameBuffer;
import com.jme3.util.BufferUtils;
import com.simsilica.lemur.GuiGlobals;
import com.simsilica.lemur.input.FunctionId;
import com.simsilica.lemur.input.InputMapper;
import com.simsilica.lemur.input.InputState;
import com.simsilica.lemur.input.StateFunctionListener;
import dev.sandbox.app.core.cli.LaunchOptions;
import dev.sandbox.app.core.settings.SandboxHome;
import dev.sandbox.app.scene.input.DrivingFunctions;
import dev.sandbox.app.scene.render.PostFrameHook;
import dev.sandbox.physics.io.AtomicFiles;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.sim.VehicleSnapshot;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Unattended runs and screenshots: saves the frames asked for with {@code --screenshot-at}
 * (and the screenshot key), quits after {@code --exit-after} and reports the frame rate.
 * Each saved frame prints one line with the vehicle's state at that moment, so scripts and
 * tests know what the picture shows.
 */
public final class CaptureState extends PlainState implements StateFunctionListener {

    /** Seconds at the start not counted in the frame rate (shader compilation, first LOD). */
    public static final double WARM_UP_S = 3.0;

    private final List<LaunchOptions.Screenshot> pending;
    private final double exitAfterS;
    private double timeS;
    private long framesSeen;
    private double warmUpEndS = Double.MAX_VALUE;
    private long frames;
    private double measuredS;
    private Path captureTo;
    private ViewPort last;
    private final Grabber grabber = new Grabber();

    private final Consumer<String> notices;
    private InputMapper mapper;

    /**
     * @param options the command line
     * @param notices shows the player a one-line notice (where a screenshot taken with the key went)
     */
    public CaptureState(LaunchOptions options, Consumer<String> notices) {
        this.pending = new ArrayList<>(options.screenshots());
        this.exitAfterS = options.exitAfterS();
        this.notices = notices;
    }

    @Override
    public void valueChanged(FunctionId func, InputState value, double tpf) {
        if (func == DrivingFunctions.SCREENSHOT && value != InputState.Off) {
            captureNow();
        }
    }

    /**
     * Saves the next frame as {@code <data folder>/screenshots/sandbox-yyyyMMdd-HHmmss.png};
     * a second one within the same second gets {@code -2}, {@code -3}... so none is overwritten.
     */
    public void captureNow() {
        captureTo = screenshotFile(SandboxHome.screenshotsDir(), LocalDateTime.now());
    }

    /**
     * Saves the next frame to a file (tools that stage a scene, then photograph it).
     *
     * @param file the PNG to write
     */
    public void captureTo(Path file) {
        captureTo = file;
    }

    /**
     * @param dir the screenshots folder
     * @param when the time of the shot
     * @return a file name in that folder that does not exist yet
     */
    public static Path screenshotFile(Path dir, LocalDateTime when) {
        String stem = "sandbox-" + when.format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"));
        Path p = dir.resolve(stem + ".png");
        for (int i = 2; Files.exists(p); i++) {
            p = dir.resolve(stem + "-" + i + ".png");
        }
        return p;
    }

    /** @return mean frames per second after the warm-up, or NaN before any were measured */
    public double meanFps() {
        return measuredS > 0 ? frames / measuredS : Double.NaN;
    }

    @Override
    public void update(float tpf) {
        timeS += tpf;
        framesSeen++;
        if (framesSeen == 2) {
            warmUpEndS = timeS + WARM_UP_S;
        }
        if (framesSeen > 2 && timeS > warmUpEndS) {
            frames++;
            measuredS += tpf;
        }
        if (captureTo == null && !pending.isEmpty() && timeS >= pending.get(0).atS()) {
            captureTo = pending.remove(0).file();
        }
        if (exitAfterS >= 0 && timeS >= exitAfterS && pending.isEmpty() && captureTo == null) {
            report();
            getApplication().stop();
            exitAfterDone();
        }
    }

    private boolean stopped;

    private void exitAfterDone() {
        stopped = true;
        setEnabled(false);
    }

    private void report() {
        if (!stopped) {
            System.out.printf("fps: %.1f mean over %.1f s (%d frames after %.0f s warm-up) at %dx%d%n",
                    meanFps(), measuredS, frames, WARM_UP_S, getApplication().getCamera().getWidth(),
                    getApplication().getCamera().getHeight());
        }
    }

    @Override
    protected void initialize(Application app) {
        List<ViewPort> posts = app.getRenderManager().getPostViews();
        last = posts.isEmpty() ? app.getViewPort() : posts.get(posts.size() - 1);
        last.addProcessor(grabber);
        mapper = GuiGlobals.getInstance() == null ? null : GuiGlobals.getInstance().getInputMapper();
        if (mapper != null) {
            mapper.addStateListener(this, DrivingFunctions.SCREENSHOT);
        }
    }

    @Override
    protected void cleanup(Application app) {
        last.removeProcessor(grabber);
        if (mapper != null) {
            mapper.removeStateListener(this, DrivingFunctions.SCREENSHOT);
        }
    }

    /** Reads the finished frame back when one is to be saved. */
    private final class Grabber extends PostFrameHook {

        @Override
        public void postFrame(FrameBuffer out) {
            if (captureTo == null) {
                return;
            }
            Path file = captureTo;
            captureTo = null;
            int w = getApplication().getCamera().getWidth();
            int h = getApplication().getCamera().getHeight();
            ByteBuffer buf = BufferUtils.createByteBuffer(w * h * 4);
            renderManager().getRenderer().readFrameBuffer(out, buf);
            try {
                AtomicFiles.write(file, os -> JmeSystem.writeImageFile(os, "png", buf, w, h));
            } catch (IOException | RuntimeException e) {
                // a shot that cannot be written is one line; the drive goes on
                String line = "screenshot not saved: " + (e instanceof IOException ? e.getMessage()
                        : file + ": " + AtomicFiles.reason(e));
                System.err.println("driving-sandbox: " + line);
                notices.accept(line);
                return;
            }
            if (file.startsWith(SandboxHome.screenshotsDir())) {
                notices.accept("screenshot saved to " + file);
            }
            DrivingState driving = getState(DrivingState.class);
            VehicleSnapshot s = driving.snapshot();
            if (s == null) {
                System.out.printf("screenshot %s t=%.2f no-vehicle%n", file, timeS);
            } else {
                double lean = Double.isNaN(s.kind().leanRad()) ? 0 : s.kind().leanRad();
                System.out.printf("screenshot %s t=%.2f vehicle=%s speedKmh=%.1f leanRad=%.3f rollRad=%.4f%n",
                        file, timeS, driving.spec().id(), Units.mpsToKmh(s.speedMps()), lean, s.bodyRollRad());
            }
        }
    }
}
