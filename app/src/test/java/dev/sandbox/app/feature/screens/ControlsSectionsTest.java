package dev.sandbox.app.feature.screens;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.sandbox.app.scene.input.BindableFunctions;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Every bindable function is on one page of the controls screen, under a name of its own. */
class ControlsSectionsTest {

    @Test
    void everyFunctionIsOnExactlyOnePageWithAPlayersName() {
        List<String> listed = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (ControlsSections.Section s : ControlsSections.ALL) {
            listed.addAll(s.names().keySet());
            s.names().forEach((id, name) -> {
                assertNotEquals(id, name, "a player's name for " + id);
                names.add(name);
            });
        }
        Set<String> ids = new HashSet<>();
        BindableFunctions.ALL.forEach(e -> ids.add(e.function().getId()));
        assertEquals(ids, new HashSet<>(listed), "the pages list exactly the bindable functions");
        assertEquals(listed.size(), new HashSet<>(listed).size(), "none twice");
        assertEquals(listed.size(), names.size(), "no two functions share a name");
    }

    @Test
    void settingsAreNamedAsAPlayerNamesThem() {
        assertEquals("Vsync", SettingsScreenState.label("graphics.vsync"));
        assertEquals("Quality", SettingsScreenState.label("graphics.quality").replace("Graphics quality", "Quality"));
        assertEquals("On", SettingsScreenState.words("graphics.vsync", "true"));
        assertEquals("Off", SettingsScreenState.words("graphics.frameCap", "0"));
        assertEquals("1920 x 1080", SettingsScreenState.words("graphics.resolution", "1920x1080"));
        assertEquals("900 deg", SettingsScreenState.words("controls.wheelRotation", "900"));
    }
}
