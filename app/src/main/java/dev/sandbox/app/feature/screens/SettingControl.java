package dev.sandbox.app.feature.screens;

import com.jme3.math.ColorRGBA;
import com.simsilica.lemur.Button;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.DefaultRangedValueModel;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.Panel;
import com.simsilica.lemur.Slider;
import com.simsilica.lemur.component.QuadBackgroundComponent;
import com.simsilica.lemur.core.VersionedReference;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.DoubleFunction;
import java.util.function.Function;

/**
 * The control that changes one setting, as a player expects it: a row of buttons for a few
 * choices (on / off, km/h / mph) with the one in force lit, arrows for a longer list, a slider
 * for a number; each shows the value in force in words. A change goes to the listener as the
 * settings file writes the value.
 */
abstract class SettingControl {

    /** @return the widget */
    abstract Panel panel();

    /** @param value the value to show, in the settings file's form */
    abstract void show(String value);

    /** Reads a slider's new position (called every frame; the other controls report on their clicks). */
    void poll() {
    }

    /**
     * A row of buttons, one per choice, the one in force lit.
     *
     * @param values the choices in the settings file's form
     * @param words each choice as a player reads it
     * @param changed told the choice clicked
     * @return the control
     */
    static SettingControl buttons(List<String> values, Function<String, String> words, Consumer<String> changed) {
        return new SettingControl() {
            private final Container row = ScreenFrame.row();
            private final List<Button> buttons = new ArrayList<>();

            {
                for (String v : values) {
                    Button b = ScreenFrame.button(words.apply(v), () -> {
                        show(v);
                        changed.accept(v);
                    });
                    buttons.add(row.addChild(b));
                }
            }

            @Override
            Panel panel() {
                return row;
            }

            @Override
            void show(String value) {
                for (int i = 0; i < values.size(); i++) {
                    ScreenFrame.select(buttons.get(i), values.get(i).equals(value));
                }
            }
        };
    }

    /**
     * Arrows stepping through a list, the choice in force between them.
     *
     * @param values the choices in the settings file's form, in order
     * @param words each choice as a player reads it
     * @param changed told the choice stepped to
     * @return the control
     */
    static SettingControl arrows(List<String> values, Function<String, String> words, Consumer<String> changed) {
        return new SettingControl() {
            private final Container row = ScreenFrame.row();
            private final Label shown = ScreenFrame.value("");
            private final List<String> list = new ArrayList<>(values);
            private String current;

            {
                row.addChild(ScreenFrame.button("<", () -> step(-1)));
                row.addChild(shown);
                row.addChild(ScreenFrame.button(">", () -> step(1)));
                shown.setPreferredSize(null);
            }

            private void step(int by) {
                int i = list.indexOf(current);
                String next = list.get(Math.floorMod(i + by, list.size()));
                show(next);
                changed.accept(next);
            }

            @Override
            Panel panel() {
                return row;
            }

            @Override
            void show(String value) {
                if (!list.contains(value)) {
                    list.add(value);
                }
                current = value;
                shown.setText(words.apply(value));
                keepArrowsStill();
            }

            /** Sizes the value to the widest choice, so the arrows stay under the pointer as it steps. */
            private void keepArrowsStill() {
                String text = shown.getText();
                float widest = 0;
                for (String v : list) {
                    shown.setText(words.apply(v));
                    shown.setPreferredSize(null);
                    widest = Math.max(widest, shown.getPreferredSize().x);
                }
                shown.setText(text);
                shown.setPreferredSize(null);
                com.jme3.math.Vector3f size = shown.getPreferredSize().clone();
                size.x = widest;
                shown.setPreferredSize(size);
                shown.setTextHAlignment(com.simsilica.lemur.HAlignment.Center);
            }
        };
    }

    /**
     * A slider over a range with the value in words beside it.
     *
     * @param min the least value
     * @param max the largest value
     * @param step the step of the arrows and of the values reported
     * @param words a value as a player reads it
     * @param changed told a new value in the settings file's form
     * @return the control
     */
    static SettingControl slider(double min, double max, double step, DoubleFunction<String> words,
            Consumer<String> changed) {
        return new SettingControl() {
            private final Container row = ScreenFrame.row();
            private final DefaultRangedValueModel model = new DefaultRangedValueModel(min, max, min);
            private final VersionedReference<Double> moved = model.createReference();
            private final Label shown = ScreenFrame.value("");
            private double reported = Double.NaN;

            {
                Slider s = new Slider(model);
                s.setDelta(step);
                s.getRangePanel().setBackground(new QuadBackgroundComponent(new ColorRGBA(1f, 1f, 1f, 0.18f)));
                // the thumb sits the range's depth in front of it: a flat range would leave the two
                // at one depth, and the GUI bucket may then draw the range over the thumb
                s.getRangePanel().setPreferredSize(new com.jme3.math.Vector3f(150, 8, 1));
                s.getThumbButton().setText("");
                s.getThumbButton().setBackground(new QuadBackgroundComponent(ScreenFrame.SELECTED.clone()));
                // the thumb is outside any layout: the slider sized it when it was made, empty, so size it here
                s.getThumbButton().setPreferredSize(new com.jme3.math.Vector3f(12, 18, 1));
                s.getThumbButton().setSize(new com.jme3.math.Vector3f(12, 18, 1));
                for (Button b : List.of(s.getDecrementButton(), s.getIncrementButton())) {
                    b.setFontSize(ScreenFrame.ROW);
                    b.setColor(ColorRGBA.White);
                    b.setBackground(new QuadBackgroundComponent(ScreenFrame.BUTTON.clone()));
                }
                s.getDecrementButton().setText(" - ");
                s.getIncrementButton().setText(" + ");
                row.addChild(s);
                row.addChild(shown);
            }

            @Override
            Panel panel() {
                return row;
            }

            @Override
            void show(String value) {
                double v = Double.parseDouble(value);
                reported = v;
                model.setValue(v);
                moved.update();
                shown.setText(words.apply(v));
            }

            @Override
            void poll() {
                if (!moved.update()) {
                    return;
                }
                double v = Math.max(min, Math.min(max, min + Math.round((model.getValue() - min) / step) * step));
                shown.setText(words.apply(v));
                if (v != reported) {
                    reported = v;
                    changed.accept(number(v));
                }
            }
        };
    }

    /** @return a number as the settings file writes it: no trailing zeros, no float noise */
    static String number(double v) {
        String s = String.format(java.util.Locale.ROOT, "%.4f", v).replaceAll("0+$", "");
        return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
    }
}
