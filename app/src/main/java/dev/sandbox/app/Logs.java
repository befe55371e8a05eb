package dev.sandbox.app;

import java.util.logging.Level;
import java.util.logging.Logger;

/** Keeps jME's, Minie's and Lemur's informational logging off the console. */
public final class Logs {

    private static final Logger[] KEEP = {
        Logger.getLogger("com.jme3"), Logger.getLogger("com.simsilica"), Logger.getLogger("jme3utilities"),
    };

    private Logs() {
    }

    /** Shows only warnings and errors from the libraries. */
    public static void quiet() {
        for (Logger l : KEEP) {
            l.setLevel(Level.WARNING);
        }
    }
}
