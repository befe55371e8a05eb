package dev.sandbox.app.scene.input;

import com.simsilica.lemur.input.FunctionId;

/**
 * The screens' own function (the menu, the settings, the controls, the saved replays): its
 * group is active only while a screen is open, when the driving, replay and showroom groups
 * are not, so its key may be one of theirs (Esc opens the menu while driving and backs out of
 * a screen while one is open).
 */
public final class ScreenFunctions {

    /** The input group of the screens. */
    public static final String GROUP = "screens";
    /** Back out of the screen on top: controls or settings to the menu, the menu to the game. */
    public static final FunctionId BACK = new FunctionId(GROUP, "back");
    /** The shipped key of {@link #BACK}, in the controls file's form. */
    public static final String BACK_DEFAULT = "ESCAPE";

    private ScreenFunctions() {
    }
}
