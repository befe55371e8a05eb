package dev.sandbox.app.core.cli;

import dev.sandbox.app.core.laps.LapOptions;
import picocli.CommandLine.Option;

/** The laps' options as picocli reads them (a mixin of the sandbox's command line); each value is checked as it is read. */
public final class LapsCommand {

    private Boolean ghost;

    /** @return the options read */
    public LapOptions options() {
        return new LapOptions(ghost);
    }

    @Option(names = "--ghost", paramLabel = "on|off", order = 45, description = {
        "draw the best lap's ghost from the start/finish line (default on;",
        "key Y switches it, remembered as laps.ghost)"})
    private void ghost(String v) {
        if (!v.equals("on") && !v.equals("off")) {
            throw new IllegalArgumentException("--ghost wants on or off, not '" + v + "'");
        }
        ghost = v.equals("on");
    }
}
