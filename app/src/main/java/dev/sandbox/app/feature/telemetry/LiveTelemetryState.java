package dev.sandbox.app.feature.telemetry;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import dev.sandbox.app.core.settings.SpeedUnit;
import dev.sandbox.app.core.telemetry.TelemetryOutConfig;
import dev.sandbox.app.core.telemetry.TelemetrySample;
import dev.sandbox.app.core.telemetry.TelemetrySender;
import dev.sandbox.app.session.DrivingState;
import dev.sandbox.app.session.UnitsState;
import dev.sandbox.physics.assist.Assist;
import dev.sandbox.physics.assist.AssistSettings;
import dev.sandbox.physics.assist.AssistedVehicle;
import dev.sandbox.physics.sim.Simulation;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;
import java.io.IOException;
import java.util.EnumSet;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Live telemetry out: while enabled, each frame hands the live drive's latest snapshot (never a
 * replay's) to a {@link TelemetrySender}, which sends Live for Speed's OutSim and OutGauge packets
 * over UDP at its own rate on its own thread. Between frames it notes which driver aids acted in
 * any model step, for the dashboard's ABS and traction-control lamps.
 */
public final class LiveTelemetryState extends BaseAppState {

    private final TelemetryOutConfig config;
    private final Consumer<String> say;
    private final Consumer<VehicleSnapshot> stepListener = s -> noteAids();
    private final Set<Assist> acted = EnumSet.noneOf(Assist.class);
    private TelemetrySender sender;

    /**
     * @param config the streams, their rate and options (at least one stream on)
     * @param say told one line when sending starts and when a stream cannot be sent
     */
    public LiveTelemetryState(TelemetryOutConfig config, Consumer<String> say) {
        this.config = config;
        this.say = say;
    }

    /** @return the sender while enabled, else null (for tests that count packets) */
    public TelemetrySender sender() {
        return sender;
    }

    @Override
    public void update(float tpf) {
        DrivingState driving = getState(DrivingState.class);
        Simulation sim = driving.simulation();
        AssistedVehicle vehicle = driving.assisted();
        if (sender == null || sim == null || vehicle == null) {
            return;
        }
        VehicleSpec spec = vehicle.spec();
        AssistSettings aids = vehicle.aids().settings();
        UnitsState units = getState(UnitsState.class);
        boolean km = units == null || units.unit() == SpeedUnit.KMH;
        sender.offer(new TelemetrySample(sim.current(), spec, driving.version(), lamp(Assist.ABS, spec, aids),
                lamp(Assist.TRACTION_CONTROL, spec, aids), km));
        acted.clear();
    }

    private TelemetrySample.Lamp lamp(Assist aid, VehicleSpec spec, AssistSettings aids) {
        if (!aid.appliesTo(spec)) {
            return TelemetrySample.Lamp.ABSENT;
        }
        return !aids.isOn(aid) || acted.contains(aid) ? TelemetrySample.Lamp.LIT : TelemetrySample.Lamp.DARK;
    }

    private void noteAids() {
        AssistedVehicle v = getState(DrivingState.class).assisted();
        if (v != null) {
            acted.addAll(v.aids().intervening());
        }
    }

    @Override
    protected void initialize(Application app) {
    }

    @Override
    protected void cleanup(Application app) {
    }

    @Override
    protected void onEnable() {
        try {
            sender = new TelemetrySender(config, say);
            say.accept(config.describe());
        } catch (IOException e) {
            say.accept("live telemetry is off: no UDP socket (" + e.getMessage() + ")");
            sender = null;
        }
        getState(DrivingState.class).addStepListener(stepListener);
    }

    @Override
    protected void onDisable() {
        getState(DrivingState.class).removeStepListener(stepListener);
        if (sender != null) {
            sender.close();
            sender = null;
        }
    }
}
