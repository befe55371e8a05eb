package dev.sandbox.app.replay;

import java.nio.file.Path;

/**
 * The replay's part of the command line.
 *
 * @param openFile replay file to open at start ({@code --replay}), or null
 * @param saveFile file to save the whole session to on exit ({@code --save-replay}), or null
 * @param replaySpeed the replay's starting speed ({@code --replay-speed}, 1 = real time)
 * @param timeScale simulated seconds per wall second while driving ({@code --time-scale})
 */
public record ReplayOptions(Path openFile, Path saveFile, double replaySpeed, double timeScale) {

    /** Usage lines of the replay options. */
    public static final String USAGE = String.join("\n",
            "  --replay FILE              open a saved replay (key F5 replays the last minutes of the drive)",
            "  --save-replay FILE         save the whole session as a replay when the sandbox closes",
            "                             (key F6 saves the replay buffer to ~/.driving-sandbox/replays/)",
            "  --replay-speed X           replay speed to start at: 1, 1/2, 1/4, 1/8 or 1/16 (or 0.5 ...)",
            "  --time-scale X             slow motion while driving: 1, 1/2, 1/4 ... 1/16 (key F7 cycles 1, 1/2, 1/4)");

    /** Collects the options while the command line is read. */
    public static final class Builder {
        private Path open;
        private Path save;
        private double speed = 1;
        private double scale = 1;

        /**
         * @param option the option
         * @param value its value
         * @throws IllegalArgumentException with one line for a bad value
         */
        public void take(String option, String value) {
            switch (option) {
                case "--replay" -> open = Path.of(value);
                case "--save-replay" -> save = Path.of(value);
                case "--replay-speed" -> speed = Speeds.parse(option, value, Speeds.SLOWEST, Speeds.FASTEST);
                case "--time-scale" -> scale = Speeds.parse(option, value, Speeds.SLOWEST, 1);
                default -> throw new IllegalArgumentException("unknown option '" + option + "'");
            }
        }

        /** @return the options */
        public ReplayOptions build() {
            return new ReplayOptions(open, save, speed, scale);
        }
    }
}
