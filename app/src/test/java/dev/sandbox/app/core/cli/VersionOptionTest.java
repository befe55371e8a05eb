package dev.sandbox.app.core.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code --version} prints the program's name and the Maven project's version, and is in the usage. */
class VersionOptionTest {

    @Test
    void versionLineIsNameAndTheMavenVersion() {
        String line = LaunchOptions.versionLine();
        assertTrue(line.matches("driving-sandbox \\d+\\.\\d+\\.\\d+(-SNAPSHOT)?"), line);
        assertTrue(LaunchOptions.USAGE.contains(LaunchOptions.VERSION_OPTION));
    }
}
