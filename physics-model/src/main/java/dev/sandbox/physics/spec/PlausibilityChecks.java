package dev.sandbox.physics.spec;

import java.util.Locale;

/**
 * Checks across fields that each passed their own range: a spec whose parts cannot belong to
 * one vehicle (a 20 kg car with 19 000 N m) is refused with the reason, because the model
 * would run it and report nonsense rather than fail.
 */
final class PlausibilityChecks {

    /**
     * Highest peak power per kilogram of vehicle and driver (in W/kg). A MotoGP machine with
     * its rider, about 200 kW over 230 kg, has some 870 W/kg, the most of any vehicle that
     * runs on tyres on a road course; 1500 W/kg leaves room for any real machine.
     */
    static final double MAX_POWER_TO_WEIGHT_W_PER_KG = 1500;

    /**
     * Smallest and largest static wheel load, as multiples of the tyre's reference load. The
     * tyre model's load sensitivity is fitted around the reference load [Pacejka 2012, §4.3.2];
     * beyond a factor of four either way it extrapolates, and a tyre carrying four times its
     * nominal load is past any tyre's load rating.
     */
    static final double MIN_LOAD_SHARE = 0.25;
    static final double MAX_LOAD_SHARE = 4;

    /**
     * Least static stability factor t / (2 h) of a car, and least lengthwise counterpart, the
     * centre of mass' distance to the nearer axle over its height. A rigid car tips on two
     * wheels once its lateral acceleration reaches the factor in g [Gillespie, ch. 9], and goes
     * end over end once its braking or drive reaches the lengthwise one. Road vehicles lie at
     * 1.0 (tall vans and sport-utility vehicles) to 1.6 (sports cars) across [NHTSA 2001], and at
     * 1.5 or more lengthwise. The model carries a tip through at any factor (on two wheels as a
     * rigid body, over, sliding on its side: {@code car/Rollover}), so this is no limit of the
     * model's: half the least stable road vehicle's factor is a typo guard (a height for a
     * length, a wrong unit), as the other checks here are.
     */
    static final double MIN_STATIC_STABILITY_FACTOR = 0.5;

    /** Standard gravity (in m/s^2). */
    private static final double G = 9.80665;

    private PlausibilityChecks() {
    }

    /**
     * @param root the spec's root mapping (names the file in messages)
     * @param spec the spec whose fields each passed their range
     * @throws SpecException naming the combination that no vehicle has
     */
    static void check(SpecNode root, VehicleSpec spec) {
        double mass = spec.chassis().totalMassKg();
        double peakTorque = 0;
        double peakPowerW = 0;
        for (TorquePoint p : spec.engine().torqueCurve()) {
            if (p.rpm() <= spec.engine().redlineRpm()) {
                peakTorque = Math.max(peakTorque, p.torqueNm());
                peakPowerW = Math.max(peakPowerW, p.torqueNm() * p.rpm() * 2 * Math.PI / 60);
            }
        }
        double perKg = peakPowerW / mass;
        if (perKg > MAX_POWER_TO_WEIGHT_W_PER_KG) {
            throw root.fail("engine.torqueCurve", String.format(Locale.ROOT,
                    "gives %.0f kW peak for %.0f kg (chassis.massKg + driverMassKg), %.0f W/kg; no vehicle on tyres "
                            + "exceeds %.0f W/kg: check the torque figures and the mass",
                    peakPowerW / 1000, mass, perKg, MAX_POWER_TO_WEIGHT_W_PER_KG));
        }
        double clutch = spec.transmission().clutchMaxTorqueNm();
        if (clutch < peakTorque) {
            throw root.fail("transmission.clutchMaxTorqueNm", String.format(Locale.ROOT,
                    "(%.0f N m) is below the engine's peak torque (%.0f N m): the clutch would slip at every full-throttle "
                            + "upshift; real clutches hold 1.2-2 times the peak", clutch, peakTorque));
        }
        double wheelbase = spec.chassis().wheelbaseM();
        int wheelsPerAxle = spec.chassis().trackFrontM() > 0 ? 2 : 1; // a single-track vehicle has no track
        double front = mass * G * spec.chassis().cgToRearAxleM() / wheelbase / wheelsPerAxle;
        double rear = mass * G * spec.chassis().cgToFrontAxleM() / wheelbase / wheelsPerAxle;
        double reference = spec.tyre().referenceLoadN();
        for (double load : new double[] {front, rear}) {
            if (load < MIN_LOAD_SHARE * reference || load > MAX_LOAD_SHARE * reference) {
                throw root.fail("tyre.referenceLoadN", String.format(Locale.ROOT,
                        "(%.0f N) does not fit the static wheel loads of this vehicle (front %.0f N, rear %.0f N per tyre, "
                                + "from chassis.massKg, driverMassKg, cgToFrontAxleM and wheelbaseM): "
                                + "they must lie between %.2f and %.0f times it", reference, front, rear,
                        MIN_LOAD_SHARE, MAX_LOAD_SHARE));
            }
        }
        if (wheelsPerAxle == 2) {
            checkTipping(root, spec.chassis());
        }
        SuspensionSpec suspension = spec.suspension();
        if (suspension != null) {
            // the springs carry what the wheels do not: a corner's sprung mass must be positive
            double frontCorner = front / G - suspension.frontUnsprungMassKg();
            double rearCorner = rear / G - suspension.rearUnsprungMassKg();
            if (frontCorner <= 0 || rearCorner <= 0) {
                throw root.fail(frontCorner <= 0 ? "suspension.frontUnsprungMassKg" : "suspension.rearUnsprungMassKg",
                        String.format(Locale.ROOT, "leaves no sprung mass on the %s springs (static corner mass %.0f kg): "
                                + "a wheel, tyre and brake weigh a few tens of kilograms",
                                frontCorner <= 0 ? "front" : "rear", (frontCorner <= 0 ? front : rear) / G));
            }
        }
    }

    /**
     * Refuses a car whose centre of mass stands too high for its track or wheelbase (see {@link #MIN_STATIC_STABILITY_FACTOR}).
     */
    private static void checkTipping(SpecNode root, ChassisSpec c) {
        double h = c.cgHeightM();
        double track = 0.5 * (c.trackFrontM() + c.trackRearM());
        double across = track / (2 * h);
        if (across < MIN_STATIC_STABILITY_FACTOR) {
            throw root.fail("chassis.cgHeightM", String.format(Locale.ROOT,
                    "(%.3g m) over a %.3g m mean track (chassis.trackFrontM, trackRearM) gives a static stability factor "
                            + "t/(2h) of %.3f, a car that tips onto two wheels at %.3f g; validation takes at least %.1f, "
                            + "half the least stable road vehicle's (road vehicles: 1.0-1.6): check the height and the unit",
                    h, track, across, across, MIN_STATIC_STABILITY_FACTOR));
        }
        double nearer = Math.min(c.cgToFrontAxleM(), c.cgToRearAxleM());
        double lengthwise = nearer / h;
        if (lengthwise < MIN_STATIC_STABILITY_FACTOR) {
            boolean front = nearer == c.cgToFrontAxleM();
            throw root.fail("chassis.cgHeightM", String.format(Locale.ROOT,
                    "(%.3g m) with the centre of mass %.3g m from the %s axle (chassis.cgToFrontAxleM, wheelbaseM) gives "
                            + "a lengthwise stability factor of %.3f, a car that goes end over end at %.3f g of %s; "
                            + "validation takes at least %.1f (road vehicles: 1.5 or more): check the height and the unit",
                    h, nearer, front ? "front" : "rear", lengthwise, lengthwise, front ? "braking" : "drive",
                    MIN_STATIC_STABILITY_FACTOR));
        }
    }
}
