package dev.sandbox.app.feature.camera;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.app.core.world.Obstacle;
import dev.sandbox.app.core.world.RoadLoop;
import dev.sandbox.app.core.world.SightLines;
import dev.sandbox.app.core.world.WorldGenerator;
import dev.sandbox.app.core.world.WorldLayout;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The trackside camera stands where it can see the vehicle: a first-minute drive that ended
 * off the road beside a tree filmed nothing but the crown of the tree between the road's post
 * and the car.
 */
class TracksidePostsTest {

    private static WorldLayout world;
    private static SightLines sight;

    @BeforeAll
    static void world() {
        world = new WorldGenerator(WorldGenerator.DEFAULT_SEED).generate();
        sight = new SightLines(world);
    }

    @Test
    void theFirstMinuteDrivesCarBesideTheTreeIsFilmedFromAPostThatSeesIt() {
        // where first-minute's Boxster stood still when the camera was switched to trackside
        double x = -15.47;
        double z = 417.41;
        double y = world.approxHeight(x, z) + 0.9;
        TracksidePosts posts = new TracksidePosts(world);
        double[] usual = posts.post(posts.nominalPost(x, z), 1);
        assertFalse(posts.sees(usual, x, y, z), "the road's post cannot see the car");
        double[] eye = posts.eye(x, y, z, 1 / 60.0);
        assertTrue(posts.sees(eye, x, y, z), "the camera sees the car");
    }

    @Test
    void aLapOfTheRoadIsFilmedFromPostsThatSeeTheCarCuttingOncePerPostOrSo() {
        TracksidePosts posts = new TracksidePosts(world);
        RoadLoop road = world.road();
        int frames = 0;
        int seen = 0;
        int cuts = 0;
        double[] last = null;
        // 30 m/s, a frame every 1/60 s: a road sample (2 m) every 4 frames
        for (int i = 0; i < road.size(); i++) {
            double y = road.y(i) + 0.9;
            for (int f = 0; f < 4; f++) {
                double[] eye = posts.eye(road.x(i), y, road.z(i), 1 / 60.0);
                frames++;
                if (posts.sees(eye, road.x(i), y, road.z(i))) {
                    seen++;
                }
                if (last != null && eye != last) {
                    cuts++;
                }
                last = eye;
            }
        }
        double postsPassed = road.lengthM() / TracksidePosts.SPACING_M;
        assertTrue(seen >= 0.97 * frames, "the car seen in " + seen + " of " + frames + " frames");
        assertTrue(cuts <= 1.5 * postsPassed, cuts + " cuts for " + postsPassed + " posts");
        assertTrue(cuts >= 0.9 * postsPassed, cuts + " cuts for " + postsPassed + " posts");
    }

    /**
     * A vehicle stopped under a tree's crown, a metre beside its trunk, is filmed from a place
     * that sees it under the crown. While the sight lines took a tree for a cylinder of its
     * crown's width down to the ground, such a vehicle was hidden from everywhere and the camera
     * kept the road's post: the trackside view of first-minute's Boxster stopped under a tree
     * was all leaves.
     */
    @Test
    void underATreesCrownTheCameraFilmsTheVehicle() {
        int tried = 0;
        int seen = 0;
        for (Obstacle o : world.obstacles()) {
            if (!(o instanceof Obstacle.Tree t) || tried >= 200) {
                continue;
            }
            double x = t.x() + t.trunkRadiusM() + 1.0;
            double z = t.z();
            double y = world.approxHeight(x, z) + 0.9;
            if (y + 0.5 > SightLines.crownBase(t) || !sight.clear(x, y + 0.5, z, x, y, z)) {
                continue; // the crown comes down to the roof, or something else stands there
            }
            tried++;
            TracksidePosts posts = new TracksidePosts(world);
            double[] eye = posts.eye(x, y, z, 1 / 60.0);
            if (posts.sees(eye, x, y, z)) {
                seen++;
            }
        }
        assertTrue(tried > 100, tried + " trees");
        assertTrue(seen >= 0.95 * tried, "seen under " + seen + " of " + tried + " trees");
    }

    @Test
    void offTheRoadAnywhereTheCameraFindsAPlaceThatSeesTheVehicle() {
        Random random = new Random(986);
        double half = world.extentM() / 2 - 60;
        int tried = 0;
        int seen = 0;
        int roaming = 0;
        while (tried < 300) {
            double x = (random.nextDouble() * 2 - 1) * half;
            double z = (random.nextDouble() * 2 - 1) * half;
            double y = world.approxHeight(x, z) + 0.9;
            if (!sight.clear(x, y + 0.5, z, x, y, z)) {
                continue; // inside a tree's crown circle, a rock or a wall: no vehicle stands there
            }
            tried++;
            TracksidePosts posts = new TracksidePosts(world);
            double[] eye = posts.eye(x, y, z, 1 / 60.0);
            if (posts.sees(eye, x, y, z)) {
                seen++;
            }
            if (posts.roaming()) {
                roaming++;
            }
        }
        assertEquals(tried, seen, "seen from " + seen + " of " + tried + " places (" + roaming + " roaming)");
    }
}
