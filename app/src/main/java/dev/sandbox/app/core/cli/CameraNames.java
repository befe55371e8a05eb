package dev.sandbox.app.core.cli;

import java.util.List;

/** The cameras' names, as {@code --camera} takes them and in the order the camera key cycles them. */
public final class CameraNames {

    /** The names, in cycling order. */
    public static final List<String> NAMES = List.of("chase", "cockpit", "orbit", "trackside", "free", "showroom");

    private CameraNames() {
    }

    /**
     * @param name a camera name
     * @return its index in {@link #NAMES}
     * @throws IllegalArgumentException for an unknown name
     */
    public static int indexOf(String name) {
        int i = NAMES.indexOf(name);
        if (i < 0) {
            throw new IllegalArgumentException("unknown camera '" + name
                    + "' (chase, cockpit, orbit, trackside, free, showroom)");
        }
        return i;
    }
}
