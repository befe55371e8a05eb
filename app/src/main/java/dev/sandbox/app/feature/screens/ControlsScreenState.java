package dev.sandbox.app.feature.screens;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.input.InputManager;
import com.jme3.input.RawInputListener;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Button;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.component.SpringGridLayout;
import com.simsilica.lemur.input.FunctionId;
import dev.sandbox.app.core.drive.PedalCalibration;
import dev.sandbox.app.core.drive.PedalRange;
import dev.sandbox.app.scene.gui.HudStyle;
import dev.sandbox.app.scene.input.BindableFunctions;
import dev.sandbox.app.scene.input.ControlBindings;
import dev.sandbox.app.scene.input.DrivingFunctions;
import dev.sandbox.app.scene.input.InputToken;
import dev.sandbox.app.session.BindingsState;
import dev.sandbox.app.session.HudScale;
import dev.sandbox.app.session.ScreenStack;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The controls screen, opened from the menu: the functions on pages (driving, wheel and pedals,
 * cameras, HUD and tools, replay), each under the name a player knows it by, with its inputs as
 * buttons that remove them ("x") and a button that adds one (the next key, pad or wheel button,
 * or axis moved); a function that works two ways has one for each way. An input already bound
 * to a function acting at the same time is not taken silently: the screen asks whether to move
 * it. The pedals show where each of their axes is, their travel (half, as a trigger, or full, as
 * a wheel's pedal) and direction, and a calibration: press the pedal fully and let it go, and
 * its axis's readings at rest and pressed become its travel. Every change takes effect at once
 * and is saved to {@code controls.properties}. Esc backs out: out of a question or a
 * calibration first, then to the menu.
 */
public final class ControlsScreenState extends BaseAppState {

    private final MenuWindow menu;
    private final ScreenStack.Screen asScreen = this::back;
    private final AxisMonitor axes = new AxisMonitor();
    private final Map<Label, Supplier<String>> liveLabels = new LinkedHashMap<>();
    private final List<Button> tabs = new ArrayList<>();
    private int page;
    private Container window;
    private Container rows;
    private Label status;
    private Container question;
    private RawInputListener capture;
    private FunctionId calibrating;
    private float placedW;
    private float placedH;
    private final com.jme3.math.Vector3f placedSize = new com.jme3.math.Vector3f();

    /**
     * Starts closed.
     *
     * @param menu the menu it is opened from, hidden while it shows
     */
    ControlsScreenState(MenuWindow menu) {
        this.menu = menu;
        setEnabled(false);
    }

    @Override
    protected void initialize(Application app) {
    }

    private BindingsState controls() {
        return getState(BindingsState.class);
    }

    private void build() {
        window = ScreenFrame.window("Controls", controls().file().toString());
        Container tabRow = window.addChild(ScreenFrame.row());
        tabs.clear();
        for (int i = 0; i < ControlsSections.ALL.size(); i++) {
            int index = i;
            tabs.add(tabRow.addChild(ScreenFrame.button(ControlsSections.ALL.get(i).title(), () -> showPage(index))));
        }
        rows = window.addChild(new Container(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.None)));
        status = window.addChild(HudStyle.label("", HudStyle.SMALL, HudStyle.AMBER));
        question = window.addChild(ScreenFrame.row());
        Container buttons = window.addChild(ScreenFrame.row());
        buttons.addChild(ScreenFrame.button("Reset all to defaults", () -> {
            put(ControlBindings.defaults(), "Every function has its shipped inputs again.");
        }));
        buttons.addChild(ScreenFrame.button("Back (Esc)", () -> setEnabled(false)));
        showPage(page);
    }

    private void showPage(int index) {
        page = index;
        for (int i = 0; i < tabs.size(); i++) {
            ScreenFrame.select(tabs.get(i), i == page);
        }
        refresh();
        status.setText("x removes an input, + adds the next key, button or axis you press; changes are saved at once.");
    }

    /** Rebuilds the page's rows from the bindings in force. */
    private void refresh() {
        rows.clearChildren();
        liveLabels.clear();
        ControlBindings b = controls().bindings();
        int row = 0;
        for (Map.Entry<String, String> e : ControlsSections.ALL.get(page).names().entrySet()) {
            BindableFunctions.Entry entry = BindableFunctions.byId(e.getKey());
            if (entry == null) {
                continue;
            }
            FunctionId f = entry.function();
            rows.addChild(ScreenFrame.name(e.getValue()), row, 0);
            Container inputs = rows.addChild(ScreenFrame.row(), row, 1);
            for (InputToken t : b.of(f)) {
                inputs.addChild(ScreenFrame.button(chip(f, t) + "  x", () -> remove(f, t)));
            }
            if (b.of(f).isEmpty()) {
                inputs.addChild(ScreenFrame.value("none"));
            }
            Container adds = rows.addChild(ScreenFrame.row(), row, 2);
            String[] ways = ControlsSections.waysOf(f);
            if (ways == null) {
                adds.addChild(ScreenFrame.button("+", () -> startCapture(f, false)));
            } else {
                adds.addChild(ScreenFrame.button("+ " + (ways[0].isEmpty() ? "" : ways[0]), () -> startCapture(f, false)));
                adds.addChild(ScreenFrame.button("+ " + ways[1], () -> startCapture(f, true)));
            }
            if (DrivingFunctions.PEDALS.contains(f)) {
                adds.addChild(ScreenFrame.button("Calibrate", () -> startCalibration(f)));
                row = pedalRows(b, f, row);
            }
            row++;
        }
    }

    /** One row per axis of a pedal: where it is now, its travel and its direction. */
    private int pedalRows(ControlBindings b, FunctionId f, int row) {
        for (InputToken t : b.of(f)) {
            if (!t.isAxis()) {
                continue;
            }
            row++;
            String axis = InputToken.nameOf(t.primary());
            Label position = rows.addChild(ScreenFrame.value(""), row, 0);
            liveLabels.put(position, () -> {
                double r = axes.reading(axis);
                return "    " + axis + ": " + (Double.isNaN(r) ? "not moved yet"
                        : Math.round(100 * t.pedalPosition(r * t.mappingScale())) + " %");
            });
            Container travel = rows.addChild(ScreenFrame.row(), row, 1);
            PedalRange range = t.pedalTravel();
            travel.addChild(ScreenFrame.value("travel"));
            Button half = travel.addChild(ScreenFrame.button("half (trigger)", () -> replace(f, t, t.withTravel(null))));
            Button full = travel.addChild(ScreenFrame.button("full (wheel pedal)",
                    () -> replace(f, t, t.withTravel(PedalRange.FULL))));
            ScreenFrame.select(half, range.equals(PedalRange.HALF));
            ScreenFrame.select(full, range.equals(PedalRange.FULL));
            if (!range.equals(PedalRange.HALF) && !range.equals(PedalRange.FULL)) {
                travel.addChild(ScreenFrame.value("calibrated " + range.format()));
            }
            Container direction = rows.addChild(ScreenFrame.row(), row, 2);
            Button inverted = direction.addChild(ScreenFrame.button("inverted",
                    () -> replace(f, t, t.withNegative(!t.negative()))));
            ScreenFrame.select(inverted, t.negative());
        }
        return row;
    }

    /** @return an input as the screen shows it: its name, the way it drives the function, its travel */
    private static String chip(FunctionId f, InputToken t) {
        StringBuilder s = new StringBuilder(InputToken.nameOf(t.primary()));
        t.modifiers().forEach(m -> s.append(" + ").append(InputToken.nameOf(m)));
        String[] ways = ControlsSections.waysOf(f);
        if (ways != null) {
            String way = t.negative() ? ways[1] : ways[0];
            if (!way.isEmpty()) {
                s.append(" (").append(way).append(')');
            }
        } else if (t.negative()) {
            s.append(" (inverted)");
        }
        if (t.travel() != null) {
            s.append(" ").append(t.travel().equals(PedalRange.FULL) ? "full" : t.travel().equals(PedalRange.HALF)
                    ? "half" : "calibrated");
        }
        return s.toString();
    }

    private void remove(FunctionId f, InputToken t) {
        ControlBindings b = controls().bindings().copy();
        b.remove(f, t);
        put(b, chip(f, t) + " no longer drives " + ControlsSections.nameOf(f) + ".");
    }

    private void replace(FunctionId f, InputToken old, InputToken now) {
        ControlBindings b = controls().bindings().copy();
        List<InputToken> list = new ArrayList<>(b.of(f));
        list.set(list.indexOf(old), now);
        b.set(f, list);
        put(b, ControlsSections.nameOf(f) + ": " + chip(f, now) + ".");
    }

    /** Puts bindings in force, saves them and shows the page again. */
    private void put(ControlBindings b, String message) {
        controls().set(b);
        question.clearChildren();
        refresh();
        try {
            b.save(controls().file());
            status.setText(message + " Saved.");
        } catch (IOException e) {
            String line = "cannot save " + controls().file() + ": " + e.getMessage();
            status.setText(message + " " + line);
            System.err.println("driving-sandbox: " + line);
        }
    }

    private void startCapture(FunctionId f, boolean otherWay) {
        stopListening();
        question.clearChildren();
        String[] ways = ControlsSections.waysOf(f);
        String way = ways == null ? "" : " (" + (otherWay ? ways[1] : ways[0].isEmpty() ? "as is" : ways[0]) + ")";
        status.setText("Press the key or button, or move the axis, for " + ControlsSections.nameOf(f) + way
                + "; Esc cancels.");
        InputManager im = getApplication().getInputManager();
        capture = new InputCapture(token -> getApplication().enqueue(() -> {
            stopListening();
            if (token == null) {
                status.setText("Nothing bound.");
                return;
            }
            offer(f, otherWay ? token.withNegative(!token.negative()) : token);
        }), DrivingFunctions.PEDALS.contains(f));
        im.addRawInputListener(capture);
    }

    /** Binds an input the player pressed, or asks first when another function acting at the same time has it. */
    private void offer(FunctionId f, InputToken t) {
        ControlBindings b = controls().bindings().copy();
        List<FunctionId> holders = b.holders(f, t);
        if (holders.isEmpty()) {
            b.add(f, t);
            put(b, chip(f, t) + " now drives " + ControlsSections.nameOf(f) + ".");
            return;
        }
        List<String> names = new ArrayList<>();
        holders.forEach(h -> names.add(ControlsSections.nameOf(h)));
        status.setText(chip(f, t) + " already drives " + String.join(" and ", names)
                + ", which acts at the same time. Move it to " + ControlsSections.nameOf(f) + "?");
        question.clearChildren();
        question.addChild(ScreenFrame.button("Move it", () -> {
            ControlBindings moved = controls().bindings().copy();
            moved.move(f, t);
            put(moved, chip(f, t) + " moved to " + ControlsSections.nameOf(f) + ".");
        }));
        question.addChild(ScreenFrame.button("Keep it where it is", () -> {
            question.clearChildren();
            status.setText("Nothing changed.");
        }));
    }

    private void startCalibration(FunctionId pedal) {
        stopListening();
        question.clearChildren();
        calibrating = pedal;
        axes.calibrate(new PedalCalibration());
        status.setText("Calibrating the " + ControlsSections.nameOf(pedal).toLowerCase(Locale.ROOT)
                + ": press it all the way down, then let it go. Esc cancels.");
    }

    /** Finishes a calibration once its pedal went down and came back. */
    private void checkCalibration() {
        PedalCalibration c = axes.calibration();
        if (c == null || c.result() == null) {
            return;
        }
        PedalCalibration.Result r = c.result();
        FunctionId pedal = calibrating;
        axes.calibrate(null);
        calibrating = null;
        PedalRange.Calibrated range = r.range();
        InputToken t = InputToken.parse(r.axis()).withNegative(range.inverted()).withTravel(range.range());
        ControlBindings b = controls().bindings().copy();
        for (InputToken old : b.of(pedal)) {
            if (old.sameInput(t)) {
                t = new InputToken(t.primary(), t.negative(), old.scale(), old.deadZone(), old.modifiers(), t.travel());
            }
        }
        status.setText(String.format(Locale.ROOT, "%s: rest %.3f, pressed %.3f.", r.axis(), r.restReading(),
                r.fullReading()));
        offer(pedal, t);
    }

    /** Backs out one step: a question or a calibration first, then the screen. */
    private void back() {
        if (capture != null) {
            return; // the capture hears Esc itself and cancels
        }
        if (calibrating != null) {
            axes.calibrate(null);
            calibrating = null;
            status.setText("Calibration cancelled.");
            return;
        }
        if (!question.getLayout().getChildren().isEmpty()) {
            question.clearChildren();
            status.setText("Nothing changed.");
            return;
        }
        setEnabled(false);
    }

    private void stopListening() {
        if (capture != null) {
            getApplication().getInputManager().removeRawInputListener(capture);
            capture = null;
        }
        axes.calibrate(null);
        calibrating = null;
    }

    /** Shows where the pedals are, finishes a calibration, and keeps the window placed. */
    @Override
    public void update(float tpf) {
        liveLabels.forEach((label, text) -> {
            String now = text.get();
            if (!now.equals(label.getText())) {
                label.setText(now);
            }
        });
        checkCalibration();
        HudScale hud = getState(HudScale.class);
        if (hud.width() != placedW || hud.height() != placedH || !window.getPreferredSize().equals(placedSize)) {
            place();
        }
    }

    /** Centres the window, again whenever the HUD or the page shown changes size. */
    private void place() {
        HudScale hud = getState(HudScale.class);
        placedW = hud.width();
        placedH = hud.height();
        placedSize.set(window.getPreferredSize());
        ScreenFrame.place(window, placedW, placedH, 20);
    }

    @Override
    protected void onEnable() {
        build();
        place();
        ((SimpleApplication) getApplication()).getGuiNode().attachChild(window);
        getApplication().getInputManager().addRawInputListener(axes);
        menu.hideWindow();
        ScreenStack screens = getState(ScreenStack.class);
        if (screens != null) {
            screens.opened(asScreen);
        }
    }

    @Override
    protected void onDisable() {
        stopListening();
        getApplication().getInputManager().removeRawInputListener(axes);
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
