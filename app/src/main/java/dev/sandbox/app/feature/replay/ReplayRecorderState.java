package dev.sandbox.app.feature.replay;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import dev.sandbox.app.core.drive.VehicleCatalog;
import dev.sandbox.app.core.replay.ReplayWorld;
import dev.sandbox.app.core.settings.SandboxHome;
import dev.sandbox.app.core.testpad.TimedRunMarker;
import dev.sandbox.app.session.DrivingState;
import dev.sandbox.app.session.WorldState;
import dev.sandbox.physics.replay.DriveTape;
import dev.sandbox.physics.replay.ReplayBuffer;
import dev.sandbox.physics.replay.ReplayFile;
import dev.sandbox.physics.replay.SpecText;
import dev.sandbox.physics.sim.InputRecording;
import dev.sandbox.physics.sim.Simulation;
import dev.sandbox.physics.sim.Vehicle;
import dev.sandbox.physics.sim.VehicleSnapshot;
import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The replay buffer of the drive: every model step's input goes on the session's tape, and a
 * copy of the vehicle's state every second keeps at least the last {@link #KEEP_STEPS} steps
 * replayable. Saves the buffer on a key ({@code replays/} in the data folder, timestamped) and
 * the whole session on exit when {@code --save-replay FILE} asks.
 */
public final class ReplayRecorderState extends BaseAppState {

    /** Steps kept replayable: two and a half minutes at the model's 1 kHz. */
    public static final long KEEP_STEPS = 150_000;

    private final DrivingState driving;
    private final Path saveOnExit;
    private final Path ownSpecFile;
    private final DriveTape tape;
    private final ReplayBuffer buffer;
    private String lastMessage = "";
    private boolean savedOnExit;

    /**
     * Starts listening at once, so the first vehicle put down is on the tape.
     *
     * @param driving the driving loop
     * @param worldSeed the world's seed
     * @param saveOnExit the file to save the session to on exit, or null
     * @param ownSpecFile the player's spec file ({@code --spec}), or null
     */
    public ReplayRecorderState(DrivingState driving, long worldSeed, Path saveOnExit, Path ownSpecFile) {
        this.driving = driving;
        this.saveOnExit = saveOnExit;
        this.ownSpecFile = ownSpecFile;
        this.tape = new DriveTape(ReplayWorld.describe(worldSeed), 1.0 / Simulation.DEFAULT_HZ);
        this.buffer = new ReplayBuffer(tape, KEEP_STEPS);
        driving.addPlaceListener(this::placed);
        driving.addStepListener(this::stepped);
    }

    private void placed(Vehicle v) {
        VehicleCatalog catalog = driving.catalog();
        String id = v.spec().id();
        String text = catalog.isOwn(id) && ownSpecFile != null ? SpecText.of(ownSpecFile) : SpecText.shipped(id);
        buffer.placed(v, text);
    }

    private void stepped(VehicleSnapshot s) {
        buffer.stepped(driving.vehicle(), s);
    }

    /** @return the buffer (checkpoints and events) of the live drive */
    public ReplayBuffer buffer() {
        return buffer;
    }

    /** @return true once a vehicle has driven */
    public boolean hasDrive() {
        return !tape.segments().isEmpty() && tape.endStep() > buffer.firstStep();
    }

    /**
     * Saves the replay buffer: the session's inputs, opening at the start of the kept stretch.
     *
     * @return the file written, or null when nothing was driven yet or the write failed (see {@link #lastMessage})
     */
    public Path saveBuffer() {
        if (!hasDrive()) {
            lastMessage = "nothing driven yet: no replay saved";
            return null;
        }
        String stamp = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"));
        Path file = replaysDir().resolve("replay-" + stamp + ".replay");
        return save(file, buffer.firstStep()) ? file : null;
    }

    /**
     * Saves the whole session, opening at its start.
     *
     * @param file the file
     * @return true when written (see {@link #lastMessage})
     */
    public boolean saveSession(Path file) {
        return save(file, 0);
    }

    private boolean save(Path file, long openAt) {
        try {
            long hash = driving.vehicle().stateHash();
            ReplayFile.write(file, tape, openAt, hash);
            lastMessage = "saved replay " + file + " (" + tape.endStep() + " steps, finalStateHash "
                    + Long.toHexString(hash) + ")";
            System.out.println("driving-sandbox: " + lastMessage);
            return true;
        } catch (IOException | RuntimeException e) {
            lastMessage = "cannot save replay " + file + ": " + e.getMessage();
            System.err.println("driving-sandbox: " + lastMessage);
            return false;
        }
    }

    /** @return the outcome of the last save, for the screen */
    public String lastMessage() {
        return lastMessage;
    }

    /** @return the folder of saved replays: {@code replays} in the data folder */
    public static Path replaysDir() {
        return SandboxHome.replaysDir();
    }

    /**
     * The inputs of the last seconds of the drive, for a crash file: each change of the driver's
     * inputs (or of the gearbox mode) with its time on the tape.
     *
     * @param seconds how far back (in seconds, &gt; 0)
     * @return one line per change, oldest first; empty when nothing was driven
     */
    public List<String> recentInputs(double seconds) {
        List<String> lines = new ArrayList<>();
        long from = tape.endStep() - Math.round(seconds / tape.stepS());
        for (DriveTape.Segment seg : tape.segments()) {
            if (seg.endStep() < from) {
                continue;
            }
            for (InputRecording.Change c : seg.changes()) {
                long step = seg.firstStep() + c.step();
                if (step >= from) {
                    lines.add(String.format(Locale.ROOT, "t=%.3f s %s %s", step * tape.stepS(), seg.spec().id(),
                            c.input() != null ? c.input() : "automatic=" + c.automatic()));
                }
            }
        }
        return lines;
    }

    @Override
    protected void initialize(Application app) {
        buffer.setMarker(new TimedRunMarker(getState(WorldState.class).layout().testPad()));
    }

    /**
     * Saves the whole session to the {@code --save-replay} file, once (the session's end calls
     * it first of its saves); nothing when no file was asked for or nothing was driven.
     */
    public void saveOnExit() {
        if (saveOnExit != null && !tape.segments().isEmpty() && !savedOnExit) {
            savedOnExit = true;
            saveSession(saveOnExit);
        }
    }

    @Override
    protected void cleanup(Application app) {
        saveOnExit();
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }
}
