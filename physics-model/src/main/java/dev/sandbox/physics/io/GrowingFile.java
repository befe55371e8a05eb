package dev.sandbox.physics.io;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A file written as it grows, in whole records (rows of a CSV), under a working name
 * ({@code NAME.part}) that is renamed to its final name when it is finished, as
 * {@link AtomicFiles} finishes its files. A write that fails part-way (a full disk) is cut back
 * to the last whole record, so the file never ends in a torn one: {@link #append} then throws and
 * the owner {@link #close closes} the file with what it holds.
 */
public final class GrowingFile implements Closeable {

    private final Path part;
    private final Path file;
    private FileChannel channel;
    private long committed;
    private boolean finished;

    /**
     * Creates the working file (as the umask says; it must not exist yet).
     *
     * @param part the working name, in the final file's folder
     * @param file the final name
     * @throws IOException one line naming the file when the working file cannot be created
     */
    public GrowingFile(Path part, Path file) throws IOException {
        this(part, file, open(part));
    }

    /**
     * @param part the working name
     * @param file the final name
     * @param channel the working file, open for writing (tests give one that fails part-way)
     */
    GrowingFile(Path part, Path file, FileChannel channel) {
        this.part = part;
        this.file = file;
        this.channel = channel;
    }

    private static FileChannel open(Path part) throws IOException {
        try {
            return FileChannel.open(part, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        } catch (IOException e) {
            throw AtomicFiles.failure(part, e);
        }
    }

    /**
     * Appends whole records; when the write fails part-way, what was written of them is cut off
     * again, so the file holds only the records before.
     *
     * @param records one or more complete records
     * @throws IOException one line naming the file and the reason when the write fails
     */
    public void append(byte[] records) throws IOException {
        if (channel == null) {
            throw new IOException(part + " is closed");
        }
        try {
            ByteBuffer b = ByteBuffer.wrap(records);
            while (b.hasRemaining()) {
                channel.write(b);
            }
            committed += records.length;
        } catch (IOException e) {
            try {
                channel.truncate(committed);
            } catch (IOException cut) {
                e.addSuppressed(cut);
            }
            throw AtomicFiles.failure(part, e);
        }
    }

    /** @return the bytes of whole records in the file */
    public long size() {
        return committed;
    }

    /** @return the final name */
    public Path file() {
        return file;
    }

    /** @return the working name */
    public Path part() {
        return part;
    }

    /** @return true once closed under the final name */
    public boolean finished() {
        return finished;
    }

    /**
     * Forces the records to the disk, closes the file and renames it to its final name (an
     * existing file of that name keeps its permissions and is replaced; a symbolic link there is
     * replaced, not followed). Closing again does nothing.
     *
     * @throws IOException one line naming the file when the rename fails (the working file is
     *     then kept, with every whole record)
     */
    @Override
    public void close() throws IOException {
        if (channel == null) {
            return;
        }
        try {
            try {
                channel.truncate(committed);
                channel.force(true);
            } catch (IOException e) {
                // a full disk may refuse the metadata too: the records written are whole either way
            }
            channel.close();
        } finally {
            channel = null;
        }
        try {
            AtomicFiles.keepPermissions(file.toAbsolutePath(), part);
            AtomicFiles.moveIntoPlace(part, file);
            finished = true;
        } catch (IOException e) {
            throw AtomicFiles.failure(file, e);
        }
    }
}
