package dev.sandbox.app.scene.input;

import com.simsilica.lemur.input.FunctionId;
import com.simsilica.lemur.input.InputMapper;
import dev.sandbox.physics.io.AtomicFiles;
import dev.sandbox.physics.io.InputFiles;
import java.io.IOException;
import java.nio.file.NoSuchFileException;
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
 * line, reason) and that function keeps its default. Applied to Lemur's {@link InputMapper},
 * where the scale of each input becomes the mapping's scale.
 */
public final class ControlBindings {

    /** The file name in the sandbox's configuration folder. */
    public static final String FILE_NAME = "controls.properties";
    /** Largest controls file read (in bytes): the shipped bindings written out are about 2 KiB. */
    public static final long MAX_FILE_BYTES = 64 * 1024;
    /** Longest line of a controls file read (in characters). */
    static final int MAX_LINE_CHARS = 1024;

    private final Map<FunctionId, List<InputToken>> bindings = new LinkedHashMap<>();

    /** @return the shipped bindings */
    public static ControlBindings defaults() {
        ControlBindings b = new ControlBindings();
        for (BindableFunctions.Entry e : BindableFunctions.ALL) {
            List<InputToken> list = new ArrayList<>();
            for (String s : e.defaults().split(",")) {
                list.add(InputToken.parse(s));
            }
            b.bindings.put(e.function(), List.copyOf(list));
        }
        return b;
    }

    /**
     * The defaults overridden by a controls file.
     *
     * @param file the controls file (a missing file gives the defaults)
     * @param report receives one line per unusable line: {@code file:line: reason}
     * @return the bindings
     */
    public static ControlBindings load(Path file, Consumer<String> report) {
        ControlBindings b = defaults();
        List<String> lines;
        try {
            lines = InputFiles.readLines(file, MAX_FILE_BYTES, MAX_LINE_CHARS, "controls file");
        } catch (NoSuchFileException e) {
            return b;
        } catch (InputFiles.Refused e) {
            report.accept(e.getMessage() + "; using the default controls");
            return b;
        } catch (IOException e) {
            report.accept(file + ": cannot read the controls file (" + e.getMessage() + "); using the default controls");
            return b;
        }
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#") || line.startsWith("!")) {
                continue;
            }
            try {
                b.parseLine(line);
            } catch (IllegalArgumentException e) {
                report.accept(file + ":" + (i + 1) + ": " + e.getMessage() + "; keeping the default");
            }
        }
        return b;
    }

    private void parseLine(String line) {
        int eq = line.indexOf('=');
        if (eq < 0) {
            throw new IllegalArgumentException("expected FUNCTION = KEY[, KEY...], not '" + line + "'");
        }
        String id = line.substring(0, eq).strip();
        BindableFunctions.Entry entry = BindableFunctions.byId(id);
        if (entry == null) {
            throw new IllegalArgumentException("unknown function '" + id + "'");
        }
        FunctionId f = entry.function();
        String rhs = line.substring(eq + 1).strip();
        List<InputToken> list = new ArrayList<>();
        if (!rhs.isEmpty()) {
            for (String s : rhs.split(",")) {
                list.add(InputToken.parse(s));
            }
        }
        bindings.put(f, List.copyOf(list));
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
     */
    public void set(FunctionId f, List<InputToken> inputs) {
        bindings.put(f, List.copyOf(inputs));
    }

    /** @return the written names of a function's first few keys, e.g. "W/UP", for hints */
    public String hint(FunctionId f) {
        List<String> names = new ArrayList<>();
        for (InputToken t : of(f)) {
            if (!t.isPad() && !t.negative() && t.modifiers().isEmpty()) {
                names.add(InputToken.nameOf(t.primary()));
            }
        }
        return names.isEmpty() ? "-" : String.join("/", names.subList(0, Math.min(2, names.size())));
    }

    /**
     * @return one line per function, {@code FUNCTION  INPUT INPUT...}, with a line
     *     {@code # CONTEXT: ...} before the functions that act only in one context (the replay,
     *     the showroom)
     */
    public List<String> listing() {
        List<String> out = new ArrayList<>();
        BindableFunctions.Context context = BindableFunctions.Context.ALWAYS;
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
            if (onlyMissing && m.hasMappings(e.getKey())) {
                continue;
            }
            for (InputMapper.Mapping old : new ArrayList<>(m.getMappings(e.getKey()))) {
                m.removeMapping(old);
            }
            for (InputToken t : e.getValue()) {
                Object[] mods = t.modifiers().toArray();
                InputMapper.Mapping mapping;
                if (t.primary() instanceof Integer key) {
                    mapping = m.map(e.getKey(), key, mods);
                } else if (t.primary() instanceof com.simsilica.lemur.input.Button button) {
                    mapping = m.map(e.getKey(), button, mods);
                } else {
                    mapping = m.map(e.getKey(), (com.simsilica.lemur.input.Axis) t.primary(), mods);
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
            BindableFunctions.Context context = BindableFunctions.Context.ALWAYS;
            for (Map.Entry<FunctionId, List<InputToken>> e : bindings.entrySet()) {
                BindableFunctions.Context c = BindableFunctions.contextOf(e.getKey());
                if (c != context && c.heading() != null) {
                    w.write("# " + c.heading() + "\n");
                }
                context = c;
                List<String> names = new ArrayList<>();
                e.getValue().forEach(t -> names.add(t.format()));
                w.write(e.getKey().getId() + " = " + String.join(", ", names) + "\n");
            }
        });
    }
}
