package dev.sandbox.bench.frames;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.jme3.profile.AppStep;
import org.junit.jupiter.api.Test;

/** The frame's phases and, inside the states' update, each app state's share. */
class FramePhasesTest {

    @Test
    void eachAppStateUpdateIsTimedUnderItsName() throws Exception {
        FramePhases phases = new FramePhases("SlowState");
        phases.start();
        for (int frame = 0; frame < 4; frame++) {
            phases.appStep(AppStep.BeginFrame);
            phases.appStep(AppStep.StateManagerUpdate);
            phases.appSubStep("AppStateManager", "update", "SlowState");
            Thread.sleep(3);
            phases.appSubStep("AppStateManager", "update", "QuickState");
            phases.appStep(AppStep.SpatialUpdate);
            phases.appStep(AppStep.StateManagerRender);
            phases.appSubStep("AppStateManager", "render", "NotAnUpdate");
            Thread.sleep(1);
            phases.appStep(AppStep.RenderFrame);
            phases.appStep(AppStep.EndFrame);
        }
        String json = phases.report().toString();
        JsonNode states = new ObjectMapper().readTree(json).get("stateUpdateMs");
        assertEquals("SlowState", states.fieldNames().next(), "the slowest state first: " + json);
        assertTrue(states.get("SlowState").asDouble() >= 3, "at least its 3 ms of sleep a frame: " + json);
        assertTrue(!json.contains("NotAnUpdate"), "a state's render is not its update: " + json);
        assertTrue(phases.clockedWallNs() >= 3 * 3_000_000L, "the clocked state's 3 ms, in the three frames kept");
        assertTrue(phases.clockedCpuNs() >= 0 && phases.clockedCpuNs() <= phases.clockedWallNs(),
                "sleeping takes no CPU: " + phases.clockedCpuNs() + " ns");
    }
}
