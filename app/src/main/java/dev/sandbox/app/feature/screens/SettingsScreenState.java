package dev.sandbox.app.feature.screens;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.component.SpringGridLayout;
import dev.sandbox.app.core.settings.GraphicsSettings;
import dev.sandbox.app.core.settings.SpeedUnit;
import dev.sandbox.app.scene.gui.HudStyle;
import dev.sandbox.app.session.HudScale;
import dev.sandbox.app.session.ScreenStack;
import dev.sandbox.app.session.SoundLevel;
import dev.sandbox.app.session.UnitsState;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The settings screen, opened from the menu: every setting under the name a player knows it by,
 * with a control of the usual kind (on / off, a choice, a slider) showing its value in force.
 * The view, sound and control settings act at once and are written to {@code settings.properties}
 * when the screen closes; the display's (size, fullscreen, vsync, frame cap, multisampling and
 * any other key of {@link #CHOICES}) wait for "Apply display", which writes them and restarts
 * the window with them (the world and the drive carry on), and are dropped when the screen
 * closes without it. Esc or "Back" closes it (a screen of the {@link ScreenStack}).
 */
public final class SettingsScreenState extends BaseAppState {

    /**
     * The settings that take a window restart, with the choices offered (a value the file holds
     * that is not among them is offered too); each is shown in the Display section.
     */
    private static final Map<String, List<String>> CHOICES = new LinkedHashMap<>();
    /** What a player calls each setting. */
    private static final Map<String, String> LABELS = new LinkedHashMap<>();

    static {
        CHOICES.put("graphics.resolution", List.of("800x600", "1280x720", "1600x900", "1920x1080", "2560x1440", "3840x2160"));
        CHOICES.put("graphics.fullscreen", List.of("false", "true"));
        CHOICES.put("graphics.vsync", List.of("false", "true"));
        CHOICES.put("graphics.frameCap", List.of("0", "30", "60", "120", "144"));
        CHOICES.put("graphics.msaa", List.of("0", "2", "4", "8"));
        CHOICES.put("graphics.quality", List.of("low", "medium", "high"));
        LABELS.put("graphics.resolution", "Window size");
        LABELS.put("graphics.fullscreen", "Fullscreen");
        LABELS.put("graphics.vsync", "Vsync");
        LABELS.put("graphics.frameCap", "Frame rate cap");
        LABELS.put("graphics.msaa", "Anti-aliasing (MSAA)");
        LABELS.put("graphics.quality", "Graphics quality");
    }

    /** Steering-wheel rotations offered (in degrees lock to lock; 0 = a stick). */
    private static final List<String> WHEEL_ROTATIONS = List.of("0", "180", "270", "360", "540", "720", "900", "1080",
            "1440");

    private final MenuWindow menu;
    private final GraphicsSettings graphics;
    private final Consumer<GraphicsSettings> applyDisplay;
    private final SoundLevel sound;
    private final ScreenStack.Screen asScreen = () -> setEnabled(false);
    private final Map<String, String> display = new LinkedHashMap<>();
    private final List<SettingControl> controls = new ArrayList<>();
    private Container window;
    private Label status;
    private boolean settingsChanged;
    private boolean soundChanged;
    private float placedW;
    private float placedH;

    /**
     * Starts closed.
     *
     * @param menu the menu it is opened from, hidden while it shows
     * @param graphics the settings in force, which the screen changes and saves
     * @param applyDisplay puts changed display settings in force (the window is restarted with them)
     * @param sound the sound's level (null: no sound settings shown)
     */
    SettingsScreenState(MenuWindow menu, GraphicsSettings graphics, Consumer<GraphicsSettings> applyDisplay,
            SoundLevel sound) {
        this.menu = menu;
        this.graphics = graphics;
        this.applyDisplay = applyDisplay;
        this.sound = sound;
        setEnabled(false);
    }

    @Override
    protected void initialize(Application app) {
    }

    /** @return what a player calls a setting: its label, or its key made readable */
    static String label(String key) {
        String l = LABELS.get(key);
        if (l != null) {
            return l;
        }
        String last = key.substring(key.lastIndexOf('.') + 1).replaceAll("([a-z])([A-Z])", "$1 $2").toLowerCase(Locale.ROOT);
        return Character.toUpperCase(last.charAt(0)) + last.substring(1);
    }

    /** @return a setting's value as a player reads it */
    static String words(String key, String value) {
        switch (value) {
            case "true":
                return "On";
            case "false":
                return "Off";
            default:
                break;
        }
        return switch (key) {
            case "graphics.resolution" -> value.replace("x", " x ");
            case "graphics.frameCap" -> value.equals("0") ? "Off" : value + " fps";
            case "graphics.msaa" -> value.equals("0") ? "Off" : value + "x";
            case "controls.wheelRotation" -> value.equals("0") ? "Off (stick)" : value + " deg";
            default -> Character.toUpperCase(value.charAt(0)) + value.substring(1);
        };
    }

    private void build() {
        controls.clear();
        display.clear();
        window = ScreenFrame.window("Settings", graphics.file().toString());
        Container columns = window.addChild(new Container(new SpringGridLayout(Axis.X, Axis.Y, FillMode.None,
                FillMode.None)));
        Container left = columns.addChild(column());
        Container right = columns.addChild(column());

        Container displaySection = section(left, "Display (Apply display restarts the window)");
        for (Map.Entry<String, List<String>> e : CHOICES.entrySet()) {
            String key = e.getKey();
            List<String> values = e.getValue();
            Consumer<String> stage = v -> {
                display.put(key, v);
                status.setText(pendingDisplay());
            };
            SettingControl c = values.size() <= 5
                    ? SettingControl.buttons(values, v -> words(key, v), stage)
                    : SettingControl.arrows(values, v -> words(key, v), stage);
            add(displaySection, label(key), c, graphics.get(key));
        }
        Container windowSection = section(left, "Window");
        add(windowSection, "Pause when the window loses focus", SettingControl.buttons(List.of("false", "true"),
                v -> words("", v), v -> live("window.pauseOnFocusLoss", v)), graphics.get("window.pauseOnFocusLoss"));
        add(windowSection, "HUD size", SettingControl.slider(0.5, 3, 0.05,
                v -> String.format(Locale.ROOT, "%.2fx", v), v -> live("hud.scale", v)), graphics.get("hud.scale"));

        Container view = section(right, "View");
        add(view, "Chase camera field of view", SettingControl.slider(GraphicsSettings.MIN_FOV_DEG,
                GraphicsSettings.MAX_FOV_DEG, 1, v -> Math.round(v) + " deg", v -> live("camera.chaseFov", v)),
                graphics.get("camera.chaseFov"));
        add(view, "Cockpit field of view", SettingControl.slider(GraphicsSettings.MIN_FOV_DEG,
                GraphicsSettings.MAX_FOV_DEG, 1, v -> Math.round(v) + " deg", v -> live("camera.cockpitFov", v)),
                graphics.get("camera.cockpitFov"));
        add(view, "View distance", SettingControl.slider(400, 5000, 100, v -> Math.round(v) + " m", v -> {
            live("graphics.viewDistance", v);
            getApplication().getCamera().setFrustumFar(graphics.viewDistanceM());
        }), graphics.get("graphics.viewDistance"));

        Container soundAndUnits = section(right, "Sound and units");
        if (sound != null) {
            add(soundAndUnits, "Sound", SettingControl.buttons(List.of("false", "true"), v -> words("", v), v -> {
                sound.setLevel(sound.volume(), !Boolean.parseBoolean(v), false);
                soundChanged = true;
            }), String.valueOf(!sound.muted()));
            add(soundAndUnits, "Sound volume", SettingControl.slider(0, 100, 5, v -> Math.round(v) + " %", v -> {
                sound.setLevel(Double.parseDouble(v) / 100, sound.muted(), false);
                soundChanged = true;
            }), SettingControl.number(Math.round(sound.volume() * 100)));
        }
        UnitsState units = getState(UnitsState.class);
        if (units != null) {
            add(soundAndUnits, "Speed units", SettingControl.buttons(List.of(SpeedUnit.KMH.name(), SpeedUnit.MPH.name()),
                    v -> SpeedUnit.valueOf(v).speedLabel(), v -> units.set(SpeedUnit.valueOf(v))), units.unit().name());
        }

        Container wheel = section(right, "Steering wheel");
        add(wheel, "Wheel rotation (lock to lock)", SettingControl.arrows(WHEEL_ROTATIONS,
                v -> words("controls.wheelRotation", v), v -> live("controls.wheelRotation", v)),
                SettingControl.number(graphics.wheelRotationDeg()));

        status = window.addChild(HudStyle.label("", HudStyle.SMALL, HudStyle.AMBER));
        status.setText("View, sound and wheel settings act at once and are kept when you leave.");
        Container buttons = window.addChild(ScreenFrame.row());
        buttons.addChild(ScreenFrame.button("Apply display", this::applyDisplay));
        buttons.addChild(ScreenFrame.button("Back (Esc)", () -> setEnabled(false)));
    }

    private static Container column() {
        Container c = new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.None));
        c.setInsets(new com.simsilica.lemur.Insets3f(0, 0, 0, 24));
        return c;
    }

    private static Container section(Container column, String heading) {
        column.addChild(ScreenFrame.heading(heading));
        return column.addChild(new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.None)));
    }

    private void add(Container section, String name, SettingControl control, String value) {
        int row = section.getLayout().getChildren().size() / 2;
        section.addChild(ScreenFrame.name(name), row, 0);
        section.addChild(control.panel(), row, 1);
        control.show(value);
        controls.add(control);
    }

    /** A setting that acts at once: in force now, written when the screen closes. */
    private void live(String key, String value) {
        try {
            graphics.set(key, value);
            settingsChanged = true;
        } catch (IllegalArgumentException e) {
            status.setText(label(key) + ": " + e.getMessage());
        }
    }

    private String pendingDisplay() {
        List<String> changed = new ArrayList<>();
        display.forEach((k, v) -> {
            if (!v.equals(graphics.get(k))) {
                changed.add(label(k) + " " + words(k, v));
            }
        });
        return changed.isEmpty() ? "The display is as shown." : "Apply display to use: " + String.join(", ", changed);
    }

    private void applyDisplay() {
        boolean any = false;
        for (Map.Entry<String, String> e : display.entrySet()) {
            if (!e.getValue().equals(graphics.get(e.getKey()))) {
                graphics.set(e.getKey(), e.getValue());
                any = true;
            }
        }
        if (save()) {
            status.setText(any ? "Display applied and saved to " + graphics.file() : "Saved to " + graphics.file());
        }
        if (any) {
            applyDisplay.accept(graphics);
        }
    }

    private boolean save() {
        try {
            graphics.save();
            settingsChanged = false;
            return true;
        } catch (IOException e) {
            String line = "cannot save " + graphics.file() + ": " + e.getMessage();
            status.setText(line);
            System.err.println("driving-sandbox: " + line);
            return false;
        }
    }

    /** Keeps the window placed when the HUD's size changes and reads the sliders. */
    @Override
    public void update(float tpf) {
        controls.forEach(SettingControl::poll);
        HudScale hud = getState(HudScale.class);
        if (hud.width() != placedW || hud.height() != placedH) {
            place();
        }
    }

    private void place() {
        HudScale hud = getState(HudScale.class);
        placedW = hud.width();
        placedH = hud.height();
        ScreenFrame.place(window, placedW, placedH, 20);
    }

    @Override
    protected void onEnable() {
        build();
        place();
        ((SimpleApplication) getApplication()).getGuiNode().attachChild(window);
        menu.hideWindow();
        ScreenStack screens = getState(ScreenStack.class);
        if (screens != null) {
            screens.opened(asScreen);
        }
    }

    @Override
    protected void onDisable() {
        if (settingsChanged) {
            save();
        }
        if (soundChanged && sound != null) {
            sound.setLevel(sound.volume(), sound.muted(), true);
            soundChanged = false;
        }
        ScreenStack screens = getState(ScreenStack.class);
        if (screens != null) {
            screens.closed(asScreen);
        }
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
