package dev.sandbox.app.scene.input;

import com.simsilica.lemur.input.FunctionId;
import java.util.ArrayList;
import java.util.List;

/**
 * Every function the player can bind, in listing order, with its shipped inputs and the context
 * it acts in. A context follows from when the function's Lemur group is active and when its
 * handler acts: the driving functions and the replay's keys that work at any time act while
 * the game runs and no screen is open; the replay's player keys act only while the replay is
 * open, the showroom's only on the showroom camera, and the screens' only while a screen is
 * open, when none of the others does. No input may serve two functions whose contexts meet.
 */
public final class BindableFunctions {

    /** Where a function acts. */
    public enum Context {
        /** While the game runs (driving, or watching the replay) and no screen is open. */
        GAME(null),
        /** Only while the replay is open (and no screen is). */
        REPLAY("replay: these act only while the replay is open"),
        /** Only while the showroom camera is on (and no screen is open). */
        SHOWROOM("showroom: acts only on the showroom camera"),
        /** Only while a screen (the menu, settings, controls, saved replays) is open. */
        SCREENS("screens: acts only while a screen (menu, settings, controls) is open");

        private final String heading;

        Context(String heading) {
            this.heading = heading;
        }

        /** @return the line that introduces the context's functions in listings, or null for {@link #GAME} */
        public String heading() {
            return heading;
        }

        /**
         * @param other another context
         * @return true when a moment exists in which functions of both contexts act: the
         *     replay's and the showroom's functions act while the game's do, and the screens'
         *     only with each other
         */
        public boolean meets(Context other) {
            if (this == SCREENS || other == SCREENS) {
                return this == other;
            }
            return this == GAME || other == GAME || this == other;
        }
    }

    /**
     * One bindable function.
     *
     * @param function the Lemur function
     * @param defaults its shipped inputs in the controls file's written form (empty for none)
     * @param context where it acts
     */
    public record Entry(FunctionId function, String defaults, Context context) {
    }

    /** Every bindable function, in listing order (contexts in the order of {@link Context}). */
    public static final List<Entry> ALL = all();

    private BindableFunctions() {
    }

    private static List<Entry> all() {
        List<Entry> out = new ArrayList<>();
        DrivingFunctions.DEFAULTS.forEach((f, inputs) -> out.add(new Entry(f, inputs, Context.GAME)));
        ReplayFunctions.DEFAULTS.forEach((f, inputs) -> {
            if (!ReplayFunctions.PLAYER.contains(f)) {
                out.add(new Entry(f, inputs, Context.GAME));
            }
        });
        ReplayFunctions.DEFAULTS.forEach((f, inputs) -> {
            if (ReplayFunctions.PLAYER.contains(f)) {
                out.add(new Entry(f, inputs, Context.REPLAY));
            }
        });
        out.add(new Entry(ShowroomFunctions.TURN_WHEELS, ShowroomFunctions.TURN_WHEELS_DEFAULT, Context.SHOWROOM));
        out.add(new Entry(ScreenFunctions.BACK, ScreenFunctions.BACK_DEFAULT, Context.SCREENS));
        return List.copyOf(out);
    }

    /**
     * @param id a function id such as {@code throttle} or {@code play-pause}
     * @return its entry, or null if there is none of that id
     */
    public static Entry byId(String id) {
        for (Entry e : ALL) {
            if (e.function().getId().equals(id)) {
                return e;
            }
        }
        return null;
    }

    /**
     * @param f a function
     * @return where it acts ({@link Context#GAME} for a function not listed)
     */
    public static Context contextOf(FunctionId f) {
        for (Entry e : ALL) {
            if (e.function().equals(f)) {
                return e.context();
            }
        }
        return Context.GAME;
    }
}
