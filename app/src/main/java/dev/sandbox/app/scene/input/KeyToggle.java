package dev.sandbox.app.scene.input;

import com.jme3.app.state.AppState;
import com.simsilica.lemur.GuiGlobals;
import com.simsilica.lemur.input.FunctionId;
import com.simsilica.lemur.input.InputMapper;
import com.simsilica.lemur.input.InputState;
import com.simsilica.lemur.input.StateFunctionListener;

/**
 * Switches an app state on and off with a function's key, for a screen feature that hears its
 * own key: heard through Lemur's InputMapper from {@link #listen()} to {@link #stop()}, whether
 * the state is on or off (a key that switches a feature on is heard while it is off).
 */
public final class KeyToggle implements StateFunctionListener {

    private final FunctionId function;
    private final AppState state;
    private InputMapper mapper;

    /**
     * @param function the function whose key switches the state
     * @param state the state switched
     */
    public KeyToggle(FunctionId function, AppState state) {
        this.function = function;
        this.state = state;
    }

    /** Starts hearing the key (headless, with no input mapper, nothing is heard). */
    public void listen() {
        mapper = GuiGlobals.getInstance() == null ? null : GuiGlobals.getInstance().getInputMapper();
        if (mapper != null) {
            mapper.addStateListener(this, function);
        }
    }

    /** Stops hearing the key. */
    public void stop() {
        if (mapper != null) {
            mapper.removeStateListener(this, function);
        }
    }

    @Override
    public void valueChanged(FunctionId func, InputState value, double tpf) {
        if (func == function && value != InputState.Off) {
            state.setEnabled(!state.isEnabled());
        }
    }
}
