package dev.sandbox.app.feature.audio;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.audio.Listener;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import com.jme3.scene.Node;
import com.simsilica.lemur.GuiGlobals;
import com.simsilica.lemur.input.FunctionId;
import com.simsilica.lemur.input.InputMapper;
import com.simsilica.lemur.input.InputState;
import com.simsilica.lemur.input.StateFunctionListener;
import dev.sandbox.app.core.settings.HudSettings;
import dev.sandbox.app.core.settings.SandboxHome;
import dev.sandbox.app.core.sound.EngineLoops;
import dev.sandbox.app.core.sound.EngineVoice;
import dev.sandbox.app.core.sound.Hearing;
import dev.sandbox.app.core.sound.StepEvents;
import dev.sandbox.app.core.sound.VehicleSounds;
import dev.sandbox.app.core.vehicles.VehicleKinds;
import dev.sandbox.app.scene.input.DrivingFunctions;
import dev.sandbox.app.session.DrivingState;
import dev.sandbox.app.session.SoundLevel;
import dev.sandbox.app.session.Viewpoint;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;

/**
 * The vehicle's sound through jME's OpenAL renderer. The engine's firing-event synthesis
 * ({@link EngineVoice}) runs once per vehicle on a background thread and leaves short loops
 * ({@link EngineLoops}); each frame this state only sets the gains and playback rates that
 * {@link VehicleSounds} works out from the latest snapshot, a few dozen OpenAL calls. Loops
 * rather than a streaming generator because jME refills a stream's five buffers every 50 ms,
 * which queues at least 100 ms of sound, while a gain or pitch change on a playing loop reaches
 * OpenAL's mixer within the frame. In slow motion and in the replay the rates follow the time
 * scale, and a pause is silent ({@link DrivingState#heardTimeScale}). Keys: mute, volume down and
 * up (remembered in the settings file). Without an audio renderer (no device, headless) it does
 * nothing.
 */
public final class SoundState extends BaseAppState implements StateFunctionListener, SoundLevel {

    private static final FunctionId[] FUNCTIONS = {DrivingFunctions.MUTE, DrivingFunctions.VOLUME_UP,
        DrivingFunctions.VOLUME_DOWN};
    /**
     * System property naming a CSV file that receives, each frame, the wall-clock time since
     * the sound started, the simulated time and the engine speed: tests line a recording of
     * the sound (wall clock) up with the telemetry (simulated clock, which falls behind when
     * frames take longer than the loop's step cap).
     */
    public static final String TRACE_PROPERTY = "sandbox.soundTrace";
    /** Volume step of the keys. */
    private static final double VOLUME_STEP = 0.1;

    private final boolean startMuted;
    private final Viewpoint viewpoint;
    private final Path settingsFile;
    private final StepEvents steps = new StepEvents();
    private final Node soundNode = new Node("vehicle sound");
    private boolean active;
    private Listener listener;
    private InputMapper mapper;
    private double volume = 0.8;
    private boolean muted;

    private VehicleSpec wantedSpec;
    private CompletableFuture<EngineLoops> pending;
    private VehicleVoices voices;
    private int version = -1;
    private long cpuNanos;
    private long updates;
    private final java.lang.management.ThreadMXBean threadCpu = java.lang.management.ManagementFactory.getThreadMXBean();
    private final long startNanos = System.nanoTime();
    private java.io.PrintWriter trace;

    /**
     * @param startMuted true to start with the sound off ({@code --mute})
     * @param viewpoint where the listener is (inside the vehicle, at the trackside or outside)
     */
    public SoundState(boolean startMuted, Viewpoint viewpoint) {
        this(startMuted, viewpoint, SandboxHome.settingsFile());
    }

    /**
     * @param startMuted true to start with the sound off
     * @param viewpoint where the listener is (inside the vehicle, at the trackside or outside)
     * @param settingsFile where volume and mute are remembered
     */
    public SoundState(boolean startMuted, Viewpoint viewpoint, Path settingsFile) {
        this.startMuted = startMuted;
        this.viewpoint = viewpoint;
        this.settingsFile = settingsFile;
    }

    /** @return true when sound is playing through a device (false: silent run) */
    public boolean active() {
        return active;
    }

    /** @return the master volume (0..1) */
    @Override
    public double volume() {
        return volume;
    }

    @Override
    public boolean muted() {
        return muted;
    }

    @Override
    public void setLevel(double newVolume, boolean newMuted, boolean remember) {
        volume = Double.isFinite(newVolume) ? Math.max(0, Math.min(1, newVolume)) : volume;
        muted = newMuted;
        applyVolume();
        if (remember) {
            remember();
        }
    }

    /** @return render-thread CPU time spent in sound updates so far (in nanoseconds) */
    public long cpuNanos() {
        return cpuNanos;
    }

    /** @return sound updates so far (frames with sound) */
    public long updates() {
        return updates;
    }

    /** Switches the sound off or on and remembers it. */
    public void toggleMute() {
        muted = !muted;
        applyVolume();
        remember();
    }

    /** @param delta change of the master volume (remembered, kept within 0..1) */
    public void changeVolume(double delta) {
        volume = Math.max(0, Math.min(1, Math.round((volume + delta) * 10) / 10.0));
        applyVolume();
        remember();
    }

    @Override
    protected void initialize(Application app) {
        HudSettings settings = HudSettings.load(settingsFile);
        volume = settings.soundVolume();
        muted = startMuted || settings.soundMuted();
        active = app.getAudioRenderer() != null;
        if (!active) {
            return;
        }
        listener = app.getListener();
        String traceFile = System.getProperty(TRACE_PROPERTY);
        if (traceFile != null) {
            try {
                trace = new java.io.PrintWriter(java.nio.file.Files.newBufferedWriter(Path.of(traceFile)));
                trace.println("wall [s],simulated [s],engine speed [rpm],approach speed [m/s]");
            } catch (IOException e) {
                System.err.println("driving-sandbox: cannot write the sound trace " + traceFile + ": " + e.getMessage());
            }
        }
        ((SimpleApplication) app).getRootNode().attachChild(soundNode);
        getState(DrivingState.class).addStepListener(steps::accept);
        mapper = GuiGlobals.getInstance() == null ? null : GuiGlobals.getInstance().getInputMapper();
        if (mapper != null) {
            DrivingFunctions.initializeDefaultMappings(mapper);
            mapper.addStateListener(this, FUNCTIONS);
        }
        applyVolume();
    }

    @Override
    public void valueChanged(FunctionId func, InputState value, double tpf) {
        if (value == InputState.Off) {
            return;
        }
        if (func == DrivingFunctions.MUTE) {
            toggleMute();
        } else if (func == DrivingFunctions.VOLUME_UP) {
            changeVolume(VOLUME_STEP);
        } else if (func == DrivingFunctions.VOLUME_DOWN) {
            changeVolume(-VOLUME_STEP);
        }
    }

    @Override
    public void update(float tpf) {
        if (!active) {
            return;
        }
        long cpuStart = threadCpu.getCurrentThreadCpuTime();
        DrivingState driving = getState(DrivingState.class);
        VehicleSpec spec = driving.spec();
        if (spec != wantedSpec) {
            wantedSpec = spec;
            clearVoices();
            pending = spec == null ? null : synthesise(spec);
        }
        if (voices == null && pending != null && pending.isDone()) {
            EngineLoops loops = pending.getNow(null);
            pending = null;
            if (loops != null) {
                voices = new VehicleVoices(soundNode, spec, loops);
            }
        }
        VehicleSnapshot s = driving.snapshot();
        if (driving.version() != version) {
            version = driving.version();
            steps.reset();
        }
        Camera cam = getApplication().getCamera();
        listener.setLocation(cam.getLocation());
        listener.setRotation(cam.getRotation());
        StepEvents.Frame frame = steps.drain();
        if (voices != null && s != null) {
            voices.play(s, frame, hearing(spec), tpf, driving.heardTimeScale());
            if (trace != null) {
                trace.printf(java.util.Locale.ROOT, "%.4f,%.4f,%.1f,%.3f%n", (System.nanoTime() - startNanos) / 1e9,
                        s.timeS(), s.engineRpm(), voices.positional() ? approachSpeed(s, cam.getLocation()) : 0.0);
            }
        }
        cpuNanos += threadCpu.getCurrentThreadCpuTime() - cpuStart;
        updates++;
    }

    /** @return the vehicle's speed towards the listener (in m/s, positive approaching): what the Doppler shift follows */
    private static double approachSpeed(VehicleSnapshot s, Vector3f listenerAt) {
        Vec3 to = new Vec3(listenerAt.x, listenerAt.y, listenerAt.z).minus(s.position());
        return s.velocity().dot(to.normalizedOr(Vec3.UNIT_X));
    }

    /** @return how the vehicle is heard from where the listener is */
    private Hearing hearing(VehicleSpec spec) {
        return switch (viewpoint.place()) {
            case IN_THE_VEHICLE -> VehicleKinds.of(spec).figures().cockpitHearing();
            case TRACKSIDE -> Hearing.TRACKSIDE;
            case OUTSIDE -> Hearing.OUTSIDE;
        };
    }

    /** Makes the engine loops on a background thread, away from the frame. */
    private static CompletableFuture<EngineLoops> synthesise(VehicleSpec spec) {
        return CompletableFuture.supplyAsync(() -> new EngineLoops(spec.engine(), spec.id().hashCode()), runnable -> {
            Thread t = new Thread(runnable, "engine sound synthesis");
            t.setDaemon(true);
            t.setPriority(Thread.MIN_PRIORITY);
            t.start();
        });
    }

    private void applyVolume() {
        if (listener != null) {
            listener.setVolume(muted ? 0f : (float) volume);
        }
    }

    private void remember() {
        HudSettings settings = HudSettings.load(settingsFile);
        settings.setSoundVolume(volume);
        settings.setSoundMuted(muted);
        try {
            settings.save();
        } catch (IOException e) {
            System.err.println("driving-sandbox: the sound settings not saved: " + e.getMessage());
        }
    }

    private void clearVoices() {
        if (voices != null) {
            voices.stop();
            voices = null;
        }
    }

    @Override
    protected void cleanup(Application app) {
        if (trace != null) {
            trace.close();
        }
        clearVoices();
        soundNode.removeFromParent();
        if (mapper != null) {
            mapper.removeStateListener(this, FUNCTIONS);
        }
    }

    @Override
    protected void onEnable() {
        applyVolume();
    }

    @Override
    protected void onDisable() {
        if (listener != null) {
            listener.setVolume(0f);
        }
    }
}
