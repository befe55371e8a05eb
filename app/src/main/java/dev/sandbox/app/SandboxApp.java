package dev.sandbox.app;

import com.jme3.app.SimpleApplication;
import com.jme3.app.state.AppState;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.system.AppSettings;
import com.jme3.system.JmeContext;
import com.simsilica.lemur.GuiGlobals;
import com.simsilica.lemur.event.BasePickState;
import dev.sandbox.app.core.cli.LaunchOptions;
import dev.sandbox.app.core.settings.GraphicsSettings;
import dev.sandbox.app.core.settings.HudSettings;
import dev.sandbox.app.core.settings.SandboxHome;
import dev.sandbox.app.feature.audio.AudioDevice;
import dev.sandbox.app.feature.input.ControlsState;
import dev.sandbox.app.feature.replay.ReplayRecorderState;
import dev.sandbox.app.feature.screens.MenuState;
import dev.sandbox.app.scene.render.NearFirstComparator;
import dev.sandbox.app.session.DrivingState;
import dev.sandbox.app.session.GraphicsPresetState;
import dev.sandbox.app.session.SessionEnd;
import dev.sandbox.app.session.WorldState;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

/**
 * The driving sandbox as a jME application: its window (the display settings, sound when a
 * device answers), the world generating while the window opens, what happens when the window
 * loses focus and when a frame fails. The session's app states and the screen features are put
 * together by {@link SandboxComposition}; the features never import one another, and what one
 * needs of another it is handed there, as a narrow interface of the session floor.
 */
public final class SandboxApp extends SimpleApplication {

    /** Longest wait of a signal's shutdown for a frame to make the session's saves (in seconds). */
    static final long SIGNAL_WAIT_S = 5;

    private final LaunchOptions options;
    private final boolean headless;
    private final WorldState world;
    private Consumer<String> failureHandler;
    private Consumer<String> refusalHandler = line -> {
        System.err.println("driving-sandbox: " + line);
        stop();
    };
    private volatile String failure;
    private final GraphicsSettings graphics;
    private final boolean worldAlone;
    private final List<AppState> watchers;
    private boolean pausedByFocus;
    private volatile String openGl = "unknown (the window had not opened)";
    private volatile boolean windowOpened;
    private ControlsState controls;
    private DrivingState driving;
    private MenuState menu;
    private final SessionEnd end = new SessionEnd();
    private final Thread signalled = new Thread(this::endOnSignal, "session-end");

    /**
     * @param options the command line
     */
    public SandboxApp(LaunchOptions options) {
        this(options, false, null, false, List.of());
    }

    /**
     * @param options the command line
     * @param world the world, already generating since the options were read (see
     *     {@link WorldState#WorldState(long)}), or null to start it here; ignored unless its seed is
     *     the options' seed
     */
    public SandboxApp(LaunchOptions options, WorldState world) {
        this(options, false, world, false, List.of());
    }

    /**
     * @param options the command line
     * @param headless true to run with no display (tests)
     */
    public SandboxApp(LaunchOptions options, boolean headless) {
        this(options, headless, null, false, List.of());
    }

    /**
     * The sandbox watched by tools that measure or record a run: their states are attached
     * after the sandbox's own, so they see each frame's work done. A watched run keeps running
     * when the window loses focus (under a virtual display the window may never get it).
     *
     * @param options the command line
     * @param watchers the tools' app states
     */
    public SandboxApp(LaunchOptions options, List<AppState> watchers) {
        this(options, false, null, false, watchers);
    }

    /**
     * The world alone, with the sandbox's window, camera and renderer set up as for a drive but
     * no vehicle, no HUD and no input: the scenery, for tools that measure or photograph it.
     * The watchers' states (one of them moves the camera) are attached after the world.
     *
     * @param options the command line (window, seed, display settings)
     * @param watchers the tools' app states
     * @return the application, not started
     */
    public static SandboxApp worldAlone(LaunchOptions options, List<AppState> watchers) {
        return new SandboxApp(options, false, null, true, watchers);
    }

    private SandboxApp(LaunchOptions options, boolean headless, WorldState early, boolean worldAlone,
            List<AppState> watchers) {
        super(new AppState[0]);
        this.options = options;
        this.headless = headless;
        this.worldAlone = worldAlone;
        this.watchers = List.copyOf(watchers);
        this.graphics = GraphicsSettings.load(SandboxHome.settingsFile(),
                line -> System.err.println("driving-sandbox: " + line));
        HudSettings.load(SandboxHome.settingsFile()).report(line -> System.err.println("driving-sandbox: " + line));
        options.settings().forEach(graphics::override);
        setSettings(appSettings(graphics, headless, soundDevice(options, headless)));
        setShowSettings(false);
        setPauseOnLostFocus(false);
        // starts generating while the window opens
        world = early != null && early.seed() == options.seed() ? early : new WorldState(options.seed());
    }

    /**
     * jME's settings for a run: the display settings, joysticks on (pads and wheels reach Lemur's
     * InputMapper only then), OpenGL 3.2 core, OpenAL when there is a sound device.
     *
     * @param graphics the display settings (file and command line)
     * @param headless true for tests with no display (no vsync, a high frame cap)
     * @param sound true when an audio device answered the probe
     * @return the settings
     */
    public static AppSettings appSettings(GraphicsSettings graphics, boolean headless, boolean sound) {
        AppSettings s = new AppSettings(true);
        s.setTitle("Driving sandbox");
        s.setRenderer(AppSettings.LWJGL_OPENGL32);
        s.setAudioRenderer(sound ? AppSettings.LWJGL_OPENAL : null);
        int[] r = graphics.resolution();
        s.setResolution(r[0], r[1]);
        s.setFullscreen(graphics.fullscreen());
        s.setVSync(graphics.vsync());
        s.setFrameRate(graphics.frameCap() > 0 ? graphics.frameCap() : -1);
        s.setSamples(graphics.msaa());
        s.setUseJoysticks(true);
        if (headless) {
            s.setVSync(false);
            s.setFrameRate(2000);
        }
        s.setGammaCorrection(false);
        // The vehicle's projected shadow marks the pixels it has darkened in the stencil buffer.
        s.setStencilBits(8);
        return s;
    }

    /**
     * Puts changed display settings in force: the window is restarted with them (the world and
     * the drive carry on).
     *
     * @param changed the display settings
     */
    private void applyDisplay(GraphicsSettings changed) {
        setSettings(appSettings(changed, false, getAudioRenderer() != null));
        restart();
    }

    /**
     * The window lost focus: unless the settings say to keep running (or the run is scripted),
     * the simulation pauses;
     * every held key is let go either way, so nothing keeps driving on return.
     */
    @Override
    public void loseFocus() {
        super.loseFocus();
        if (controls != null) {
            controls.releaseAll();
        }
        if (graphics.pauseOnFocusLoss() && !unattended() && driving != null && driving.isEnabled()) {
            driving.setEnabled(false);
            pausedByFocus = true;
        }
    }

    /**
     * @return true for a scripted or watched run (--exit-after, --screenshot-at, tools watching),
     *     which keeps running without focus: under a virtual display without a window manager
     *     the window may never be given focus at all
     */
    private boolean unattended() {
        return options.exitAfterS() >= 0 || !options.screenshots().isEmpty() || !watchers.isEmpty();
    }

    /** The window has focus again: resumes what losing it paused. */
    @Override
    public void gainFocus() {
        super.gainFocus();
        if (controls != null) {
            controls.releaseAll();
        }
        if (pausedByFocus && driving != null && (menu == null || !menu.isEnabled())) {
            driving.setEnabled(true);
        }
        pausedByFocus = false;
    }

    /**
     * Probes for an audio device before jME opens one (jME's own start-up fails without one);
     * says once when the sandbox runs silent. Headless runs have no audio.
     */
    private static boolean soundDevice(LaunchOptions options, boolean headless) {
        if (headless) {
            return false;
        }
        if (AudioDevice.available()) {
            return true;
        }
        System.err.println("driving-sandbox: no audio device found; running without sound");
        return false;
    }

    /** @param handler called with one line when start-up or a frame fails */
    public void setFailureHandler(Consumer<String> handler) {
        this.failureHandler = handler;
    }

    /**
     * @param handler called with one line when a file the run was given cannot be shown (a
     *     replay file of another world); by default the line is printed and the sandbox stops
     */
    public void setRefusalHandler(Consumer<String> handler) {
        this.refusalHandler = handler;
    }

    /** Starts the application in a window, or headless when built for tests. */
    @Override
    public void start() {
        if (headless) {
            super.start(JmeContext.Type.Headless);
        } else {
            super.start();
        }
    }

    /** @return the first failure reported, or null */
    public String failure() {
        return failure;
    }

    /** @return the command line */
    public LaunchOptions options() {
        return options;
    }

    @Override
    public void simpleInitApp() {
        Logs.quiet();
        windowOpened = true;
        openGl = Crashes.describeOpenGl(headless);
        if (inputManager != null && inputManager.hasMapping(INPUT_MAPPING_EXIT)) {
            inputManager.deleteMapping(INPUT_MAPPING_EXIT);
        }
        GuiGlobals.initialize(this);
        pickOnlyTheGui();
        viewPort.getQueue().setGeometryComparator(RenderQueue.Bucket.Opaque, new NearFirstComparator());
        world.setViewDistance(graphics.viewDistanceM());
        stateManager.attach(world);
        FirstStartPreset.choose(graphics, renderer, settings.getSamples(), this::applyDisplay);
        stateManager.attach(new GraphicsPresetState(graphics::quality, options.shadows()));
        if (worldAlone) {
            watchers.forEach(stateManager::attach);
            return;
        }
        SandboxComposition parts = new SandboxComposition(stateManager, options, graphics);
        parts.attach(this::applyDisplay, line -> refusalHandler.accept(line), end);
        Runtime.getRuntime().addShutdownHook(signalled);
        controls = parts.controls();
        driving = parts.driving();
        menu = parts.menu();
        watchers.forEach(stateManager::attach);
    }

    /**
     * Lemur picks under the mouse cursor in every frame, by default in the 3D scene too: there
     * that is a ray through the terrain's triangles each frame (a steady cost in the render
     * thread, and garbage), for nothing, since only the screens' buttons take clicks. So only the
     * GUI is picked.
     */
    private void pickOnlyTheGui() {
        BasePickState pick = stateManager.getState(BasePickState.class);
        if (pick != null) {
            pick.setIncludeDefaultCollisionRoots(false);
            pick.addCollisionRoot(guiViewPort, "gui");
        }
    }

    /**
     * Makes the session's end saves (replay, state report, recording), once: the failure path
     * calls it before the JVM halts, which skips the shutdown hooks.
     */
    public void finishRecordings() {
        end.finish();
    }

    /**
     * Every way out that goes through jME (the window closed, Quit in the menu,
     * {@code --exit-after}) ends here, on the render thread: the session's saves are made
     * while the states are still whole, then the states are cleaned up.
     */
    @Override
    public void destroy() {
        end.finish();
        try {
            Runtime.getRuntime().removeShutdownHook(signalled);
        } catch (IllegalStateException | SecurityException e) {
            // the JVM is already shutting down: the hook finds the saves made
        }
        super.destroy();
    }

    /**
     * SIGTERM or SIGINT (the JVM's shutdown hook): the saves are handed to the render thread,
     * so the replay and the report describe the same model step; if no frame takes them within
     * {@link #SIGNAL_WAIT_S} (a frame stuck, the context gone), they are made here.
     */
    private void endOnSignal() {
        java.util.concurrent.Future<Object> onRenderThread = enqueue(() -> {
            end.finish();
            return null;
        });
        try {
            onRenderThread.get(SIGNAL_WAIT_S, java.util.concurrent.TimeUnit.SECONDS);
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            end.finish();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            end.finish();
        }
    }

    /**
     * A frame failed, or start-up after the window opened: the record goes to the log file, a
     * crash file is written in the state folder, the session's saves are made, and the one line
     * the player sees names the crash file.
     */
    @Override
    public void handleError(String errMsg, Throwable t) {
        java.util.logging.Logger.getLogger(SandboxApp.class.getName()).log(java.util.logging.Level.SEVERE, errMsg, t);
        Throwable root = t;
        while (root != null && root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String detail = root == null ? "" : ": " + root.getClass().getSimpleName()
                + (root.getMessage() == null ? "" : " " + root.getMessage().lines().findFirst().orElse(""));
        String line = (errMsg == null ? "failed" : errMsg) + detail;
        // before the window opened, the one line says all (no display, no OpenGL)
        Path crash = !windowOpened ? null : Crashes.write(line, t, openGl, driving,
                stateManager.getState(ReplayRecorderState.class));
        if (crash != null) {
            line += "; details in " + crash;
        }
        if (failure == null) {
            failure = line;
        }
        finishRecordings(); // the failure handler halts the JVM, which skips the shutdown hooks
        if (failureHandler != null) {
            failureHandler.accept(line);
        } else {
            stop();
        }
    }
}
