package dev.sandbox.app.feature.replay;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import dev.sandbox.app.core.replay.PlaybackClock;
import dev.sandbox.app.core.replay.ReplayOptions;
import dev.sandbox.app.core.replay.ReplayWorld;
import dev.sandbox.app.core.report.ReplayedDrive;
import dev.sandbox.app.scene.vehicle.VehiclePose;
import dev.sandbox.app.session.DrivingState;
import dev.sandbox.app.session.Menu;
import dev.sandbox.app.session.StateReportState;
import dev.sandbox.app.session.WorldState;
import dev.sandbox.physics.replay.DriveTape;
import dev.sandbox.physics.replay.ReplayBuffer;
import dev.sandbox.physics.replay.ReplayFile;
import dev.sandbox.physics.replay.TapeEvent;
import dev.sandbox.physics.replay.TapePlayer;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

/**
 * The replay: shows the drive again by re-running the model from the buffer's checkpoints with
 * the recorded inputs ({@link TapePlayer}), at 1 to 1/16 speed, paused, frame by frame or
 * scrubbed along a timeline marked with the model's countersteers, crashes and collisions and the
 * test pad's timed runs. While
 * it is open the live drive is paused and the HUD, telemetry, charts, g-g diagram and force
 * arrows read the replayed state ({@link DrivingState#show}). Its keys are heard by the
 * replay's keys state.
 */
public final class ReplayState extends BaseAppState {

    /** Seconds of the drive shown before the end when the instant replay opens. */
    public static final double OPEN_BEFORE_END_S = 10;

    private final ReplayOptions options;
    private final ReplayRecorderState recorder;
    private final Consumer<String> refuse;
    private final PlaybackClock clock = new PlaybackClock();
    private final long worldSeed;
    private TapePlayer player;
    private ReplayBuffer fileBuffer;
    private Path fileShown;
    private long openAt = -1;
    private VehiclePose pose;
    private boolean drivingWasOn;
    private ReplayPanel panel;
    private final Menu menu;
    private String message = "";
    private BarMagnifierState magnifier;

    /**
     * @param options the replay's command line
     * @param recorder the live drive's buffer
     * @param worldSeed the seed of the world on screen
     * @param refuse told one line when a replay file cannot be shown (prints it and exits with status 2)
     * @param menu the menu, closed while a replay file opened at start is shown and opened when
     *     the replay closes with no vehicle to return to
     */
    public ReplayState(ReplayOptions options, ReplayRecorderState recorder, long worldSeed,
            Consumer<String> refuse, Menu menu) {
        this.menu = menu;
        this.worldSeed = worldSeed;
        this.options = options;
        this.recorder = recorder;
        this.refuse = refuse;
        clock.setSpeed(options.replaySpeed());
        setEnabled(false);
    }

    /** @param bars draws the bars magnified while it is active */
    void setMagnifier(BarMagnifierState bars) {
        this.magnifier = bars;
    }

    /**
     * Opens a replay file (replacing the one shown).
     *
     * @param file the file
     */
    public void open(Path file) {
        ReplayFile.Contents c;
        try {
            c = ReplayFile.read(file);
            long seed = ReplayWorld.seedOf(file, c.tape().world());
            if (seed != worldSeed) {
                message = file.getFileName() + " was driven in world " + seed + "; start with --replay to see it";
                return;
            }
        } catch (IllegalArgumentException e) {
            message = e.getMessage();
            return;
        }
        WorldState world = getState(WorldState.class);
        ReplayedDrive drive = new ReplayedDrive(world.layout().testPad());
        ReplayBuffer.Built built = ReplayBuffer.build(c.tape(), world.ground(), drive);
        String hash = Long.toHexString(built.finalStateHash());
        if (built.finalStateHash() != c.finalStateHash()) {
            refuse.accept(file + ": made by an incompatible version of the model (the drive ends in state "
                    + hash + ", the file says " + Long.toHexString(c.finalStateHash()) + ")");
            return;
        }
        System.out.println("driving-sandbox: replay " + file + ": finalStateHash " + hash + " (as saved); "
                + describe(built.buffer()));
        StateReportState report = getState(StateReportState.class);
        if (report != null && file.equals(options.openFile())) {
            List<DriveTape.Segment> segs = c.tape().segments();
            report.describeReplay(file, segs.get(segs.size() - 1).spec(), drive, built.finalStateHash());
        }
        fileBuffer = built.buffer();
        fileShown = file;
        openAt = c.openAtStep();
        if (isEnabled()) {
            setEnabled(false);
        }
        setEnabled(true);
    }

    /**
     * @return e.g. "3 countersteer (at 3.547 s bar -0.31 deg lean 1.2 deg, ...), 1 crash (at 5.476 s), 0 collision"
     */
    private String describe(ReplayBuffer b) {
        TapePlayer p = new TapePlayer(b, getState(WorldState.class).ground());
        StringBuilder sb = new StringBuilder();
        for (TapeEvent.Kind k : TapeEvent.Kind.values()) {
            List<TapeEvent> of = b.events().stream().filter(e -> e.kind() == k).toList();
            sb.append(sb.length() == 0 ? "" : ", ").append(of.size()).append(' ')
                    .append(k.name().toLowerCase().replace('_', ' '));
            StringBuilder at = new StringBuilder();
            for (TapeEvent e : of.subList(0, Math.min(of.size(), 24))) {
                p.seek(e.step() + 1);
                VehicleSnapshot s = p.current();
                at.append(at.length() == 0 ? " (at " : ", ").append(String.format(java.util.Locale.ROOT, "%.3f s",
                        p.position() * p.stepS())).append(e.label().isEmpty() ? "" : " " + e.label());
                if (!Double.isNaN(s.kind().handlebarRad())) {
                    at.append(String.format(java.util.Locale.ROOT, " bar %.2f lean %.1f deg",
                            Math.toDegrees(s.kind().handlebarRad()), Math.toDegrees(s.kind().leanRad())));
                }
            }
            sb.append(at.length() == 0 ? "" : at.append(')'));
        }
        return sb.toString();
    }

    /** Opens the instant replay of the live drive (or closes the replay). */
    public void toggle() {
        if (isEnabled()) {
            setEnabled(false);
            return;
        }
        if (!recorder.hasDrive()) {
            message = "nothing driven yet to replay";
            return;
        }
        fileBuffer = null;
        fileShown = null;
        setEnabled(true);
    }

    /** @return the player, or null while closed */
    public TapePlayer player() {
        return player;
    }

    /** @return the replay's speed (1 = real time) */
    public double speed() {
        return clock.speed();
    }

    /** @return true while playing (not paused) */
    public boolean playing() {
        return clock.playing();
    }

    /** @param play true to play, false to pause */
    public void setPlaying(boolean play) {
        clock.setPlaying(play);
    }

    /** @param speed the replay speed */
    public void setSpeed(double speed) {
        clock.setSpeed(speed);
    }

    /** @return the file shown, or null for the live drive's buffer */
    public Path fileShown() {
        return fileShown;
    }

    /** @return a line for the screen about the last action */
    public String message() {
        return message;
    }

    /**
     * Moves the playhead.
     *
     * @param step global step of the tape
     */
    public void seek(long step) {
        player.seek(step);
        clock.clear();
        pose = VehiclePose.blend(player.current(), player.current(), 1);
    }

    /**
     * Jumps to the moment of the last event of a kind before the playhead (or the last one of all
     * when none is before it) and pauses there.
     *
     * @param kinds the kinds of event wanted
     * @return true when there was one
     */
    public boolean jumpToLast(List<TapeEvent.Kind> kinds) {
        TapeEvent best = null;
        TapeEvent latest = null;
        for (TapeEvent e : player.buffer().events()) {
            if (!kinds.contains(e.kind()) || e.step() + 1 < player.firstStep()) {
                continue;
            }
            latest = e;
            if (e.step() + 1 < player.position()) {
                best = e;
            }
        }
        TapeEvent e = best != null ? best : latest;
        if (e == null) {
            message = "no " + kinds.get(0).name().toLowerCase().replace('_', ' ') + " on the timeline";
            return false;
        }
        // the state after the event's step is the first that shows it
        seek(e.step() + 1);
        clock.setPlaying(false);
        message = name(e) + " at " + String.format(java.util.Locale.ROOT, "%.3f s", (e.step() + 1) * player.stepS());
        return true;
    }

    /** @return "countersteer", "crash", or a timed run's label ("0-100 km/h 5.61 s") */
    private static String name(TapeEvent e) {
        return e.label().isEmpty() ? e.kind().name().toLowerCase().replace('_', ' ') : e.label();
    }

    /**
     * Jumps to the moment of the next event of a kind after the playhead and pauses there.
     *
     * @param kind the kind of event wanted
     * @return true when there was one
     */
    public boolean jumpToNext(TapeEvent.Kind kind) {
        for (TapeEvent e : player.buffer().events()) {
            if (e.kind() == kind && e.step() + 1 > player.position()) {
                seek(e.step() + 1);
                clock.setPlaying(false);
                message = kind.name().toLowerCase() + " at " + String.format(java.util.Locale.ROOT, "%.3f s",
                        (e.step() + 1) * player.stepS());
                return true;
            }
        }
        message = "no " + kind.name().toLowerCase() + " after the playhead";
        return false;
    }

    /**
     * Steps one shown frame (1/60 s of the drive at the current speed, at least one model step).
     *
     * @param dir +1 forward, -1 back
     */
    public void frame(int dir) {
        clock.setPlaying(false);
        long n = Math.max(1, Math.round(clock.speed() / 60.0 / player.stepS()));
        seek(player.position() + dir * n);
    }

    @Override
    public void update(float tpf) {
        if (player == null) {
            return;
        }
        DrivingState driving = getState(DrivingState.class);
        if (driving.isEnabled()) {
            driving.setEnabled(false); // the pause key must not run the live drive under the replay
        }
        long n = clock.advance(tpf, player.stepS());
        for (long i = 0; i < n; i++) {
            if (!player.stepForward()) {
                clock.setPlaying(false);
                System.out.println("driving-sandbox: replay ended at step " + player.position()
                        + ": finalStateHash " + Long.toHexString(player.stateHash()));
                break;
            }
        }
        pose = VehiclePose.blend(player.previous(), player.current(), n == 0 && !clock.playing() ? 1
                : clock.alpha(player.stepS()));
        panel.update(this);
    }

    /** @param line a line for the screen about the last action */
    void setMessage(String line) {
        message = line;
    }

    /** Plays from the start again when at the end, else toggles play and pause. */
    public void playPause() {
        if (!clock.playing() && player.position() >= player.endStep()) {
            seek(player.firstStep());
        }
        clock.setPlaying(!clock.playing());
    }

    @Override
    protected void initialize(Application app) {
        panel = new ReplayPanel(this);
        getState(DrivingState.class).setTimeScale(options.timeScale());
        if (options.openFile() != null) {
            menu.setOpen(false);
            // after initialising: a state enabled inside its own initialize() is enabled twice,
            // and the second time would open at the end instead of where the file says
            app.enqueue(() -> open(options.openFile()));
        }
    }

    @Override
    protected void cleanup(Application app) {
    }

    @Override
    protected void onEnable() {
        DrivingState driving = getState(DrivingState.class);
        drivingWasOn = driving.isEnabled();
        driving.setEnabled(false);
        ReplayBuffer b = fileBuffer != null ? fileBuffer : recorder.buffer();
        player = new TapePlayer(b, getState(WorldState.class).ground());
        long start = openAt >= 0 ? openAt
                : player.endStep() - Math.round(OPEN_BEFORE_END_S / player.stepS());
        openAt = -1;
        seek(start);
        clock.setPlaying(true);
        driving.show(new DrivingState.Shown() {
            @Override
            public VehicleSpec spec() {
                return player.vehicle().spec();
            }

            @Override
            public VehicleSnapshot snapshot() {
                return player.current();
            }

            @Override
            public VehiclePose pose() {
                return magnifier == null ? pose : magnifier.apply(pose, player.vehicle().spec());
            }

            @Override
            public double timeScale() {
                return clock.playing() ? clock.speed() : 0;
            }
        });
        panel.show(getApplication());
        message = "";
        if (magnifier != null) {
            magnifier.clearChoice();
        }
    }

    @Override
    protected void onDisable() {
        panel.hide();
        DrivingState driving = getState(DrivingState.class);
        driving.show(null);
        player = null;
        if (driving.vehicle() == null) {
            menu.setOpen(true);
        } else if (drivingWasOn) {
            driving.setEnabled(true);
        }
    }
}
