package dev.sandbox.app.core.laps;

/**
 * The laps' part of the command line.
 *
 * @param ghost true or false to draw the best lap's ghost in this run ({@code --ghost on|off}),
 *     or null to follow the settings file ({@code laps.ghost}, on unless switched off)
 */
public record LapOptions(Boolean ghost) {

    /** No laps option given. */
    public static final LapOptions NONE = new LapOptions(null);
}
