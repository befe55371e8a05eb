package dev.sandbox.app.feature.hud;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.input.KeyInput;
import dev.sandbox.app.scene.input.ControlBindings;
import dev.sandbox.app.scene.input.DrivingFunctions;
import dev.sandbox.app.scene.input.InputToken;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The status line's key hints are the bindings in force, not a fixed text. */
class StatusLineTest {

    @Test
    void theDefaultKeysAreNamed() {
        String line = DrivingHudState.statusLine("Boxster S", "chase", true, false, ControlBindings.defaults());
        assertTrue(line.contains("F10 help"), line);
        assertTrue(line.contains("F1 telemetry"), line);
        assertTrue(line.contains("AUTOPILOT (P)"), line);
        assertFalse(line.contains("PAUSED"), line);
    }

    @Test
    void aReboundKeyShowsAsBound() {
        ControlBindings b = ControlBindings.defaults();
        b.set(DrivingFunctions.HELP, List.of(InputToken.of(KeyInput.KEY_F9)));
        b.set(DrivingFunctions.TELEMETRY, List.of(InputToken.of(KeyInput.KEY_T), InputToken.of(KeyInput.KEY_F2)));
        b.set(DrivingFunctions.PAUSE, List.of(InputToken.of(KeyInput.KEY_BACK)));
        String line = DrivingHudState.statusLine("CBR1000RR", "cockpit", false, true, b);
        assertTrue(line.contains("F9 help"), line);
        assertFalse(line.contains("F10"), "the old help key is gone: " + line);
        assertTrue(line.contains(b.hint(DrivingFunctions.TELEMETRY) + " telemetry") && line.contains("T/F2"), line);
        assertTrue(line.contains("PAUSED (BACK)"), line);
        assertFalse(line.contains("AUTOPILOT"), line);
    }

    @Test
    void aReplayThatPlaysIsNotCalledPaused() {
        ControlBindings b = ControlBindings.defaults();
        String playing = DrivingHudState.statusLine("CBR1000RR", "close-up", false, DrivingHudState.Run.REPLAY_PLAYING, b);
        String paused = DrivingHudState.statusLine("CBR1000RR", "close-up", false, DrivingHudState.Run.REPLAY_PAUSED, b);
        assertTrue(playing.contains("REPLAY PLAYING (K pauses)"), playing);
        assertFalse(playing.contains("PAUSED"), playing);
        assertTrue(paused.contains("REPLAY PAUSED (K plays)"), paused);
        assertFalse(paused.contains("F9"), "the live drive's pause key is not the replay's: " + paused);
    }
}
