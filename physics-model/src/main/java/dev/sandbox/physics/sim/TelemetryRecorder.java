package dev.sandbox.physics.sim;

import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Records snapshots to a telemetry CSV at a fixed rate (100 Hz by default). The data go to
 * {@code FILE.part} and are flushed once per simulated second, so a crash loses at most the
 * last second; {@link #close()} flushes and renames the file to its final name, so a finished
 * recording is never half-written.
 */
public final class TelemetryRecorder implements Closeable {

    /** Default sample rate (in samples per second). */
    public static final double DEFAULT_HZ = 100;

    private final Path file;
    private final Path part;
    private final double periodS;
    private BufferedWriter out;
    private TelemetryCsv csv;
    private double nextSampleS = Double.NaN;
    private double nextFlushS;
    private long rows;

    /**
     * @param file the finished file
     * @param hz sample rate (in samples per second, &gt;0)
     * @throws IOException when the folder cannot be written
     */
    public TelemetryRecorder(Path file, double hz) throws IOException {
        this.file = file;
        this.part = file.resolveSibling(file.getFileName() + ".part");
        this.periodS = 1.0 / hz;
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        this.out = Files.newBufferedWriter(part, StandardCharsets.UTF_8);
    }

    /**
     * Offers a snapshot; it is written when a sample is due.
     *
     * @param s the snapshot after a step
     * @throws IOException when writing fails
     */
    public void accept(VehicleSnapshot s) throws IOException {
        if (csv == null) {
            csv = TelemetryCsv.of(s);
            out.write(csv.header());
            out.newLine();
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
        out.write(csv.row(s));
        out.newLine();
        rows++;
        nextSampleS += periodS;
        if (s.timeS() >= nextFlushS) {
            out.flush();
            nextFlushS = s.timeS() + 1.0;
        }
    }

    /** @return rows written so far */
    public long rows() {
        return rows;
    }

    /** @return the finished file's path */
    public Path file() {
        return file;
    }

    /** Flushes, closes and moves the file to its final name. */
    @Override
    public void close() throws IOException {
        if (out == null) {
            return;
        }
        out.close();
        out = null;
        try {
            Files.move(part, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(part, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
