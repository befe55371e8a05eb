package dev.sandbox.app.scene.input;

import com.simsilica.lemur.input.FunctionId;
import com.simsilica.lemur.input.InputMapper;
import dev.sandbox.physics.io.AtomicFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Which inputs drive which function: the defaults of {@link BindableFunctions} overridden by
 * the player's {@code controls.properties}, lines {@code FUNCTION = INPUT[, INPUT...]} with the
 * inputs in the form of {@link InputToken}. A line that cannot be used is reported once (file,
 * line, reason) and that function keeps its default. The file may not give one input to two
 * functions that can act at the same time ({@link BindableFunctions.Context#meets}): the earlier
 * line keeps it and the later line is refused, as is a second line for the same function; a
 * function the file does not name loses a default input the file gave to another. Applied to
 * Lemur's {@link InputMapper}, where the scale of each input becomes the mapping's scale and
 * each input of an analog function reaches it through its own channel ({@link AxisChannels}).
 */
public final class ControlBindings {

    /** The file name in the sandbox's configuration folder. */
    public static final String FILE_NAME = "controls.properties";
    /** Largest controls file read (in bytes): the shipped bindings written out are about 2 KiB. */
    public static final long MAX_FILE_BYTES = 64 * 1024;
    /** Longest line of a controls file read (in characters). */
    static final int MAX_LINE_CHARS = 1024;

    /** Punctuation keys' file names and the characters printed on them. */
    private static final Map<String, String> SHOWN = Map.ofEntries(Map.entry("SLASH", "/"), Map.entry("BACKSLASH", "\\"),
            Map.entry("LBRACKET", "["), Map.entry("RBRACKET", "]"), Map.entry("COMMA", ","), Map.entry("PERIOD", "."),
            Map.entry("MINUS", "-"), Map.entry("EQUALS", "="), Map.entry("SEMICOLON", ";"), Map.entry("APOSTROPHE", "'"),
            Map.entry("GRAVE", "`"));

    private final Map<FunctionId, List<InputToken>> bindings = new LinkedHashMap<>();

    /** @return the shipped bindings */
    public static ControlBindings defaults() {
        ControlBindings b = new ControlBindings();
        for (BindableFunctions.Entry e : BindableFunctions.ALL) {
            b.bindings.put(e.function(), tokens(e.defaults()));
        }
        return b;
    }

    /** @return a copy that can be changed without changing this one */
    public ControlBindings copy() {
        ControlBindings b = new ControlBindings();
        b.bindings.putAll(bindings);
        return b;
    }

    /**
     * The defaults overridden by a controls file ({@link ControlsFileReader}).
     *
     * @param file the controls file (a missing file gives the defaults)
     * @param report receives one line per unusable line or conflict: {@code file:line: reason}
     * @return the bindings
     */
    public static ControlBindings load(Path file, Consumer<String> report) {
        return ControlsFileReader.read(file, report);
    }

    /** @return true when two functions are different and act at the same time */
    static boolean meets(FunctionId a, FunctionId b) {
        return !a.equals(b) && BindableFunctions.contextOf(a).meets(BindableFunctions.contextOf(b));
    }

    /** @return true when one of the inputs is the same physical input as {@code t} */
    static boolean holds(List<InputToken> inputs, InputToken t) {
        for (InputToken u : inputs) {
            if (u.sameInput(t)) {
                return true;
            }
        }
        return false;
    }

    /** @return an input's name with its modifiers, as a conflict names it */
    static String nameOf(InputToken t) {
        StringBuilder b = new StringBuilder(InputToken.nameOf(t.primary()));
        t.modifiers().forEach(m -> b.append('+').append(InputToken.nameOf(m)));
        return b.toString();
    }

    /** @return inputs in the controls file's written form ("(none)" for none) */
    public static String written(List<InputToken> inputs) {
        List<String> names = new ArrayList<>();
        inputs.forEach(t -> names.add(t.format()));
        return names.isEmpty() ? "(none)" : String.join(", ", names);
    }

    static List<InputToken> tokens(String text) {
        List<InputToken> list = new ArrayList<>();
        if (!text.isBlank()) {
            for (String s : text.split(",")) {
                list.add(InputToken.parse(s));
            }
        }
        return List.copyOf(list);
    }

    /**
     * Checks what a function may take: a pedal travel only on a pedal axis, at most
     * {@link AxisChannels#MAX} inputs on an analog function.
     *
     * @throws IllegalArgumentException naming what is wrong
     */
    static void check(FunctionId f, List<InputToken> inputs) {
        for (InputToken t : inputs) {
            if (t.travel() != null && !DrivingFunctions.PEDALS.contains(f)) {
                throw new IllegalArgumentException("a pedal travel (@" + t.travel().format()
                        + ") only applies to throttle-axis, brake-axis and clutch-axis, not " + f.getId());
            }
        }
        if (AxisChannels.isChanneled(f) && inputs.size() > AxisChannels.MAX) {
            throw new IllegalArgumentException(f.getId() + " takes at most " + AxisChannels.MAX + " inputs, not "
                    + inputs.size());
        }
    }

    /** Puts a function's inputs as read, unchecked (the reader checked them). */
    void put(FunctionId f, List<InputToken> inputs) {
        bindings.put(f, List.copyOf(inputs));
    }

    /** @return the bound inputs of a function (empty if none) */
    public List<InputToken> of(FunctionId f) {
        return bindings.getOrDefault(f, List.of());
    }

    /** @return the function ids in their listing order */
    public List<FunctionId> functions() {
        return List.copyOf(bindings.keySet());
    }

    /**
     * Replaces the inputs of one function.
     *
     * @param f the function
     * @param inputs its new inputs
     * @throws IllegalArgumentException when the function cannot take them (a pedal travel off a pedal axis)
     */
    public void set(FunctionId f, List<InputToken> inputs) {
        check(f, inputs);
        bindings.put(f, List.copyOf(inputs));
    }

    /**
     * Adds an input to a function, or replaces the one of the same input (a new travel or direction).
     *
     * @param f the function
     * @param t the input
     */
    public void add(FunctionId f, InputToken t) {
        List<InputToken> list = new ArrayList<>(of(f));
        list.removeIf(u -> u.sameInput(t));
        list.add(t);
        set(f, list);
    }

    /**
     * @param f the function
     * @param t one of its inputs, which it no longer has afterwards
     */
    public void remove(FunctionId f, InputToken t) {
        List<InputToken> list = new ArrayList<>(of(f));
        list.remove(t);
        set(f, list);
    }

    /**
     * @param f a function
     * @param t an input
     * @return the other functions that hold the same input and act at the same time as {@code f},
     *     which binding it to {@code f} too would put in conflict
     */
    public List<FunctionId> holders(FunctionId f, InputToken t) {
        List<FunctionId> out = new ArrayList<>();
        for (Map.Entry<FunctionId, List<InputToken>> e : bindings.entrySet()) {
            if (meets(f, e.getKey()) && holds(e.getValue(), t)) {
                out.add(e.getKey());
            }
        }
        return out;
    }

    /**
     * Moves an input from the functions that hold it in conflict ({@link #holders}) to another.
     *
     * @param f the function that takes it
     * @param t the input
     */
    public void move(FunctionId f, InputToken t) {
        for (FunctionId g : holders(f, t)) {
            List<InputToken> list = new ArrayList<>(of(g));
            list.removeIf(u -> u.sameInput(t));
            bindings.put(g, List.copyOf(list));
        }
        add(f, t);
    }

    /**
     * @return the names of a function's first few keys as a player reads them on screen, e.g.
     *     "W/UP", with a punctuation key shown as its character ("/" rather than the file's
     *     SLASH) and two such keys set apart by " or "
     */
    public String hint(FunctionId f) {
        List<String> names = new ArrayList<>();
        for (InputToken t : of(f)) {
            if (!t.isPad() && !t.negative() && t.modifiers().isEmpty()) {
                String name = InputToken.nameOf(t.primary());
                names.add(SHOWN.getOrDefault(name, name));
            }
        }
        List<String> first = names.subList(0, Math.min(2, names.size()));
        boolean symbols = first.stream().anyMatch(SHOWN::containsValue);
        return names.isEmpty() ? "-" : String.join(symbols ? " or " : "/", first);
    }

    /**
     * @return one line per function, {@code FUNCTION  INPUT INPUT...}, with a line
     *     {@code # CONTEXT: ...} before the functions that act only in one context (the replay,
     *     the showroom)
     */
    public List<String> listing() {
        List<String> out = new ArrayList<>();
        BindableFunctions.Context context = BindableFunctions.Context.GAME;
        for (Map.Entry<FunctionId, List<InputToken>> e : bindings.entrySet()) {
            BindableFunctions.Context c = BindableFunctions.contextOf(e.getKey());
            if (c != context && c.heading() != null) {
                out.add("# " + c.heading());
            }
            context = c;
            StringBuilder b = new StringBuilder(String.format("%-18s", e.getKey().getId()));
            for (InputToken t : e.getValue()) {
                b.append(' ').append(t.format());
            }
            out.add(b.toString().stripTrailing());
        }
        return out;
    }

    /**
     * Maps every binding into the mapper, first removing what the mapper held for those functions.
     *
     * @param m the input mapper
     */
    public void applyTo(InputMapper m) {
        apply(m, false);
    }

    /**
     * Maps the bindings of the functions the mapper has no mapping for yet.
     *
     * @param m the input mapper
     */
    public void applyMissing(InputMapper m) {
        apply(m, true);
    }

    private void apply(InputMapper m, boolean onlyMissing) {
        for (Map.Entry<FunctionId, List<InputToken>> e : bindings.entrySet()) {
            FunctionId f = e.getKey();
            List<FunctionId> targets = new ArrayList<>(List.of(f));
            if (AxisChannels.isChanneled(f)) {
                targets.addAll(AxisChannels.of(f));
            }
            if (onlyMissing && targets.stream().anyMatch(m::hasMappings)) {
                continue;
            }
            for (FunctionId target : targets) {
                for (InputMapper.Mapping old : new ArrayList<>(m.getMappings(target))) {
                    m.removeMapping(old);
                }
            }
            List<InputToken> inputs = e.getValue();
            for (int i = 0; i < inputs.size(); i++) {
                InputToken t = inputs.get(i);
                FunctionId target = AxisChannels.isChanneled(f) ? AxisChannels.of(f).get(i) : f;
                Object[] mods = t.modifiers().toArray();
                InputMapper.Mapping mapping;
                if (t.primary() instanceof Integer key) {
                    mapping = m.map(target, key, mods);
                } else if (t.primary() instanceof com.simsilica.lemur.input.Button button) {
                    mapping = m.map(target, button, mods);
                } else {
                    mapping = m.map(target, (com.simsilica.lemur.input.Axis) t.primary(), mods);
                }
                mapping.setScale(t.mappingScale());
            }
        }
    }

    /**
     * Writes the bindings as every user file is written ({@link AtomicFiles}: a temporary file in
     * the same folder, forced to the disk, then renamed; permissions kept).
     *
     * @param file the controls file
     * @throws IOException when the folder cannot be written
     */
    public void save(Path file) throws IOException {
        AtomicFiles.writeText(file, w -> {
            w.write("# driving sandbox controls: FUNCTION = INPUT[, INPUT...] (see README, \"Controls file\")\n");
            BindableFunctions.Context context = BindableFunctions.Context.GAME;
            for (Map.Entry<FunctionId, List<InputToken>> e : bindings.entrySet()) {
                BindableFunctions.Context c = BindableFunctions.contextOf(e.getKey());
                if (c != context && c.heading() != null) {
                    w.write("# " + c.heading() + "\n");
                }
                context = c;
                List<String> names = new ArrayList<>();
                e.getValue().forEach(t -> names.add(t.format()));
                w.write((e.getKey().getId() + " = " + String.join(", ", names)).stripTrailing() + "\n");
            }
        });
    }
}
