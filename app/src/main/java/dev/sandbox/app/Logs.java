package dev.sandbox.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.logging.FileHandler;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogManager;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;

/**
 * Where log records go: jME's, Minie's, Lemur's and the sandbox's own records are written to a
 * log file in the state folder ({@code sandbox.0.log}, rotated through {@link #COUNT} files of
 * at most {@link #LIMIT_BYTES} each), not to the console; the console keeps the sandbox's
 * one-line messages. Informational records of the libraries are left out.
 */
public final class Logs {

    /** Largest size of one log file (in bytes). */
    public static final int LIMIT_BYTES = 1 << 20;
    /** How many log files are kept: {@code sandbox.0.log} is the newest. */
    public static final int COUNT = 3;

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

    private static Path file;

    private Logs() {
    }

    /** Shows only warnings and errors from the libraries. */
    public static void quiet() {
        for (Logger l : KEEP) {
            l.setLevel(Level.WARNING);
        }
        ASSET_CONFIG.setLevel(Level.SEVERE);
    }

    /**
     * Sends every log record to the log file in a folder instead of the console, once. When the
     * folder cannot be written, the records stay on the console and one line says why.
     *
     * @param folder the state folder
     * @return the log file in use, or null when the console keeps the records
     */
    public static synchronized Path toFile(Path folder) {
        quiet();
        if (file != null) {
            return file;
        }
        try {
            Files.createDirectories(folder);
            FileHandler handler = new FileHandler(folder.resolve("sandbox.%g.log").toString(), LIMIT_BYTES, COUNT, false);
            handler.setFormatter(new SimpleFormatter());
            handler.setEncoding("UTF-8");
            Logger root = LogManager.getLogManager().getLogger("");
            for (Handler h : root.getHandlers()) {
                root.removeHandler(h);
            }
            root.addHandler(handler);
            file = folder.resolve("sandbox.0.log");
            return file;
        } catch (IOException | RuntimeException e) {
            System.err.println("driving-sandbox: no log file in " + folder + ": " + e.getMessage());
            return null;
        }
    }
}
