package dev.sandbox.app.feature.hud;

import dev.sandbox.physics.sim.TelemetryRecorder;
import dev.sandbox.physics.sim.VehicleSnapshot;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

/**
 * One recording of the sandbox's telemetry: the model's {@link TelemetryRecorder} (the shared
 * CSV layout with units in the header, {@link TelemetryRecorder#DEFAULT_HZ} rows per simulated
 * second, flushed each second to {@code FILE.part} and renamed to FILE when closed) fed with the
 * snapshot of every model step. A write failure (a full disk) ends the recording, which keeps
 * the whole rows written before under the final name, and keeps its one-line message for the
 * HUD and the console instead of stopping the sandbox. Writing and closing are synchronized, so a shutdown
 * hook may close a recording the jME thread is feeding.
 */
public final class TelemetryRecording implements AutoCloseable {

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    private final TelemetryRecorder recorder;
    private final String vehicleId;
    private String error;
    private boolean closed;

    /**
     * @param file the finished CSV file
     * @param vehicleId the vehicle recorded (a recording holds one vehicle's wheel layout)
     * @throws IOException when the folder cannot be written
     */
    public TelemetryRecording(Path file, String vehicleId) throws IOException {
        this.recorder = new TelemetryRecorder(file, TelemetryRecorder.DEFAULT_HZ);
        this.vehicleId = vehicleId;
    }

    /**
     * A fresh file name in a folder: {@code telemetry-VEHICLE-yyyyMMdd-HHmmss.csv}, with a
     * counter added when that name is taken.
     *
     * @param folder the recordings folder
     * @param vehicleId the vehicle recorded
     * @param now the local time
     * @return a path that does not exist yet
     */
    public static Path newFile(Path folder, String vehicleId, LocalDateTime now) {
        String base = "telemetry-" + vehicleId + "-" + STAMP.format(now);
        Path p = folder.resolve(base + ".csv");
        for (int i = 2; Files.exists(p) || Files.exists(p.resolveSibling(p.getFileName() + ".part")); i++) {
            p = folder.resolve(base + "-" + i + ".csv");
        }
        return p;
    }

    /**
     * Offers the snapshot of one model step; a row is written when one is due.
     *
     * @param s the snapshot
     */
    public synchronized void accept(VehicleSnapshot s) {
        if (closed) {
            return;
        }
        try {
            recorder.accept(s);
        } catch (IOException e) {
            close();
            error = e.getMessage() + "; stopped recording" + (Files.exists(recorder.file())
                    ? ", " + recorder.file() + " keeps the " + recorder.rowsInFile() + " whole rows written before" : "");
        }
    }

    /** @return why the recording goes to another file than asked for (an orphaned FILE.part was kept), or null */
    public String notice() {
        return recorder.notice();
    }

    /** @return the finished file's path */
    public Path file() {
        return recorder.file();
    }

    /** @return the vehicle being recorded */
    public String vehicleId() {
        return vehicleId;
    }

    /** @return rows written so far */
    public long rows() {
        return recorder.rows();
    }

    /** @return the write failure that ended the recording, or null */
    public String error() {
        return error;
    }

    /** @return true once closed */
    public boolean isClosed() {
        return closed;
    }

    /** Flushes, closes and renames the file to its final name (idempotent). */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            recorder.close();
        } catch (IOException e) {
            if (error == null) {
                error = e.getMessage() + "; " + recorder.rowsInFile() + " whole rows were written";
            }
        }
    }
}
