package dev.sandbox.app.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The session's end saves the replay, the report and the recording in that order, once, each on its own. */
class SessionEndTest {

    @Test
    void savesInOrderOnceAndAFailureDoesNotStopTheOthers() {
        List<String> done = new ArrayList<>();
        List<String> lines = new ArrayList<>();
        SessionEnd end = new SessionEnd(lines::add);
        end.register(SessionEnd.Save.RECORDING, () -> done.add("recording"));
        end.register(SessionEnd.Save.REPORT, () -> {
            throw new IllegalStateException("out.json: No space left on device");
        });
        end.register(SessionEnd.Save.REPLAY, () -> done.add("replay"));
        end.finish();
        end.finish();
        assertEquals(List.of("replay", "recording"), done);
        assertEquals(List.of("report not saved: out.json: No space left on device"), lines);
    }
}
