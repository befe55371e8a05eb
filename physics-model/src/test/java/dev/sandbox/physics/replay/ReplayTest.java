package dev.sandbox.physics.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.ground.Ground;
import dev.sandbox.physics.ground.RoughGround;
import dev.sandbox.physics.sim.Vehicle;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.sim.WheelBrakes;
import dev.sandbox.physics.vehicles.Vehicles;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A replay is the drive itself: the model is deterministic (one thread, a fixed 1 ms step, no
 * clocks), so the same inputs from the same state give the same states to the last bit, and the
 * model's state hash after a saved and re-read drive equals the live drive's.
 */
class ReplayTest {

    private static final double DT = 0.001;
    private final Ground ground = new RoughGround(7);

    @TempDir
    Path dir;

    /** A live session: a rider weaving on the bike, then a reset onto the same spot, then more riding. */
    private final class Session {
        final DriveTape tape = new DriveTape("rough 7", DT);
        final ReplayBuffer buffer;
        final List<VehicleSnapshot> shots = new ArrayList<>();
        final List<Long> hashes = new ArrayList<>();
        Vehicle live;

        Session(String vehicle, long keepSteps, int seconds) {
            this(vehicle, keepSteps, seconds, null);
        }

        Session(String vehicle, long keepSteps, int seconds, TapeMarker marker) {
            buffer = new ReplayBuffer(tape, keepSteps);
            buffer.setMarker(marker);
            live = Vehicles.create(VehicleSpecs.load(vehicle));
            live.setAutomatic(true);
            live.reset(0, 0, 0, ground);
            buffer.placed(live, SpecText.shipped(vehicle));
            shots.add(live.snapshot());
            hashes.add(live.stateHash());
            Random r = new Random(42);
            VehicleInput in = VehicleInput.IDLE;
            for (int i = 0; i < seconds * 1000; i++) {
                if (i % 50 == 0) {
                    // a driver's hands: throttle mostly on, steer swept left and right, a brake now and then
                    double steer = 0.6 * Math.sin(i * 0.0012) + 0.1 * r.nextGaussian();
                    // and now and then an anti-lock controller's per-wheel brake demand
                    boolean braking = r.nextInt(20) == 0;
                    in = new VehicleInput(i < 4000 ? 0.8 : 0.4 + 0.2 * r.nextDouble(), braking ? 0.5 : 0,
                            steer, 0, 0, false, false, false,
                            braking && r.nextBoolean() ? new WheelBrakes(0.5, 0.45, 0.2 * r.nextDouble(), 0.1) : null);
                }
                if (i == seconds * 500) {
                    live.reset(3, 1, 0.5, ground);
                    buffer.placed(live, SpecText.shipped(vehicle));
                    shots.set(shots.size() - 1, live.snapshot());
                    hashes.set(hashes.size() - 1, live.stateHash());
                }
                live.step(in, ground, DT);
                buffer.stepped(live, live.snapshot());
                shots.add(live.snapshot());
                hashes.add(live.stateHash());
            }
        }
    }

    @Test
    void aCopiedVehicleDrivesOnBitForBitLikeTheOriginal() {
        for (String id : List.of("cbr1000rr", "boxster-s")) {
            Session s = new Session(id, Long.MAX_VALUE, 3);
            Vehicle twin = StateCopier.copy(s.live);
            assertEquals(s.live.stateHash(), twin.stateHash());
            VehicleInput in = new VehicleInput(0.7, 0, 0.4, 0, 0, false, false, false);
            for (int i = 0; i < 2000; i++) {
                s.live.step(in, ground, DT);
                twin.step(in, ground, DT);
                assertEquals(s.live.snapshot(), twin.snapshot(), id + " step " + i);
            }
            assertEquals(s.live.stateHash(), twin.stateHash(), id);
        }
    }

    @Test
    void aDriveSavedAndReplayedEndsInTheSameStateHash() throws IOException {
        for (String id : List.of("cbr1000rr", "boxster-s")) {
            Session s = new Session(id, Long.MAX_VALUE, 12);
            Path file = dir.resolve(id + ".replay");
            ReplayFile.write(file, s.tape, 0, s.live.stateHash());
            ReplayFile.Contents c = ReplayFile.read(file);
            assertEquals(2, c.tape().segments().size());
            ReplayBuffer.Built b = ReplayBuffer.build(c.tape(), ground);
            assertEquals(Long.toHexString(s.live.stateHash()), Long.toHexString(b.finalStateHash()), id);
            assertEquals(s.live.stateHash(), c.finalStateHash());
            TapePlayer p = new TapePlayer(b.buffer(), ground);
            p.seek(p.endStep());
            assertEquals(s.live.snapshot(), p.current(), id + ": the last state shown is the last state driven");
        }
    }

    @Test
    void scrubbingBackwardsThenForwardsLandsOnTheStateOfPlayingThrough() {
        Session s = new Session("cbr1000rr", Long.MAX_VALUE, 10);
        TapePlayer through = new TapePlayer(s.buffer, ground);
        long mark = 7_321;
        while (through.position() < mark) {
            through.stepForward();
        }
        TapePlayer scrub = new TapePlayer(s.buffer, ground);
        scrub.seek(scrub.endStep());
        scrub.seek(2_500);
        scrub.seek(9_999);
        scrub.seek(mark - 1_500);
        scrub.seek(mark);
        assertEquals(through.stateHash(), scrub.stateHash());
        assertEquals(through.current(), scrub.current());
        assertEquals(s.shots.get((int) mark), scrub.current(), "what is shown is what happened");
        assertEquals(s.hashes.get((int) mark), scrub.stateHash());
        for (long step : new long[] {1, 999, 1000, 1001, 5000, 5001, 9_998}) {
            scrub.seek(step);
            assertEquals(s.hashes.get((int) step), scrub.stateHash(), "step " + step);
        }
    }

    @Test
    void theLiveBufferKeepsTheLastStretchReplayable() {
        long keep = 4_000;
        Session s = new Session("cbr1000rr", keep, 12);
        ReplayBuffer b = s.buffer;
        assertTrue(b.firstStep() <= 12_000 - keep, "at least the kept stretch");
        assertTrue(b.firstStep() >= 12_000 - keep - ReplayBuffer.CHECKPOINT_STEPS, "older checkpoints are dropped");
        TapePlayer p = new TapePlayer(b, ground);
        assertEquals(b.firstStep(), p.position());
        assertEquals(s.hashes.get((int) p.position()), p.stateHash());
        p.seek(p.endStep());
        assertEquals(s.live.stateHash(), p.stateHash());
        assertFalse(b.events().stream().anyMatch(e -> e.step() < b.firstStep()));
    }

    @Test
    void theRiderCountersteersAndTheTimelineMarksIt() {
        Session s = new Session("cbr1000rr", Long.MAX_VALUE, 12);
        assertTrue(s.buffer.events().stream().anyMatch(e -> e.kind() == TapeEvent.Kind.COUNTERSTEER),
                "weaving at speed starts each turn with a countersteer");
        for (TapeEvent e : s.buffer.events()) {
            if (e.kind() == TapeEvent.Kind.COUNTERSTEER) {
                assertTrue(s.shots.get((int) e.step() + 1).kind().countersteering());
            }
        }
    }

    /** Marks each standing start to 5 m/s, timed from the first step after the vehicle was put down, as a test pad would. */
    private static final class SprintMarker implements TapeMarker {
        private double startS = Double.NaN;
        private boolean done;

        @Override
        public void restart() {
            startS = Double.NaN;
            done = false;
        }

        @Override
        public List<Mark> accept(VehicleSnapshot s) {
            if (Double.isNaN(startS)) {
                startS = s.timeS() - DT;
            }
            if (done || s.speedMps() < 5) {
                return List.of();
            }
            done = true;
            double t = s.timeS() - startS;
            return List.of(new Mark(String.format(java.util.Locale.ROOT, "0-5 m/s %.3f s", t), t));
        }
    }

    @Test
    void aMarkerMarksTheReplayedDriveWhereItMarkedTheLiveOneAtTheStartOfTheStretch() throws IOException {
        Session s = new Session("boxster-s", Long.MAX_VALUE, 6, new SprintMarker());
        List<TapeEvent> runs = s.buffer.events().stream().filter(e -> e.kind() == TapeEvent.Kind.TIMED_RUN).toList();
        assertEquals(2, runs.size(), "one sprint before the reset and one after: " + runs);
        assertEquals(0, runs.get(0).step(), "the first began with the drive");
        assertEquals(3000, runs.get(1).step(), "the second where the vehicle was put down again");
        for (int i = 1; i < s.buffer.events().size(); i++) {
            assertTrue(s.buffer.events().get(i - 1).step() <= s.buffer.events().get(i).step(), "events in step order");
        }
        Path file = dir.resolve("sprints.replay");
        ReplayFile.write(file, s.tape, 0, s.live.stateHash());
        ReplayBuffer.Built built = ReplayBuffer.build(ReplayFile.read(file).tape(), ground, new SprintMarker());
        assertEquals(s.buffer.events(), built.buffer().events(), "the re-run is marked as the drive was, labels included");
    }

    @Test
    void aCorruptTruncatedOrForeignReplayFileIsRefusedWithOneLineNamingFileAndLine() throws IOException {
        Session s = new Session("cbr1000rr", Long.MAX_VALUE, 2);
        Path good = dir.resolve("good.replay");
        ReplayFile.write(good, s.tape, 0, s.live.stateHash());
        List<String> lines = Files.readAllLines(good);

        Path truncated = dir.resolve("truncated.replay");
        Files.write(truncated, lines.subList(0, lines.size() * 2 / 3));
        assertRefused(truncated, "truncated");

        Path cutMidLine = dir.resolve("cut.replay");
        byte[] bytes = Files.readAllBytes(good);
        Files.write(cutMidLine, java.util.Arrays.copyOf(bytes, bytes.length - 40));
        assertRefused(cutMidLine, "line");

        Path garbled = dir.resolve("garbled.replay");
        List<String> g = new ArrayList<>(lines);
        int change = g.indexOf(g.stream().filter(l -> l.startsWith("changes ")).findFirst().orElseThrow()) + 2;
        g.set(change, g.get(change).replace('.', ','));
        Files.write(garbled, g);
        assertRefused(garbled, "line " + (change + 1));

        Path future = dir.resolve("future.replay");
        List<String> f = new ArrayList<>(lines);
        f.set(0, ReplayFile.MAGIC + " " + (ReplayFile.VERSION + 1));
        Files.write(future, f);
        assertRefused(future, "incompatible version");

        Path other = dir.resolve("other.replay");
        Files.writeString(other, "drive-recording 1\nvehicle cbr1000rr\n", StandardCharsets.UTF_8);
        assertRefused(other, "not a replay file");

        Path binary = dir.resolve("binary.replay");
        Files.write(binary, new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1, 2});
        assertRefused(binary, "not a replay file");
    }

    @Test
    void countsAndStepsPastWhatTheFileCanHoldAreRefusedWithTheLine() throws IOException {
        Session s = new Session("boxster-s", Long.MAX_VALUE, 1);
        Path good = dir.resolve("good.replay");
        ReplayFile.write(good, s.tape, 0, s.live.stateHash());
        List<String> lines = Files.readAllLines(good);
        int steps = lines.indexOf(lines.stream().filter(l -> l.startsWith("steps ")).findFirst().orElseThrow());

        // a hundred million steps of the same input: 28 hours to drive through when the replay opens
        Path long1 = dir.resolve("long.replay");
        List<String> l = new ArrayList<>(lines);
        l.set(steps, "steps 100000000");
        Files.write(long1, l);
        assertRefused(long1, "line " + (steps + 1) + ": step count 100000000 makes the drive longer than 10 hours");
        l.set(steps, "steps 2305843009213693951");
        Files.write(long1, l);
        assertRefused(long1, "line " + (steps + 1) + ": step count 2305843009213693951");

        // counts of lines that the file does not have
        Path many = dir.resolve("many.replay");
        List<String> m = new ArrayList<>(lines);
        m.set(4, "segments 100000");
        Files.write(many, m);
        assertRefused(many, "line 5: segment count 100000 is out of range");
        m = new ArrayList<>(lines);
        int changes = steps + 1;
        m.set(changes, "changes 1000000");
        Files.write(many, m);
        assertRefused(many, "line " + (changes + 1) + ": change count 1000000 is out of range");
    }

    @Test
    void aSpecWhoseIdNamesAShippedVehicleOfAnotherKindIsRefused() throws IOException {
        Session s = new Session("boxster-s", Long.MAX_VALUE, 1);
        Path edited = dir.resolve("edited.replay");
        ReplayFile.write(edited, s.tape, 0, s.live.stateHash());
        List<String> lines = new ArrayList<>(Files.readAllLines(edited));
        int id = lines.indexOf("|id: boxster-s");
        lines.set(id, "|id: cbr1000rr");
        Files.write(edited, lines);
        assertRefused(edited, "the vehicle spec of segment 1 is a car but its id 'cbr1000rr' is the shipped motorcycle's");
    }

    @Test
    void anEndlessDeviceIsRefusedAtOnce() {
        Path zero = Path.of("/dev/zero");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.exists(zero));
        assertRefused(zero, "line 1: longer than " + ReplayFile.MAX_LINE_CHARS + " characters; not a replay file");
    }

    private static void assertRefused(Path file, String says) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ReplayFile.read(file));
        assertTrue(e.getMessage().startsWith(file.toString()), e.getMessage());
        assertTrue(e.getMessage().contains(says), e.getMessage());
        assertEquals(1, e.getMessage().lines().count(), e.getMessage());
    }
}
