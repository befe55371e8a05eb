package dev.sandbox.app.feature.audio;

import com.jme3.audio.AudioBuffer;
import com.jme3.audio.AudioKey;
import com.jme3.audio.AudioNode;
import com.jme3.audio.AudioSource;
import com.jme3.audio.LowPassFilter;
import com.jme3.math.Vector3f;
import com.jme3.scene.Node;
import com.jme3.util.BufferUtils;
import dev.sandbox.app.core.sound.EffectSounds;
import dev.sandbox.app.core.sound.EngineLoops;
import dev.sandbox.app.core.sound.EngineVoice;
import dev.sandbox.app.core.sound.Hearing;
import dev.sandbox.app.core.sound.StepEvents;
import dev.sandbox.app.core.sound.VehicleSounds;
import dev.sandbox.app.core.sound.Wav;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * The playing sounds of one vehicle: jME audio nodes holding the engine loops and the effect
 * sounds, under one scene node placed at the vehicle. Each frame {@link #play} copies the mix
 * that {@link VehicleSounds} works out into their gains, playback rates, positions and
 * velocities (OpenAL computes distance and Doppler shift from those for the trackside camera).
 */
final class VehicleVoices {

    private final VehicleSounds mix;
    private final AudioNode[][] engine;
    private final AudioNode[] squeal;
    private final AudioNode rumble;
    private final AudioNode wind;
    private final AudioNode whine;
    private final AudioNode clutch;
    private final AudioNode thump;
    private final AudioNode shift;
    private final AudioNode pop;
    private final List<AudioNode> all = new ArrayList<>();
    private final Vector3f velocity = new Vector3f();
    private final Node soundNode;
    private final LowPassFilter open = new LowPassFilter(1f, 1f);
    private final LowPassFilter muffled = new LowPassFilter(1f, 0.3f);
    private float engineHighs = -1;
    private boolean positional = true;

    /**
     * Makes the nodes (silent) and starts the engine loops.
     *
     * @param soundNode the scene node that carries the sounds with the vehicle
     * @param spec the vehicle
     * @param loops its engine loops
     */
    VehicleVoices(Node soundNode, VehicleSpec spec, EngineLoops loops) {
        this.soundNode = soundNode;
        mix = new VehicleSounds(spec, loops);
        int n = loops.rpm().length;
        engine = new AudioNode[n][EngineLoops.Layer.values().length];
        for (int k = 0; k < n; k++) {
            for (EngineLoops.Layer layer : EngineLoops.Layer.values()) {
                engine[k][layer.ordinal()] = node("engine-" + k + "-" + layer, loops.samples(k, layer), true);
            }
        }
        float[] squealLoop = EffectSounds.squeal();
        squeal = new AudioNode[mix.squealGain.length];
        for (int i = 0; i < squeal.length; i++) {
            squeal[i] = node("squeal-" + i, squealLoop, true);
        }
        rumble = node("rumble", EffectSounds.rumble(), true);
        wind = node("wind", EffectSounds.wind(), true);
        whine = node("whine", EffectSounds.whine(), true);
        clutch = node("clutch", EffectSounds.clutch(), true);
        thump = node("thump", EffectSounds.thump(), false);
        shift = node("shift", EffectSounds.shift(), false);
        pop = node("pop", EffectSounds.pop(), false);
        startTogether(engine);
    }

    /**
     * Starts every engine loop at once, silent. All loops begin at a firing of cylinder
     * one and are pitched to the same cycle rate, so neighbours stay in phase and their
     * cross-fade does not cancel the firing frequency; that holds only while they all keep
     * playing from one start (OpenAL Soft's deferred updates make the start one mixer step).
     */
    private void startTogether(AudioNode[][] loops) {
        boolean deferred = false;
        try {
            if (org.lwjgl.openal.AL.getCapabilities().AL_SOFT_deferred_updates) {
                org.lwjgl.openal.SOFTDeferredUpdates.alDeferUpdatesSOFT();
                deferred = true;
            }
        } catch (RuntimeException | LinkageError e) {
            deferred = false; // no such extension: the loops start a few microseconds apart
        }
        for (AudioNode[] point : loops) {
            for (AudioNode a : point) {
                a.play();
            }
        }
        if (deferred) {
            org.lwjgl.openal.SOFTDeferredUpdates.alProcessUpdatesSOFT();
        }
    }

    private AudioNode node(String name, float[] samples, boolean loop) {
        ByteBuffer bytes = BufferUtils.createByteBuffer(samples.length * 2);
        for (float f : samples) {
            bytes.putShort(Wav.toPcm16(f * 0.8f));
        }
        bytes.flip();
        AudioBuffer buffer = new AudioBuffer();
        buffer.setupFormat(1, 16, EngineVoice.SAMPLE_RATE);
        buffer.updateData(bytes);
        AudioNode node = new AudioNode(buffer, new AudioKey("procedural/" + name + ".wav"));
        node.setLooping(loop);
        node.setPositional(true);
        node.setReverbEnabled(false);
        node.setRefDistance(8f);
        node.setMaxDistance(2000f);
        node.setVolume(0f);
        soundNode.attachChild(node);
        all.add(node);
        return node;
    }

    /** @return true while the sound comes from the vehicle's place in the world */
    boolean positional() {
        return positional;
    }

    /**
     * Applies one frame's mix.
     *
     * @param s the latest snapshot
     * @param frame the steps since the last frame
     * @param hearing where the listener is
     * @param tpf frame time (in seconds)
     * @param timeScale simulated seconds heard per wall second (slow motion below 1, 0 paused)
     */
    void play(VehicleSnapshot s, StepEvents.Frame frame, Hearing hearing, float tpf, double timeScale) {
        mix.update(s, frame, hearing, tpf, timeScale);
        Vec3 p = s.position().plus(s.up().times(0.5));
        soundNode.setLocalTranslation((float) p.x(), (float) p.y(), (float) p.z());
        if (mix.positional != positional) {
            positional = mix.positional;
            for (AudioNode a : all) {
                a.setPositional(positional);
            }
        }
        if (positional) {
            velocity.set((float) s.velocity().x(), (float) s.velocity().y(), (float) s.velocity().z());
            for (AudioNode a : all) {
                a.setVelocity(velocity);
            }
        }
        if (mix.engineHighs != engineHighs) {
            engineHighs = mix.engineHighs;
            muffled.setHighFreqVolume(Math.max(0.05f, engineHighs));
            for (AudioNode[] loop : engine) {
                for (AudioNode a : loop) {
                    a.setDryFilter(engineHighs < 0.99f ? muffled : open);
                }
            }
        }
        for (int k = 0; k < engine.length; k++) {
            for (int l = 0; l < engine[k].length; l++) {
                engine[k][l].setVolume(mix.engineGain[k][l]);
                engine[k][l].setPitch(mix.enginePitch[k]);
            }
        }
        for (int i = 0; i < squeal.length; i++) {
            set(squeal[i], mix.squealGain[i], mix.squealPitch[i]);
        }
        set(rumble, mix.rumbleGain, mix.rumblePitch);
        set(wind, mix.windGain, mix.windPitch);
        set(whine, mix.whineGain, mix.whinePitch);
        set(clutch, mix.clutchGain, mix.clutchPitch);
        shot(thump, mix.thumpGain, mix.thumpPitch);
        shot(shift, mix.shiftGain, mix.shiftPitch);
        shot(pop, mix.popGain, mix.popPitch);
    }

    /** Plays a loop at a gain and rate; a silent loop is paused so the mixer skips it. */
    private void set(AudioNode a, float gain, float pitch) {
        boolean playing = a.getStatus() == AudioSource.Status.Playing;
        if (gain < 1e-3f) {
            if (playing) {
                a.pause();
            }
            return;
        }
        a.setVolume(gain);
        a.setPitch(pitch);
        if (!playing) {
            a.play();
        }
    }

    private void shot(AudioNode a, float gain, float pitch) {
        if (gain > 0) {
            a.setVolume(gain);
            a.setPitch(pitch);
            a.playInstance();
        }
    }

    /** Stops and removes every node. */
    void stop() {
        for (AudioNode a : all) {
            a.stop();
            a.removeFromParent();
        }
    }
}
