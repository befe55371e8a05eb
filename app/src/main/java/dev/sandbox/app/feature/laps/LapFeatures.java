package dev.sandbox.app.feature.laps;

import com.jme3.app.state.AppStateManager;
import dev.sandbox.app.core.laps.LapOptions;
import dev.sandbox.app.core.settings.HudSettings;
import dev.sandbox.app.core.settings.SandboxHome;
import dev.sandbox.app.session.StateReportState;

/** Puts the laps into the sandbox: the timing, the lap board and the ghost, and the laps into the state report. */
public final class LapFeatures {

    private LapFeatures() {
    }

    /**
     * @param states the state manager (the world, the drive loop, the HUD's layout and the
     *     state report, if any, already attached)
     * @param options the laps' command line
     * @param hudShown true unless the HUD starts hidden
     */
    public static void attach(AppStateManager states, LapOptions options, boolean hudShown) {
        LapsState laps = new LapsState();
        states.attach(laps);
        LapBoardState board = new LapBoardState(laps);
        board.setEnabled(hudShown);
        states.attach(board);
        GhostState ghost = new GhostState(laps);
        ghost.setEnabled(options.ghost() != null ? options.ghost()
                : HudSettings.load(SandboxHome.settingsFile()).ghost());
        states.attach(ghost);
        StateReportState report = states.getState(StateReportState.class);
        if (report != null) {
            report.setLaps(laps::laps);
        }
    }
}
