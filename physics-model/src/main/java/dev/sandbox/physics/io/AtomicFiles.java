package dev.sandbox.physics.io;

import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Writes files so that a reader (or a crash) never sees half of one: the content goes to a
 * temporary file in the target's folder, which is renamed over the target when complete and
 * deleted when anything fails. Every file the project writes whole (settings, input recordings,
 * plots) goes through here; the telemetry CSV, written as it runs, uses {@link #moveIntoPlace}
 * to finish its {@code .part} file.
 */
public final class AtomicFiles {

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
     * @throws IOException when the folder or the file cannot be written; the target is then
     *     unchanged and no temporary file is left behind
     */
    public static void write(Path file, StreamContent content) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, "." + file.getFileName(), ".tmp");
        try {
            try (OutputStream out = Files.newOutputStream(tmp)) {
                content.writeTo(out);
            }
            moveIntoPlace(tmp, file);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /**
     * Writes a UTF-8 text file atomically.
     *
     * @param file the target (its folder is created when missing)
     * @param content writes the text
     * @throws IOException when the folder or the file cannot be written; the target is then
     *     unchanged and no temporary file is left behind
     */
    public static void writeText(Path file, TextContent content) throws IOException {
        write(file, out -> {
            Writer w = new java.io.BufferedWriter(new java.io.OutputStreamWriter(out, StandardCharsets.UTF_8));
            content.writeTo(w);
            w.flush();
        });
    }

    /**
     * Renames a finished file to its final name, replacing what is there, atomically where the
     * file system can.
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
    }
}
