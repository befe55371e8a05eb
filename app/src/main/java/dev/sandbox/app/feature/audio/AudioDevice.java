package dev.sandbox.app.feature.audio;

import java.nio.ByteBuffer;
import org.lwjgl.openal.ALC10;

/**
 * Asks OpenAL (OpenAL Soft, shipped with LWJGL) whether it can open its default output device
 * before the sandbox chooses its audio renderer: without a sound card jME's audio start-up dies
 * inside {@code alcCreateContext}, so the sandbox must know first and run silent instead.
 */
public final class AudioDevice {

    private AudioDevice() {
    }

    /** @return true when the default audio device opens (it is closed again at once) */
    public static boolean available() {
        try {
            long device = ALC10.alcOpenDevice((ByteBuffer) null);
            if (device == 0) {
                return false;
            }
            ALC10.alcCloseDevice(device);
            return true;
        } catch (Throwable e) { // a missing or broken native library means no sound, never no start
            return false;
        }
    }
}
