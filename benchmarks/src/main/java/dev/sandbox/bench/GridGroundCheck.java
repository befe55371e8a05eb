package dev.sandbox.bench;

import dev.sandbox.app.world.WorldGenerator;

/** Prints how closely {@link GridGround} answers like the app's Minie ground (run by {@link Benchmarks}). */
final class GridGroundCheck {

    private GridGroundCheck() {
    }

    /** @return the one-line comparison on 20000 points */
    static String run() {
        Grounds.minie();
        return new GridGround(new WorldGenerator(WorldGenerator.DEFAULT_SEED).generate()).verify(20000);
    }
}
