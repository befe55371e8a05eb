package dev.sandbox.app.core.replay;

import java.util.Locale;

/**
 * What the replay's caption says of the handlebar: its angle and side, and whether it points
 * against the turn. A countersteer is the bar turned the other way from the turn: to lean the
 * bike into a left turn the rider steers right, the contact patches run out to the right from
 * under the centre of mass and the bike falls to the left, into the turn [Cossalter]. The
 * turn is the way the bike leans into it, or is about to: the lean the rider aims for, while it
 * is more than {@link #TURN_LEAN_RAD} from upright (entering a turn, the aimed lean leads the lean
 * itself, which may still be the other way), else the lean. The yaw rate is no guide: in the first
 * tenths of a second of a countersteer the bike yaws the way the bar points. Standing the bike up
 * out of a turn, the rider steers further into the turn, and that is not against it.
 * Angles follow ISO 8855: positive handlebar = steered left, positive lean = right side down; a
 * left turn leans the bike to the left (negative), so a bar against it is steered right (negative):
 * the bar is against the turn when the two have the same sign.
 */
public final class BarCaption {

    /** A bar closer to straight than this points nowhere (in radians: 0.05 degrees). */
    public static final double STRAIGHT_BAR_RAD = Math.toRadians(0.05);
    /** A lean, aimed for or held, further from upright than this makes a turn (in radians: 1 degree). */
    public static final double TURN_LEAN_RAD = Math.toRadians(1.0);

    private BarCaption() {
    }

    /**
     * @param handlebarRad the handlebar angle (in radians, positive = left)
     * @param leanRad the lean (in radians, positive = right side down)
     * @param targetLeanRad the lean the rider aims for (in radians), NaN when unknown
     * @return -1 for a left turn, +1 for a right one, 0 for none
     */
    public static int turn(double handlebarRad, double leanRad, double targetLeanRad) {
        double lean = Math.abs(targetLeanRad) > TURN_LEAN_RAD ? targetLeanRad
                : Math.abs(leanRad) > TURN_LEAN_RAD ? leanRad : 0;
        return (int) Math.signum(lean);
    }

    /**
     * @param handlebarRad the handlebar angle (in radians, positive = left)
     * @param leanRad the lean (in radians, positive = right side down)
     * @param targetLeanRad the lean the rider aims for (in radians), NaN when unknown
     * @return true when the bar points against the turn
     */
    public static boolean againstTheTurn(double handlebarRad, double leanRad, double targetLeanRad) {
        return Math.abs(handlebarRad) > STRAIGHT_BAR_RAD
                && handlebarRad * turn(handlebarRad, leanRad, targetLeanRad) > 0;
    }

    /**
     * @param handlebarRad the handlebar angle (in radians, positive = left)
     * @param leanRad the lean (in radians, positive = right side down)
     * @param targetLeanRad the lean the rider aims for (in radians), NaN when unknown
     * @return e.g. "bar 0.31 deg right (against the turn)     lean 1.2 deg left"
     */
    public static String text(double handlebarRad, double leanRad, double targetLeanRad) {
        double bar = Math.toDegrees(handlebarRad);
        double lean = Math.toDegrees(leanRad);
        return String.format(Locale.ROOT, "bar %.2f deg %s%s     lean %.1f deg %s", Math.abs(bar),
                bar >= 0 ? "left" : "right",
                againstTheTurn(handlebarRad, leanRad, targetLeanRad) ? " (against the turn)" : "",
                Math.abs(lean), lean >= 0 ? "right" : "left");
    }
}
