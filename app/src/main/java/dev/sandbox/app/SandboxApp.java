package dev.sandbox.app;

import com.jme3.app.SimpleApplication;
import com.jme3.app.state.AppState;
import com.jme3.system.AppSettings;
import com.jme3.system.JmeContext;
import com.simsilica.lemur.GuiGlobals;
import dev.sandbox.app.bench.FrameBenchmark;
import dev.sandbox.app.camera.CameraSwitchState;
import dev.sandbox.app.hud.DrivingHudState;
import dev.sandbox.app.hud.ForceVectorState;
import dev.sandbox.app.hud.GgDiagramState;
import dev.sandbox.app.hud.HudKeysState;
import dev.sandbox.app.hud.RecorderState;
import dev.sandbox.app.hud.StripChartState;
import dev.sandbox.app.hud.TelemetryPanelState;
import dev.sandbox.app.hud.UnitsState;
import dev.sandbox.app.replay.ReplayFeatures;
import dev.sandbox.app.state.CaptureState;
import dev.sandbox.app.state.ControlsState;
import dev.sandbox.app.state.DrivingState;
import dev.sandbox.app.state.MenuState;
import dev.sandbox.app.state.SkidMarkState;
import dev.sandbox.app.state.VehicleViewState;
import dev.sandbox.app.state.WorldState;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.util.function.Consumer;

/**
 * The driving sandbox: a jME application made of one app state per screen feature (world,
 * driving loop, vehicle view, cameras, controls, menu, skid marks, unattended capture) and the
 * HUD's features of package {@code dev.sandbox.app.hud} (driving HUD, telemetry panel, strip
 * charts, g-g diagram, force arrows, recorder, units).
 */
public final class SandboxApp extends SimpleApplication {

    private final LaunchOptions options;
    private final boolean headless;
    private Consumer<String> failureHandler;
    private volatile String failure;
    private FrameBenchmark benchmark;

    /**
     * @param options the command line
     */
    public SandboxApp(LaunchOptions options) {
        this(options, false);
    }

    /**
     * @param options the command line
     * @param headless true to run with no display (tests)
     */
    public SandboxApp(LaunchOptions options, boolean headless) {
        super(new AppState[0]);
        this.options = options;
        this.headless = headless;
        AppSettings s = new AppSettings(true);
        s.setTitle("Driving sandbox");
        s.setResolution(options.width(), options.height());
        s.setRenderer(AppSettings.LWJGL_OPENGL32);
        s.setAudioRenderer(null);
        s.setVSync(false);
        s.setFrameRate(headless ? 2000 : -1);
        s.setSamples(0);
        s.setGammaCorrection(false);
        setSettings(s);
        setShowSettings(false);
        setPauseOnLostFocus(false);
    }

    /** @param handler called with one line when start-up or a frame fails */
    public void setFailureHandler(Consumer<String> handler) {
        this.failureHandler = handler;
    }

    /** @param bench the frame benchmark to run ({@code --bench}), or null for none */
    public void setBenchmark(FrameBenchmark bench) {
        this.benchmark = bench;
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
        WorldState world = new WorldState(options.seed());
        stateManager.attach(world);
        if (benchmark != null && benchmark.bare()) {
            benchmark.attachBare(stateManager);
            return;
        }
        DrivingState driving = new DrivingState(options.autopilot());
        driving.setEnabled(false);
        if (benchmark != null) {
            benchmark.attachAround(stateManager, driving);
        } else {
            stateManager.attach(driving);
        }
        stateManager.attach(new VehicleViewState());
        stateManager.attach(new SkidMarkState());
        stateManager.attach(new CameraSwitchState());
        stateManager.attach(new ControlsState());
        attachHud();
        stateManager.attach(new CaptureState(options));
        if (benchmark != null) {
            stateManager.attach(benchmark);
        }
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
    }

    /** The HUD's screen features, each an app state, opened as the command line asks. */
    private void attachHud() {
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
        stateManager.attach(new HudKeysState());
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
