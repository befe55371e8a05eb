package dev.sandbox.physics.provingground;

import java.util.List;

/** The proving ground's result records; their component names are the JSON keys of the CLI. */
public final class Results {

    private Results() {
    }

    /**
     * One row of the gear table ([Palmer, Table 8-2]).
     *
     * @param gear gear number
     * @param ratio gear ratio g_k
     * @param maxSpeedKmh speed at the redline (eq. 8.23, in km/h)
     */
    public record GearRow(int gear, double ratio, double maxSpeedKmh) {
    }

    /** @param gears the forward gears */
    public record Gears(List<GearRow> gears) {
    }

    /**
     * One gear change during a run.
     *
     * @param timeS when the shift began (in seconds)
     * @param speedKmh speed then (in km/h)
     * @param fromGear gear before
     * @param toGear gear after
     * @param rpmBefore engine speed when the shift began (in rpm)
     * @param rpmAfter engine speed once the clutch had locked in the new gear (in rpm)
     */
    public record Shift(double timeS, double speedKmh, int fromGear, int toGear, double rpmBefore, double rpmAfter) {
    }

    /**
     * A full-throttle standing start.
     *
     * @param zeroTo60MphS time to 60 mph (in seconds)
     * @param zeroTo100KmhS time to 100 km/h (in seconds)
     * @param zeroTo200KmhS time to 200 km/h (in seconds), null if not reached
     * @param quarterMileS time over 402.336 m (in seconds)
     * @param quarterMileTrapKmh speed at the quarter mile (in km/h)
     * @param limitedBy what held the launch back: "traction", "wheelie" or "power"
     * @param shifts the gear changes
     */
    public record Accel(Double zeroTo60MphS, Double zeroTo100KmhS, Double zeroTo200KmhS, Double quarterMileS,
            Double quarterMileTrapKmh, String limitedBy, List<Shift> shifts) {
    }

    /**
     * Full braking.
     *
     * @param from100KmhM stopping distance from 100 km/h (in metres)
     * @param from60MphM stopping distance from 60 mph (in metres)
     * @param meanDecelG mean deceleration of the 100 km/h stop (in g)
     */
    public record Brake(double from100KmhM, double from60MphM, double meanDecelG) {
    }

    /**
     * Top speed on level ground.
     *
     * @param topSpeedKmh the speed (in km/h)
     * @param gear the gear it is reached in
     * @param limitedBy "drag" or "redline"
     */
    public record TopSpeed(double topSpeedKmh, int gear, String limitedBy) {
    }

    /**
     * SAE J2263-style coast-down fit F = f0 + f1 v + f2 v^2.
     *
     * @param f0N constant term (in newtons)
     * @param f1NsPerM linear term (in newton seconds per metre)
     * @param f2Ns2PerM2 quadratic term (in newton square seconds per square metre)
     */
    public record Coastdown(double f0N, double f1NsPerM, double f2Ns2PerM2) {
    }
}
