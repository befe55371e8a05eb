package dev.sandbox.app.state;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.math.ColorRGBA;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.component.QuadBackgroundComponent;
import dev.sandbox.app.camera.CameraSwitchState;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.sim.VehicleSnapshot;

/**
 * The minimal driving HUD (Lemur): speed in km/h, engine rpm and gear with the gearbox mode,
 * and a status line (camera, autopilot, paused). Hidden and shown with the HUD key.
 */
public final class HudState extends BaseAppState {

    /** Colour of the speed read-out (the screenshot test looks for it). */
    public static final ColorRGBA SPEED_COLOR = new ColorRGBA(1f, 0.82f, 0.1f, 1f);

    private Container panel;
    private Label speed;
    private Label rpm;
    private Label gear;
    private Label status;

    @Override
    protected void initialize(Application app) {
        panel = new Container();
        panel.setBackground(new QuadBackgroundComponent(new ColorRGBA(0f, 0f, 0f, 0.55f)));
        speed = panel.addChild(new Label("--- km/h"));
        speed.setFontSize(40f);
        speed.setColor(SPEED_COLOR);
        rpm = panel.addChild(new Label("---- rpm"));
        rpm.setFontSize(22f);
        rpm.setColor(ColorRGBA.White);
        gear = panel.addChild(new Label("gear -"));
        gear.setFontSize(22f);
        gear.setColor(ColorRGBA.White);
        status = new Label("");
        status.setFontSize(16f);
        status.setColor(new ColorRGBA(1f, 1f, 1f, 0.9f));
        status.setBackground(new QuadBackgroundComponent(new ColorRGBA(0f, 0f, 0f, 0.4f)));
    }

    @Override
    public void update(float tpf) {
        DrivingState driving = getState(DrivingState.class);
        VehicleSnapshot s = driving.snapshot();
        int h = getApplication().getCamera().getHeight();
        panel.setLocalTranslation(16, 16 + panel.getPreferredSize().y, 0);
        status.setLocalTranslation(16, h - 12, 0);
        if (s == null) {
            status.setText(" choose a vehicle ");
            return;
        }
        speed.setText(String.format("%3.0f km/h", Math.abs(Units.mpsToKmh(s.speedMps()))));
        rpm.setText(String.format("%5.0f rpm", s.engineRpm()));
        String g = s.gear() < 0 ? "R" : s.gear() == 0 ? "N" : Integer.toString(s.gear());
        gear.setText("gear " + g + (s.automatic() ? "  auto" : "  manual"));
        String cam = getState(CameraSwitchState.class).current().label();
        status.setText(" " + driving.spec().name() + "   camera: " + cam + " (C)"
                + (driving.autopilotOn() ? "   AUTOPILOT (P)" : "")
                + (driving.isEnabled() ? "" : "   PAUSED (F9)") + "   menu: Esc ");
    }

    @Override
    protected void cleanup(Application app) {
    }

    @Override
    protected void onEnable() {
        SimpleApplication app = (SimpleApplication) getApplication();
        app.getGuiNode().attachChild(panel);
        app.getGuiNode().attachChild(status);
    }

    @Override
    protected void onDisable() {
        panel.removeFromParent();
        status.removeFromParent();
    }
}
