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
        checkFile(file, what, "");
    }

    /**
     * Checks that a file can be created or replaced, as {@link #checkFile(String, String)}, and
     * that its name with a suffix fits the file system too (a recording is written as
     * {@code NAME.part} first).
     *
     * @param file the file to be written
     * @param what what the file is, for the message (e.g. "--record")
     * @param workingSuffix the suffix of the name the file is written under first, or ""
     * @throws IllegalArgumentException with one line naming the option, the path and the problem
     */
    public static void checkFile(String file, String what, String workingSuffix) {
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
        checkName(p, p.getFileName() + workingSuffix, what + " " + file);
    }

    /**
     * Tries the name in the nearest folder that exists: a name longer than the file system takes
     * (255 bytes on most) is refused now rather than when the run saves. Nothing is left behind.
     */
    private static void checkName(Path file, String name, String what) {
        Path existing = file.getParent();
        while (existing != null && !Files.isDirectory(existing)) {
            existing = existing.getParent();
        }
        if (existing == null) {
            return;
        }
        Path probe;
        try {
            probe = existing.resolve(name);
        } catch (InvalidPathException e) {
            throw new IllegalArgumentException(what + ": not a valid file name (" + e.getReason() + ").");
        }
        if (Files.exists(probe, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try {
            Files.delete(Files.createFile(probe));
        } catch (java.nio.file.FileAlreadyExistsException e) {
            // made meanwhile by someone else: the name fits
        } catch (IOException e) {
            String reason = AtomicFiles.reason(e);
            if (reason.toLowerCase(java.util.Locale.ROOT).contains("name too long")) {
                throw new IllegalArgumentException(what + ": the file name is too long for the file system ("
                        + name.getBytes(java.nio.charset.StandardCharsets.UTF_8).length + " bytes; most take at most 255).");
            }
            throw new IllegalArgumentException(what + ": the file cannot be created (" + reason + ").");
        }
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
