package dev.sandbox.app.tools;

import com.simsilica.lemur.input.InputState;
import dev.sandbox.app.SandboxApp;
import dev.sandbox.app.core.cli.LaunchOptions;
import dev.sandbox.app.feature.replay.BarLeanArrowsState;
import dev.sandbox.app.feature.replay.ReplayKeysState;
import dev.sandbox.app.feature.replay.ReplayState;
import dev.sandbox.app.scene.input.ReplayFunctions;
import dev.sandbox.app.session.CaptureState;
import dev.sandbox.app.session.DrivingState;
import dev.sandbox.app.testing.JmeThread;
import dev.sandbox.physics.replay.TapeEvent;
import dev.sandbox.physics.replay.TapePlayer;
import dev.sandbox.physics.sim.VehicleSnapshot;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

/**
 * A developer tool (not a test) that photographs the countersteer close-up, to be rerun whenever
 * the motorcycle's steering changes: the autopilot rides the CBR1000RR on the road loop for
 * {@value #RIDE_S} s of simulated time (stepped as fast as the machine allows), the instant
 * replay opens, the tool picks the countersteer from nearest upright after which the lean grows
 * most in the next quarter second, towards the side opposite the bar (a turn-in), selects the
 * steering close-up camera (Z, which puts the bar magnifier on) and the bar and lean arrows (O),
 * sets the replay to 1/8 speed and saves two frames: paused at the moment the
 * countersteer is first marked, and after playing on at 1/8 for a quarter second of the ride
 * (two wall seconds), where it pauses again. For each it prints the time, handlebar angle, lean
 * and yaw rate, so the PNGs can be read against the numbers.
 * Usage (after {@code mvn -B -o -pl app -am package -DskipTests} and {@code test-compile}):
 * {@code xvfb-run -a -s "-screen 0 1280x720x24" java -cp app/target/test-classes:app/target/driving-sandbox.jar
 * dev.sandbox.app.tools.CountersteerCloseUpShots OUTDIR [WIDTHxHEIGHT]} (1280x720 unless given; the
 * Xvfb screen as large); writes {@code OUTDIR/countersteer-0.png} and {@code OUTDIR/countersteer-1.png}.
 */
public final class CountersteerCloseUpShots {

    /** Simulated seconds ridden before the replay opens. */
    static final double RIDE_S = 40;
    /** Time from the countersteer to the second frame (in seconds of the ride). */
    static final double LATER_S = 0.25;
    /** Replay speed of the shots. */
    static final double SPEED = 1 / 8.0;

    private static SandboxApp app;

    private CountersteerCloseUpShots() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Path.of(args.length > 0 ? args[0] : "countersteer-shots");
        Files.createDirectories(out);
        app = new SandboxApp(LaunchOptions.parse("--vehicle", "cbr1000rr", "--autopilot", "--size",
                args.length > 1 ? args[1] : "1280x720"));
        Thread t = new Thread(app::start, "sandbox");
        t.setDaemon(true);
        t.start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (!onJme(() -> {
            DrivingState d = app.getStateManager().getState(DrivingState.class);
            ReplayState r = app.getStateManager().getState(ReplayState.class);
            return d != null && d.simulation() != null && d.snapshot() != null && r != null && r.isInitialized();
        })) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("the sandbox did not start within 120 s");
            }
            Thread.sleep(200);
        }
        onJme(() -> {
            DrivingState d = app.getStateManager().getState(DrivingState.class);
            double until = d.snapshot().timeS() + RIDE_S;
            while (d.snapshot().timeS() < until) {
                d.update(1 / 60f);
            }
            return null;
        });
        long event = onJme(CountersteerCloseUpShots::openAtBestCountersteer);
        Thread.sleep(1500); // the close-up camera and the arrows settle on the paused frame
        shoot(out.resolve("countersteer-0.png"));
        long later = event + Math.round(LATER_S / onJme(() -> replay().player().stepS()));
        onJme(() -> {
            replay().setPlaying(true);
            return null;
        });
        long wallDeadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (onJme(() -> replay().player().position()) < later && System.nanoTime() < wallDeadline) {
            Thread.sleep(20);
        }
        onJme(() -> {
            replay().setPlaying(false);
            replay().seek(later);
            return null;
        });
        Thread.sleep(1500);
        shoot(out.resolve("countersteer-1.png"));
        app.stop(true);
        System.exit(0);
    }

    private static ReplayState replay() {
        return app.getStateManager().getState(ReplayState.class);
    }

    /** Opens the replay paused on the countersteer followed by the largest growth of lean, close-up and arrows on. */
    private static long openAtBestCountersteer() {
        ReplayState r = replay();
        r.toggle();
        r.update(1 / 60f);
        TapePlayer p = r.player();
        long quarter = Math.round(LATER_S / p.stepS());
        long best = -1;
        double bestScore = 0;
        for (TapeEvent e : p.buffer().events()) {
            long at = e.step() + 1;
            if (e.kind() != TapeEvent.Kind.COUNTERSTEER || at < p.firstStep() || at + quarter > p.endStep()) {
                continue;
            }
            p.seek(at);
            double bar = p.current().kind().handlebarRad();
            double lean0 = p.current().kind().leanRad();
            p.seek(at + quarter);
            double growth = p.current().kind().leanRad() - lean0;
            // a turn-in: the lean grows towards the side the bar is turned away from (positive bar
            // = left, positive lean = right side down, so both positive), best from near upright
            double score = bar * growth > 0 ? Math.abs(growth) / (1 + Math.abs(Math.toDegrees(lean0)) / 5) : 0;
            if (score > bestScore) {
                bestScore = score;
                best = at;
            }
        }
        r.setSpeed(SPEED);
        r.seek(best);
        r.setPlaying(false);
        ReplayKeysState keys = app.getStateManager().getState(ReplayKeysState.class);
        keys.valueChanged(ReplayFunctions.CLOSE_UP, InputState.Positive, 0);
        if (!app.getStateManager().getState(BarLeanArrowsState.class).isEnabled()) {
            keys.valueChanged(ReplayFunctions.ARROWS, InputState.Positive, 0);
        }
        System.out.printf(Locale.ROOT, "countersteer chosen at %.3f s (%d countersteers on the timeline)%n",
                best * p.stepS(), p.buffer().events().stream().filter(e -> e.kind() == TapeEvent.Kind.COUNTERSTEER)
                        .count());
        return best;
    }

    private static void shoot(Path file) throws Exception {
        onJme(() -> {
            app.getStateManager().getState(CaptureState.class).captureTo(file);
            return null;
        });
        for (int i = 0; i < 100 && !Files.exists(file); i++) {
            Thread.sleep(100);
        }
        onJme(() -> {
            TapePlayer p = replay().player();
            VehicleSnapshot s = p.current();
            double bar = Math.toDegrees(s.kind().handlebarRad());
            double lean = Math.toDegrees(s.kind().leanRad());
            double yaw = Math.toDegrees(s.yawRateRadPerS());
            System.out.printf(Locale.ROOT,
                    "%s: t %.3f s, speed %.1f km/h, handlebar %.2f deg %s, lean %.2f deg %s, yaw rate %.1f deg/s %s,"
                            + " countersteering %s%n",
                    file, p.position() * p.stepS(), s.speedMps() * 3.6, Math.abs(bar), bar >= 0 ? "left" : "right",
                    Math.abs(lean), lean >= 0 ? "right" : "left", Math.abs(yaw), yaw >= 0 ? "left" : "right",
                    s.kind().countersteering());
            return null;
        });
    }

    private static <T> T onJme(Callable<T> c) throws Exception {
        return JmeThread.call(app, c, 300);
    }
}
