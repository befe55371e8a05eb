package dev.sandbox.app.core.cli;

import dev.sandbox.app.core.replay.ReplayOptions;
import dev.sandbox.app.core.replay.ReplayWorld;
import dev.sandbox.app.core.world.WorldGenerator;
import dev.sandbox.physics.io.OutputPaths;
import dev.sandbox.physics.replay.DriveTape;
import dev.sandbox.physics.replay.ReplayFile;

/** Checks the replay options before the window opens, so a bad file or path stops the start with one line. */
public final class ReplayChecks {

    private ReplayChecks() {
    }

    /**
     * @param options the command line
     * @return the options, with the world seed of the replay file to open
     * @throws IllegalArgumentException with one line naming the file (and line) at fault
     */
    public static LaunchOptions check(LaunchOptions options) {
        ReplayOptions r = options.replay();
        if (r.saveFile() != null) {
            OutputPaths.checkFile(r.saveFile().toString(), "--save-replay");
        }
        if (r.openFile() == null) {
            return options;
        }
        ReplayFile.Contents c = ReplayFile.read(r.openFile());
        int n = 0;
        for (DriveTape.Segment seg : c.tape().segments()) {
            n++;
            if (!inside(seg.startX()) || !inside(seg.startZ())) {
                throw new IllegalArgumentException(r.openFile() + ": drive " + n + " starts at x " + seg.startX() + " m, z "
                        + seg.startZ() + " m, outside the world (x and z within " + (int) WorldGenerator.EDGE_WALL_M
                        + " m of its centre)");
            }
        }
        return options.withSeed(ReplayWorld.seedOf(r.openFile(), c.tape().world()));
    }

    /** @return true for a coordinate inside the world's edge walls (in metres) */
    private static boolean inside(double v) {
        return Math.abs(v) <= WorldGenerator.EDGE_WALL_M;
    }
}
