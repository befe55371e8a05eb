package dev.sandbox.app.feature.replay;

import com.jme3.app.Application;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.shape.Quad;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Button;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.DefaultRangedValueModel;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.Slider;
import com.simsilica.lemur.component.QuadBackgroundComponent;
import com.simsilica.lemur.component.SpringGridLayout;
import com.simsilica.lemur.core.VersionedReference;
import dev.sandbox.app.core.replay.Speeds;
import dev.sandbox.app.session.HudLayout;
import dev.sandbox.physics.replay.TapeEvent;
import dev.sandbox.physics.replay.TapePlayer;
import java.util.List;
import java.util.Locale;

/**
 * The replay's controls in the HUD's bottom bar (Lemur): the time and speed, buttons for
 * play/pause, frames, jumps, speeds and cameras, and the timeline: a slider to scrub, with a
 * tick above it for every countersteer (amber), crash (red), collision (white) and the start of
 * every timed run of the test pad (green).
 */
final class ReplayPanel {

    private static final ColorRGBA AMBER = new ColorRGBA(1f, 0.66f, 0.05f, 1f);
    private static final ColorRGBA TIMED_GREEN = new ColorRGBA(0.2f, 1f, 0.3f, 1f);

    /** Height of the timeline (in HUD units). */
    private static final float TIMELINE_H = 22;
    /** The timeline's least width; the bottom bar stretches it to the screen's width (in HUD units). */
    private static final float TIMELINE_MIN_W = 200;

    private final ReplayState replay;
    private final Container window = new Container();
    private final Label status = new Label("");
    private final Button play;
    private final Slider timeline;
    private final VersionedReference<Double> scrubbed;
    private final Node marks = new Node("replay-marks");
    private Material markMaterial;
    private int markedEvents = -1;
    private long markedFirst = -1;
    private float markedWidth = -1;
    private HudLayout layout;

    ReplayPanel(ReplayState replay) {
        this.replay = replay;
        window.setName("replay");
        window.setBackground(new QuadBackgroundComponent(new ColorRGBA(0.03f, 0.04f, 0.06f, 0.8f)));
        status.setColor(ColorRGBA.White);
        status.setFontSize(17f);
        window.addChild(status);
        Container buttons = window.addChild(new Container(new SpringGridLayout(Axis.X, Axis.Y)));
        button(buttons, "-5 s", () -> jump(-5));
        button(buttons, "< frame", () -> replay.frame(-1));
        play = button(buttons, "pause", () -> {
            replay.setPlaying(!replay.playing());
        });
        button(buttons, "frame >", () -> replay.frame(1));
        button(buttons, "+5 s", () -> jump(5));
        button(buttons, "slower", () -> replay.setSpeed(Speeds.neighbour(Speeds.REPLAY, replay.speed(), -1)));
        button(buttons, "faster", () -> replay.setSpeed(Speeds.neighbour(Speeds.REPLAY, replay.speed(), 1)));
        button(buttons, "last countersteer", () -> replay.jumpToLast(List.of(TapeEvent.Kind.COUNTERSTEER)));
        button(buttons, "last crash", () -> replay.jumpToLast(List.of(TapeEvent.Kind.CRASH,
                TapeEvent.Kind.COLLISION)));
        button(buttons, "last timed run", () -> replay.jumpToLast(List.of(TapeEvent.Kind.TIMED_RUN)));
        button(buttons, "close", () -> replay.setEnabled(false));
        timeline = window.addChild(new Slider(new DefaultRangedValueModel(0, 1, 0), Axis.X));
        timeline.setPreferredSize(new Vector3f(TIMELINE_MIN_W, TIMELINE_H, 0));
        scrubbed = timeline.getModel().createReference();
    }

    private Button button(Container row, String text, Runnable action) {
        Button b = row.addChild(new Button(text));
        b.setFontSize(15f);
        b.addClickCommands(src -> action.run());
        return b;
    }

    private void jump(double seconds) {
        TapePlayer p = replay.player();
        replay.seek(p.position() + Math.round(seconds / p.stepS()));
    }

    void show(Application app) {
        layout = app.getStateManager().getState(HudLayout.class);
        layout.show(HudLayout.Anchor.BOTTOM_BAR, window, 0); // the bar is the screen's width: so is the timeline
        timeline.attachChild(marks);
        if (markMaterial == null) {
            markMaterial = new Material(app.getAssetManager(), "Common/MatDefs/Misc/Unshaded.j3md");
            markMaterial.setBoolean("VertexColor", false);
        }
        markedEvents = -1;
    }

    void hide() {
        if (layout != null) {
            layout.hide(window);
        }
    }

    void update(ReplayState r) {
        TapePlayer p = r.player();
        double span = Math.max(1, p.endStep() - p.firstStep());
        if (scrubbed.update()) {
            long target = p.firstStep() + Math.round(timeline.getModel().getValue() * span);
            if (target != p.position()) {
                r.seek(target);
            }
        }
        timeline.getModel().setValue((p.position() - p.firstStep()) / span);
        scrubbed.update();
        double t = p.position() * p.stepS();
        String source = r.fileShown() != null ? r.fileShown().getFileName().toString() : "last minutes";
        status.setText(String.format(Locale.ROOT, "REPLAY (%s)   t %.3f s  of %.1f-%.1f s   speed %s   %s   %s",
                source, t, p.firstStep() * p.stepS(), p.endStep() * p.stepS(), Speeds.name(r.speed()),
                r.playing() ? "playing" : "paused", r.message()));
        play.setText(r.playing() ? "pause" : "play");
        if (p.buffer().events().size() != markedEvents || p.firstStep() != markedFirst
                || timeline.getSize().x != markedWidth) {
            placeMarks(p, span);
        }
    }

    private void placeMarks(TapePlayer p, double span) {
        marks.detachAllChildren();
        Vector3f size = timeline.getSize();
        for (TapeEvent e : p.buffer().events()) {
            if (e.step() < p.firstStep()) {
                continue;
            }
            Geometry g = new Geometry("mark", new Quad(3, Math.max(4, size.y)));
            Material m = markMaterial.clone();
            m.setColor("Color", switch (e.kind()) {
                case COUNTERSTEER -> AMBER;
                case CRASH -> ColorRGBA.Red;
                case COLLISION -> ColorRGBA.White;
                case TIMED_RUN -> TIMED_GREEN;
            });
            g.setMaterial(m);
            float x = (float) ((e.step() - p.firstStep()) / span) * size.x;
            g.setLocalTranslation(x - 1.5f, -Math.max(4, size.y), 4);
            marks.attachChild(g);
        }
        markedEvents = p.buffer().events().size();
        markedFirst = p.firstStep();
        markedWidth = size.x;
    }
}
