package dev.sandbox.app.session;

/** The sandbox's menu, for a feature that offers an entry in it or has to close it (the replay). */
public interface Menu {

    /**
     * Adds an entry above Quit (before the menu is first shown); choosing it closes the menu,
     * then runs the action.
     *
     * @param label the button's text
     * @param action what it does
     */
    void addItem(String label, Runnable action);

    /** @param open true to open the menu (the drive pauses), false to close it */
    void setOpen(boolean open);
}
