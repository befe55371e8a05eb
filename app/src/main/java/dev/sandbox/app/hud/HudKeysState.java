package dev.sandbox.app.hud;

import dev.sandbox.app.state.PlainState;
import com.jme3.app.Application;
import com.jme3.app.state.AppState;
import com.simsilica.lemur.GuiGlobals;
import com.simsilica.lemur.input.FunctionId;
import com.simsilica.lemur.input.InputMapper;
import com.simsilica.lemur.input.InputState;
import com.simsilica.lemur.input.StateFunctionListener;
import dev.sandbox.app.drive.DrivingFunctions;

/**
 * The HUD's keys, heard through Lemur's InputMapper (rebindable like every driving function):
 * show or hide the driving HUD, the telemetry view, the force arrows; start or stop recording;
 * switch km/h and mph.
 */
public final class HudKeysState extends PlainState implements StateFunctionListener {

    private static final FunctionId[] FUNCTIONS = {DrivingFunctions.HUD, DrivingFunctions.TELEMETRY,
        DrivingFunctions.DEBUG_FORCES, DrivingFunctions.RECORD, DrivingFunctions.UNITS};

    private InputMapper mapper;

    @Override
    protected void initialize(Application app) {
        mapper = GuiGlobals.getInstance().getInputMapper();
        if (mapper == null) {
            return; // headless: no input devices
        }
        DrivingFunctions.initializeDefaultMappings(mapper);
        mapper.addStateListener(this, FUNCTIONS);
    }

    @Override
    public void valueChanged(FunctionId func, InputState value, double tpf) {
        if (value == InputState.Off) {
            return;
        }
        if (func == DrivingFunctions.HUD) {
            flip(getState(DrivingHudState.class));
        } else if (func == DrivingFunctions.TELEMETRY) {
            flip(getState(TelemetryPanelState.class));
        } else if (func == DrivingFunctions.DEBUG_FORCES) {
            flip(getState(ForceVectorState.class));
        } else if (func == DrivingFunctions.RECORD) {
            getState(RecorderState.class).toggle();
        } else if (func == DrivingFunctions.UNITS) {
            getState(UnitsState.class).toggle();
        }
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
