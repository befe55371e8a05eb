package dev.sandbox.app.feature.hud;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.renderer.ViewPort;
import com.jme3.system.JmeSystem;
import com.jme3.texture.FrameBuffer;
import com.jme3.util.BufferUtils;
import dev.sandbox.app.Logs;
import dev.sandbox.app.SandboxApp;
import dev.sandbox.app.core.cli.LaunchOptions;
import dev.sandbox.app.scene.render.PostFrameHook;
import dev.sandbox.app.session.DrivingState;
import dev.sandbox.app.testing.FixedStepMain;
import dev.sandbox.app.testing.FixedStepTimer;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Checks that the telemetry panel drawn through its {@link CachedLayer} gives the picture it
 * gives drawn directly: runs the sandbox window with the telemetry view and the autopilot,
 * pauses the drive after {@link #DRIVE_S} seconds, lets the camera come to rest, then grabs a
 * frame with the panel cached, one with it drawn directly and one cached again, and prints one
 * line about the panel's rectangle: {@code cache-check vehicle=ID pixels=N directMean=X
 * directOver8=N stillOver8=N} (mean channel difference between cached and direct, in levels of
 * 255; pixels where a channel differs by more than 8 levels between cached and direct, and
 * between the two cached frames, which shows how still the scene behind stood). Writes the
 * three pictures to OUTDIR. Runs on the window tests' fixed step per frame, so its times are
 * simulated seconds. Run by {@link CachedLayerCheckTest}; by hand under Xvfb:
 * {@code java -cp CLASSPATH dev.sandbox.app.feature.hud.CachedLayerCheck boxster-s OUTDIR}.
 */
public final class CachedLayerCheck extends BaseAppState {

    /** Seconds of driving before the pause. */
    static final double DRIVE_S = 6;
    /** Seconds after the pause for the chase camera to come to rest. */
    static final double SETTLE_S = 2.5;
    private static final int FRAMES_BETWEEN = 4;

    private final String vehicle;
    private final Path out;
    private final Grabber grabber = new Grabber();
    private double t;
    private int step;
    private int wait;
    private int[] cached;
    private int[] direct;

    private CachedLayerCheck(String vehicle, Path out) {
        this.vehicle = vehicle;
        this.out = out;
    }

    /** @param args vehicle id and output folder */
    public static void main(String[] args) {
        Logs.quiet();
        String vehicle = args.length > 0 ? args[0] : "boxster-s";
        Path out = Path.of(args.length > 1 ? args[1] : "target/screenshots");
        SandboxApp app = new SandboxApp(LaunchOptions.parse("--vehicle", vehicle, "--autopilot", "--telemetry"));
        app.setFailureHandler(m -> {
            System.err.println("cache-check: " + m);
            Runtime.getRuntime().halt(1);
        });
        app.setTimer(new FixedStepTimer(FixedStepMain.FRAME_S));
        CachedLayerCheck check = new CachedLayerCheck(vehicle, out);
        app.enqueue(() -> app.getStateManager().attach(check));
        app.start();
    }

    @Override
    public void update(float tpf) {
        t += tpf;
        if (wait > 0) {
            wait--;
            return;
        }
        switch (step) {
            case 0 -> {
                if (t >= DRIVE_S) {
                    getState(DrivingState.class).setEnabled(false);
                    step++;
                }
            }
            case 1 -> {
                if (t >= DRIVE_S + SETTLE_S) {
                    grabber.request();
                    step++;
                }
            }
            case 2 -> {
                if (grabber.pixels != null) {
                    cached = take("cached");
                    setDirect(true);
                    wait = FRAMES_BETWEEN;
                    step++;
                }
            }
            case 3, 5 -> {
                grabber.request();
                step++;
            }
            case 4 -> {
                if (grabber.pixels != null) {
                    direct = take("direct");
                    setDirect(false);
                    wait = FRAMES_BETWEEN;
                    step++;
                }
            }
            case 6 -> {
                if (grabber.pixels != null) {
                    report(take("cached-again"));
                    step++;
                    getApplication().stop();
                }
            }
            default -> {
            }
        }
    }

    private void setDirect(boolean on) {
        getState(TelemetryPanelState.class).layer().setDirect(on);
    }

    private int[] take(String name) {
        int[] p = grabber.pixels;
        grabber.pixels = null;
        save(p, out.resolve("cache-check-" + vehicle + "-" + name + ".png"));
        return p;
    }

    private void report(int[] again) {
        CachedLayer layer = getState(TelemetryPanelState.class).layer();
        int w = getApplication().getCamera().getWidth();
        int x0 = (int) layer.display().getWorldTranslation().x;
        int y0 = (int) layer.display().getWorldTranslation().y;
        long sum = 0;
        int directOver8 = 0;
        int stillOver8 = 0;
        int n = 0;
        for (int y = y0; y < y0 + layer.height(); y++) {
            for (int x = x0; x < x0 + layer.width(); x++) {
                int i = y * w + x; // rows from the bottom, as read back
                int d = diff(cached[i], direct[i]);
                sum += d;
                directOver8 += d > 8 ? 1 : 0;
                stillOver8 += diff(cached[i], again[i]) > 8 ? 1 : 0;
                n++;
            }
        }
        System.out.printf("cache-check vehicle=%s pixels=%d directMean=%.4f directOver8=%d stillOver8=%d%n", vehicle, n,
                (double) sum / n, directOver8, stillOver8);
        System.out.flush();
    }

    /** @return the largest difference of the two pixels' channels (0-255) */
    static int diff(int a, int b) {
        int m = 0;
        for (int shift = 0; shift < 24; shift += 8) {
            m = Math.max(m, Math.abs(((a >> shift) & 255) - ((b >> shift) & 255)));
        }
        return m;
    }

    private void save(int[] pixels, Path file) {
        int w = getApplication().getCamera().getWidth();
        int h = getApplication().getCamera().getHeight();
        ByteBuffer buf = BufferUtils.createByteBuffer(w * h * 4);
        for (int p : pixels) {
            buf.put((byte) (p >> 16)).put((byte) (p >> 8)).put((byte) p).put((byte) 255);
        }
        buf.flip();
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            try (OutputStream os = Files.newOutputStream(file)) {
                JmeSystem.writeImageFile(os, "png", buf, w, h);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    @Override
    protected void initialize(Application app) {
        List<ViewPort> posts = app.getRenderManager().getPostViews();
        (posts.isEmpty() ? app.getViewPort() : posts.get(posts.size() - 1)).addProcessor(grabber);
    }

    @Override
    protected void cleanup(Application app) {
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }

    /** Reads one finished frame back as RGB pixels when asked. */
    private final class Grabber extends PostFrameHook {

        private boolean requested;
        private int[] pixels;

        void request() {
            requested = true;
        }

        @Override
        public void postFrame(FrameBuffer fb) {
            if (!requested) {
                return;
            }
            requested = false;
            int w = getApplication().getCamera().getWidth();
            int h = getApplication().getCamera().getHeight();
            ByteBuffer buf = BufferUtils.createByteBuffer(w * h * 4);
            renderManager().getRenderer().readFrameBuffer(fb, buf);
            int[] p = new int[w * h];
            for (int i = 0; i < p.length; i++) {
                p[i] = (buf.get(4 * i) & 255) << 16 | (buf.get(4 * i + 1) & 255) << 8 | (buf.get(4 * i + 2) & 255);
            }
            pixels = p;
        }
    }
}
