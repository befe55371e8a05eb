package dev.sandbox.app;

import com.jme3.app.SimpleApplication;
import com.jme3.app.state.AppState;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.system.AppSettings;
import com.jme3.system.JmeContext;
import com.simsilica.lemur.GuiGlobals;
import com.simsilica.lemur.event.BasePickState;
import dev.sandbox.app.audio.AudioDevice;
import dev.sandbox.app.audio.SoundState;
import dev.sandbox.app.camera.CameraSwitchState;
import dev.sandbox.app.cockpit.CockpitState;
import dev.sandbox.app.controls.ControlsScreenState;
import dev.sandbox.app.settings.SettingsScreenState;
import dev.sandbox.app.hud.DrivingHudState;
import dev.sandbox.app.hud.ForceVectorState;
import dev.sandbox.app.hud.GgDiagramState;
import dev.sandbox.app.hud.HudKeysState;
import dev.sandbox.app.hud.HudLayout;
import dev.sandbox.app.hud.RecorderState;
import dev.sandbox.app.hud.StripChartState;
import dev.sandbox.app.hud.TelemetryPanelState;
import dev.sandbox.app.hud.TestPadPanelState;
import dev.sandbox.app.report.StateReportState;
import dev.sandbox.app.testpad.TestPadState;
import dev.sandbox.app.hud.UnitsState;
import dev.sandbox.app.hud.HelpOverlayState;
import dev.sandbox.app.hud.HudOcclusionState;
import dev.sandbox.app.render.NearFirstComparator;
import dev.sandbox.app.hud.HudScale;
import dev.sandbox.app.hud.SandboxHome;
import dev.sandbox.app.settings.GraphicsSettings;
import dev.sandbox.app.state.DiagnosticsState;
import dev.sandbox.app.hud.AssistHudState;
import dev.sandbox.app.state.AssistsState;
import dev.sandbox.app.replay.ReplayFeatures;
import dev.sandbox.app.state.CaptureState;
import dev.sandbox.app.state.ControlsState;
import dev.sandbox.app.state.DrivingState;
import dev.sandbox.app.state.MenuState;
import dev.sandbox.app.state.ShowroomState;
import dev.sandbox.app.state.SkidMarkState;
import dev.sandbox.app.state.VehicleShadowState;
import dev.sandbox.app.state.VehicleViewState;
import dev.sandbox.app.state.WorldState;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.util.List;
import java.util.function.Consumer;

/**
 * The driving sandbox: a jME application made of one app state per screen feature (world,
 * driving loop, vehicle view, cameras, controls, menu, skid marks, sound, unattended capture) and the
 * HUD's features of package {@code dev.sandbox.app.hud} (driving HUD, telemetry panel, strip
 * charts, g-g diagram, force arrows, recorder, units).
 */
public final class SandboxApp extends SimpleApplication {

    private final LaunchOptions options;
    private final boolean headless;
    private final WorldState world;
    private Consumer<String> failureHandler;
    private volatile String failure;
    private final GraphicsSettings graphics;
    private final boolean worldAlone;
    private final List<AppState> watchers;
    private boolean pausedByFocus;

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
        graphics.applyTo(s);
        if (headless) {
            s.setVSync(false);
            s.setFrameRate(2000);
        }
        s.setGammaCorrection(false);
        // The vehicle's projected shadow marks the pixels it has darkened in the stencil buffer.
        s.setStencilBits(8);
        return s;
    }

    /** @return the display settings in force */
    public GraphicsSettings graphics() {
        return graphics;
    }

    /**
     * The window lost focus: unless the settings say to keep running (or the run is scripted),
     * the simulation pauses;
     * every held key is let go either way, so nothing keeps driving on return.
     */
    @Override
    public void loseFocus() {
        super.loseFocus();
        ControlsState controls = stateManager.getState(ControlsState.class);
        if (controls != null) {
            controls.releaseAll();
        }
        DrivingState driving = stateManager.getState(DrivingState.class);
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
        ControlsState controls = stateManager.getState(ControlsState.class);
        if (controls != null) {
            controls.releaseAll();
        }
        DrivingState driving = stateManager.getState(DrivingState.class);
        MenuState menu = stateManager.getState(MenuState.class);
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
        if (inputManager != null && inputManager.hasMapping(INPUT_MAPPING_EXIT)) {
            inputManager.deleteMapping(INPUT_MAPPING_EXIT);
        }
        GuiGlobals.initialize(this);
        pickOnlyTheGui();
        viewPort.getQueue().setGeometryComparator(RenderQueue.Bucket.Opaque, new NearFirstComparator());
        stateManager.attach(world);
        if (worldAlone) {
            watchers.forEach(stateManager::attach);
            return;
        }
        stateManager.attach(new AssistsState(options.assists()));
        DrivingState driving = new DrivingState(options.autopilot());
        driving.setStartPlace(options.start());
        driving.setEnabled(false);
        stateManager.attach(driving);
        stateManager.attach(new TestPadState());
        if (options.stateReport() != null) {
            StateReportState report = new StateReportState(options.stateReport());
            report.setAssists(() -> stateManager.getState(AssistsState.class).currentById());
            stateManager.attach(report);
        }
        stateManager.attach(new VehicleViewState());
        VehicleShadowState shadows = new VehicleShadowState(VehicleShadowState.Quality.parse(options.shadowQuality()));
        shadows.setEnabled(options.shadows());
        stateManager.attach(shadows);
        stateManager.attach(new CockpitState());
        stateManager.attach(new SkidMarkState());
        ShowroomState showroom = new ShowroomState();
        showroom.setEnabled(false);
        stateManager.attach(showroom);
        stateManager.attach(new CameraSwitchState(options.camera()));
        stateManager.attach(new ControlsState());
        attachHud();
        stateManager.attach(new SoundState(options.mute()));
        stateManager.attach(new CaptureState(options));
        stateManager.attach(new ControlsScreenState());
        stateManager.attach(new SettingsScreenState());
        MenuState menu = new MenuState();
        stateManager.attach(menu);
        String first = options.vehicleId();
        if (options.specFile() != null) {
            VehicleSpec own = VehicleSpecs.loadFile(options.specFile());
            driving.catalog().add(own);
            first = first != null ? first : own.id();
        }
        if (first != null) {
            menu.setEnabled(false);
            driving.start(first);
        }
        ReplayFeatures.attach(stateManager, options.replay(), options.seed(), options.specFile(),
                line -> Main.fail(Main.EXIT_USAGE, line));
        watchers.forEach(stateManager::attach);
    }

    /**
     * Lemur picks under the mouse cursor in every frame, by default in the 3D scene too: there
     * that is a ray through the terrain's triangles each frame (the largest share of the bare
     * world's garbage and a steady cost in the render thread), for nothing, since only the
     * screens' buttons take clicks. So only the GUI is picked.
     */
    private void pickOnlyTheGui() {
        BasePickState pick = stateManager.getState(BasePickState.class);
        if (pick != null) {
            pick.setIncludeDefaultCollisionRoots(false);
            pick.addCollisionRoot(guiViewPort, "gui");
        }
    }

    /** The HUD's screen features, each an app state, opened as the command line asks. */
    private void attachHud() {
        stateManager.attach(new HudScale());
        stateManager.attach(new HudLayout()); // pins the panels before the occluders read where they are
        stateManager.attach(new HudOcclusionState());
        stateManager.attach(new UnitsState());
        DrivingHudState hud = new DrivingHudState();
        hud.setEnabled(!options.hideHud());
        stateManager.attach(hud);
        StripChartState charts = new StripChartState();
        charts.setEnabled(options.telemetry());
        stateManager.attach(charts);
        GgDiagramState gg = new GgDiagramState();
        gg.setEnabled(options.telemetry());
        stateManager.attach(gg);
        TelemetryPanelState panel = new TelemetryPanelState();
        panel.setEnabled(options.telemetry());
        stateManager.attach(panel);
        ForceVectorState forces = new ForceVectorState();
        forces.setEnabled(options.debugForces());
        stateManager.attach(forces);
        stateManager.attach(new RecorderState(options.recordFile()));
        AssistHudState aids = new AssistHudState();
        aids.setEnabled(!options.hideHud());
        stateManager.attach(aids);
        TestPadPanelState board = new TestPadPanelState();
        board.setEnabled(!options.hideHud());
        stateManager.attach(board);
        stateManager.attach(new HudKeysState());
        stateManager.attach(new HelpOverlayState());
        stateManager.attach(new DiagnosticsState());
    }

    /** Closes an open telemetry recording under its final name (the failure path, before the JVM halts). */
    public void finishRecordings() {
        RecorderState recorder = stateManager.getState(RecorderState.class);
        if (recorder != null) {
            recorder.closeNow();
        }
    }

    @Override
    public void handleError(String errMsg, Throwable t) {
        Throwable root = t;
        while (root != null && root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String detail = root == null ? "" : ": " + root.getClass().getSimpleName()
                + (root.getMessage() == null ? "" : " " + root.getMessage().lines().findFirst().orElse(""));
        String line = (errMsg == null ? "failed" : errMsg) + detail;
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
