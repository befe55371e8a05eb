package dev.sandbox.app.feature.hud;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.math.ColorRGBA;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.GuiGlobals;
import com.simsilica.lemur.Insets3f;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.component.QuadBackgroundComponent;
import com.simsilica.lemur.component.SpringGridLayout;
import com.simsilica.lemur.input.FunctionId;
import com.simsilica.lemur.input.InputMapper;
import com.simsilica.lemur.input.InputState;
import com.simsilica.lemur.input.StateFunctionListener;
import dev.sandbox.app.core.settings.SandboxHome;
import dev.sandbox.app.scene.gui.HudStyle;
import dev.sandbox.app.scene.input.ControlBindings;
import dev.sandbox.app.scene.input.DrivingFunctions;
import dev.sandbox.app.session.BindingsState;
import dev.sandbox.app.session.HudLayout;
import java.util.List;

/**
 * The help overlay (help key, F10 by default): every function with the keys and pad inputs
 * bound to it now, read from the live bindings, in a Lemur container centred on the screen, in two columns so it fits a small
 * window.
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
        BindingsState cs = getState(BindingsState.class);
        ControlBindings b = cs != null ? cs.bindings() : ControlBindings.defaults();
        window = new Container();
        window.setName("help");
        window.setBackground(new QuadBackgroundComponent(new ColorRGBA(0f, 0f, 0f, 0.8f)));
        Label title = window.addChild(HudStyle.label("Controls  (" + b.hint(DrivingFunctions.HELP) + " closes; "
                + "edit " + (cs != null ? cs.file() : SandboxHome.controlsFile()) + ")", HudStyle.SMALL, ColorRGBA.Yellow));
        title.setInsets(new Insets3f(4, 8, 6, 8));
        List<String> lines = b.listing();
        Container columns = window.addChild(new Container(new SpringGridLayout(Axis.X, Axis.Y, FillMode.None, FillMode.None)));
        columns.setBackground(null);
        int perColumn = (lines.size() + 1) / 2;
        for (int from = 0; from < lines.size(); from += perColumn) {
            Label list = columns.addChild(HudStyle.label(String.join("\n", lines.subList(from, Math.min(lines.size(),
                    from + perColumn))), HudStyle.SMALL, ColorRGBA.White));
            list.setInsets(new Insets3f(0, 8, 6, 16));
        }
        getState(HudLayout.class).show(HudLayout.Anchor.CENTER, window, 0);
    }

    @Override
    protected void onDisable() {
        if (window != null) {
            getState(HudLayout.class).hide(window);
        }
    }
}
