package dev.sandbox.app.scene.input;

import com.simsilica.lemur.input.FunctionId;
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
 * Reads {@code controls.properties} over the defaults, one line at a time, and reports each line
 * it cannot use as {@code FILE:LINE: reason}: a line it cannot parse, a second line for a
 * function (the first is kept), and a line that gives an input to a function acting at the same
 * time as one an earlier line gave it to (the earlier is kept; the later line's function keeps
 * its default). A function the file does not name loses a default input the file gave to a
 * function acting at the same time, and that is said too, at the line that took it.
 */
final class ControlsFileReader {

    private ControlsFileReader() {
    }

    /**
     * @param file the controls file (a missing file gives the defaults)
     * @param report receives one line per unusable line or conflict
     * @return the bindings
     */
    static ControlBindings read(Path file, Consumer<String> report) {
        ControlBindings b = ControlBindings.defaults();
        List<String> lines;
        try {
            lines = InputFiles.readLines(file, ControlBindings.MAX_FILE_BYTES, ControlBindings.MAX_LINE_CHARS,
                    "controls file");
        } catch (NoSuchFileException e) {
            return b;
        } catch (InputFiles.Refused e) {
            report.accept(e.getMessage() + "; using the default controls");
            return b;
        } catch (IOException e) {
            report.accept(file + ": cannot read the controls file (" + e.getMessage() + "); using the default controls");
            return b;
        }
        Map<FunctionId, List<InputToken>> given = new LinkedHashMap<>();
        Map<FunctionId, Integer> lineOf = new LinkedHashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#") || line.startsWith("!")) {
                continue;
            }
            String at = file + ":" + (i + 1) + ": ";
            FunctionId f;
            List<InputToken> inputs;
            try {
                Map.Entry<FunctionId, List<InputToken>> parsed = parseLine(line);
                f = parsed.getKey();
                inputs = parsed.getValue();
            } catch (IllegalArgumentException e) {
                report.accept(at + e.getMessage() + "; keeping the default");
                continue;
            }
            if (lineOf.containsKey(f)) {
                report.accept(at + f.getId() + " is bound again (first at line " + lineOf.get(f) + "); keeping line "
                        + lineOf.get(f) + ": " + f.getId() + " = " + ControlBindings.written(given.get(f)));
                continue;
            }
            String clash = clash(f, inputs, given, lineOf);
            if (clash != null) {
                report.accept(at + clash + ", and " + f.getId() + " keeps its default "
                        + ControlBindings.written(b.of(f)));
                continue;
            }
            given.put(f, inputs);
            lineOf.put(f, i + 1);
        }
        for (BindableFunctions.Entry e : BindableFunctions.ALL) {
            FunctionId f = e.function();
            if (given.containsKey(f)) {
                b.put(f, given.get(f));
                continue;
            }
            List<InputToken> kept = new ArrayList<>(b.of(f));
            for (InputToken t : b.of(f)) {
                for (Map.Entry<FunctionId, List<InputToken>> g : given.entrySet()) {
                    if (ControlBindings.meets(f, g.getKey()) && ControlBindings.holds(g.getValue(), t)) {
                        kept.remove(t);
                        report.accept(file + ":" + lineOf.get(g.getKey()) + ": " + ControlBindings.nameOf(t)
                                + " is also " + f.getId() + "'s default; " + g.getKey().getId() + " keeps it and " + f.getId()
                                + (kept.isEmpty() ? " has no input now" : " keeps " + ControlBindings.written(kept)));
                    }
                }
            }
            b.put(f, kept);
        }
        return b;
    }

    /** The first of a line's inputs an earlier line gave to a function that acts with this one, said as a reason, or null. */
    private static String clash(FunctionId f, List<InputToken> inputs, Map<FunctionId, List<InputToken>> given,
            Map<FunctionId, Integer> lineOf) {
        for (InputToken t : inputs) {
            for (Map.Entry<FunctionId, List<InputToken>> g : given.entrySet()) {
                if (ControlBindings.meets(f, g.getKey()) && ControlBindings.holds(g.getValue(), t)) {
                    FunctionId holder = g.getKey();
                    return ControlBindings.nameOf(t) + " is already bound to " + holder.getId() + " (line "
                            + lineOf.get(holder) + ", which acts at the same time); keeping " + holder.getId() + " = "
                            + ControlBindings.written(g.getValue());
                }
            }
        }
        return null;
    }

    private static Map.Entry<FunctionId, List<InputToken>> parseLine(String line) {
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
        List<InputToken> list = ControlBindings.tokens(line.substring(eq + 1));
        for (int i = 0; i < list.size(); i++) {
            for (int j = 0; j < i; j++) {
                if (list.get(i).sameInput(list.get(j)) && list.get(i).negative() == list.get(j).negative()) {
                    throw new IllegalArgumentException(ControlBindings.nameOf(list.get(i)) + " is written twice for "
                            + id);
                }
            }
        }
        ControlBindings.check(f, list);
        return Map.entry(f, list);
    }
}
