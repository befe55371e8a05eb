package dev.sandbox.app.core.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Each platform's folders, as its convention names them. */
class PlatformFoldersTest {

    private static final Path HOME = Path.of("/home/ann");

    @Test
    void linuxFollowsXdgWithItsDefaults() {
        PlatformFolders f = PlatformFolders.of("Linux", Map.<String, String>of()::get, HOME);
        assertEquals(Path.of("/home/ann/.config/driving-sandbox"), f.config());
        assertEquals(Path.of("/home/ann/.local/share/driving-sandbox"), f.data());
        assertEquals(Path.of("/home/ann/.local/state/driving-sandbox"), f.state());
    }

    @Test
    void linuxTakesAbsoluteXdgVariablesOnly() {
        Map<String, String> env = Map.of("XDG_CONFIG_HOME", "/cfg", "XDG_DATA_HOME", "relative/data",
                "XDG_STATE_HOME", "/st");
        PlatformFolders f = PlatformFolders.of("Linux", env::get, HOME);
        assertEquals(Path.of("/cfg/driving-sandbox"), f.config());
        assertEquals(Path.of("/home/ann/.local/share/driving-sandbox"), f.data(), "a relative XDG path is ignored");
        assertEquals(Path.of("/st/driving-sandbox"), f.state());
    }

    @Test
    void windowsUsesAppDataAndLocalAppDataForLogs() {
        Map<String, String> env = Map.of("APPDATA", "/users/ann/AppData/Roaming", "LOCALAPPDATA", "/users/ann/AppData/Local");
        PlatformFolders f = PlatformFolders.of("Windows 11", env::get, HOME);
        assertEquals(Path.of("/users/ann/AppData/Roaming/driving-sandbox"), f.config());
        assertEquals(f.config(), f.data());
        assertEquals(Path.of("/users/ann/AppData/Local/driving-sandbox/logs"), f.state());
    }

    @Test
    void macOsUsesApplicationSupportAndLogs() {
        PlatformFolders f = PlatformFolders.of("Mac OS X", Map.<String, String>of()::get, HOME);
        assertEquals(Path.of("/home/ann/Library/Application Support/driving-sandbox"), f.config());
        assertEquals(f.config(), f.data());
        assertEquals(Path.of("/home/ann/Library/Logs/driving-sandbox"), f.state());
    }

    @Test
    void theOverrideIsOneFolderWithTheLogsInside() {
        PlatformFolders f = PlatformFolders.oneFolder(Path.of("/tmp/sb"));
        assertEquals(Path.of("/tmp/sb"), f.config());
        assertEquals(Path.of("/tmp/sb"), f.data());
        assertEquals(Path.of("/tmp/sb/logs"), f.state());
    }
}
