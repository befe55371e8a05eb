package dev.sandbox.bench.frames;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The alternation counted frame by frame, with no window: the part is hidden for the first
 * {@link Alternation#WINDOW} frames and shown for the next, each half's window is averaged
 * without its first {@link Alternation#SETTLE} frames, and each half's triangles are its own.
 */
class AlternationTest {

    @Test
    void twoWindowsMakeOneHiddenAndOneShownHalf() throws Exception {
        List<Boolean> shown = new ArrayList<>();
        boolean[] visible = {true};
        Alternation a = new Alternation("vehicle", v -> {
            shown.add(v);
            visible[0] = v;
        }, () -> visible[0] ? 5_000 : 1_000);
        for (int i = 0; i < 2 * Alternation.WINDOW; i++) {
            a.frame();
        }
        assertEquals(List.of(false, true), shown, "hidden first, then shown again");
        JsonNode r = new ObjectMapper().readTree(a.report().toString());
        assertEquals("vehicle", r.get("hidden").asText());
        assertEquals(1, r.get("windows").asInt(), r.toString());
        assertEquals(5_000, r.get("shownTriangles").asLong(), r.toString());
        assertEquals(1_000, r.get("hiddenTriangles").asLong(), r.toString());
        a.restore();
        assertEquals(true, shown.get(shown.size() - 1), "shown at the end of the run");
    }
}
