package dev.sandbox.app.state;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.simsilica.lemur.Button;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.GuiGlobals;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.component.QuadBackgroundComponent;
import dev.sandbox.app.drive.VehicleCatalog;
import java.util.ArrayList;
import java.util.List;

/**
 * The vehicle choice (Lemur): one button per shipped vehicle, plus resume and quit. Shown at
 * start when no {@code --vehicle} was given, and with the menu key while driving; the
 * simulation pauses while it is open.
 */
public final class MenuState extends PlainState {

    private Container window;
    private boolean wasRunning;
    private final List<Runnable> extraItems = new ArrayList<>();

    /**
     * Adds an entry above Quit (before the menu is first shown); choosing it closes the menu,
     * then runs the action.
     *
     * @param label the button's text
     * @param action what it does
     */
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
        Button resume = window.addChild(new Button("Resume"));
        resume.setFontSize(18f);
        resume.addClickCommands(src -> {
            if (getState(DrivingState.class).spec() != null) {
                setEnabled(false);
            }
        });
        extraItems.forEach(Runnable::run);
        Button quit = window.addChild(new Button("Quit"));
        quit.setFontSize(18f);
        quit.addClickCommands(src -> getApplication().stop());
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
    protected void onEnable() {
        SimpleApplication app = (SimpleApplication) getApplication();
        Vector3f size = window.getPreferredSize();
        window.setLocalTranslation((app.getCamera().getWidth() - size.x) / 2,
                (app.getCamera().getHeight() + size.y) / 2, 10);
        app.getGuiNode().attachChild(window);
        DrivingState driving = getState(DrivingState.class);
        wasRunning = driving.isEnabled();
        driving.setEnabled(false);
        GuiGlobals.getInstance().setCursorEventsEnabled(true);
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
