package dev.sandbox.app.core.cli;

import dev.sandbox.app.core.replay.ReplayOptions;
import picocli.CommandLine.Option;

/** The replay's options as picocli reads them (a mixin of the sandbox's command line); each value is checked as it is read. */
public final class ReplayCommand {

    private final ReplayOptions.Builder options = new ReplayOptions.Builder();

    /** @return the options read */
    public ReplayOptions options() {
        return options.build();
    }

    @Option(names = "--replay", paramLabel = "FILE", order = 40,
            description = "open a saved replay (key F5 replays the last minutes of the drive)")
    private void replay(String file) {
        options.take("--replay", file);
    }

    @Option(names = "--save-replay", paramLabel = "FILE", order = 41, description = {
        "save the whole session as a replay when the sandbox closes",
        "(key F6 saves the replay buffer to <data folder>/replays/)"})
    private void saveReplay(String file) {
        options.take("--save-replay", file);
    }

    @Option(names = "--replay-speed", paramLabel = "X", order = 42,
            description = "replay speed to start at: 1, 1/2, 1/4, 1/8 or 1/16 (or 0.5 ...)")
    private void replaySpeed(String speed) {
        options.take("--replay-speed", speed);
    }

    @Option(names = "--time-scale", paramLabel = "X", order = 43,
            description = "slow motion while driving: 1, 1/2, 1/4 ... 1/16 (key F7 cycles 1, 1/2, 1/4)")
    private void timeScale(String scale) {
        options.take("--time-scale", scale);
    }
}
