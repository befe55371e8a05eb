package dev.sandbox.app.core.replay;

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
                case "--replay" -> open = file(option, value);
                case "--save-replay" -> save = file(option, value);
                case "--replay-speed" -> speed = Speeds.parse(option, value, Speeds.SLOWEST, Speeds.FASTEST);
                case "--time-scale" -> scale = Speeds.parse(option, value, Speeds.SLOWEST, 1);
                default -> throw new IllegalArgumentException("unknown option '" + option + "'");
            }
        }

        /**
         * @param option the option
         * @param value its value
         * @return the value as a path
         * @throws IllegalArgumentException "OPTION needs a file name" for an empty or blank value
         */
        public static Path file(String option, String value) {
            if (value.isBlank()) {
                throw new IllegalArgumentException(option + " needs a file name");
            }
            try {
                return Path.of(value);
            } catch (java.nio.file.InvalidPathException e) {
                throw new IllegalArgumentException(option + " " + value + ": not a file name (" + e.getReason() + ")");
            }
        }

        /** @return the options */
        public ReplayOptions build() {
            return new ReplayOptions(open, save, speed, scale);
        }
    }
}
