package dev.sandbox.app.feature.screens;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.input.InputManager;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Button;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.component.QuadBackgroundComponent;
import com.simsilica.lemur.component.SpringGridLayout;
import com.simsilica.lemur.input.FunctionId;
import dev.sandbox.app.scene.input.BindableFunctions;
import dev.sandbox.app.scene.input.ControlBindings;
import dev.sandbox.app.session.BindingsState;
import dev.sandbox.app.session.HudScale;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The controls screen, opened from the menu: every function with its inputs in two columns;
 * "set" waits for the next key, pad button or pad axis and makes it the function's only input;
 * "Reset to defaults" restores the shipped bindings; "Save" writes {@code controls.properties}
 * atomically. Changes take effect at once; while the screen is open the driving functions are
 * switched off so the keys pressed here do nothing else.
 */
public final class ControlsScreenState extends BaseAppState {

    private final MenuWindow menu;
    private final Consumer<Boolean> drivingKeys;
    private Container window;
    private Label status;
    private final List<Label> inputLabels = new ArrayList<>();
    private InputCapture capture;

    /**
     * Starts closed.
     *
     * @param menu the menu it is opened from, hidden while it shows
     * @param drivingKeys switches the driving keys off (false) while the screen is open, and on again (true)
     */
    ControlsScreenState(MenuWindow menu, Consumer<Boolean> drivingKeys) {
        this.menu = menu;
        this.drivingKeys = drivingKeys;
        setEnabled(false);
    }

    @Override
    protected void initialize(Application app) {
    }

    private BindingsState controls() {
        return getState(BindingsState.class);
    }

    private void build() {
        ControlBindings b = controls().bindings();
        window = new Container();
        window.setBackground(new QuadBackgroundComponent(new ColorRGBA(0.05f, 0.07f, 0.1f, 0.92f)));
        Label title = window.addChild(new Label("Controls   (" + controls().file() + ")"));
        title.setFontSize(20f);
        title.setColor(ColorRGBA.White);
        Container grid = window.addChild(new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.None)));
        inputLabels.clear();
        List<FunctionId> functions = b.functions();
        int rows = (functions.size() + 1) / 2;
        for (int i = 0; i < functions.size(); i++) {
            FunctionId f = functions.get(i);
            int row = i % rows;
            int col = (i / rows) * 3;
            BindableFunctions.Context context = BindableFunctions.contextOf(f);
            String only = context == BindableFunctions.Context.ALWAYS ? "" : " (" + context.name().toLowerCase() + ")";
            Label name = grid.addChild(new Label(f.getId() + only + "  "), row, col);
            name.setFontSize(13f);
            name.setColor(new ColorRGBA(0.7f, 0.75f, 0.8f, 1f));
            Label inputs = grid.addChild(new Label(inputsOf(b, f) + "  "), row, col + 1);
            inputs.setFontSize(13f);
            inputs.setColor(ColorRGBA.White);
            inputLabels.add(inputs);
            Button set = grid.addChild(new Button("set"), row, col + 2);
            set.setFontSize(12f);
            set.addClickCommands(src -> startCapture(f));
        }
        status = window.addChild(new Label("click set, then press the new key, pad button or move a pad axis"));
        status.setFontSize(14f);
        status.setColor(ColorRGBA.Yellow);
        Container buttons = window.addChild(new Container(new SpringGridLayout(Axis.X, Axis.Y)));
        Button reset = buttons.addChild(new Button("Reset to defaults"));
        reset.addClickCommands(src -> {
            controls().set(ControlBindings.defaults());
            refresh("defaults restored (not saved yet)");
        });
        Button save = buttons.addChild(new Button("Save"));
        save.addClickCommands(src -> save());
        Button back = buttons.addChild(new Button("Back"));
        back.addClickCommands(src -> setEnabled(false));
    }

    private static String inputsOf(ControlBindings b, FunctionId f) {
        List<String> names = new ArrayList<>();
        b.of(f).forEach(t -> names.add(t.format()));
        return names.isEmpty() ? "(none)" : String.join(" ", names);
    }

    private void refresh(String message) {
        ControlBindings b = controls().bindings();
        List<FunctionId> functions = b.functions();
        for (int i = 0; i < functions.size(); i++) {
            inputLabels.get(i).setText(inputsOf(b, functions.get(i)) + "  ");
        }
        status.setText(message);
    }

    private void startCapture(FunctionId f) {
        stopCapture();
        status.setText("press the new input for " + f.getId() + " (Esc cancels)");
        InputManager im = getApplication().getInputManager();
        capture = new InputCapture(token -> getApplication().enqueue(() -> {
            stopCapture();
            if (token == null) {
                refresh("cancelled");
                return;
            }
            ControlBindings b = controls().bindings();
            b.set(f, List.of(token));
            controls().set(b);
            refresh(f.getId() + " = " + token.format() + " (not saved yet)");
        }));
        im.addRawInputListener(capture);
    }

    private void stopCapture() {
        if (capture != null) {
            getApplication().getInputManager().removeRawInputListener(capture);
            capture = null;
        }
    }

    private void save() {
        try {
            controls().bindings().save(controls().file());
            refresh("saved to " + controls().file());
        } catch (IOException e) {
            refresh("cannot save " + controls().file() + ": " + e.getMessage());
        }
    }

    @Override
    protected void onEnable() {
        build();
        SimpleApplication app = (SimpleApplication) getApplication();
        Vector3f size = window.getPreferredSize();
        HudScale hud = getState(HudScale.class);
        float w = hud.width();
        float h = hud.height();
        float scale = Math.min(1f, Math.min((h - 10) / size.y, (w - 10) / size.x));
        window.setLocalScale(scale);
        window.setLocalTranslation((w - size.x * scale) / 2, (h + size.y * scale) / 2, 20);
        app.getGuiNode().attachChild(window);
        drivingKeys.accept(false);
        menu.hideWindow();
    }

    @Override
    protected void onDisable() {
        stopCapture();
        if (window != null) {
            window.removeFromParent();
        }
        drivingKeys.accept(true);
        if (menu.isOpen()) {
            menu.showWindow();
        }
    }

    @Override
    protected void cleanup(Application app) {
    }
}
