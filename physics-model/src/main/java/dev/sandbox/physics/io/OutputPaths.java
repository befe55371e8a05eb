package dev.sandbox.physics.io;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/**
 * Checks an output path before any work starts, so a run that cannot save its result is
 * refused at once with one line instead of failing after minutes of driving. The checks try
 * what the run will do (create a file in the folder) and leave nothing behind.
 */
public final class OutputPaths {

    private OutputPaths() {
    }

    /**
     * Checks that a file can be created or replaced: it is not a folder, and its folder exists
     * (or can be created) and is writable. Nothing is left behind.
     *
     * @param file the file to be written
     * @param what what the file is, for the message (e.g. "--record")
     * @throws IllegalArgumentException with one line naming the option, the path and the problem
     */
    public static void checkFile(String file, String what) {
        if (file.isBlank()) {
            throw new IllegalArgumentException(what + ": the file name is empty.");
        }
        Path p;
        try {
            p = Path.of(file).toAbsolutePath().normalize();
        } catch (InvalidPathException e) {
            throw new IllegalArgumentException(what + " " + file + ": not a valid path (" + e.getReason() + ").");
        }
        if (Files.isDirectory(p)) {
            throw new IllegalArgumentException(what + " " + file + ": is a folder, not a file.");
        }
        if (Files.exists(p) && !Files.isWritable(p)) {
            throw new IllegalArgumentException(what + " " + file + ": the file exists and cannot be written.");
        }
        checkFolder(p.getParent(), what + " " + file);
    }

    /**
     * Checks that a folder exists (or can be created) and is writable. Nothing is left behind.
     *
     * @param folder the folder to write into
     * @param what what the folder is for, for the message (e.g. "--plots DIR")
     * @throws IllegalArgumentException with one line naming the option, the path and the problem
     */
    public static void checkFolder(Path folder, String what) {
        Path d = folder.toAbsolutePath().normalize();
        Path existing = d;
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        if (existing == null) {
            throw new IllegalArgumentException(what + ": no part of the folder " + d + " exists.");
        }
        if (!Files.isDirectory(existing)) {
            throw new IllegalArgumentException(what + ": " + existing + " is a file, not a folder.");
        }
        // the permission bits do not tell (root passes them, /proc refuses files anyway): try it
        try {
            Files.delete(Files.createTempFile(existing, ".write-check", ".tmp"));
        } catch (IOException | SecurityException e) {
            throw new IllegalArgumentException(what + ": the folder " + existing + " cannot be written.");
        }
    }
}
