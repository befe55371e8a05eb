package dev.sandbox.app.core.settings;

import dev.sandbox.physics.io.AtomicFiles;
import dev.sandbox.physics.io.InputFiles;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * The settings file as the player wrote it: its lines in their order, comments included, read
 * as strict UTF-8 with a size limit. A save replaces the value of each changed key on its own
 * line and appends new keys at the end, so comments, the order of the lines, the lines the
 * sandbox did not understand and the file's permissions are kept. A file that exists but
 * cannot be read (a byte that is not UTF-8, a malformed {@code \\u} escape, no permission) is
 * never overwritten: its save is refused with one line, and the session runs on the defaults.
 */
public final class SettingsFile {

    /** Largest settings file read (in bytes): a settings file is a few hundred bytes. */
    public static final long MAX_BYTES = 64 * 1024;
    /** Longest line read (in characters). */
    static final int MAX_LINE_CHARS = 4096;

    private final Path file;
    private final List<String> lines;
    private final Map<String, Integer> lineOfKey = new LinkedHashMap<>();
    private final Map<String, String> values = new LinkedHashMap<>();
    private final String unreadable;

    private SettingsFile(Path file, List<String> lines, String unreadable) {
        this.file = file;
        this.lines = lines;
        this.unreadable = unreadable;
    }

    /**
     * Reads a settings file; a missing file is an empty one.
     *
     * @param file the settings file
     * @return its lines and values; {@link #unreadable()} says when it could not be read
     */
    public static SettingsFile read(Path file) {
        List<String> lines;
        try {
            lines = new ArrayList<>(InputFiles.readLines(file, MAX_BYTES, MAX_LINE_CHARS, "settings file"));
        } catch (NoSuchFileException e) {
            return new SettingsFile(file, new ArrayList<>(), null);
        } catch (java.nio.charset.CharacterCodingException e) {
            return new SettingsFile(file, new ArrayList<>(), "not UTF-8 text");
        } catch (IOException | RuntimeException e) {
            String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            return new SettingsFile(file, new ArrayList<>(), m.startsWith(file.toString()) ? m : AtomicFiles.reason(e));
        }
        SettingsFile s = new SettingsFile(file, lines, null);
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            String t = line.stripLeading();
            if (t.isEmpty() || t.startsWith("#") || t.startsWith("!")) {
                continue;
            }
            Properties one = new Properties();
            try {
                one.load(new StringReader(line));
            } catch (IOException | IllegalArgumentException e) {
                String why = "line " + (i + 1) + ": " + e.getMessage();
                return new SettingsFile(file, new ArrayList<>(), why);
            }
            for (String key : one.stringPropertyNames()) {
                s.values.put(key, one.getProperty(key));
                s.lineOfKey.put(key, i);
            }
        }
        return s;
    }

    /** @return the file */
    public Path file() {
        return file;
    }

    /** @return why the file could not be read (it then holds no values and is never saved), or null */
    public String unreadable() {
        return unreadable;
    }

    /**
     * @param key a key
     * @return its value, or null when the file does not set it
     */
    public String get(String key) {
        return values.get(key);
    }

    /** @return every key and value, in the file's order */
    public Map<String, String> values() {
        return java.util.Collections.unmodifiableMap(values);
    }

    /**
     * @param key a key
     * @return the line that sets it (from 1), or 0 when none does
     */
    public int lineOf(String key) {
        Integer i = lineOfKey.get(key);
        return i == null ? 0 : i + 1;
    }

    /**
     * Sets a key: its line is rewritten in place (the other lines untouched), or a line is
     * appended when the file does not set it yet.
     *
     * @param key the key
     * @param value its value
     */
    public void set(String key, String value) {
        String line = escape(key, true) + "=" + escape(value, false);
        Integer i = lineOfKey.get(key);
        if (i != null) {
            lines.set(i, line);
        } else {
            lineOfKey.put(key, lines.size());
            lines.add(line);
        }
        values.put(key, value);
    }

    /**
     * Writes the file atomically (its permissions kept).
     *
     * @throws IOException one line naming the file when it cannot be written, or when it could
     *     not be read (it is then left exactly as it is)
     */
    public void save() throws IOException {
        if (unreadable != null) {
            throw new IOException(file + ": not saved, because the file could not be read (" + unreadable
                    + "); it is left as it is");
        }
        if (Files.isDirectory(file)) {
            throw new IOException(file + ": is a folder, not a settings file");
        }
        AtomicFiles.writeText(file, w -> {
            for (String l : lines) {
                w.write(l);
                w.write('\n');
            }
        });
    }

    /** Escapes a key or a value as the properties format reads it back. */
    static String escape(String s, boolean key) {
        StringBuilder b = new StringBuilder(s.length() + 8);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                case '\f' -> b.append("\\f");
                case '=', ':' -> b.append('\\').append(c);
                case '#', '!' -> b.append(i == 0 ? "\\" : "").append(c);
                case ' ' -> b.append(key || i == 0 ? "\\ " : " ");
                default -> b.append(c);
            }
        }
        return b.toString();
    }
}
