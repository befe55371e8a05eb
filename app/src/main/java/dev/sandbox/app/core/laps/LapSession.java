package dev.sandbox.app.core.laps;

import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.util.List;
import java.util.function.Consumer;

/**
 * Laps in a drive, free of the engine: the {@link LapTimer}, the poses of the lap being driven
 * ({@link GhostRecorder}) and each vehicle's best lap from the {@link BestLapStore}, which a
 * valid lap faster than it replaces, in the store and as the timer's reference and the ghost.
 */
public final class LapSession implements LapTimer.Listener {

    private final LapTimer timer;
    private final GhostRecorder recorder = new GhostRecorder();
    private final BestLapStore store;
    private final long worldSeed;
    private final Consumer<String> tell;
    private String fingerprint = "";
    private VehicleSnapshot last;
    private int bestVersion;

    /**
     * @param course the course
     * @param store where best laps are kept
     * @param worldSeed the seed of the world driven
     * @param tell told one line for every lap finished ("lap 2: 1:35.210 ...")
     */
    public LapSession(LapCourse course, BestLapStore store, long worldSeed, Consumer<String> tell) {
        this.timer = new LapTimer(course);
        this.store = store;
        this.worldSeed = worldSeed;
        this.tell = tell;
        timer.addListener(this);
    }

    /** @return the timer */
    public LapTimer timer() {
        return timer;
    }

    /** @return every lap finished, oldest first */
    public List<Lap> laps() {
        return timer.laps();
    }

    /** @return the best lap of the vehicle driven (its poses the ghost), or null */
    public BestLap best() {
        return timer.best();
    }

    /** @return a number that changes whenever the best lap (and with it the ghost) does */
    public int bestVersion() {
        return bestVersion;
    }

    /**
     * A vehicle was put down: the first, a switch to another (the lap in progress no longer
     * counts, and the new vehicle's best lap is read), or the same one again (a reset: the lap
     * no longer counts).
     *
     * @param spec the vehicle put down
     */
    public void placed(VehicleSpec spec) {
        String print = VehicleSpecs.fingerprint(spec);
        if (spec.id().equals(timer.vehicleId()) && print.equals(fingerprint)) {
            timer.interrupt(LapTimer.RESET);
            return;
        }
        timer.setVehicle(spec.id());
        timer.interrupt(LapTimer.SWITCHED);
        fingerprint = print;
        timer.setBest(store.load(spec.id(), print, worldSeed));
        bestVersion++;
    }

    /**
     * Takes one step's state.
     *
     * @param s the snapshot after the step
     */
    public void accept(VehicleSnapshot s) {
        last = s;
        timer.accept(s);
        if (timer.running()) {
            recorder.accept(timer.currentLapS(), s);
        }
    }

    @Override
    public void lapStarted() {
        recorder.restart();
    }

    @Override
    public void lapFinished(Lap lap, LapProfile profile) {
        BestLap kept = timer.best();
        BestLap candidate = new BestLap(fingerprint, worldSeed, lap, profile, recorder.finish(lap.lapS(), last));
        boolean isBest = store.offer(candidate, kept);
        if (isBest) {
            timer.setBest(candidate);
            bestVersion++;
        }
        tell.accept(String.format(java.util.Locale.ROOT, "lap %d: %s (S1 %s  S2 %s  S3 %s) vehicle %s%s%s", lap.number(),
                LapClock.format(lap.lapS()), LapClock.sector(lap.sectorsS().get(0)),
                LapClock.sector(lap.sectorsS().get(1)), LapClock.sector(lap.sectorsS().get(2)), lap.vehicleId(),
                lap.valid() ? "" : ", not counted: " + lap.invalidReason(), isBest ? ", best lap" : ""));
    }
}
