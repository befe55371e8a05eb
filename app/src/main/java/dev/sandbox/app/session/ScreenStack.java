package dev.sandbox.app.session;

import com.jme3.app.Application;
import com.simsilica.lemur.GuiGlobals;
import com.simsilica.lemur.input.FunctionId;
import com.simsilica.lemur.input.InputMapper;
import com.simsilica.lemur.input.InputState;
import com.simsilica.lemur.input.StateFunctionListener;
import dev.sandbox.app.scene.input.ScreenFunctions;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The screens open over the game, the last opened on top: the menu, the settings or controls
 * screen opened from it, the saved replays. The back key ({@link ScreenFunctions#BACK}, Esc)
 * backs out of the top one only, so Esc goes one level at a time (controls, menu, game). While
 * any screen is open only the screens' keys act ({@link KeyGroups}).
 */
public final class ScreenStack extends PlainState implements StateFunctionListener {

    /** A screen as the stack knows it: it backs out of itself when asked. */
    @FunctionalInterface
    public interface Screen {

        /** Backs out (closes, or goes back a step inside itself), as the back key asks. */
        void back();
    }

    private final List<Screen> open = new ArrayList<>();
    private final KeyGroups groups;
    private final Consumer<Boolean> anyOpen;
    private InputMapper mapper;

    /**
     * @param groups the key groups, whose screens' group is on while a screen is open
     * @param anyOpen told true when the first screen opens and false when the last one closes
     */
    public ScreenStack(KeyGroups groups, Consumer<Boolean> anyOpen) {
        this.groups = groups;
        this.anyOpen = anyOpen;
    }

    /** @param screen a screen now showing, on top of those open */
    public void opened(Screen screen) {
        open.remove(screen);
        open.add(screen);
        if (open.size() == 1) {
            changed(true);
        }
    }

    /** @param screen a screen no longer showing (wherever it was in the stack) */
    public void closed(Screen screen) {
        if (open.remove(screen) && open.isEmpty()) {
            changed(false);
        }
    }

    /** @return the screen on top, or null when none is open */
    public Screen top() {
        return open.isEmpty() ? null : open.get(open.size() - 1);
    }

    /** Backs out of the screen on top, as the back key does. */
    public void back() {
        Screen s = top();
        if (s != null) {
            s.back();
        }
    }

    private void changed(boolean any) {
        groups.setScreenOpen(any);
        anyOpen.accept(any);
    }

    @Override
    public void valueChanged(FunctionId func, InputState value, double tpf) {
        if (func == ScreenFunctions.BACK && value == InputState.Positive) {
            back();
        }
    }

    @Override
    protected void initialize(Application app) {
        mapper = GuiGlobals.getInstance() == null ? null : GuiGlobals.getInstance().getInputMapper();
        if (mapper != null) {
            mapper.addStateListener(this, ScreenFunctions.BACK);
        }
    }

    @Override
    protected void cleanup(Application app) {
        if (mapper != null) {
            mapper.removeStateListener(this, ScreenFunctions.BACK);
        }
    }
}
