package dev.sandbox.app.feature.replay;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.math.ColorRGBA;
import com.simsilica.lemur.GuiGlobals;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.input.FunctionId;
import com.simsilica.lemur.input.InputMapper;
import com.simsilica.lemur.input.InputState;
import com.simsilica.lemur.input.StateFunctionListener;
import dev.sandbox.app.core.replay.Speeds;
import dev.sandbox.app.scene.input.DrivingFunctions;
import dev.sandbox.app.scene.input.ReplayFunctions;
import dev.sandbox.app.session.BindingsState;
import dev.sandbox.app.session.CameraRigs;
import dev.sandbox.app.session.DrivingState;
import dev.sandbox.app.session.HudLayout;
import dev.sandbox.app.session.KeyGroups;
import dev.sandbox.physics.replay.TapeEvent;
import dev.sandbox.physics.replay.TapePlayer;
import java.util.List;

/**
 * Hears the {@link ReplayFunctions}: opening the replay, saving the buffer, the driving time
 * scale, the close-up camera and the arrows at any time; play, frames, speeds, jumps and the bar
 * magnifier while the replay is open.
 */
public final class ReplayKeysState extends BaseAppState implements StateFunctionListener {

    private final CameraRigs cameras;
    private final int closeUpRig;
    private final ReplayState replay;
    private final ReplayRecorderState recorder;
    private final BarLeanArrowsState arrows;
    private final BarMagnifierState magnifier;
    private InputMapper mapper;
    private Label slowMotion;
    private double shownTimeScale = Double.NaN;

    /**
     * @param cameras the camera rigs
     * @param closeUpRig the index of the steering close-up among them
     * @param replay the replay it plays
     * @param recorder the live drive's recorder (the save key)
     * @param arrows the bar and lean arrows (their key)
     * @param magnifier the bar magnifier (its key, while the replay is open)
     */
    ReplayKeysState(CameraRigs cameras, int closeUpRig, ReplayState replay, ReplayRecorderState recorder,
            BarLeanArrowsState arrows, BarMagnifierState magnifier) {
        this.cameras = cameras;
        this.closeUpRig = closeUpRig;
        this.replay = replay;
        this.recorder = recorder;
        this.arrows = arrows;
        this.magnifier = magnifier;
    }

    /** Shows the driving time scale whenever it changes (the slow-motion key, {@code --time-scale}). */
    @Override
    public void update(float tpf) {
        double scale = getState(DrivingState.class).timeScale();
        if (scale != shownTimeScale) {
            shownTimeScale = scale;
            showTimeScale();
        }
    }

    @Override
    public void valueChanged(FunctionId func, InputState value, double tpf) {
        if (value == InputState.Off) {
            return;
        }
        if (func == ReplayFunctions.REPLAY) {
            replay.toggle();
        } else if (func == ReplayFunctions.SAVE) {
            recorder.saveBuffer();
            replay.setMessage(recorder.lastMessage());
        } else if (func == ReplayFunctions.SLOW_MOTION) {
            DrivingState d = getState(DrivingState.class);
            d.setTimeScale(Speeds.nextDrivingScale(d.timeScale()));
        } else if (func == ReplayFunctions.CLOSE_UP) {
            cameras.select(closeUpRig);
        } else if (func == ReplayFunctions.ARROWS) {
            arrows.setEnabled(!arrows.isEnabled());
        } else if (func == ReplayFunctions.BAR_MAGNIFIER) {
            if (replay.player() != null) {
                magnifier.toggle();
            }
        } else if (replay.player() != null) {
            playerKey(replay, func);
        }
    }

    private static void playerKey(ReplayState replay, FunctionId func) {
        TapePlayer player = replay.player();
        long fiveSeconds = Math.round(5 / player.stepS());
        if (func == ReplayFunctions.PLAY) {
            replay.playPause();
        } else if (func == ReplayFunctions.FRAME_BACK) {
            replay.frame(-1);
        } else if (func == ReplayFunctions.FRAME_FORWARD) {
            replay.frame(1);
        } else if (func == ReplayFunctions.SLOWER) {
            replay.setSpeed(Speeds.neighbour(Speeds.REPLAY, replay.speed(), -1));
        } else if (func == ReplayFunctions.FASTER) {
            replay.setSpeed(Speeds.neighbour(Speeds.REPLAY, replay.speed(), 1));
        } else if (func == ReplayFunctions.BACK) {
            replay.seek(player.position() - fiveSeconds);
        } else if (func == ReplayFunctions.FORWARD) {
            replay.seek(player.position() + fiveSeconds);
        } else if (func == ReplayFunctions.LAST_COUNTERSTEER) {
            replay.jumpToLast(List.of(TapeEvent.Kind.COUNTERSTEER));
        } else if (func == ReplayFunctions.NEXT_COUNTERSTEER) {
            replay.jumpToNext(TapeEvent.Kind.COUNTERSTEER);
        } else if (func == ReplayFunctions.LAST_CRASH) {
            replay.jumpToLast(List.of(TapeEvent.Kind.CRASH, TapeEvent.Kind.COLLISION));
        } else if (func == ReplayFunctions.LAST_TIMED_RUN) {
            replay.jumpToLast(List.of(TapeEvent.Kind.TIMED_RUN));
        }
    }

    /** Shows "SLOW MOTION 1/2" at the top right while the driving time scale is below 1. */
    private void showTimeScale() {
        double scale = getState(DrivingState.class).timeScale();
        HudLayout layout = getState(HudLayout.class);
        if (scale >= 1) {
            layout.hide(slowMotion);
            return;
        }
        BindingsState controls = getState(BindingsState.class);
        String key = controls == null ? "F7" : controls.bindings().hint(ReplayFunctions.SLOW_MOTION);
        slowMotion.setText("SLOW MOTION " + Speeds.name(scale) + "  (" + key + ")");
        layout.show(HudLayout.Anchor.BAR_RIGHT, slowMotion, 1);
    }

    @Override
    protected void initialize(Application app) {
        slowMotion = new Label("");
        slowMotion.setName("slow-motion");
        slowMotion.setFontSize(20f);
        slowMotion.setColor(ColorRGBA.Cyan);
        mapper = GuiGlobals.getInstance().getInputMapper();
        if (mapper != null) {
            DrivingFunctions.initializeDefaultMappings(mapper);
            mapper.addStateListener(this, ReplayFunctions.all());
        }
    }

    @Override
    protected void cleanup(Application app) {
        if (mapper != null) {
            mapper.removeStateListener(this, ReplayFunctions.all());
        }
    }

    @Override
    protected void onEnable() {
        KeyGroups.want(getStateManager(), ReplayFunctions.GROUP, true);
    }

    @Override
    protected void onDisable() {
        KeyGroups.want(getStateManager(), ReplayFunctions.GROUP, false);
    }
}
