package dev.sandbox.app.scene.input;

import com.simsilica.lemur.input.FunctionId;
import java.util.ArrayList;
import java.util.List;

/**
 * Every function the player can bind, in listing order, with its shipped inputs and the context
 * it acts in: the driving functions and the replay's keys that work at any time, the replay's
 * player keys (only while the replay is open) and the showroom's (only on the showroom camera).
 * No input may serve two functions whose contexts meet.
 */
public final class BindableFunctions {

    /** Where a function acts. */
    public enum Context {
        /** While driving, in the menus' absence, and while the replay is open. */
        ALWAYS(null),
        /** Only while the replay is open. */
        REPLAY("replay: these act only while the replay is open"),
        /** Only while the showroom camera is on. */
        SHOWROOM("showroom: acts only on the showroom camera");

        private final String heading;

        Context(String heading) {
            this.heading = heading;
        }

        /** @return the line that introduces the context's functions in listings, or null for {@link #ALWAYS} */
        public String heading() {
            return heading;
        }

        /**
         * @param other another context
         * @return true when a moment exists in which functions of both contexts act
         */
        public boolean meets(Context other) {
            return this == ALWAYS || other == ALWAYS || this == other;
        }
    }

    /**
     * One bindable function.
     *
     * @param function the Lemur function
     * @param defaults its shipped inputs in the controls file's written form
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
        DrivingFunctions.DEFAULTS.forEach((f, inputs) -> out.add(new Entry(f, inputs, Context.ALWAYS)));
        ReplayFunctions.DEFAULTS.forEach((f, inputs) -> {
            if (!ReplayFunctions.PLAYER.contains(f)) {
                out.add(new Entry(f, inputs, Context.ALWAYS));
            }
        });
        ReplayFunctions.DEFAULTS.forEach((f, inputs) -> {
            if (ReplayFunctions.PLAYER.contains(f)) {
                out.add(new Entry(f, inputs, Context.REPLAY));
            }
        });
        out.add(new Entry(ShowroomFunctions.TURN_WHEELS, ShowroomFunctions.TURN_WHEELS_DEFAULT, Context.SHOWROOM));
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
     * @return where it acts ({@link Context#ALWAYS} for a function not listed)
     */
    public static Context contextOf(FunctionId f) {
        for (Entry e : ALL) {
            if (e.function().equals(f)) {
                return e.context();
            }
        }
        return Context.ALWAYS;
    }
}
