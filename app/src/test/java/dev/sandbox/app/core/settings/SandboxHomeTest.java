package dev.sandbox.app.core.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The XDG folders and the one-time move from an older version's ~/.driving-sandbox. */
class SandboxHomeTest {

    @Test
    void anOldFolderMovesOnceToTheXdgConfigAndDataFolders() throws Exception {
        assumeTrue(System.getProperty("os.name").toLowerCase().contains("linux"));
        assumeTrue(System.getenv(SandboxHome.ENV) == null && System.getenv("XDG_CONFIG_HOME") == null
                && System.getenv("XDG_DATA_HOME") == null, "the environment sets the folders");
        String oldHome = System.getProperty("user.home");
        String oldOverride = System.getProperty(SandboxHome.PROPERTY);
        Path home = Files.createTempDirectory("home");
        try {
            System.setProperty("user.home", home.toString());
            System.clearProperty(SandboxHome.PROPERTY);
            Path legacy = Files.createDirectories(home.resolve(".driving-sandbox"));
            Files.writeString(legacy.resolve("settings.properties"), "hud.speedUnit=MPH\n");
            Files.writeString(legacy.resolve("controls.properties"), "throttle = I\n");
            Files.createDirectories(legacy.resolve("recordings"));
            Files.writeString(legacy.resolve("recordings").resolve("a.csv"), "time [s]\n");
            assertEquals(home.resolve(".config/driving-sandbox"), SandboxHome.configDir());
            assertEquals(home.resolve(".local/share/driving-sandbox"), SandboxHome.dataDir());
            assertNotNull(SandboxHome.migrateLegacy());
            assertTrue(Files.isRegularFile(SandboxHome.settingsFile()));
            assertTrue(Files.isRegularFile(SandboxHome.controlsFile()));
            assertTrue(Files.isRegularFile(SandboxHome.recordingsDir().resolve("a.csv")));
            assertFalse(Files.exists(legacy), "the emptied old folder is gone");
            assertNull(SandboxHome.migrateLegacy(), "only once");
        } finally {
            System.setProperty("user.home", oldHome);
            if (oldOverride != null) {
                System.setProperty(SandboxHome.PROPERTY, oldOverride);
            }
        }
    }
}
