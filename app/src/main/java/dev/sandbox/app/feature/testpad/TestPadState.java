package dev.sandbox.app.feature.testpad;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.math.ColorRGBA;
import com.jme3.scene.Geometry;
import com.jme3.scene.Spatial;
import dev.sandbox.app.core.testpad.ProvingGroundFigures;
import dev.sandbox.app.core.testpad.TestPadTiming;
import dev.sandbox.app.core.testpad.TimedRun;
import dev.sandbox.app.core.world.TestPad;
import dev.sandbox.app.scene.render.TestPadBuilder;
import dev.sandbox.app.session.DrivingState;
import dev.sandbox.app.session.TimedRuns;
import dev.sandbox.app.session.WorldState;
import dev.sandbox.physics.sim.VehicleSnapshot;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;

/**
 * The test pad at work: times the runs driven on it ({@link TestPadTiming}, fed every model
 * step), lights the start lights, and asks {@link ProvingGroundFigures} for the figures each
 * vehicle driven makes in the headless proving ground, to set beside the driver's own: once per
 * vehicle, when it first comes near the pad, so a drive that never goes there never pays for
 * them. Each
 * finished run prints one line on standard output ("run 0-100 km/h: 5.61 s ..."), so scripts
 * driving the window know when it is done.
 */
public final class TestPadState extends BaseAppState implements TimedRuns {

    private static final ColorRGBA[] LIT = {
        new ColorRGBA(1f, 0.1f, 0.05f, 1f), new ColorRGBA(1f, 0.65f, 0.05f, 1f), new ColorRGBA(0.2f, 1f, 0.25f, 1f)};
    private static final ColorRGBA DARK = new ColorRGBA(0.15f, 0.15f, 0.15f, 1f);

    /** Distance from the pad at which the proving ground's figures start computing (in metres). */
    static final double REQUEST_WITHIN_M = 150.0;
    private static final int CHECK_EVERY_STEPS = 100;

    private final ProvingGroundFigures figures = new ProvingGroundFigures();
    private final List<Run> runs = Collections.synchronizedList(new ArrayList<>());
    private final Consumer<VehicleSnapshot> stepListener = this::stepped;
    private TestPadTiming timing;
    private TestPad pad;
    private int seenVersion = -1;
    private int seenRuns;
    private String vehicleId;
    private final Geometry[] lamps = new Geometry[3];
    private TestPadTiming.Lights shownLights;
    private boolean requested;
    private int sinceCheck = CHECK_EVERY_STEPS;
    private int framesShown;

    /**
     * One finished run and the vehicle that drove it.
     *
     * @param vehicleId the vehicle
     * @param run the result, without its reference
     */
    private record Run(String vehicleId, TimedRun run) {
    }

    /** @return the pad's layout */
    public TestPad pad() {
        return pad;
    }

    /** @return the timing gear (lights, clock, skidpad lateral g) */
    public TestPadTiming timing() {
        return timing;
    }

    /**
     * Every run finished so far, each with the proving ground's figure when it is known.
     *
     * @return the runs, oldest first
     */
    @Override
    public List<TimedRun> runs() {
        List<TimedRun> out = new ArrayList<>();
        synchronized (runs) {
            for (Run r : runs) {
                out.add(r.run().withReference(figures.reference(r.vehicleId(), r.run())));
            }
        }
        return out;
    }

    /**
     * Waits for the proving ground's figures of every vehicle with a finished run.
     *
     * @param timeoutS longest wait per figure (in seconds)
     */
    @Override
    public void awaitFigures(double timeoutS) {
        List<Run> all;
        synchronized (runs) {
            all = List.copyOf(runs);
        }
        for (Run r : all) {
            figures.await(r.vehicleId(), r.run(), timeoutS);
        }
    }

    /**
     * The proving ground's figures for runs driven elsewhere (a replayed drive), computed if need be.
     *
     * @param spec the vehicle that drove them
     * @param driven the runs, without references
     * @param timeoutS longest wait per figure (in seconds)
     * @return the runs with the figures known within the wait
     */
    @Override
    public List<TimedRun> withReferences(dev.sandbox.physics.spec.VehicleSpec spec, List<TimedRun> driven,
            double timeoutS) {
        if (driven.isEmpty()) {
            return driven;
        }
        figures.request(spec);
        List<TimedRun> out = new ArrayList<>();
        for (TimedRun r : driven) {
            figures.await(spec.id(), r, timeoutS);
            out.add(r.withReference(figures.reference(spec.id(), r)));
        }
        return out;
    }

    private void stepped(VehicleSnapshot s) {
        DrivingState driving = getState(DrivingState.class);
        if (driving.version() != seenVersion) {
            seenVersion = driving.version();
            timing.interrupt();
            vehicleId = driving.spec().id();
            requested = false;
        }
        // not before the first frame is on screen: the figures' thread would take one of the
        // two cores from the start-up (the drive starts beside the pad)
        if (!requested && framesShown > 0 && ++sinceCheck >= CHECK_EVERY_STEPS) {
            sinceCheck = 0;
            if (pad.distanceOutside(s.position().x(), s.position().z()) < REQUEST_WITHIN_M) {
                figures.request(driving.spec());
                requested = true;
            }
        }
        timing.accept(s);
        int count = timing.runCount();
        for (int i = seenRuns; i < count; i++) {
            TimedRun r = timing.run(i);
            runs.add(new Run(vehicleId, r));
            System.out.printf(java.util.Locale.ROOT, "run %s: %s %s (vehicle %s, simulated time %.2f s)%n",
                    r.name(), r.value(), r.unit(), vehicleId, s.timeS());
        }
        seenRuns = count;
    }

    @Override
    public void update(float tpf) {
        framesShown = Math.min(framesShown + 1, 2);
        TestPadTiming.Lights l = timing.lights();
        if (l == shownLights) {
            return;
        }
        shownLights = l;
        for (int i = 0; i < lamps.length; i++) {
            if (lamps[i] == null) {
                continue;
            }
            boolean on = l == TestPadTiming.Lights.values()[i + 1];
            lamps[i].getMaterial().setColor("Color", on ? LIT[i] : DARK);
        }
    }

    @Override
    protected void initialize(Application app) {
        pad = getState(WorldState.class).layout().testPad();
        timing = new TestPadTiming(pad);
        Spatial root = ((SimpleApplication) app).getRootNode();
        for (int i = 0; i < lamps.length; i++) {
            Spatial s = ((com.jme3.scene.Node) root).getChild(TestPadBuilder.LIGHT_NAMES[i]);
            lamps[i] = s instanceof Geometry g ? g : null;
        }
        getState(DrivingState.class).addStepListener(stepListener);
    }

    @Override
    protected void cleanup(Application app) {
        getState(DrivingState.class).removeStepListener(stepListener);
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }
}
