package dev.sandbox.app.feature.screens;

/** The menu's window, as a screen opened from the menu needs it: out of the way while the screen shows. */
interface MenuWindow {

    /** Takes the menu's window off the screen (the screen opened from it is showing). */
    void hideWindow();

    /** Puts the menu's window back (the screen opened from it closed). */
    void showWindow();

    /** @return true while the menu is open */
    boolean isOpen();
}
