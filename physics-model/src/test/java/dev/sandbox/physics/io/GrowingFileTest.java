package dev.sandbox.physics.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.WritableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A file written as it grows never ends in a torn record, and keeps what it holds when the disk fills. */
class GrowingFileTest {

    @TempDir
    Path dir;

    @Test
    void wholeRecordsAreRenamedToTheFinalName() throws IOException {
        Path csv = dir.resolve("t.csv");
        GrowingFile f = new GrowingFile(dir.resolve("t.csv.part"), csv);
        f.append("a,b\n1,2\n".getBytes(StandardCharsets.UTF_8));
        f.close();
        assertEquals("a,b\n1,2\n", Files.readString(csv));
        assertFalse(Files.exists(dir.resolve("t.csv.part")));
    }

    @Test
    void aDiskThatFillsPartWayThroughARecordLeavesOnlyTheWholeOnes() throws IOException {
        Path part = dir.resolve("t.csv.part");
        Path csv = dir.resolve("t.csv");
        // the disk takes 14 more bytes: the second write stops inside its first row
        FileChannel full = new FillingChannel(FileChannel.open(part, StandardOpenOption.CREATE_NEW,
                StandardOpenOption.WRITE), 14);
        GrowingFile f = new GrowingFile(part, csv, full);
        f.append("h1,h2\n".getBytes(StandardCharsets.UTF_8));
        IOException e = assertThrows(IOException.class,
                () -> f.append("10,20\n30,40\n".getBytes(StandardCharsets.UTF_8)));
        assertEquals("cannot write " + part + ": No space left on device", e.getMessage());
        f.close();
        assertEquals("h1,h2\n", Files.readString(csv), "no torn row: only the records written whole");
        assertTrue(f.finished());
    }

    /** A file channel on a disk that has room for a given number of bytes more. */
    private static final class FillingChannel extends FileChannel {
        private final FileChannel real;
        private long room;

        FillingChannel(FileChannel real, long room) {
            this.real = real;
            this.room = room;
        }

        @Override
        public int write(ByteBuffer src) throws IOException {
            if (room == 0) {
                throw new IOException("No space left on device");
            }
            ByteBuffer part = src.slice();
            part.limit((int) Math.min(part.remaining(), room));
            int n = real.write(part);
            src.position(src.position() + n);
            room -= n;
            return n;
        }

        @Override
        public FileChannel truncate(long size) throws IOException {
            real.truncate(size);
            return this;
        }

        @Override
        public void force(boolean metaData) throws IOException {
            real.force(metaData);
        }

        @Override
        protected void implCloseChannel() throws IOException {
            real.close();
        }

        @Override
        public int read(ByteBuffer dst) throws IOException {
            return real.read(dst);
        }

        @Override
        public long read(ByteBuffer[] dsts, int offset, int length) throws IOException {
            return real.read(dsts, offset, length);
        }

        @Override
        public long write(ByteBuffer[] srcs, int offset, int length) throws IOException {
            throw new UnsupportedOperationException();
        }

        @Override
        public long position() throws IOException {
            return real.position();
        }

        @Override
        public FileChannel position(long newPosition) throws IOException {
            real.position(newPosition);
            return this;
        }

        @Override
        public long size() throws IOException {
            return real.size();
        }

        @Override
        public long transferTo(long position, long count, WritableByteChannel target) throws IOException {
            return real.transferTo(position, count, target);
        }

        @Override
        public long transferFrom(ReadableByteChannel src, long position, long count) throws IOException {
            throw new UnsupportedOperationException();
        }

        @Override
        public int read(ByteBuffer dst, long position) throws IOException {
            return real.read(dst, position);
        }

        @Override
        public int write(ByteBuffer src, long position) throws IOException {
            throw new UnsupportedOperationException();
        }

        @Override
        public MappedByteBuffer map(MapMode mode, long position, long size) throws IOException {
            throw new UnsupportedOperationException();
        }

        @Override
        public FileLock lock(long position, long size, boolean shared) throws IOException {
            return real.lock(position, size, shared);
        }

        @Override
        public FileLock tryLock(long position, long size, boolean shared) throws IOException {
            return real.tryLock(position, size, shared);
        }
    }
}
