package dev.sandbox.app.feature.hud;

import com.jme3.app.Application;
import com.jme3.app.state.AppState;
import com.simsilica.lemur.GuiGlobals;
import com.simsilica.lemur.input.FunctionId;
import com.simsilica.lemur.input.InputMapper;
import com.simsilica.lemur.input.InputState;
import com.simsilica.lemur.input.StateFunctionListener;
import dev.sandbox.app.scene.input.DrivingFunctions;
import dev.sandbox.app.session.PlainState;
import dev.sandbox.app.session.UnitsState;
import java.util.Map;

/**
 * The HUD's keys, heard through Lemur's InputMapper (rebindable like every driving function):
 * show or hide the driving HUD and the telemetry view; start or stop recording; switch km/h and
 * mph.
 */
public final class HudKeysState extends PlainState implements StateFunctionListener {

    private static final FunctionId[] FUNCTIONS = {DrivingFunctions.HUD, DrivingFunctions.TELEMETRY,
        DrivingFunctions.RECORD, DrivingFunctions.UNITS};

    private final Map<FunctionId, Runnable> actions;
    private InputMapper mapper;

    /**
     * @param hud the driving HUD (the HUD key)
     * @param aids the assists' panel (the HUD key)
     * @param telemetry the telemetry view (the telemetry key)
     * @param recorder the telemetry recorder (the record key)
     */
    public HudKeysState(DrivingHudState hud, AssistHudState aids, TelemetryPanelState telemetry, RecorderState recorder) {
        actions = Map.of(
                DrivingFunctions.HUD, () -> {
                    flip(hud);
                    flip(aids);
                },
                DrivingFunctions.TELEMETRY, () -> flip(telemetry),
                DrivingFunctions.RECORD, recorder::toggle,
                DrivingFunctions.UNITS, () -> getState(UnitsState.class).toggle());
    }

    @Override
    protected void initialize(Application app) {
        mapper = GuiGlobals.getInstance().getInputMapper();
        if (mapper == null) {
            return; // headless: no input devices
        }
        mapper.addStateListener(this, FUNCTIONS);
    }

    @Override
    public void valueChanged(FunctionId func, InputState value, double tpf) {
        if (value == InputState.Off) {
            return;
        }
        actions.getOrDefault(func, () -> { }).run();
    }

    private static void flip(AppState s) {
        if (s != null) {
            s.setEnabled(!s.isEnabled());
        }
    }

    @Override
    protected void cleanup(Application app) {
        if (mapper != null) {
            mapper.removeStateListener(this, FUNCTIONS);
        }
    }
}
