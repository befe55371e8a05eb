package dev.sandbox.app.session;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import dev.sandbox.app.core.settings.HudSettings;
import dev.sandbox.app.core.settings.SandboxHome;
import dev.sandbox.physics.assist.Assist;
import dev.sandbox.physics.assist.AssistSettings;
import dev.sandbox.physics.assist.AssistedVehicle;
import dev.sandbox.physics.spec.VehicleSpec;
import java.io.IOException;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Which driver aids are on. Each vehicle starts with {@link AssistSettings#defaults} (every
 * assist for a keyboard player; the real vehicle's equipment for a pad player) and then the
 * player's own choices: those made in the menu or with {@code --assists}, remembered in
 * {@code settings.properties} as the assists switched ("abs=off,tc=on"), so a choice holds for
 * every vehicle and the next start.
 */
public final class AssistsState extends BaseAppState {


    private final String optionList;
    private final Map<Assist, Boolean> chosen = new EnumMap<>(Assist.class);
    private HudSettings settings;
    private boolean keyboardPlayer = true;

    /** @param optionList the {@code --assists} value, or null */
    public AssistsState(String optionList) {
        this.optionList = optionList;
    }

    /**
     * @param spec a vehicle
     * @return the assists that vehicle starts with
     */
    public AssistSettings settingsFor(VehicleSpec spec) {
        AssistSettings s = AssistSettings.defaults(spec, keyboardPlayer);
        for (Map.Entry<Assist, Boolean> e : chosen.entrySet()) {
            s = s.with(e.getKey(), e.getValue());
        }
        return s;
    }

    /**
     * @param assist an assist
     * @return the player's own choice for it (menu, option or settings file), or null for the default
     */
    public Boolean chosen(Assist assist) {
        return chosen.get(assist);
    }

    /** @return the current vehicle's assists, or null before one is chosen */
    public AssistSettings current() {
        AssistedVehicle v = getState(DrivingState.class).assisted();
        return v == null ? null : v.aids().settings();
    }

    /** @return each assist's id and whether it is on for the current vehicle (empty before one) */
    public Map<String, Boolean> currentById() {
        Map<String, Boolean> out = new LinkedHashMap<>();
        AssistSettings s = current();
        if (s != null) {
            for (Assist a : Assist.values()) {
                out.put(a.id(), s.isOn(a));
            }
        }
        return out;
    }

    /**
     * Switches one assist for the current vehicle and remembers the choice.
     *
     * @param assist the assist
     * @return whether it is on now
     */
    public boolean toggle(Assist assist) {
        AssistedVehicle v = getState(DrivingState.class).assisted();
        boolean on = v == null ? !Boolean.TRUE.equals(chosen.get(assist)) : !v.aids().settings().isOn(assist);
        chosen.put(assist, on);
        if (v != null) {
            v.aids().setSettings(v.aids().settings().with(assist, on));
        }
        save();
        return on;
    }

    private void save() {
        StringBuilder b = new StringBuilder();
        for (Map.Entry<Assist, Boolean> e : chosen.entrySet()) {
            b.append(b.length() == 0 ? "" : ",").append(e.getKey().id()).append('=').append(e.getValue() ? "on" : "off");
        }
        settings.setAssists(b.toString());
        try {
            settings.save();
        } catch (IOException e) {
            System.err.println("driving-sandbox: the assists not saved: " + e.getMessage());
        }
    }

    private void choose(String list, boolean fromSettingsFile) {
        if (list == null || list.isBlank()) {
            return;
        }
        AssistSettings named;
        try {
            named = AssistSettings.parse(list);
        } catch (IllegalArgumentException e) {
            if (fromSettingsFile) {
                System.err.println("driving-sandbox: ignoring the assists in " + settings.file() + ": " + e.getMessage());
                return;
            }
            throw e;
        }
        for (String item : list.split(",")) {
            int eq = item.indexOf('=');
            if (eq > 0) {
                Assist a = Assist.byId(item.substring(0, eq));
                chosen.put(a, named.isOn(a));
            }
        }
    }

    @Override
    protected void initialize(Application app) {
        keyboardPlayer = app.getInputManager() == null || app.getInputManager().getJoysticks() == null
                || app.getInputManager().getJoysticks().length == 0;
        settings = HudSettings.load(SandboxHome.settingsFile());
        choose(settings.assists(), true);
        if (optionList != null) {
            choose(optionList, false);
            save();
        }
        getState(DrivingState.class).setAssistPolicy(this::settingsFor);
    }

    @Override
    protected void cleanup(Application app) {
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }
}
