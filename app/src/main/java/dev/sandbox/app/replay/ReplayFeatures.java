package dev.sandbox.app.replay;

import com.jme3.app.state.AppStateManager;
import dev.sandbox.app.camera.CameraSwitchState;
import dev.sandbox.app.state.DrivingState;
import dev.sandbox.app.state.MenuState;
import java.nio.file.Path;
import java.util.function.Consumer;

/** Puts the replay's app states into the sandbox: recorder, replay, keys, file list, arrows, close-up camera, menu entries. */
public final class ReplayFeatures {

    private ReplayFeatures() {
    }

    /**
     * @param states the state manager (the driving loop, cameras and menu already attached)
     * @param options the replay's command line
     * @param worldSeed the world's seed
     * @param ownSpecFile the player's spec file, or null
     * @param refuse told one line when a replay file cannot be shown (the caller exits with status 2)
     */
    public static void attach(AppStateManager states, ReplayOptions options, long worldSeed, Path ownSpecFile,
            Consumer<String> refuse) {
        DrivingState driving = states.getState(DrivingState.class);
        ReplayRecorderState recorder = new ReplayRecorderState(driving, worldSeed, options.saveFile(), ownSpecFile);
        states.attach(recorder);
        int closeUp = states.getState(CameraSwitchState.class).add(new CloseUpCameraRig());
        states.attach(new ReplayKeysState(closeUp));
        ReplayState replay = new ReplayState(options, recorder, worldSeed, refuse);
        states.attach(replay);
        ReplayFilesState files = new ReplayFilesState();
        files.setEnabled(false);
        states.attach(files);
        BarLeanArrowsState arrows = new BarLeanArrowsState();
        arrows.setEnabled(false);
        states.attach(arrows);
        MenuState menu = states.getState(MenuState.class);
        menu.addItem("Replay the last minutes (F5)", replay::toggle);
        menu.addItem("Open a saved replay", () -> files.setEnabled(true));
    }
}
