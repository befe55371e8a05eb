package dev.sandbox.physics.sim;

import dev.sandbox.physics.io.GrowingFile;
import java.io.Closeable;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Records snapshots to a telemetry CSV at a fixed rate (100 Hz by default). The data go to
 * {@code FILE.part} (a {@link GrowingFile}); rows are collected whole in memory and handed to
 * the file once per simulated second, in one write of complete lines, so a crash (even
 * {@code kill -9}) loses at most the last second and never leaves a torn last row. A write that
 * fails (a full disk) is cut back to the last whole row and reported by {@link #accept}; the
 * owner then closes the recorder, which keeps what it holds. {@link #close()} writes the rest
 * and renames the file to its final name, so a finished recording is never half-written.
 *
 * <p>A {@code FILE.part} left by an earlier crash is kept: the recorder then picks the next free
 * name ({@code NAME-2.csv}, ...) and says so in {@link #notice()}.
 */
public final class TelemetryRecorder implements Closeable {

    /** Default sample rate (in samples per second). */
    public static final double DEFAULT_HZ = 100;

    private final Path file;
    private final Path part;
    private final String notice;
    private final double periodS;
    private final StringBuilder pending = new StringBuilder(1 << 16);
    private GrowingFile out;
    private TelemetryCsv csv;
    private double nextSampleS = Double.NaN;
    private double nextFlushS;
    private long rows;
    private long rowsPending;
    private long rowsInFile;

    /**
     * @param file the finished file
     * @param hz sample rate (in samples per second, &gt;0)
     * @throws IOException when the folder cannot be written
     */
    public TelemetryRecorder(Path file, double hz) throws IOException {
        if (Files.isDirectory(file)) {
            throw new IOException(file + " is a folder, not a file");
        }
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path chosen = freeName(file);
        this.file = chosen;
        this.part = partOf(chosen);
        this.notice = chosen.equals(file) ? null
                : partOf(file) + " is left from an earlier run that did not finish; kept it and recording to "
                + chosen + " instead.";
        this.periodS = 1.0 / hz;
        this.out = new GrowingFile(part, chosen);
    }

    /**
     * @param file a recording's finished name
     * @return its name while being written
     */
    public static Path partOf(Path file) {
        return file.resolveSibling(file.getFileName() + ".part");
    }

    /**
     * The file itself unless an orphaned {@code .part} of it exists; otherwise the first of
     * NAME-2.EXT, NAME-3.EXT, ... that has neither a file nor a {@code .part}.
     */
    private static Path freeName(Path file) {
        if (!Files.exists(partOf(file))) {
            return file;
        }
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String base = dot > 0 ? name.substring(0, dot) : name;
        String ext = dot > 0 ? name.substring(dot) : "";
        for (int i = 2; ; i++) {
            Path p = file.resolveSibling(base + "-" + i + ext);
            if (!Files.exists(p) && !Files.exists(partOf(p))) {
                return p;
            }
        }
    }

    /** @return why the recording goes to another name than asked for, or null when it does not */
    public String notice() {
        return notice;
    }

    /**
     * Offers a snapshot; it is written when a sample is due.
     *
     * @param s the snapshot after a step
     * @throws IOException when writing fails
     */
    public void accept(VehicleSnapshot s) throws IOException {
        if (out == null) {
            throw new IOException(file + " is closed");
        }
        if (csv == null) {
            csv = TelemetryCsv.of(s);
            pending.append(csv.header()).append('\n');
            nextSampleS = s.timeS();
            nextFlushS = s.timeS() + 1.0;
        }
        if (s.timeS() + 1e-9 < nextSampleS) {
            if (s.timeS() < nextSampleS - 10 * periodS) {
                nextSampleS = s.timeS(); // the clock went back (a reset): follow it
            } else {
                return;
            }
        }
        csv.appendRow(pending, s);
        pending.append('\n');
        rows++;
        rowsPending++;
        nextSampleS += periodS;
        if (s.timeS() >= nextFlushS) {
            flush();
            nextFlushS = s.timeS() + 1.0;
        }
    }

    /**
     * Hands the complete rows collected so far to the file in one write.
     *
     * @throws IOException when writing fails
     */
    public void flush() throws IOException {
        if (out != null && pending.length() > 0) {
            byte[] rowsText = pending.toString().getBytes(StandardCharsets.UTF_8);
            long n = rowsPending;
            pending.setLength(0);
            rowsPending = 0;
            out.append(rowsText);
            rowsInFile += n;
        }
    }

    /** @return rows recorded so far */
    public long rows() {
        return rows;
    }

    /** @return rows in the file (those handed to it whole; after a failed write, what it keeps) */
    public long rowsInFile() {
        return rowsInFile;
    }

    /** @return the finished file's path */
    public Path file() {
        return file;
    }

    /**
     * Writes the rest, closes and moves the file to its final name. When the rest cannot be
     * written (a full disk), the file is still closed and renamed with the whole rows it holds,
     * and the failure is thrown after.
     *
     * @throws IOException one line naming the file when the rest or the rename fails
     */
    @Override
    public void close() throws IOException {
        if (out == null) {
            return;
        }
        GrowingFile f = out;
        out = null;
        IOException failed = null;
        try {
            if (pending.length() > 0) {
                long n = rowsPending;
                byte[] rest = pending.toString().getBytes(StandardCharsets.UTF_8);
                pending.setLength(0);
                rowsPending = 0;
                f.append(rest);
                rowsInFile += n;
            }
        } catch (IOException e) {
            failed = e;
        }
        f.close();
        if (failed != null) {
            throw failed;
        }
    }
}
