package dev.sandbox.app.feature.hud;

import com.jme3.math.ColorRGBA;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.Panel;
import com.simsilica.lemur.component.QuadBackgroundComponent;
import dev.sandbox.app.scene.gui.HudStyle;
import dev.sandbox.physics.motorcycle.BikeTelemetry;
import dev.sandbox.physics.sim.VehicleSnapshot;

/**
 * The motorcycle's part of the telemetry panel: lean and target lean, the rider's lean, the
 * tyre loads and the riding state, and the handlebar's angle, highlighted while it
 * countersteers.
 */
public final class MotorcycleSection implements TelemetrySection {

    private static final ColorRGBA COUNTER_BG = new ColorRGBA(1f, 0.55f, 0.05f, 0.85f);

    private final Container box = new Container();
    private final TextTable table = new TextTable(13, new float[] {90, 84, 104, 150}, 4);
    private final Label handlebar;
    private final QuadBackgroundComponent handlebarBg = new QuadBackgroundComponent(new ColorRGBA(0, 0, 0, 0));

    /** Builds the widgets (Lemur must be initialised). */
    public MotorcycleSection() {
        box.setBackground(null);
        box.addChild(HudStyle.label("Motorcycle", HudStyle.SMALL, HudStyle.DIM));
        table.set(0, TelemetryText.BIKE_LEFT);
        table.set(2, TelemetryText.BIKE_RIGHT);
        box.addChild(table.container());
        handlebar = box.addChild(HudStyle.label("", 13, HudStyle.TEXT));
        handlebar.setBackground(handlebarBg);
    }

    @Override
    public Panel panel() {
        return box;
    }

    /** Shows a motorcycle's snapshot; any other (a vehicle being switched in this frame) leaves the numbers as they are. */
    @Override
    public void show(VehicleSnapshot s) {
        if (!(s.kind() instanceof BikeTelemetry b)) {
            return;
        }
        TelemetryText.bike(table, b, s);
        handlebar.setText(TelemetryText.handlebar(b));
        boolean counter = b.countersteering() && !b.crashed();
        handlebarBg.setColor(counter ? COUNTER_BG : ColorRGBA.BlackNoAlpha);
        handlebar.setColor(counter ? ColorRGBA.Black : HudStyle.TEXT);
    }
}
