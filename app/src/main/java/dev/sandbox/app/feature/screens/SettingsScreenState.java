package dev.sandbox.app.feature.screens;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Button;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.component.QuadBackgroundComponent;
import com.simsilica.lemur.component.SpringGridLayout;
import dev.sandbox.app.core.settings.GraphicsSettings;
import dev.sandbox.app.session.HudScale;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The settings screen, opened from the menu: one button per display setting that steps through
 * its usual values; "Apply and save" writes the settings changed into {@code settings.properties}
 * atomically and restarts the display with the new size, fullscreen, vsync, frame cap, MSAA and
 * graphics preset (the world and the drive carry on); "Back" leaves without applying. A setting
 * left as it was is not written, so MSAA keeps following the preset until it is changed.
 */
public final class SettingsScreenState extends BaseAppState {

    private static final Map<String, List<String>> CHOICES = new LinkedHashMap<>();

    static {
        CHOICES.put("graphics.resolution", List.of("800x600", "1280x720", "1600x900", "1920x1080", "2560x1440", "3840x2160"));
        CHOICES.put("graphics.fullscreen", List.of("false", "true"));
        CHOICES.put("graphics.vsync", List.of("false", "true"));
        CHOICES.put("graphics.frameCap", List.of("0", "30", "60", "120", "144"));
        CHOICES.put("graphics.msaa", List.of("0", "2", "4", "8"));
        CHOICES.put("graphics.viewDistance", List.of("800", "1200", "1600", "2400", "3200"));
        CHOICES.put("graphics.quality", List.of("low", "medium", "high"));
        CHOICES.put("hud.scale", List.of("0.75", "1.0", "1.25", "1.5", "2.0"));
        CHOICES.put("window.pauseOnFocusLoss", List.of("true", "false"));
    }

    private final Map<String, String> chosen = new LinkedHashMap<>();
    private Container window;
    private Label status;

    private final MenuWindow menu;
    private final GraphicsSettings graphics;
    private final Consumer<GraphicsSettings> applyDisplay;

    /**
     * Starts closed.
     *
     * @param menu the menu it is opened from, hidden while it shows
     * @param graphics the display settings in force, which the screen changes and saves
     * @param applyDisplay puts the changed settings in force (the window is restarted with them)
     */
    SettingsScreenState(MenuWindow menu, GraphicsSettings graphics, Consumer<GraphicsSettings> applyDisplay) {
        this.menu = menu;
        this.graphics = graphics;
        this.applyDisplay = applyDisplay;
        setEnabled(false);
    }

    private GraphicsSettings settings() {
        return graphics;
    }

    @Override
    protected void initialize(Application app) {
    }

    private void build() {
        window = new Container();
        window.setBackground(new QuadBackgroundComponent(new ColorRGBA(0.05f, 0.07f, 0.1f, 0.92f)));
        Label title = window.addChild(new Label("Settings   (" + settings().file() + ")"));
        title.setFontSize(20f);
        title.setColor(ColorRGBA.White);
        chosen.clear();
        for (Map.Entry<String, List<String>> e : CHOICES.entrySet()) {
            String key = e.getKey();
            chosen.put(key, settings().get(key));
            Button b = window.addChild(new Button(key + " = " + chosen.get(key)));
            b.setFontSize(16f);
            b.addClickCommands(src -> {
                List<String> values = e.getValue();
                int i = values.indexOf(chosen.get(key));
                String next = values.get((i + 1) % values.size());
                chosen.put(key, next);
                b.setText(key + " = " + next);
            });
        }
        status = window.addChild(new Label("click a setting to change it"));
        status.setFontSize(14f);
        status.setColor(ColorRGBA.Yellow);
        Container buttons = window.addChild(new Container(new SpringGridLayout(Axis.X, Axis.Y)));
        Button apply = buttons.addChild(new Button("Apply and save"));
        apply.addClickCommands(src -> apply());
        Button back = buttons.addChild(new Button("Back"));
        back.addClickCommands(src -> setEnabled(false));
    }

    private void apply() {
        GraphicsSettings s = settings();
        chosen.forEach((key, value) -> {
            if (!value.equals(s.get(key))) {
                s.set(key, value);
            }
        });
        try {
            s.save();
            status.setText("saved to " + s.file());
        } catch (IOException e) {
            status.setText("cannot save " + s.file() + ": " + e.getMessage());
        }
        getApplication().getCamera().setFrustumFar(s.viewDistanceM());
        applyDisplay.accept(s);
        setEnabled(false);
    }

    @Override
    protected void onEnable() {
        build();
        SimpleApplication app = (SimpleApplication) getApplication();
        Vector3f size = window.getPreferredSize();
        HudScale scale = getState(HudScale.class);
        float w = scale.width();
        float h = scale.height();
        window.setLocalTranslation((w - size.x) / 2, (h + size.y) / 2, 20);
        app.getGuiNode().attachChild(window);
        menu.hideWindow();
    }

    @Override
    protected void onDisable() {
        if (window != null) {
            window.removeFromParent();
        }
        if (menu.isOpen()) {
            menu.showWindow();
        }
    }

    @Override
    protected void cleanup(Application app) {
    }
}
