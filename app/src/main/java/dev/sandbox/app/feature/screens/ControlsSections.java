package dev.sandbox.app.feature.screens;

import com.simsilica.lemur.input.FunctionId;
import dev.sandbox.app.scene.input.BindableFunctions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The controls screen's pages and what a player calls each function on them: driving, wheel
 * and pedals, cameras, HUD and tools, replay and screens. Every bindable function is on one page
 * (a function not named here goes on the last page under its id).
 */
final class ControlsSections {

    /** A page: its title and its functions with their names, in order. */
    record Section(String title, Map<String, String> names) {
    }

    /** The pages in order. */
    static final List<Section> ALL = sections();

    private ControlsSections() {
    }

    private static List<Section> sections() {
        List<Section> out = new ArrayList<>();
        out.add(section("Driving",
                "throttle", "Throttle",
                "brake", "Brake",
                "steer", "Steer left (right: reversed key)",
                "handbrake", "Handbrake",
                "clutch", "Clutch",
                "shift-up", "Shift up",
                "shift-down", "Shift down",
                "toggle-automatic", "Automatic / manual gearbox",
                "tuck", "Tuck in (motorcycle)",
                "reset", "Reset onto the road",
                "switch-vehicle", "Next vehicle",
                "autopilot", "Autopilot",
                "pause", "Pause"));
        out.add(section("Wheel and pedals",
                "steer-axis", "Steering axis",
                "throttle-axis", "Throttle pedal",
                "brake-axis", "Brake pedal",
                "clutch-axis", "Clutch pedal",
                "gear-r", "H-shifter: reverse",
                "gear-1", "H-shifter: 1st",
                "gear-2", "H-shifter: 2nd",
                "gear-3", "H-shifter: 3rd",
                "gear-4", "H-shifter: 4th",
                "gear-5", "H-shifter: 5th",
                "gear-6", "H-shifter: 6th"));
        out.add(section("Cameras",
                "camera", "Next camera",
                "look-back", "Look back",
                "look-x", "Look left / right",
                "look-y", "Look up / down",
                "zoom", "Zoom",
                "camera-height", "Chase camera height",
                "free-move", "Free camera: forward",
                "free-strafe", "Free camera: left",
                "free-rise", "Free camera: up",
                "turn-wheels", "Showroom: doors and wheels"));
        out.add(section("HUD and tools",
                "menu", "Menu",
                "hud", "Show / hide the HUD",
                "telemetry", "Telemetry view",
                "debug-forces", "Force arrows",
                "record", "Record telemetry",
                "screenshot", "Screenshot",
                "units", "km/h or mph",
                "mute", "Sound off / on",
                "volume-up", "Louder",
                "volume-down", "Quieter",
                "help", "Help overlay",
                "stats", "Frame statistics",
                "profiler", "Profiler",
                "back", "Back out of a screen",
                "ghost", "Best lap's ghost"));
        out.add(section("Replay",
                "replay", "Open / close the replay",
                "save-replay", "Save the replay",
                "slow-motion", "Slow motion",
                "close-up", "Steering close-up camera",
                "bar-lean-arrows", "Bar and lean arrows",
                "bar-magnifier", "Bars drawn at 10x their angle",
                "play-pause", "Play / pause",
                "frame-back", "One frame back",
                "frame-forward", "One frame forward",
                "slower", "Slower",
                "faster", "Faster",
                "back-5s", "5 s back",
                "forward-5s", "5 s forward",
                "last-countersteer", "Last countersteer",
                "next-countersteer", "Next countersteer",
                "last-crash", "Last crash",
                "last-timed-run", "Last timed run"));
        Map<String, String> rest = new LinkedHashMap<>();
        for (BindableFunctions.Entry e : BindableFunctions.ALL) {
            String id = e.function().getId();
            if (out.stream().noneMatch(s -> s.names().containsKey(id))) {
                rest.put(id, id);
            }
        }
        if (!rest.isEmpty()) {
            Section last = out.remove(out.size() - 1);
            Map<String, String> names = new LinkedHashMap<>(last.names());
            names.putAll(rest);
            out.add(new Section(last.title(), names));
        }
        return List.copyOf(out);
    }

    /**
     * The two ways of a function that works both ways, as a player says them: what an input
     * does as written, and what it does written with a leading '-' (an axis read inverted).
     */
    private static final Map<String, String[]> WAYS = Map.of(
            "steer", new String[] {"left", "right"},
            "zoom", new String[] {"in", "out"},
            "camera-height", new String[] {"up", "down"},
            "free-move", new String[] {"forward", "back"},
            "free-strafe", new String[] {"left", "right"},
            "free-rise", new String[] {"up", "down"},
            "look-x", new String[] {"", "inverted"},
            "look-y", new String[] {"", "inverted"},
            "steer-axis", new String[] {"", "inverted"});

    /**
     * @param f a function
     * @return its two ways (as written, and with '-'), or null for a function that works one way
     */
    static String[] waysOf(FunctionId f) {
        return WAYS.get(f.getId());
    }

    private static Section section(String title, String... idsAndNames) {
        Map<String, String> names = new LinkedHashMap<>();
        for (int i = 0; i < idsAndNames.length; i += 2) {
            names.put(idsAndNames[i], idsAndNames[i + 1]);
        }
        return new Section(title, names);
    }

    /**
     * @param f a function
     * @return what a player calls it
     */
    static String nameOf(FunctionId f) {
        for (Section s : ALL) {
            String n = s.names().get(f.getId());
            if (n != null) {
                return n;
            }
        }
        return f.getId();
    }
}
