package dev.sandbox.app;

import com.jme3.app.state.AppStateManager;
import dev.sandbox.app.core.cli.LaunchOptions;
import dev.sandbox.app.core.settings.GraphicsSettings;
import dev.sandbox.app.core.settings.SandboxHome;
import dev.sandbox.app.core.settings.ShadowQuality;
import dev.sandbox.app.core.telemetry.TelemetrySettings;
import dev.sandbox.app.feature.audio.SoundState;
import dev.sandbox.app.feature.camera.CameraSwitchState;
import dev.sandbox.app.feature.cockpit.CockpitState;
import dev.sandbox.app.feature.debug.DiagnosticsState;
import dev.sandbox.app.feature.debug.ForceVectorState;
import dev.sandbox.app.feature.hud.AssistHudState;
import dev.sandbox.app.feature.hud.DrivingHudState;
import dev.sandbox.app.feature.hud.GgDiagramState;
import dev.sandbox.app.feature.hud.HelpOverlayState;
import dev.sandbox.app.feature.hud.HudKeysState;
import dev.sandbox.app.feature.hud.HudOcclusionState;
import dev.sandbox.app.feature.hud.RecorderState;
import dev.sandbox.app.feature.hud.StripChartState;
import dev.sandbox.app.feature.hud.TelemetryPanelState;
import dev.sandbox.app.feature.input.ControlsState;
import dev.sandbox.app.feature.laps.LapFeatures;
import dev.sandbox.app.feature.replay.ReplayFeatures;
import dev.sandbox.app.feature.replay.ReplayRecorderState;
import dev.sandbox.app.feature.screens.MenuState;
import dev.sandbox.app.feature.telemetry.LiveTelemetryState;
import dev.sandbox.app.feature.testpad.TestPadPanelState;
import dev.sandbox.app.feature.testpad.TestPadState;
import dev.sandbox.app.session.AssistsState;
import dev.sandbox.app.session.BindingsState;
import dev.sandbox.app.session.CaptureState;
import dev.sandbox.app.session.DrivingState;
import dev.sandbox.app.session.HudLayout;
import dev.sandbox.app.session.HudScale;
import dev.sandbox.app.session.KeyGroups;
import dev.sandbox.app.session.ScreenStack;
import dev.sandbox.app.session.SessionEnd;
import dev.sandbox.app.session.SkidMarkState;
import dev.sandbox.app.session.StateReportState;
import dev.sandbox.app.session.UnitsState;
import dev.sandbox.app.session.VehicleShadowState;
import dev.sandbox.app.session.VehicleViewState;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.util.function.Consumer;

/**
 * The sandbox put together: the session's own app states (the bindings in force, the key
 * groups and the screens open over the game, the assists,
 * the drive loop, the vehicle's view and shadows, skid marks, the HUD's scale and layout, the
 * speed unit, capture) and the screen features, attached in the order they update in, each
 * handed what it needs of another feature as a narrow interface of the session floor: the
 * cameras answer where the player listens from ({@code Viewpoint}) and take the replay's rig
 * ({@code CameraRigs}), the cockpit shows the interior the cockpit camera asks for
 * ({@code Interior}), the menu takes the replay's entries ({@code Menu}), the test pad gives the
 * report its timed runs ({@code TimedRuns}).
 */
final class SandboxComposition {

    private final AppStateManager states;
    private final LaunchOptions options;
    private final GraphicsSettings graphics;
    private ControlsState controls;
    private DrivingState driving;
    private MenuState menu;
    private RecorderState recorder;

    /**
     * @param states the application's state manager (the world already attached)
     * @param options the command line
     * @param graphics the display settings in force
     */
    SandboxComposition(AppStateManager states, LaunchOptions options, GraphicsSettings graphics) {
        this.states = states;
        this.options = options;
        this.graphics = graphics;
    }

    /**
     * Attaches the session's states and the features, and puts the vehicle on the ground when
     * the command line names one (else the menu asks).
     *
     * @param applyDisplay puts changed display settings in force (the settings screen)
     * @param refuse told one line when a replay file cannot be shown
     * @param end the session's end, given the saves it makes
     */
    void attach(Consumer<GraphicsSettings> applyDisplay, Consumer<String> refuse, SessionEnd end) {
        BindingsState bindings = new BindingsState(SandboxHome.controlsFile());
        states.attach(bindings);
        KeyGroups keyGroups = new KeyGroups();
        states.attach(keyGroups);
        states.attach(new ScreenStack(keyGroups, anyOpen -> {
            if (anyOpen && controls != null) {
                controls.releaseDrive();
            }
        }));
        AssistsState assists = new AssistsState(options.assists());
        states.attach(assists);
        driving = new DrivingState(options.autopilot());
        driving.setStartPlace(options.start());
        driving.setEnabled(false);
        states.attach(driving);
        TestPadState testPad = new TestPadState();
        states.attach(testPad);
        if (options.stateReport() != null) {
            StateReportState report = new StateReportState(options.stateReport());
            report.setAssists(assists::currentById);
            report.setTimedRuns(testPad);
            states.attach(report);
            end.register(SessionEnd.Save.REPORT, report::writeOnce);
        }
        states.attach(new VehicleViewState());
        VehicleShadowState shadows = new VehicleShadowState(ShadowQuality.parse(options.shadowQuality()), graphics::quality);
        shadows.setEnabled(options.shadows());
        states.attach(shadows);
        CockpitState cockpit = new CockpitState();
        states.attach(cockpit);
        states.attach(new SkidMarkState());
        CameraSwitchState cameras = new CameraSwitchState(options.camera(), cockpit, graphics::chaseFovDeg,
                graphics::cockpitFovDeg);
        states.attach(cameras);
        controls = new ControlsState(graphics::wheelRotationDeg);
        states.attach(controls);
        DrivingHudState hud = attachHud(cameras, testPad);
        SoundState sound = new SoundState(options.mute(), cameras);
        states.attach(sound);
        states.attach(new CaptureState(options, hud::notice));
        menu = new MenuState(cameras::selectShowroom, graphics, applyDisplay, sound);
        states.attach(menu);
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
        ReplayFeatures.attach(states, options.replay(), options.seed(), options.specFile(),
                refuse, cameras, menu);
        LapFeatures.attach(states, options.laps(), !options.hideHud());
        end.register(SessionEnd.Save.REPLAY, states.getState(ReplayRecorderState.class)::saveOnExit);
        end.register(SessionEnd.Save.RECORDING, recorder::closeNow);
        attachLiveTelemetry();
    }

    /**
     * Live telemetry out (OutSim, OutGauge) when the settings file or the command line switches a
     * stream on; the command line's values were checked as it was read.
     */
    private void attachLiveTelemetry() {
        Consumer<String> say = line -> System.err.println("driving-sandbox: " + line);
        TelemetrySettings telemetry = TelemetrySettings.load(SandboxHome.settingsFile(), say);
        options.telemetryOut().forEach(telemetry::override);
        if (telemetry.config().anyOn()) {
            states.attach(new LiveTelemetryState(telemetry.config(), say));
        }
    }

    /**
     * The HUD's screen features, each an app state, opened as the command line asks, with the
     * test pad's board and the debug views beside them.
     *
     * @param viewpoint the camera in use, which the status line names
     * @param testPad the test pad's timing, whose runs its board shows
     * @return the driving HUD (its status line takes notices)
     */
    private DrivingHudState attachHud(CameraSwitchState viewpoint, TestPadState testPad) {
        states.attach(new HudScale(graphics));
        states.attach(new HudLayout()); // pins the panels before the occluders read where they are
        HudOcclusionState occlusion = new HudOcclusionState();
        states.attach(occlusion);
        states.attach(new UnitsState());
        DrivingHudState hud = new DrivingHudState(viewpoint, occlusion);
        hud.setEnabled(!options.hideHud());
        states.attach(hud);
        StripChartState charts = new StripChartState(occlusion);
        charts.setEnabled(options.telemetry());
        states.attach(charts);
        GgDiagramState gg = new GgDiagramState(occlusion);
        gg.setEnabled(options.telemetry());
        states.attach(gg);
        TelemetryPanelState panel = new TelemetryPanelState(occlusion, charts, gg);
        panel.setEnabled(options.telemetry());
        states.attach(panel);
        ForceVectorState forces = new ForceVectorState();
        forces.setEnabled(options.debugForces());
        states.attach(forces);
        recorder = new RecorderState(options.recordFile());
        states.attach(recorder);
        AssistHudState aids = new AssistHudState();
        aids.setEnabled(!options.hideHud());
        states.attach(aids);
        TestPadPanelState board = new TestPadPanelState(testPad);
        board.setEnabled(!options.hideHud());
        states.attach(board);
        states.attach(new HudKeysState(hud, aids, panel, recorder));
        states.attach(new HelpOverlayState());
        states.attach(new DiagnosticsState());
        return hud;
    }

    /** @return the player's controls (let go of when the window loses focus) */
    ControlsState controls() {
        return controls;
    }

    /** @return the drive loop (paused when the window loses focus) */
    DrivingState driving() {
        return driving;
    }

    /** @return the menu */
    MenuState menu() {
        return menu;
    }
}
