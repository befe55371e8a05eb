package dev.sandbox.physics.provingground;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A damaged or mismatched recording is refused by {@code replay} with one line naming the file
 * (and the line, where there is one) and exit status 2; a replay never ends in NaN with status 0.
 */
class ReplayBadInputTest {

    @TempDir
    static Path dir;
    private static Path good;
    private static List<String> lines;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @BeforeAll
    static void record() throws Exception {
        good = dir.resolve("good.rec");
        int code = new ProvingGround().run(new String[] {"soak", "--vehicle", "boxster-s", "--seed", "4", "--minutes", "0.05",
            "--record", good.toString(), "--json"}, new PrintStream(new ByteArrayOutputStream()), System.err);
        assertEquals(0, code);
        lines = Files.readAllLines(good);
    }

    private int replay(Path file, String... more) {
        List<String> args = new ArrayList<>(List.of("replay", "--recording", file.toString(), "--json"));
        args.addAll(List.of(more));
        return new ProvingGround().run(args.toArray(String[]::new), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private void assertRefused(Path file, String expectedStart) {
        out.reset();
        err.reset();
        assertEquals(2, replay(file));
        String e = err.toString(StandardCharsets.UTF_8);
        assertTrue(e.startsWith("proving-ground: " + expectedStart), e);
        assertEquals(1, e.lines().count(), e);
        assertEquals("", out.toString(StandardCharsets.UTF_8));
    }

    private Path withLine(String name, int index, String replacement) throws Exception {
        List<String> copy = new ArrayList<>(lines);
        copy.set(index, replacement);
        Path file = dir.resolve(name);
        Files.write(file, copy);
        return file;
    }

    private String shippedBoxster() throws Exception {
        try (var in = getClass().getClassLoader().getResourceAsStream("vehicles/boxster-s.yaml")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** Records a short soak drive of a spec file's vehicle. */
    private static Path soakWith(Path spec, String name) {
        Path rec = dir.resolve(name);
        assertEquals(0, new ProvingGround().run(new String[] {"soak", "--spec", spec.toString(), "--minutes", "0.02",
            "--record", rec.toString(), "--json"}, new PrintStream(new ByteArrayOutputStream()), System.err));
        return rec;
    }

    private int firstInputLine() {
        for (int i = 0; i < lines.size(); i++) {
            if (Character.isDigit(lines.get(i).charAt(0))) {
                return i;
            }
        }
        throw new AssertionError("no input line");
    }

    @Test
    void theGoodRecordingReplays() {
        assertEquals(0, replay(good));
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("\"finalStateHash\""));
    }

    @Test
    void aTruncatedRecordingIsRefused() throws Exception {
        byte[] bytes = Files.readAllBytes(good);
        Path cut = dir.resolve("cut.rec");
        Files.write(cut, java.util.Arrays.copyOf(bytes, bytes.length * 2 / 3));
        assertRefused(cut, cut + " line ");
        Path noEnd = dir.resolve("noend.rec");
        Files.write(noEnd, lines.subList(0, lines.size() - 1));
        assertRefused(noEnd, noEnd + " line " + (lines.size() - 1) + ": the recording ends without its 'end' line");
    }

    @Test
    void aFlippedByteIsFoundByTheChecksum() throws Exception {
        int i = firstInputLine() + 1;
        String line = lines.get(i);
        int digit = line.lastIndexOf('0') >= 0 ? line.indexOf(' ') + 3 : 0;
        char c = line.charAt(digit);
        String flipped = line.substring(0, digit) + (char) (c == '5' ? '6' : '5') + line.substring(digit + 1);
        Path file = withLine("flipped.rec", i, flipped);
        assertRefused(file, file + " line " + lines.size() + ": checksum mismatch");
    }

    @Test
    void stepsOutOfOrderAreRefused() throws Exception {
        int i = firstInputLine() + 10;
        String[] f = lines.get(i).split(" ", 2);
        assertTrue(Long.parseLong(lines.get(i - 1).split(" ")[0]) > 0);
        Path file = withLine("order.rec", i, "0 " + f[1]);
        assertRefused(file, file + " line " + (i + 1) + ": step 0 comes before the previous line's step");
    }

    @Test
    void notANumberAndHugeValuesAreRefusedBeforeTheChecksum() throws Exception {
        int i = firstInputLine() + 1;
        String[] f = lines.get(i).split(" ");
        f[1] = "NaN";
        Path nan = withLine("nan.rec", i, String.join(" ", f));
        assertRefused(nan, nan + " line " + (i + 1) + ": throttle NaN is outside 0.0 to 1.0");
        f[1] = "1e300";
        Path huge = withLine("huge.rec", i, String.join(" ", f));
        assertRefused(huge, huge + " line " + (i + 1) + ": throttle 1e300 is outside 0.0 to 1.0");
        int steps = lines.indexOf(lines.stream().filter(l -> l.startsWith("steps ")).findFirst().orElseThrow());
        Path manySteps = withLine("steps.rec", steps, "steps 999999999999999999");
        assertRefused(manySteps, manySteps + " line " + (steps + 1) + ": steps 999999999999999999 is outside");
    }

    @Test
    void aRecordingMadeWithAnotherSpecIsRefused(@TempDir Path specs) throws Exception {
        Path spec = Files.writeString(specs.resolve("heavier.yaml"),
                shippedBoxster().replaceFirst("massKg: (\\d+)", "massKg: 1500"));
        Path rec = soakWith(spec, "own-spec.rec");
        assertRefused(rec, rec + " was recorded with a different spec of 'boxster-s' than the shipped one");
        err.reset();
        assertEquals(0, replay(rec, "--spec", spec.toString()));
        out.reset();
        err.reset();
        assertEquals(2, replay(good, "--spec", spec.toString()));
        assertEquals("proving-ground: " + good + " was recorded with a different spec of 'boxster-s' than the spec file given.\n",
                err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aMissingFileAFolderAndAnEmptyFileAreRefused() throws Exception {
        Path missing = dir.resolve("never-recorded.rec");
        assertRefused(missing, missing + ": no such recording file.");
        assertRefused(dir, dir + ": is a folder, not a recording file.");
        Path empty = Files.createFile(dir.resolve("empty.rec"));
        assertRefused(empty, empty + ": the file is empty; not a drive recording.");
    }

    @Test
    void aDriveOfAnOwnVehicleAsksForItsSpecFile(@TempDir Path specs) throws Exception {
        Path spec = Files.writeString(specs.resolve("mine.yaml"),
                shippedBoxster().replaceFirst("(?m)^id: .*$", "id: my-car"));
        Path rec = soakWith(spec, "my-car.rec");
        assertRefused(rec, rec + " is a drive of 'my-car', which is not a shipped vehicle; pass the spec file it was"
                + " driven with (--spec FILE).");
    }
}
