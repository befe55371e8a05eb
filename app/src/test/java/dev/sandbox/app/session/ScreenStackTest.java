package dev.sandbox.app.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The back key goes one level at a time: controls, menu, game; the game's keys are off while any screen is open. */
class ScreenStackTest {

    @Test
    void backClosesTheTopScreenOnly() {
        List<Boolean> anyOpen = new ArrayList<>();
        KeyGroups groups = new KeyGroups();
        ScreenStack stack = new ScreenStack(groups, anyOpen::add);
        List<String> closed = new ArrayList<>();
        ScreenStack.Screen[] menu = new ScreenStack.Screen[1];
        ScreenStack.Screen[] controls = new ScreenStack.Screen[1];
        menu[0] = () -> {
            closed.add("menu");
            stack.closed(menu[0]);
        };
        controls[0] = () -> {
            closed.add("controls");
            stack.closed(controls[0]);
        };
        stack.opened(menu[0]);
        assertTrue(groups.screenOpen(), "the menu opened: only the screens' keys act");
        stack.opened(controls[0]);
        stack.back();
        assertEquals(List.of("controls"), closed);
        assertTrue(groups.screenOpen());
        stack.back();
        assertEquals(List.of("controls", "menu"), closed);
        assertFalse(groups.screenOpen(), "back in the game: its keys act again");
        assertNull(stack.top());
        stack.back();
        assertEquals(2, closed.size(), "nothing to back out of");
        assertEquals(List.of(true, false), anyOpen);
    }
}
