package dev.sandbox.app.hud;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.GuiGlobals;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.component.QuadBackgroundComponent;
import com.simsilica.lemur.input.FunctionId;
import com.simsilica.lemur.input.InputMapper;
import com.simsilica.lemur.input.InputState;
import com.simsilica.lemur.input.StateFunctionListener;
import dev.sandbox.app.controls.ControlBindings;
import dev.sandbox.app.drive.DrivingFunctions;
import dev.sandbox.app.state.ControlsState;

/**
 * The help overlay (help key, F10 by default): every function with the keys and pad inputs
 * bound to it now, read from the live bindings, in a Lemur container centred on the screen.
 */
public final class HelpOverlayState extends BaseAppState implements StateFunctionListener {

    private Container window;
    private InputMapper mapper;

    /** Starts hidden. */
    public HelpOverlayState() {
        setEnabled(false);
    }

    @Override
    protected void initialize(Application app) {
        mapper = GuiGlobals.getInstance().getInputMapper();
        if (mapper != null) {
            mapper.addStateListener(this, DrivingFunctions.HELP);
        }
    }

    @Override
    public void valueChanged(FunctionId func, InputState value, double tpf) {
        if (value != InputState.Off) {
            setEnabled(!isEnabled());
        }
    }

    @Override
    protected void cleanup(Application app) {
        if (mapper != null) {
            mapper.removeStateListener(this, DrivingFunctions.HELP);
        }
    }

    @Override
    protected void onEnable() {
        ControlsState cs = getState(ControlsState.class);
        ControlBindings b = cs != null ? cs.bindings() : ControlBindings.defaults();
        window = new Container();
        window.setBackground(new QuadBackgroundComponent(new ColorRGBA(0f, 0f, 0f, 0.8f)));
        Label title = window.addChild(HudStyle.label("Controls  (" + b.hint(DrivingFunctions.HELP) + " closes; "
                + "edit " + (cs != null ? cs.file() : SandboxHome.controlsFile()) + ")", HudStyle.SMALL, ColorRGBA.Yellow));
        title.setInsets(new com.simsilica.lemur.Insets3f(4, 8, 6, 8));
        Label list = window.addChild(HudStyle.label(String.join("\n", b.listing()), HudStyle.SMALL, ColorRGBA.White));
        list.setInsets(new com.simsilica.lemur.Insets3f(0, 8, 6, 8));
        SimpleApplication app = (SimpleApplication) getApplication();
        Vector3f size = window.getPreferredSize();
        float h = HudScale.height(app);
        float w = HudScale.width(app);
        float scale = Math.min(1f, Math.min((h - 20) / size.y, (w - 20) / size.x));
        window.setLocalScale(scale);
        window.setLocalTranslation((w - size.x * scale) / 2, (h + size.y * scale) / 2, 50);
        app.getGuiNode().attachChild(window);
    }

    @Override
    protected void onDisable() {
        if (window != null) {
            window.removeFromParent();
        }
    }
}
