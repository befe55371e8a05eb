package dev.sandbox.app.feature.debug;

import com.jme3.app.Application;
import com.jme3.app.DetailedProfilerState;
import com.jme3.app.StatsAppState;
import com.jme3.app.state.BaseAppState;
import com.simsilica.lemur.GuiGlobals;
import com.simsilica.lemur.input.FunctionId;
import com.simsilica.lemur.input.InputMapper;
import com.simsilica.lemur.input.InputState;
import com.simsilica.lemur.input.StateFunctionListener;
import dev.sandbox.app.scene.input.DrivingFunctions;

/**
 * jME's own performance views for players reporting a problem: the stats key (F5 by
 * default) shows {@link StatsAppState}'s frame rate and object counts, the profiler key (F6)
 * {@link DetailedProfilerState}'s per-stage frame times. Each is attached the first time it
 * is asked for, then toggled.
 */
public final class DiagnosticsState extends BaseAppState implements StateFunctionListener {

    private InputMapper mapper;
    private boolean statsShown = true;

    @Override
    protected void initialize(Application app) {
        mapper = GuiGlobals.getInstance().getInputMapper();
        if (mapper != null) {
            mapper.addStateListener(this, DrivingFunctions.STATS, DrivingFunctions.PROFILER);
        }
    }

    @Override
    public void valueChanged(FunctionId func, InputState value, double tpf) {
        if (value == InputState.Off) {
            return;
        }
        if (func == DrivingFunctions.STATS) {
            StatsAppState stats = getState(StatsAppState.class);
            if (stats == null) {
                getStateManager().attach(new StatsAppState());
            } else {
                statsShown = !statsShown;
                stats.setDisplayStatView(statsShown);
                stats.setDisplayFps(statsShown);
            }
        } else {
            DetailedProfilerState prof = getState(DetailedProfilerState.class);
            if (prof == null) {
                getStateManager().attach(new DetailedProfilerState());
            } else {
                prof.setEnabled(!prof.isEnabled());
            }
        }
    }

    @Override
    protected void cleanup(Application app) {
        if (mapper != null) {
            mapper.removeStateListener(this, DrivingFunctions.STATS, DrivingFunctions.PROFILER);
        }
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }
}
