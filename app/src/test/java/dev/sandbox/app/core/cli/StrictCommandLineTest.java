package dev.sandbox.app.core.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** What the sandbox's command line refuses, each with one line naming the option. */
class StrictCommandLineTest {

    private static String refused(String... args) {
        return assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse(args)).getMessage();
    }

    @Test
    void aSizeIsTwoNumbersInAsciiDigits() {
        assertEquals("--size wants WIDTHxHEIGHT such as 1280x720, not '640x480x5'", refused("--size", "640x480x5"));
        assertEquals("--size wants WIDTHxHEIGHT such as 1280x720, not '\u0666\u0664\u0660x\u0664\u0668\u0660'",
                refused("--size", "\u0666\u0664\u0660x\u0664\u0668\u0660"));
        assertEquals(640, LaunchOptions.parse("--size", "640x480").width());
    }

    @Test
    void aSeedIsInAsciiDigits() {
        assertEquals("--seed wants a whole number, not '\u0664\u0662'", refused("--seed", "\u0664\u0662"));
        assertEquals(-42, LaunchOptions.parse("--seed", "-42").seed());
    }

    @Test
    void fullscreenAndWindowedTogetherAreRefused() {
        assertEquals("--fullscreen and --windowed cannot be given together", refused("--fullscreen", "--windowed"));
    }

    @Test
    void anAssistGivenTwiceIsRefused() {
        assertEquals("--assists abs=on,abs=off: abs is given twice", refused("--assists", "abs=on,abs=off"));
    }

    @Test
    void anEmptyFileNameIsSaidSo() {
        assertEquals("--replay needs a file name", refused("--replay", ""));
        assertEquals("--save-replay needs a file name", refused("--save-replay", " "));
        assertEquals("--record needs a file name", refused("--record", ""));
        assertEquals("--state-report needs a file name", refused("--state-report", ""));
    }

    @Test
    void screenshotTimesHaveTheLimitOfExitAfterAndComeBeforeIt() {
        assertEquals("--screenshot-at wants a number of seconds from 0 to 86400 (a day), not '1e308'",
                refused("--screenshot-at", "1e308", "x.png", "--exit-after", "4"));
        assertEquals("--exit-after wants a number of seconds from 0 to 86400 (a day), not '1e308'",
                refused("--exit-after", "1e308"));
        assertEquals("--screenshot-at 10 comes after --exit-after 4: the run ends before it",
                refused("--screenshot-at", "10", "x.png", "--exit-after", "4"));
    }

    @Test
    void versionWithABadOptionIsABadCommandLine() {
        assertEquals("unknown option '--bogus' (try --help)",
                assertThrows(IllegalArgumentException.class,
                        () -> LaunchOptions.wantsVersion("--version", "--bogus")).getMessage());
        assertEquals(true, LaunchOptions.wantsVersion("--version"));
        assertEquals(false, LaunchOptions.wantsVersion("--vehicle", "boxster-s"));
    }
}
