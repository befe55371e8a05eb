package dev.sandbox.app.feature.hud;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.math.ColorRGBA;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.component.QuadBackgroundComponent;
import com.simsilica.lemur.component.SpringGridLayout;
import dev.sandbox.app.scene.gui.HudStyle;
import dev.sandbox.app.session.DrivingState;
import dev.sandbox.app.session.HudLayout;
import dev.sandbox.physics.assist.Assist;
import dev.sandbox.physics.assist.AssistSettings;
import dev.sandbox.physics.assist.AssistedVehicle;
import java.util.EnumMap;
import java.util.Map;
import java.util.Set;

/**
 * The assists on the HUD (bottom right, above the g-g diagram): one tag per assist the vehicle has, white when on,
 * dim when off, and amber for a moment whenever it intervenes, as a car's dashboard flashes
 * its traction-control lamp.
 */
public final class AssistHudState extends BaseAppState {

    /** How long a tag stays lit after its assist intervened (in seconds). */
    static final double FLASH_S = 0.4;
    private static final ColorRGBA FLASH_BG = new ColorRGBA(1f, 0.6f, 0.05f, 0.85f);

    private final Container row = new Container(new SpringGridLayout(Axis.X, Axis.Y));
    private final Map<Assist, Label> tags = new EnumMap<>(Assist.class);
    private final Map<Assist, Double> flashUntil = new EnumMap<>(Assist.class);
    private final Map<Assist, Integer> shownLook = new EnumMap<>(Assist.class);
    private double timeS;
    private AssistedVehicle shownVehicle;
    private AssistSettings shownSettings;

    /**
     * @param a an assist
     * @return its dashboard tag ("ABS", "TC", ...)
     */
    static String tag(Assist a) {
        return switch (a) {
            case ABS -> "ABS";
            case TRACTION_CONTROL -> "TC";
            case STABILITY_CONTROL -> "ESC";
            case LAUNCH_CONTROL -> "LAUNCH";
            case AUTO_CLUTCH -> "CLUTCH";
            case AUTO_GEARBOX -> "AUTO";
            case WHEELIE_CONTROL -> "WHEELIE";
            case KEYBOARD_RIDER -> "RIDER";
            case HILL_HOLD -> "HILL";
        };
    }

    @Override
    protected void initialize(Application app) {
        row.setName("assists");
        row.setBackground(new QuadBackgroundComponent(HudStyle.PANEL.clone()));
        for (Assist a : Assist.values()) {
            Label l = HudStyle.label(" " + tag(a) + " ", HudStyle.SMALL, HudStyle.DIM);
            l.setBackground(null); // a lit tag gets one; an empty one would still cost a draw call
            tags.put(a, l);
        }
    }

    @Override
    public void update(float tpf) {
        timeS += tpf;
        AssistedVehicle v = getState(DrivingState.class).assisted();
        if (v == null) {
            getState(HudLayout.class).hide(row);
            return;
        }
        AssistSettings settings = v.aids().settings();
        if (v != shownVehicle || !settings.equals(shownSettings)) {
            shownVehicle = v;
            shownSettings = settings;
            rebuild(v, settings);
        }
        Set<Assist> acted = v.takeIntervened();
        for (Assist a : acted) {
            flashUntil.put(a, timeS + FLASH_S);
        }
        for (Map.Entry<Assist, Label> e : tags.entrySet()) {
            boolean on = settings.isOn(e.getKey());
            boolean flash = on && flashUntil.getOrDefault(e.getKey(), -1.0) > timeS;
            int look = flash ? 2 : on ? 1 : 0;
            if (Integer.valueOf(look).equals(shownLook.put(e.getKey(), look))) {
                continue;
            }
            Label l = e.getValue();
            l.setColor(flash ? ColorRGBA.Black : on ? HudStyle.TEXT : HudStyle.DIM);
            l.setBackground(flash ? new QuadBackgroundComponent(FLASH_BG.clone()) : null);
        }
        getState(HudLayout.class).show(HudLayout.Anchor.BOTTOM_RIGHT, row, 0);
    }

    private void rebuild(AssistedVehicle v, AssistSettings settings) {
        row.clearChildren();
        for (Assist a : Assist.values()) {
            if (a.appliesTo(v.spec())) {
                row.addChild(tags.get(a));
            }
        }
    }

    @Override
    protected void cleanup(Application app) {
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
        getState(HudLayout.class).hide(row);
    }
}
