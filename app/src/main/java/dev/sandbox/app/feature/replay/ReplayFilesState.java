package dev.sandbox.app.feature.replay;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.simsilica.lemur.Button;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.GuiGlobals;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.component.QuadBackgroundComponent;
import dev.sandbox.app.session.DrivingState;
import dev.sandbox.app.session.HudScale;
import dev.sandbox.app.session.ScreenStack;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * The list of saved replays (the sandbox home's {@code replays/}, newest first), opened from the
 * menu: choosing one opens it in the replay. A screen of the {@link ScreenStack}: the back key
 * closes it.
 */
public final class ReplayFilesState extends BaseAppState {

    /** Most files listed. */
    public static final int MAX_FILES = 12;

    private final ReplayState replay;
    private final ScreenStack.Screen asScreen = () -> setEnabled(false);
    private Container window;
    private boolean drivingWasOn;

    /** @param replay the replay that shows the file chosen */
    ReplayFilesState(ReplayState replay) {
        this.replay = replay;
    }

    @Override
    protected void initialize(Application app) {
    }

    @Override
    protected void onEnable() {
        window = new Container();
        window.setBackground(new QuadBackgroundComponent(new ColorRGBA(0.05f, 0.07f, 0.1f, 0.9f)));
        Label title = window.addChild(new Label("Saved replays (" + ReplayRecorderState.replaysDir() + ")"));
        title.setFontSize(22f);
        title.setColor(ColorRGBA.White);
        List<Path> files = list();
        if (files.isEmpty()) {
            window.addChild(new Label("none yet: F6 saves the last minutes of a drive")).setFontSize(16f);
        }
        for (Path f : files) {
            Button b = window.addChild(new Button(f.getFileName().toString()));
            b.setFontSize(17f);
            b.addClickCommands(src -> {
                setEnabled(false);
                replay.open(f);
            });
        }
        Button back = window.addChild(new Button("Back"));
        back.setFontSize(17f);
        back.addClickCommands(src -> setEnabled(false));
        SimpleApplication app = (SimpleApplication) getApplication();
        Vector3f size = window.getPreferredSize();
        HudScale hud = getState(HudScale.class);
        float w = hud == null ? app.getCamera().getWidth() : hud.width();
        float h = hud == null ? app.getCamera().getHeight() : hud.height();
        window.setLocalTranslation((w - size.x) / 2, (h + size.y) / 2, 12);
        app.getGuiNode().attachChild(window);
        ScreenStack screens = getState(ScreenStack.class);
        if (screens != null) {
            screens.opened(asScreen);
        }
        DrivingState driving = getState(DrivingState.class);
        drivingWasOn = driving.isEnabled();
        driving.setEnabled(false);
        GuiGlobals.getInstance().setCursorEventsEnabled(true);
    }

    private static List<Path> list() {
        Path dir = ReplayRecorderState.replaysDir();
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".replay"))
                    .sorted(Comparator.comparing((Path p) -> p.getFileName().toString()).reversed())
                    .limit(MAX_FILES).toList();
        } catch (IOException e) {
            return List.of();
        }
    }

    @Override
    protected void onDisable() {
        ScreenStack screens = getState(ScreenStack.class);
        if (screens != null) {
            screens.closed(asScreen);
        }
        if (window != null) {
            window.removeFromParent();
        }
        if (drivingWasOn) {
            getState(DrivingState.class).setEnabled(true);
        }
    }

    @Override
    protected void cleanup(Application app) {
    }
}
