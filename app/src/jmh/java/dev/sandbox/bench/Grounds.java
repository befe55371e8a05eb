package dev.sandbox.bench;

import com.jme3.system.NativeLibraryLoader;
import dev.sandbox.app.Logs;
import dev.sandbox.app.core.world.RoadLoop;
import dev.sandbox.app.core.world.WorldGenerator;
import dev.sandbox.app.core.world.WorldLayout;
import dev.sandbox.app.scene.ground.MinieGround;
import dev.sandbox.app.scene.ground.StaticWorld;
import dev.sandbox.bench.physics.DriveScript;
import dev.sandbox.physics.ground.FlatGround;
import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.ground.RoughGround;

/**
 * The grounds a benchmark drives on: {@code flat} (an analytic plane), {@code rough} (the
 * analytic soak-test country) and {@code minie} (the sandbox's default world answered by Minie
 * ray tests, as in the app), each with the start point of the benchmark drive.
 */
final class Grounds {

    /** A ground and where to start on it. */
    record Site(Ground ground, double x, double z, double headingRad) {
    }

    private Grounds() {
    }

    /**
     * @param name flat, rough or minie
     * @return the ground and its start
     */
    static Site site(String name) {
        return switch (name) {
            case "flat" -> new Site(new FlatGround(), 0, 0, 0);
            case "rough" -> new Site(new RoughGround(7), 0, 0, 0);
            case "minie" -> {
                MinieGround g = minie();
                RoadLoop road = g.layout().road();
                int i = DriveScript.START_ROAD_INDEX;
                yield new Site(g, road.x(i), road.z(i), road.headingRad(i));
            }
            default -> throw new IllegalArgumentException("unknown ground '" + name + "' (flat, rough or minie)");
        };
    }

    /** @return the sandbox's default world as the model sees it */
    static MinieGround minie() {
        Logs.quiet();
        NativeLibraryLoader.loadNativeLibrary("bulletjme", true);
        WorldLayout layout = new WorldGenerator(WorldGenerator.DEFAULT_SEED).generate();
        return new MinieGround(new StaticWorld(layout), layout);
    }
}
