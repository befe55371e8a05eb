package dev.sandbox.app.session;

import com.jme3.app.state.AppStateManager;
import com.simsilica.lemur.GuiGlobals;
import com.simsilica.lemur.focus.FocusNavigationFunctions;
import com.simsilica.lemur.input.InputMapper;
import dev.sandbox.app.scene.input.ScreenFunctions;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * Which of Lemur's function groups are active: a feature says when it wants its group
 * ({@link #want}), and the group is active while it is wanted and no screen is open; the
 * screens' own group is active exactly while one is ({@link #setScreenOpen}). So a key pressed
 * in the menu or the controls screen drives nothing behind it, and the screens' keys may be the
 * game's (Esc opens the menu and backs out of it). Lemur's focus navigation is on only while a
 * screen is open: it maps Space and pad button 3 to its "activate" function, and Lemur's input
 * mapper gives a key to the first active mapping only, so while driving it would keep the
 * handbrake from ever seeing Space.
 */
public final class KeyGroups extends PlainState {

    private final Set<String> wanted = new LinkedHashSet<>();
    private boolean screenOpen;

    /**
     * A feature's wish for its group, through the session's {@link KeyGroups} when there is one,
     * else straight to Lemur (a feature tested alone).
     *
     * @param states the state manager
     * @param group the group
     * @param on true while the feature wants its keys
     */
    public static void want(AppStateManager states, String group, boolean on) {
        KeyGroups groups = states.getState(KeyGroups.class);
        if (groups != null) {
            groups.want(group, on);
        } else if (mapper() != null) {
            if (on) {
                mapper().activateGroup(group);
            } else {
                mapper().deactivateGroup(group);
            }
        }
    }

    /**
     * @param group a feature's group
     * @param on true while the feature wants its keys
     */
    public void want(String group, boolean on) {
        if (on) {
            wanted.add(group);
        } else {
            wanted.remove(group);
        }
        apply(group, on && !screenOpen);
    }

    /** @param open true while a screen is open: only the screens' keys act then */
    public void setScreenOpen(boolean open) {
        screenOpen = open;
        wanted.forEach(g -> apply(g, !open));
        apply(ScreenFunctions.GROUP, open);
        apply(FocusNavigationFunctions.UI_NAV, open);
    }

    @Override
    protected void onEnable() {
        apply(FocusNavigationFunctions.UI_NAV, screenOpen);
    }

    /** @return true while a screen is open */
    public boolean screenOpen() {
        return screenOpen;
    }

    private static void apply(String group, boolean active) {
        InputMapper m = mapper();
        if (m == null) {
            return;
        }
        if (active) {
            m.activateGroup(group);
        } else {
            m.deactivateGroup(group);
        }
    }

    private static InputMapper mapper() {
        return GuiGlobals.getInstance() == null ? null : GuiGlobals.getInstance().getInputMapper();
    }
}
