package dev.sandbox.app.scene.input;

import com.simsilica.lemur.input.FunctionId;

/** The showroom's own function: its key acts only while the showroom camera is on. */
public final class ShowroomFunctions {

    /** Opens the doors and turns the front wheels or the handlebar to show them (display only). */
    public static final FunctionId TURN_WHEELS = new FunctionId("showroom", "turn-wheels");
    /** The shipped key of {@link #TURN_WHEELS}, in the controls file's form: F, for front wheels. */
    public static final String TURN_WHEELS_DEFAULT = "F";

    private ShowroomFunctions() {
    }
}
