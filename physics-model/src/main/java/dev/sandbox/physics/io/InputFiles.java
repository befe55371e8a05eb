package dev.sandbox.physics.io;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The one way the project reads a file it is given (a spec, a replay, an input recording, the
 * settings and controls files): through a stream that counts what it reads and stops at a limit,
 * so the limit holds for what the file system cannot size as well (a device such as
 * {@code /dev/zero}, a pipe, a file still growing). Text is read as strict UTF-8, and a line
 * longer than the format can have stops the read at once, so a file that is not of the format
 * is refused before it fills the memory.
 */
public final class InputFiles {

    /** A file refused before it was read whole: too large, a line too long, or a folder. */
    public static final class Refused extends IOException {
        private static final long serialVersionUID = 1L;

        /** @param message one line naming the file and the limit */
        public Refused(String message) {
            super(message);
        }
    }

    private InputFiles() {
    }

    /**
     * Opens a file for reading with a size limit.
     *
     * @param file the file (a device or a pipe too)
     * @param limitBytes the most bytes the file may hold
     * @param what what the file is, for the message ("spec file")
     * @return a stream that throws {@link Refused} once more than the limit has been read
     * @throws IOException when the file cannot be opened, or {@link Refused} for a folder
     */
    public static InputStream open(Path file, long limitBytes, String what) throws IOException {
        if (Files.isDirectory(file)) {
            throw new Refused(file + ": is a folder, not a " + what);
        }
        return new Limited(Files.newInputStream(file), file, limitBytes, what);
    }

    /**
     * Reads a whole file with a size limit.
     *
     * @param file the file
     * @param limitBytes the most bytes it may hold
     * @param what what the file is, for the message
     * @return its bytes
     * @throws IOException when it cannot be read, or {@link Refused} when it is larger than the limit
     */
    public static byte[] readBytes(Path file, long limitBytes, String what) throws IOException {
        try (InputStream in = open(file, limitBytes, what)) {
            return in.readAllBytes();
        }
    }

    /**
     * Reads a UTF-8 text file's lines with a size limit and a line-length limit. Lines end at
     * {@code \n}, {@code \r\n} or {@code \r}, as {@link Files#readAllLines} reads them.
     *
     * @param file the file
     * @param limitBytes the most bytes it may hold
     * @param maxLineChars the longest line the format has (in characters)
     * @param what what the file is, for the message
     * @return its lines
     * @throws IOException when it cannot be read, {@link java.nio.charset.CharacterCodingException}
     *     when it is not UTF-8, or {@link Refused} for a file or a line past its limit
     */
    public static List<String> readLines(Path file, long limitBytes, int maxLineChars, String what)
            throws IOException {
        CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        List<String> lines = new ArrayList<>();
        try (Reader r = new InputStreamReader(open(file, limitBytes, what), utf8)) {
            StringBuilder line = new StringBuilder();
            char[] buf = new char[8192];
            boolean afterCr = false;
            boolean open = false;
            for (int n; (n = r.read(buf)) > 0; ) {
                for (int i = 0; i < n; i++) {
                    char c = buf[i];
                    if (c == '\n' && afterCr) {
                        afterCr = false;
                        continue;
                    }
                    afterCr = c == '\r';
                    if (c == '\n' || c == '\r') {
                        lines.add(line.toString());
                        line.setLength(0);
                        open = false;
                    } else {
                        if (line.length() >= maxLineChars) {
                            throw new Refused(file + " line " + (lines.size() + 1) + ": longer than " + maxLineChars
                                    + " characters; not a " + what);
                        }
                        line.append(c);
                        open = true;
                    }
                }
            }
            if (open) {
                lines.add(line.toString());
            }
        }
        return lines;
    }

    /**
     * @param bytes a size (in bytes)
     * @return it in the largest binary unit that divides it ("512 MiB", "256 KiB", "100 bytes")
     */
    public static String size(long bytes) {
        if (bytes >= 1 << 20 && bytes % (1 << 20) == 0) {
            return bytes / (1 << 20) + " MiB";
        }
        if (bytes >= 1 << 10 && bytes % (1 << 10) == 0) {
            return bytes / (1 << 10) + " KiB";
        }
        return bytes + " bytes";
    }

    /** Counts the bytes read and refuses the first one past the limit. */
    private static final class Limited extends FilterInputStream {
        private final Path file;
        private final long limit;
        private final String what;
        private long read;

        Limited(InputStream in, Path file, long limit, String what) {
            super(in);
            this.file = file;
            this.limit = limit;
            this.what = what;
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) {
                count(1);
            }
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            // never ask for more than one byte past the limit, so an endless device stops there
            long room = limit + 1 - read;
            int n = super.read(b, off, (int) Math.min(len, Math.max(1, room)));
            if (n > 0) {
                count(n);
            }
            return n;
        }

        @Override
        public long skip(long n) throws IOException {
            long s = super.skip(Math.min(n, limit + 1 - read));
            count(s);
            return s;
        }

        private void count(long n) throws Refused {
            read += n;
            if (read > limit) {
                throw new Refused(file + ": larger than " + size(limit) + ", the most a " + what + " may hold");
            }
        }
    }
}
