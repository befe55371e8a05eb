package dev.sandbox.app.feature.screens;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Button;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.GuiGlobals;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.component.QuadBackgroundComponent;
import com.simsilica.lemur.component.SpringGridLayout;
import com.simsilica.lemur.input.FunctionId;
import com.simsilica.lemur.input.InputMapper;
import com.simsilica.lemur.input.InputState;
import com.simsilica.lemur.input.StateFunctionListener;
import dev.sandbox.app.core.drive.StartPlace;
import dev.sandbox.app.core.drive.VehicleCatalog;
import dev.sandbox.app.core.settings.GraphicsSettings;
import dev.sandbox.app.scene.input.DrivingFunctions;
import dev.sandbox.app.session.AssistsState;
import dev.sandbox.app.session.DrivingState;
import dev.sandbox.app.session.HudScale;
import dev.sandbox.app.session.Menu;
import dev.sandbox.app.session.PlainState;
import dev.sandbox.physics.assist.Assist;
import dev.sandbox.physics.assist.AssistSettings;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The vehicle choice (Lemur): one button per shipped vehicle, where to start (the road loop
 * or the test pad), the assists on or off, plus the showroom, resume, the controls and settings
 * screens (which this menu opens and attaches), and quit. Shown at start when no
 * {@code --vehicle} was given, and with the menu key while driving; the simulation pauses
 * while it is open.
 */
public final class MenuState extends PlainState implements Menu, MenuWindow, StateFunctionListener {

    private final Runnable showroom;
    private final ControlsScreenState controlsScreen;
    private final SettingsScreenState settingsScreen;
    private InputMapper mapper;
    private Container window;
    private boolean wasRunning;
    private int centredW;
    private int centredH;
    private final Map<StartPlace, Button> startButtons = new EnumMap<>(StartPlace.class);
    private final Map<Assist, Button> assistButtons = new EnumMap<>(Assist.class);
    private final List<Runnable> extraItems = new ArrayList<>();

    /**
     * @param showroom shows the vehicle in the showroom (the showroom camera)
     * @param drivingKeys switches the driving keys off (false) while the controls screen waits
     *     for a key, and on again (true)
     * @param graphics the display settings the settings screen shows and saves
     * @param applyDisplay puts changed display settings in force (the window is restarted)
     */
    public MenuState(Runnable showroom, Consumer<Boolean> drivingKeys, GraphicsSettings graphics,
            Consumer<GraphicsSettings> applyDisplay) {
        this.showroom = showroom;
        this.controlsScreen = new ControlsScreenState(this, drivingKeys);
        this.settingsScreen = new SettingsScreenState(this, graphics, applyDisplay);
    }

    @Override
    public void setOpen(boolean open) {
        setEnabled(open);
    }

    @Override
    public boolean isOpen() {
        return isEnabled();
    }

    @Override
    public void valueChanged(FunctionId func, InputState value, double tpf) {
        if (func == DrivingFunctions.MENU && value != InputState.Off) {
            setEnabled(!isEnabled());
        }
    }

    @Override
    public void addItem(String label, Runnable action) {
        extraItems.add(() -> {
            Button b = window.addChild(new Button(label));
            b.setFontSize(18f);
            b.addClickCommands(src -> {
                setEnabled(false);
                action.run();
            });
        });
    }

    @Override
    protected void initialize(Application app) {
        getStateManager().attach(controlsScreen);
        getStateManager().attach(settingsScreen);
        mapper = GuiGlobals.getInstance() == null ? null : GuiGlobals.getInstance().getInputMapper();
        if (mapper != null) {
            mapper.addStateListener(this, DrivingFunctions.MENU);
        }
        window = new Container();
        window.setBackground(new QuadBackgroundComponent(new ColorRGBA(0.05f, 0.07f, 0.1f, 0.85f)));
        Label title = window.addChild(new Label("Choose your vehicle"));
        title.setFontSize(30f);
        title.setColor(ColorRGBA.White);
        VehicleCatalog catalog = getState(DrivingState.class).catalog();
        for (String id : catalog.ids()) {
            String name = catalog.load(id).name();
            String source = catalog.isOwn(id) ? "your spec file" : id;
            Button b = window.addChild(new Button(name + "   (" + source + ")"));
            b.setFontSize(22f);
            b.addClickCommands(src -> choose(id));
        }
        Label startTitle = window.addChild(new Label("Start"));
        startTitle.setFontSize(20f);
        startTitle.setColor(ColorRGBA.White);
        Container starts = window.addChild(new Container(new SpringGridLayout(Axis.X, Axis.Y)));
        for (StartPlace place : StartPlace.values()) {
            Button b = starts.addChild(new Button(startLabel(place)));
            b.setFontSize(18f);
            b.addClickCommands(src -> chooseStart(place));
            startButtons.put(place, b);
        }
        Label aidsTitle = window.addChild(new Label("Assists (click to switch; remembered)"));
        aidsTitle.setFontSize(20f);
        aidsTitle.setColor(ColorRGBA.White);
        Container aids = window.addChild(new Container(new SpringGridLayout(Axis.Y, Axis.X)));
        int k = 0;
        for (Assist a : Assist.values()) {
            Button b = aids.addChild(new Button(""), k / 3, k % 3);
            b.setFontSize(16f);
            b.addClickCommands(src -> {
                getState(AssistsState.class).toggle(a);
                refresh();
            });
            assistButtons.put(a, b);
            k++;
        }
        Button showroom = window.addChild(new Button("Showroom (the vehicle on a turntable)"));
        showroom.setFontSize(18f);
        showroom.addClickCommands(src -> {
            if (getState(DrivingState.class).spec() != null) {
                this.showroom.run();
                setEnabled(false);
            }
        });
        Button resume = window.addChild(new Button("Resume"));
        resume.setFontSize(18f);
        resume.addClickCommands(src -> {
            if (getState(DrivingState.class).spec() != null) {
                setEnabled(false);
            }
        });
        Button controls = window.addChild(new Button("Controls"));
        controls.setFontSize(18f);
        controls.addClickCommands(src -> controlsScreen.setEnabled(true));
        Button settings = window.addChild(new Button("Settings"));
        settings.setFontSize(18f);
        settings.addClickCommands(src -> settingsScreen.setEnabled(true));
        extraItems.forEach(Runnable::run);
        Button quit = window.addChild(new Button("Quit"));
        quit.setFontSize(18f);
        quit.addClickCommands(src -> getApplication().stop());
    }

    private static String startLabel(StartPlace place) {
        return place == StartPlace.ROAD ? "on the road loop" : "on the test pad's drag strip";
    }

    private void chooseStart(StartPlace place) {
        DrivingState driving = getState(DrivingState.class);
        driving.setStartPlace(place);
        if (driving.spec() != null) {
            driving.start(driving.spec().id());
            wasRunning = true;
            setEnabled(false);
        }
        refresh();
    }

    /** Marks the chosen start and shows each assist's state for the current (or next) vehicle. */
    private void refresh() {
        DrivingState driving = getState(DrivingState.class);
        for (Map.Entry<StartPlace, Button> e : startButtons.entrySet()) {
            e.getValue().setText((e.getKey() == driving.startPlace() ? "(x) " : "( ) ") + startLabel(e.getKey()) + "    ");
        }
        AssistsState assists = getState(AssistsState.class);
        AssistSettings now = driving.spec() == null ? null : assists.current();
        for (Map.Entry<Assist, Button> e : assistButtons.entrySet()) {
            Assist a = e.getKey();
            String state;
            if (now == null) {
                state = assists.chosen(a) == null ? "default" : assists.chosen(a) ? "on" : "off";
            } else if (!a.appliesTo(driving.spec())) {
                state = "n/a";
            } else {
                state = now.isOn(a) ? "on" : "off";
            }
            e.getValue().setText(a.id() + ": " + state + "    ");
        }
    }

    private void choose(String id) {
        DrivingState driving = getState(DrivingState.class);
        if (driving.spec() == null) {
            driving.start(id);
        } else {
            driving.switchTo(id);
        }
        wasRunning = true;
        setEnabled(false);
    }

    @Override
    public void hideWindow() {
        window.removeFromParent();
    }

    @Override
    public void showWindow() {
        centre();
        ((SimpleApplication) getApplication()).getGuiNode().attachChild(window);
    }

    /** Keeps the window centred when the display size changes (settings applied). */
    @Override
    public void update(float tpf) {
        HudScale scale = getState(HudScale.class);
        int w = (int) scale.width();
        int h = (int) scale.height();
        if (w != centredW || h != centredH) {
            centre();
        }
    }

    private void centre() {
        SimpleApplication app = (SimpleApplication) getApplication();
        Vector3f size = window.getPreferredSize();
        HudScale scale = getState(HudScale.class);
        centredW = (int) scale.width();
        centredH = (int) scale.height();
        window.setLocalTranslation((centredW - size.x) / 2, (centredH + size.y) / 2, 10);
    }

    @Override
    protected void onEnable() {
        SimpleApplication app = (SimpleApplication) getApplication();
        centre();
        refresh();
        app.getGuiNode().attachChild(window);
        DrivingState driving = getState(DrivingState.class);
        wasRunning = driving.isEnabled();
        driving.setEnabled(false);
        GuiGlobals.getInstance().setCursorEventsEnabled(true);
    }

    @Override
    protected void cleanup(Application app) {
        getStateManager().detach(controlsScreen);
        getStateManager().detach(settingsScreen);
        if (mapper != null) {
            mapper.removeStateListener(this, DrivingFunctions.MENU);
        }
    }

    @Override
    protected void onDisable() {
        window.removeFromParent();
        DrivingState driving = getState(DrivingState.class);
        if (wasRunning && driving.spec() != null) {
            driving.setEnabled(true);
        }
    }
}
