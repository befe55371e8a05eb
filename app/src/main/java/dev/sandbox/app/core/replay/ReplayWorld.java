package dev.sandbox.app.core.replay;

import java.nio.file.Path;

/** How a replay file names the sandbox's world: "sandbox SEED", the seed of the generated world. */
public final class ReplayWorld {

    private static final String PREFIX = "sandbox ";

    private ReplayWorld() {
    }

    /** @param seed the world seed @return the description */
    public static String describe(long seed) {
        return PREFIX + seed;
    }

    /**
     * @param file the replay file, for the message
     * @param world the world description read from it
     * @return the world seed
     * @throws IllegalArgumentException with one line when it is not a sandbox world
     */
    public static long seedOf(Path file, String world) {
        if (world.startsWith(PREFIX)) {
            try {
                return Long.parseLong(world.substring(PREFIX.length()).strip());
            } catch (NumberFormatException e) {
                // fall through to the message
            }
        }
        throw new IllegalArgumentException(file + " line 2: world '" + world
                + "' is not a sandbox world ('sandbox SEED'); this replay cannot be shown here");
    }
}
