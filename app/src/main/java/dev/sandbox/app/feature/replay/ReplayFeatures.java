package dev.sandbox.app.feature.replay;

import com.jme3.app.state.AppStateManager;
import dev.sandbox.app.core.replay.ReplayOptions;
import dev.sandbox.app.session.CameraRigs;
import dev.sandbox.app.session.DrivingState;
import dev.sandbox.app.session.Menu;
import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * Puts the replay's app states into the sandbox: recorder, replay, keys, file list, arrows, bar
 * magnifier, close-up camera, menu entries.
 */
public final class ReplayFeatures {

    private ReplayFeatures() {
    }

    /**
     * @param states the state manager (the driving loop, cameras and menu already attached)
     * @param options the replay's command line
     * @param worldSeed the world's seed
     * @param ownSpecFile the player's spec file, or null
     * @param refuse told one line when a replay file cannot be shown (the caller exits with status 2)
     * @param cameras the camera rigs, to which the close-up is added
     * @param menu the menu, which gets the replay's entries
     */
    public static void attach(AppStateManager states, ReplayOptions options, long worldSeed, Path ownSpecFile,
            Consumer<String> refuse, CameraRigs cameras, Menu menu) {
        DrivingState driving = states.getState(DrivingState.class);
        ReplayRecorderState recorder = new ReplayRecorderState(driving, worldSeed, options.saveFile(), ownSpecFile);
        states.attach(recorder);
        CloseUpCameraRig closeUpRig = new CloseUpCameraRig();
        int closeUp = cameras.add(closeUpRig);
        BarMagnifierState magnifier = new BarMagnifierState(closeUpRig);
        ReplayState replay = new ReplayState(options, recorder, worldSeed, refuse, menu);
        replay.setMagnifier(magnifier);
        BarLeanArrowsState arrows = new BarLeanArrowsState();
        arrows.setEnabled(false);
        states.attach(new ReplayKeysState(cameras, closeUp, replay, recorder, arrows, magnifier));
        states.attach(replay);
        ReplayFilesState files = new ReplayFilesState(replay);
        files.setEnabled(false);
        states.attach(files);
        states.attach(arrows);
        states.attach(magnifier);
        menu.addItem("Replay the last minutes (F5)", replay::toggle);
        menu.addItem("Open a saved replay", () -> files.setEnabled(true));
    }
}
