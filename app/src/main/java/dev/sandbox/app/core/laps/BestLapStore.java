package dev.sandbox.app.core.laps;

import dev.sandbox.physics.io.AtomicFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * The best laps kept in the data folder, one file per vehicle and world
 * ({@code laps/best-VEHICLE-worldSEED.lap}, {@link BestLapFile}). A lap replaces the one kept
 * only when it is valid and faster. A file whose spec fingerprint is not the vehicle's spec now
 * was driven by another vehicle in all but name: it is dropped (deleted) with one line; an
 * unreadable file is left alone, also with one line, and the vehicle starts without a best lap.
 */
public final class BestLapStore {

    /** The folder under the data folder. */
    public static final String FOLDER = "laps";

    private final Path dir;
    private final Consumer<String> report;

    /**
     * @param dir the folder of the files
     * @param report told one line when a file is dropped, cannot be read or cannot be written
     */
    public BestLapStore(Path dir, Consumer<String> report) {
        this.dir = dir;
        this.report = report;
    }

    /**
     * @param vehicleId the vehicle's id
     * @param worldSeed the world's seed
     * @return the file of that vehicle's best lap in that world
     */
    public Path fileFor(String vehicleId, long worldSeed) {
        String safe = vehicleId.replaceAll("[^A-Za-z0-9._-]", "_");
        return dir.resolve(String.format(Locale.ROOT, "best-%s-world%d.lap", safe, worldSeed));
    }

    /**
     * Reads a vehicle's best lap.
     *
     * @param vehicleId the vehicle's id
     * @param specFingerprint the fingerprint of the vehicle's spec now
     * @param worldSeed the world's seed
     * @return the best lap, or null when there is none that fits
     */
    public BestLap load(String vehicleId, String specFingerprint, long worldSeed) {
        Path file = fileFor(vehicleId, worldSeed);
        BestLap best;
        try {
            best = BestLapFile.read(Files.readString(file, StandardCharsets.UTF_8));
        } catch (NoSuchFileException e) {
            return null;
        } catch (IOException | IllegalArgumentException e) {
            report.accept(file + ": cannot read the best lap (" + e.getMessage() + "); starting without one");
            return null;
        }
        if (!best.specFingerprint().equals(specFingerprint) || best.worldSeed() != worldSeed
                || !best.vehicleId().equals(vehicleId)) {
            report.accept(file + ": best lap " + LapClock.format(best.lapS()) + " dropped: it was driven with another "
                    + "spec of " + vehicleId);
            try {
                Files.deleteIfExists(file);
            } catch (IOException e) {
                report.accept(file + ": cannot delete it: " + e.getMessage());
            }
            return null;
        }
        return best;
    }

    /**
     * Keeps a lap when it beats the one kept.
     *
     * @param candidate the lap just finished, with its profile and poses
     * @param kept the best lap kept now, or null
     * @return true when the candidate is now the best lap (written, or at least kept for the session)
     */
    public boolean offer(BestLap candidate, BestLap kept) {
        if (!candidate.lap().valid() || (kept != null && !kept.beatenBy(candidate.lap()))) {
            return false;
        }
        Path file = fileFor(candidate.vehicleId(), candidate.worldSeed());
        try {
            writeWhole(file, BestLapFile.write(candidate));
        } catch (IOException e) {
            report.accept(file + ": cannot write the best lap: " + e.getMessage());
        }
        return true;
    }

    /**
     * Writes a user file whole, as every user file is written ({@link AtomicFiles}: a temporary
     * file beside it, forced to the disk, then renamed).
     *
     * @param file the file
     * @param text its content
     * @throws IOException when it cannot be written (the old file is then unchanged)
     */
    static void writeWhole(Path file, String text) throws IOException {
        AtomicFiles.writeText(file, w -> w.write(text));
    }
}
