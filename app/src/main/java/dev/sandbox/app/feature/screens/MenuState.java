package dev.sandbox.app.feature.screens;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Button;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.GuiGlobals;
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
import dev.sandbox.app.session.ScreenStack;
import dev.sandbox.app.session.SoundLevel;
import dev.sandbox.physics.assist.Assist;
import dev.sandbox.physics.assist.AssistSettings;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The menu (Lemur): one button per shipped vehicle, where to start (the road loop or the test
 * pad), the assists on or off, plus the showroom, resume, the controls and settings screens
 * (which this menu opens and attaches), and quit. Shown at start when no {@code --vehicle} was
 * given, and with the menu key while driving; the simulation pauses while it is open. It is
 * the bottom screen of the {@link ScreenStack}: the back key (Esc) closes the screen opened
 * from it first, then the menu itself, back to the game (at start, with nothing to go back
 * to, it stays).
 */
public final class MenuState extends PlainState implements Menu, MenuWindow, StateFunctionListener {

    private final Runnable showroom;
    private final ControlsScreenState controlsScreen;
    private final SettingsScreenState settingsScreen;
    private final ScreenStack.Screen asScreen = this::back;
    private InputMapper mapper;
    private Container window;
    private boolean wasRunning;
    private float placedW;
    private float placedH;
    private final Map<StartPlace, Button> startButtons = new EnumMap<>(StartPlace.class);
    private final Map<Assist, Button> assistButtons = new EnumMap<>(Assist.class);
    private final List<Runnable> extraItems = new ArrayList<>();

    /**
     * @param showroom shows the vehicle in the showroom (the showroom camera)
     * @param graphics the settings the settings screen shows and saves
     * @param applyDisplay puts changed display settings in force (the window is restarted)
     * @param sound the sound's level, which the settings screen sets (null: none)
     */
    public MenuState(Runnable showroom, GraphicsSettings graphics, Consumer<GraphicsSettings> applyDisplay,
            SoundLevel sound) {
        this.showroom = showroom;
        this.controlsScreen = new ControlsScreenState(this);
        this.settingsScreen = new SettingsScreenState(this, graphics, applyDisplay, sound);
    }

    @Override
    public void setOpen(boolean open) {
        setEnabled(open);
    }

    @Override
    public boolean isOpen() {
        return isEnabled();
    }

    /** The menu key opens the menu (it acts only while no screen is open; the back key closes it). */
    @Override
    public void valueChanged(FunctionId func, InputState value, double tpf) {
        if (func == DrivingFunctions.MENU && value == InputState.Positive && !isEnabled()) {
            setEnabled(true);
        }
    }

    @Override
    public void addItem(String label, Runnable action) {
        extraItems.add(() -> window.addChild(ScreenFrame.button(label, () -> {
            setEnabled(false);
            action.run();
        })));
    }

    /** Backs out of the menu to the game, when there is a game to go back to. */
    private void back() {
        if (getState(DrivingState.class).spec() != null) {
            setEnabled(false);
        }
    }

    @Override
    protected void initialize(Application app) {
        getStateManager().attach(controlsScreen);
        getStateManager().attach(settingsScreen);
        mapper = GuiGlobals.getInstance() == null ? null : GuiGlobals.getInstance().getInputMapper();
        if (mapper != null) {
            mapper.addStateListener(this, DrivingFunctions.MENU);
        }
        window = ScreenFrame.window("Driving sandbox", "Esc goes back");
        window.addChild(ScreenFrame.heading("Choose your vehicle"));
        VehicleCatalog catalog = getState(DrivingState.class).catalog();
        for (String id : catalog.ids()) {
            String name = catalog.load(id).name();
            String source = catalog.isOwn(id) ? "your spec file" : id;
            window.addChild(ScreenFrame.button(name + "   (" + source + ")", () -> choose(id)));
        }
        window.addChild(ScreenFrame.heading("Start"));
        Container starts = window.addChild(ScreenFrame.row());
        for (StartPlace place : StartPlace.values()) {
            startButtons.put(place, starts.addChild(ScreenFrame.button(startLabel(place), () -> chooseStart(place))));
        }
        window.addChild(ScreenFrame.heading("Assists (click to switch; remembered)"));
        Container aids = window.addChild(new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.Even,
                FillMode.Even)));
        int k = 0;
        for (Assist a : Assist.values()) {
            Button b = aids.addChild(ScreenFrame.button("", () -> {
                getState(AssistsState.class).toggle(a);
                refresh();
            }), k / 3, k % 3);
            assistButtons.put(a, b);
            k++;
        }
        window.addChild(ScreenFrame.heading(""));
        window.addChild(ScreenFrame.button("Resume", this::back));
        window.addChild(ScreenFrame.button("Showroom (the vehicle on a turntable)", () -> {
            if (getState(DrivingState.class).spec() != null) {
                this.showroom.run();
                setEnabled(false);
            }
        }));
        Container screens = window.addChild(ScreenFrame.row());
        screens.addChild(ScreenFrame.button("Controls", () -> controlsScreen.setEnabled(true)));
        screens.addChild(ScreenFrame.button("Settings", () -> settingsScreen.setEnabled(true)));
        extraItems.forEach(Runnable::run);
        window.addChild(ScreenFrame.button("Quit", () -> getApplication().stop()));
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
            ScreenFrame.select(e.getValue(), e.getKey() == driving.startPlace());
        }
        AssistsState assists = getState(AssistsState.class);
        AssistSettings now = driving.spec() == null ? null : assists.current();
        for (Map.Entry<Assist, Button> e : assistButtons.entrySet()) {
            Assist a = e.getKey();
            String state;
            boolean on;
            if (now == null) {
                state = assists.chosen(a) == null ? "default" : assists.chosen(a) ? "on" : "off";
                on = Boolean.TRUE.equals(assists.chosen(a));
            } else if (!a.appliesTo(driving.spec())) {
                state = "n/a";
                on = false;
            } else {
                on = now.isOn(a);
                state = on ? "on" : "off";
            }
            e.getValue().setText(a.id() + ": " + state);
            ScreenFrame.select(e.getValue(), on);
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
        place();
        refresh();
        ((SimpleApplication) getApplication()).getGuiNode().attachChild(window);
    }

    /** Keeps the window placed when the display size changes (settings applied). */
    @Override
    public void update(float tpf) {
        HudScale scale = getState(HudScale.class);
        if (scale.width() != placedW || scale.height() != placedH) {
            place();
        }
    }

    private void place() {
        HudScale scale = getState(HudScale.class);
        placedW = scale.width();
        placedH = scale.height();
        ScreenFrame.place(window, placedW, placedH, 10);
    }

    @Override
    protected void onEnable() {
        showWindow();
        DrivingState driving = getState(DrivingState.class);
        wasRunning = driving.isEnabled();
        driving.setEnabled(false);
        GuiGlobals.getInstance().setCursorEventsEnabled(true);
        ScreenStack screens = getState(ScreenStack.class);
        if (screens != null) {
            screens.opened(asScreen);
        }
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
        controlsScreen.setEnabled(false);
        settingsScreen.setEnabled(false);
        window.removeFromParent();
        ScreenStack screens = getState(ScreenStack.class);
        if (screens != null) {
            screens.closed(asScreen);
        }
        DrivingState driving = getState(DrivingState.class);
        if (wasRunning && driving.spec() != null) {
            driving.setEnabled(true);
        }
    }
}
