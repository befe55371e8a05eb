package dev.sandbox.app;

import java.util.logging.Level;
import java.util.logging.Logger;

/** Keeps jME's, Minie's and Lemur's informational logging off the console. */
public final class Logs {

    private static final Logger[] KEEP = {
        Logger.getLogger("com.jme3"), Logger.getLogger("com.simsilica"), Logger.getLogger("jme3utilities"),
    };

    /**
     * jME's desktop asset configuration names loaders for formats this sandbox does not use
     * (Ogre, FBX, glTF, OGG: their plugin jars are not on the class path) and warns about each
     * at every start. A missing loader for a file actually loaded still fails loudly (as an
     * AssetLoadException), so only these configuration warnings are silenced.
     */
    private static final Logger ASSET_CONFIG = Logger.getLogger("com.jme3.asset.AssetConfig");

    private Logs() {
    }

    /** Shows only warnings and errors from the libraries. */
    public static void quiet() {
        for (Logger l : KEEP) {
            l.setLevel(Level.WARNING);
        }
        ASSET_CONFIG.setLevel(Level.SEVERE);
    }
}
