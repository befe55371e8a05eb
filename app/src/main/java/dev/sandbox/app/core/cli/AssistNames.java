package dev.sandbox.app.core.cli;

import dev.sandbox.physics.assist.Assist;
import dev.sandbox.physics.assist.AssistSettings;

/** The {@code --assists} option's names and its check at start. */
final class AssistNames {

    private AssistNames() {
    }

    /** @return every assist's id, comma-separated */
    static String list() {
        return Assist.ids();
    }

    /**
     * @param text the option's value, e.g. "abs=on,tc=off"
     * @return the same text when every item names an assist and says on or off
     * @throws IllegalArgumentException with one line naming the bad item
     */
    static String check(String text) {
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (String item : text.split(",")) {
            String key = item.split("=", 2)[0].strip();
            if (!key.isEmpty() && !seen.add(key)) {
                throw new IllegalArgumentException("--assists " + text + ": " + key + " is given twice");
            }
        }
        try {
            AssistSettings.parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--assists " + text + ": " + e.getMessage());
        }
        return text;
    }
}
