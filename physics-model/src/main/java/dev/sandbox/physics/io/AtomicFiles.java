package dev.sandbox.physics.io;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The one way the project writes a user file whole (settings, controls, replays, state reports,
 * screenshots, plots, input recordings, WAV files), so that a reader, a crash or a full disk
 * never leaves half of one:
 * <ol>
 * <li>the content goes to a temporary file in the target's folder ({@code .NAME.RANDOM.tmp}),
 * created as the umask says (0644 under umask 022);</li>
 * <li>when the target exists as a regular file, the temporary file takes its permissions;</li>
 * <li>the content is forced to the disk, then the temporary file is renamed over the target
 * (atomically where the file system can), and the folder is forced too;</li>
 * <li>when anything fails (a full disk), the temporary file is removed and the target is left
 * as it was; the exception says, in one line, which file and why.</li>
 * </ol>
 * A symbolic link at the target's path is replaced by the new file, never written through: the
 * file it pointed to is left alone (the link's own permissions are not copied).
 * The telemetry CSV, written as it runs, uses {@link GrowingFile} and finishes with the same
 * rename.
 */
public final class AtomicFiles {

    /** Longest part of the target's name kept in a temporary file's name (in characters). */
    private static final int TEMP_NAME_CHARS = 40;

    /** Writes the content of a file through an output stream. */
    @FunctionalInterface
    public interface StreamContent {
        /**
         * @param out where the content goes (closed by the caller)
         * @throws IOException when writing fails
         */
        void writeTo(OutputStream out) throws IOException;
    }

    /** Writes the content of a text file through a writer. */
    @FunctionalInterface
    public interface TextContent {
        /**
         * @param out where the content goes (UTF-8, closed by the caller)
         * @throws IOException when writing fails
         */
        void writeTo(Writer out) throws IOException;
    }

    private AtomicFiles() {
    }

    /**
     * Writes a file atomically.
     *
     * @param file the target (its folder is created when missing)
     * @param content writes the bytes
     * @throws IOException one line naming the file and the reason when the folder or the file
     *     cannot be written; the target is then unchanged and no temporary file is left behind
     */
    public static void write(Path file, StreamContent content) throws IOException {
        Path target = file.toAbsolutePath();
        if (Files.isDirectory(target, LinkOption.NOFOLLOW_LINKS)) {
            throw new IOException(file + ": is a folder, not a file");
        }
        Path tmp = null;
        try {
            Files.createDirectories(target.getParent());
            tmp = createTemp(target);
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE)) {
                OutputStream out = new BufferedOutputStream(Channels.newOutputStream(ch), 1 << 16);
                content.writeTo(out);
                out.flush();
                ch.force(true);
            }
            keepPermissions(target, tmp);
            moveIntoPlace(tmp, target);
            tmp = null;
        } catch (IOException | RuntimeException e) {
            throw failure(file, e);
        } finally {
            if (tmp != null) {
                try {
                    Files.deleteIfExists(tmp);
                } catch (IOException e) {
                    // the first failure is the one reported
                }
            }
        }
    }

    /**
     * Writes a UTF-8 text file atomically.
     *
     * @param file the target (its folder is created when missing)
     * @param content writes the text
     * @throws IOException one line naming the file and the reason when the folder or the file
     *     cannot be written; the target is then unchanged and no temporary file is left behind
     */
    public static void writeText(Path file, TextContent content) throws IOException {
        write(file, out -> {
            Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
            content.writeTo(w);
            w.flush();
        });
    }

    /**
     * Renames a finished file to its final name, replacing what is there (a symbolic link is
     * replaced, not followed), atomically where the file system can, and forces the folder's
     * entry to the disk.
     *
     * @param from the finished temporary file
     * @param to the final name in the same folder
     * @throws IOException when the rename fails
     */
    public static void moveIntoPlace(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
        forceFolder(to.toAbsolutePath().getParent());
    }

    /**
     * The reason of a failed file operation in a few words ("No space left on device", "Permission
     * denied"), without the path Java puts in front of it.
     *
     * @param e the failure
     * @return its reason
     */
    public static String reason(Throwable e) {
        if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        if (e instanceof java.nio.file.NoSuchFileException) {
            return "no such file or folder";
        }
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        String m = e.getMessage();
        return m == null || m.isBlank() ? e.getClass().getSimpleName() : m.lines().findFirst().orElse(m);
    }

    /**
     * Copies the target's permissions to the new file when the target is a regular file (not
     * through a link); a new file keeps the mode the umask gave it.
     */
    static void keepPermissions(Path target, Path tmp) throws IOException {
        if (!Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try {
            Set<PosixFilePermission> mode = Files.getPosixFilePermissions(target, LinkOption.NOFOLLOW_LINKS);
            Files.setPosixFilePermissions(tmp, mode);
        } catch (UnsupportedOperationException e) {
            // no POSIX permissions here (Windows): the folder's defaults apply
        }
    }

    /**
     * Creates an empty temporary file beside the target, with a name that fits the file system
     * however long the target's is, and the mode the umask gives new files.
     */
    static Path createTemp(Path target) throws IOException {
        String name = target.getFileName().toString();
        String stem = name.length() > TEMP_NAME_CHARS ? name.substring(0, TEMP_NAME_CHARS) : name;
        for (int i = 0; ; i++) {
            Path tmp = target.resolveSibling("." + stem + "." + Long.toHexString(ThreadLocalRandom.current().nextLong())
                    + ".tmp");
            try {
                Files.newByteChannel(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE).close();
                return tmp;
            } catch (FileAlreadyExistsException e) {
                if (i > 100) {
                    throw e;
                }
            }
        }
    }

    /** Forces a folder's entries to the disk, where the platform can open a folder (not on Windows). */
    static void forceFolder(Path dir) {
        if (dir == null) {
            return;
        }
        try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
            ch.force(true);
        } catch (IOException | RuntimeException e) {
            // best effort: the rename itself is done
        }
    }

    /** @return one line naming the file and why it could not be written */
    static IOException failure(Path file, Exception e) {
        return new IOException("cannot write " + file + ": " + reason(e), e);
    }
}
