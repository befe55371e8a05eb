package dev.sandbox.app.feature.hud;

import com.jme3.app.Application;
import com.jme3.math.ColorRGBA;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.Insets3f;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.component.QuadBackgroundComponent;
import com.simsilica.lemur.component.SpringGridLayout;
import dev.sandbox.app.core.settings.SandboxHome;
import dev.sandbox.app.scene.gui.HudStyle;
import dev.sandbox.app.session.DrivingState;
import dev.sandbox.app.session.HudLayout;
import dev.sandbox.app.session.PlainState;
import dev.sandbox.physics.sim.VehicleSnapshot;
import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.function.Consumer;

/**
 * Telemetry recording (its key starts and stops it; {@code --record FILE} starts it at once):
 * every model step goes to a {@link TelemetryRecording}, 100 rows per simulated second, in
 * {@link SandboxHome#recordingsDir()} unless a file was named. The HUD shows REC, the file name
 * and the rows written. Stopping, switching vehicle (a new file: the columns differ) and
 * leaving the sandbox (also by Ctrl+C, through a shutdown hook) close the file under its final
 * name; a crash of the JVM leaves {@code FILE.part} with all but the last second.
 */
public final class RecorderState extends PlainState {

    private final Path startFile;
    private final Consumer<VehicleSnapshot> stepListener = this::onStep;
    private Container badge;
    private TelemetryRecording recording;
    private boolean wanted;
    private Path nextFile;
    private Label rec;
    private Label name;
    private double sinceTextS = Double.MAX_VALUE;
    private String lastError;
    private Path lastFile;
    private volatile TelemetryRecording open;

    /** @param startFile a file to record to from the start, or null to wait for the key */
    public RecorderState(Path startFile) {
        this.startFile = startFile;
        this.wanted = startFile != null;
        this.nextFile = startFile;
    }

    /** @return true while recording */
    public boolean isRecording() {
        return recording != null && !recording.isClosed();
    }

    /** @return the file being written or last written, or null */
    public Path file() {
        return recording != null ? recording.file() : lastFile;
    }

    /** @return the latest recording failure, or null */
    public String error() {
        return lastError;
    }

    /** Starts recording to a new file in the recordings folder, or stops. */
    public void toggle() {
        if (wanted) {
            stop();
        } else {
            wanted = true;
        }
    }

    /** Stops recording and closes the file under its final name. */
    public void stop() {
        wanted = false;
        finish();
    }

    /**
     * Closes the open recording under its final name at once, from any thread: the sandbox's
     * failure path calls it before halting the JVM (which skips the shutdown hooks).
     */
    public void closeNow() {
        TelemetryRecording r = open;
        if (r != null) {
            r.close();
        }
    }

    private void onStep(VehicleSnapshot s) {
        DrivingState driving = getState(DrivingState.class);
        if (!wanted || driving.spec() == null) {
            return;
        }
        String id = driving.spec().id();
        if (recording != null && !recording.vehicleId().equals(id)) {
            finish(); // another vehicle: other columns, another file
        }
        if (recording == null) {
            begin(id);
            if (recording == null) {
                return;
            }
        }
        recording.accept(s);
        if (recording.error() != null) {
            lastError = recording.error();
            System.err.println("driving-sandbox: " + lastError);
            wanted = false;
            finish();
        }
    }

    private void begin(String vehicleId) {
        Path file = nextFile != null ? nextFile : TelemetryRecording.newFile(SandboxHome.recordingsDir(), vehicleId,
                LocalDateTime.now());
        nextFile = null;
        try {
            recording = new TelemetryRecording(file, vehicleId);
            open = recording;
            lastError = null;
            if (recording.notice() != null) {
                System.err.println("driving-sandbox: " + recording.notice());
            }
        } catch (IOException e) {
            lastError = "cannot record to " + file + ": " + e.getMessage();
            System.err.println("driving-sandbox: " + lastError);
            wanted = false;
        }
    }

    private void finish() {
        if (recording != null) {
            recording.close();
            lastFile = recording.file();
            if (recording.error() != null && !recording.error().equals(lastError)) {
                lastError = recording.error(); // a failure while closing (a full disk): one line
                System.err.println("driving-sandbox: " + lastError);
            }
            recording = null;
            open = null;
        }
    }

    @Override
    protected void initialize(Application app) {
        rec = HudStyle.label(" REC ", 18, ColorRGBA.White);
        rec.setBackground(new QuadBackgroundComponent(new ColorRGBA(0.85f, 0.05f, 0.05f, 0.9f)));
        badge = new Container(new SpringGridLayout(Axis.X, Axis.Y, FillMode.None, FillMode.None));
        badge.setName("recorder");
        badge.setBackground(null);
        name = HudStyle.label("", HudStyle.SMALL, HudStyle.TEXT);
        name.setBackground(new QuadBackgroundComponent(new ColorRGBA(0, 0, 0, 0.55f)));
        rec.setInsets(new Insets3f(0, 0, 0, 4));
        badge.addChild(name);
        getState(DrivingState.class).addStepListener(stepListener);
    }

    @Override
    public void update(float tpf) {
        sinceTextS += tpf;
        boolean on = isRecording();
        if (sinceTextS < 1.0 / TelemetryText.NUMBERS_HZ && on == (rec.getParent() != null)) {
            return; // the row count changes 100 times a second; it is read at the panels' rate
        }
        sinceTextS = 0;
        String text = on ? " " + recording.file().getFileName() + "  " + recording.rows() + " rows "
                : lastError != null ? " " + lastError + " " : "";
        HudLayout layout = getState(HudLayout.class);
        if (text.isEmpty()) {
            layout.hide(badge);
            return;
        }
        name.setText(text);
        name.setColor(on ? HudStyle.TEXT : HudStyle.RED);
        if (on != (rec.getParent() != null)) {
            badge.clearChildren();
            if (on) {
                badge.addChild(rec);
            }
            badge.addChild(name);
        }
        layout.show(HudLayout.Anchor.BAR_RIGHT, badge, 0);
    }

    @Override
    protected void cleanup(Application app) {
        getState(DrivingState.class).removeStepListener(stepListener);
        finish();
        HudLayout layout = getState(HudLayout.class);
        if (layout != null) {
            layout.hide(badge);
        }
    }
}
