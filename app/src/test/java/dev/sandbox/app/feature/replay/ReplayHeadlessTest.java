package dev.sandbox.app.feature.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.app.SandboxApp;
import dev.sandbox.app.core.cli.LaunchOptions;
import dev.sandbox.app.session.DrivingState;
import dev.sandbox.app.session.WorldState;
import dev.sandbox.app.testing.HeadlessSandbox;
import dev.sandbox.physics.replay.ReplayBuffer;
import dev.sandbox.physics.replay.ReplayFile;
import dev.sandbox.physics.replay.TapePlayer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The replay in the real sandbox (no display): the motorcycle ridden by the autopilot on the
 * generated world through Minie, in slow motion and at full speed, then saved, read back and
 * replayed in the same world, ending in the same model state.
 */
class ReplayHeadlessTest {

    private static HeadlessSandbox sandbox;
    private static SandboxApp app;

    @BeforeAll
    static void start() throws Exception {
        sandbox = HeadlessSandbox.start(LaunchOptions.parse("--vehicle", "cbr1000rr", "--autopilot"), 90, states -> {
            ReplayState r = states.getState(ReplayState.class);
            return r != null && r.isInitialized();
        });
        app = sandbox.app();
    }

    @AfterAll
    static void stop() {
        if (sandbox != null) {
            sandbox.close();
        }
    }

    private static <T> T onJme(Callable<T> c) throws Exception {
        return sandbox.onJme(c);
    }

    @Test
    @Timeout(300)
    void slowMotionSavedDriveAndReplayAgreeWithTheModel() throws Exception {
        Path dir = Files.createTempDirectory("replay-test");
        Path file = dir.resolve("ride.replay");
        onJme(() -> {
            DrivingState d = app.getStateManager().getState(DrivingState.class);
            // slow motion: the same 1 ms model step, a quarter of them per wall second
            d.setTimeScale(0.25);
            double t0 = d.snapshot().timeS();
            for (int frame = 0; frame < 240; frame++) {
                d.update(1 / 60f);
            }
            double quarter = d.snapshot().timeS() - t0;
            assertEquals(1.0, quarter, 0.0011, "4 wall seconds at 1/4 run 1 s of simulated time");
            d.setTimeScale(1);
            t0 = d.snapshot().timeS();
            for (int frame = 0; frame < 600; frame++) {
                d.update(1 / 60f);
            }
            assertEquals(10.0, d.snapshot().timeS() - t0, 0.0011, "real time runs 1 s per wall second");
            return null;
        });
        long liveHash = onJme(() -> {
            ReplayRecorderState rec = app.getStateManager().getState(ReplayRecorderState.class);
            assertTrue(rec.saveSession(file), rec.lastMessage());
            return app.getStateManager().getState(DrivingState.class).vehicle().stateHash();
        });
        ReplayFile.Contents c = ReplayFile.read(file);
        assertTrue(c.tape().endStep() >= 11_000, "the whole ride is on the tape");
        assertEquals(liveHash, c.finalStateHash());
        onJme(() -> {
            WorldState w = app.getStateManager().getState(WorldState.class);
            ReplayBuffer.Built built = ReplayBuffer.build(c.tape(), w.ground());
            assertEquals(Long.toHexString(liveHash), Long.toHexString(built.finalStateHash()),
                    "the saved ride replayed in the same world ends in the same state");
            ReplayState r = app.getStateManager().getState(ReplayState.class);
            r.toggle();
            r.update(1 / 60f); // opens, pausing the live drive
            TapePlayer p = r.player();
            p.seek(p.endStep());
            assertEquals(liveHash, p.stateHash(), "the instant replay ends where the ride is");
            long mark = p.endStep() - 2_345;
            p.seek(mark);
            long hashAtMark = p.stateHash();
            p.seek(p.firstStep());
            r.jumpToLast(java.util.List.of(dev.sandbox.physics.replay.TapeEvent.Kind.COUNTERSTEER));
            p.seek(mark);
            assertEquals(hashAtMark, p.stateHash(), "scrubbed back and forth, the same state");
            r.setEnabled(false);
            return null;
        });
    }
}
