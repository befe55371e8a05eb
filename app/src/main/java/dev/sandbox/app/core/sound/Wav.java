package dev.sandbox.app.core.sound;

import dev.sandbox.physics.io.AtomicFiles;
import dev.sandbox.physics.io.InputFiles;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;

/**
 * RIFF WAVE files: writes 16-bit PCM mono, reads 16-bit PCM or 32-bit float (also the
 * WAVE_FORMAT_EXTENSIBLE files OpenAL Soft's wave writer makes), mixing channels to mono.
 */
public final class Wav {

    /** Largest WAVE file read (in bytes): ten minutes of 44.1 kHz stereo float is 212 MB. */
    static final long MAX_READ_BYTES = 256L * 1024 * 1024;

    /**
     * Samples and their rate.
     *
     * @param samples mono samples (about -1..1)
     * @param sampleRate samples per second
     */
    public record Clip(float[] samples, int sampleRate) {

        /** @return the length (in seconds) */
        public double seconds() {
            return samples.length / (double) sampleRate;
        }
    }

    private Wav() {
    }

    /**
     * Writes 16-bit PCM mono, clipping at full scale.
     *
     * @param file the file to write
     * @param samples the samples (full scale is -1..1)
     * @param sampleRate samples per second
     * @throws IOException when the file cannot be written
     */
    public static void write(Path file, float[] samples, int sampleRate) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(44 + 2 * samples.length).order(ByteOrder.LITTLE_ENDIAN);
        b.put("RIFF".getBytes(java.nio.charset.StandardCharsets.US_ASCII)).putInt(36 + 2 * samples.length);
        b.put("WAVEfmt ".getBytes(java.nio.charset.StandardCharsets.US_ASCII)).putInt(16);
        b.putShort((short) 1).putShort((short) 1).putInt(sampleRate).putInt(2 * sampleRate)
                .putShort((short) 2).putShort((short) 16);
        b.put("data".getBytes(java.nio.charset.StandardCharsets.US_ASCII)).putInt(2 * samples.length);
        for (float s : samples) {
            b.putShort(toPcm16(s));
        }
        AtomicFiles.write(file, o -> o.write(b.array()));
    }

    /**
     * @param s a sample, full scale -1..1
     * @return the clipped 16-bit value
     */
    public static short toPcm16(float s) {
        return (short) Math.round(Math.max(-1f, Math.min(1f, s)) * 32767f);
    }

    /**
     * Reads a WAVE file (PCM 16 or float 32, any channel count, mixed to mono).
     *
     * @param file the file
     * @return its samples
     * @throws IOException when unreadable or in another format
     */
    public static Clip read(Path file) throws IOException {
        byte[] bytes = InputFiles.readBytes(file, MAX_READ_BYTES, "WAVE file");
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        if (b.remaining() < 12 || b.getInt(0) != 0x46464952 || b.getInt(8) != 0x45564157) {
            throw new IOException(file + " is not a RIFF WAVE file");
        }
        int pos = 12;
        int format = 0;
        int channels = 0;
        int rate = 0;
        int bits = 0;
        while (pos + 8 <= b.limit()) {
            int id = b.getInt(pos);
            int size = b.getInt(pos + 4);
            int body = pos + 8;
            if (id == 0x20746d66) { // "fmt "
                format = b.getShort(body) & 0xffff;
                channels = b.getShort(body + 2);
                rate = b.getInt(body + 4);
                bits = b.getShort(body + 14);
                if (format == 0xFFFE) {
                    format = b.getShort(body + 24) & 0xffff; // sub-format GUID's first two bytes
                }
            } else if (id == 0x61746164) { // "data"
                // a writer killed before closing leaves the size unset: read to the end
                int end = size <= 0 || body + size > b.limit() ? b.limit() : body + size;
                return new Clip(samples(b, body, end, format, channels, bits), rate);
            }
            pos = body + size + (size & 1);
        }
        throw new IOException(file + " has no data chunk");
    }

    private static float[] samples(ByteBuffer b, int start, int end, int format, int channels, int bits)
            throws IOException {
        int bytes = bits / 8;
        if (channels < 1 || !((format == 1 && bits == 16) || (format == 3 && bits == 32))) {
            throw new IOException("unsupported WAVE format " + format + " with " + bits + " bits");
        }
        int frames = (end - start) / (bytes * channels);
        float[] out = new float[frames];
        for (int f = 0; f < frames; f++) {
            double sum = 0;
            for (int c = 0; c < channels; c++) {
                int at = start + (f * channels + c) * bytes;
                sum += format == 3 ? b.getFloat(at) : b.getShort(at) / 32768.0;
            }
            out[f] = (float) (sum / channels);
        }
        return out;
    }
}
