package dev.sandbox.app.bench;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.jme3.profile.AppStep;
import org.junit.jupiter.api.Test;

/** The frame's phases and, inside the states' update, each app state's share. */
class FramePhasesTest {

    @Test
    void eachAppStateUpdateIsTimedUnderItsName() throws InterruptedException {
        FramePhases phases = new FramePhases();
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
        assertTrue(json.matches("(?s).*\"stateUpdateMs\":\\{\"SlowState\":[3-9]\\.[0-9]+.*"), json);
        assertTrue(!json.contains("NotAnUpdate"), "a state's render is not its update: " + json);
    }
}
