package dev.sandbox.physics.spec;

import java.util.ArrayList;
import java.util.List;

/**
 * The spec's {@code engine.sound} section: the exhaust's and the intake's pipes and the
 * combustion's variation. Each value is checked against a range any road engine's pipes fall in,
 * and the groups must name each cylinder once, so a typo gets one line naming the field.
 */
final class SoundFields {

    /** Shortest and longest pipe (in metres): a stub to a truck's exhaust. */
    private static final double MIN_LENGTH_M = 0.02;
    private static final double MAX_LENGTH_M = 10;
    /** Narrowest and widest pipe (in millimetres). */
    private static final double MIN_DIAMETER_MM = 10;
    private static final double MAX_DIAMETER_MM = 300;
    /** Smallest and largest silencer or air box (in litres). */
    private static final double MIN_VOLUME_L = 0.1;
    private static final double MAX_VOLUME_L = 500;
    /** Highest speed a cross link may open at (in rpm): one above the redline never opens. */
    private static final double MAX_LINK_RPM = 30_000;
    /** Largest coefficient of variation of a firing's or a cylinder's strength. */
    private static final double MAX_VARIATION = 0.5;
    /** Loudest structure against the gas sound. */
    private static final double MAX_MECHANICAL = 10;

    private SoundFields() {
    }

    /**
     * @param engine the engine's mapping
     * @param cylinders the engine's cylinder count
     * @return the sound section, or the defaults when the spec has none
     */
    static EngineSoundSpec read(SpecNode engine, int cylinders) {
        if (!engine.has("sound")) {
            return EngineSoundSpec.defaults(cylinders);
        }
        SpecNode n = engine.child("sound");
        EngineSoundSpec defaults = EngineSoundSpec.defaults(cylinders);
        ManifoldSpec exhaust = n.has("exhaust") ? manifold(n.child("exhaust"), cylinders) : defaults.exhaust();
        ManifoldSpec intake = n.has("intake") ? manifold(n.child("intake"), cylinders) : defaults.intake();
        double variation = n.has("combustionVariation") ? n.number("combustionVariation", 0, MAX_VARIATION)
                : defaults.combustionVariation();
        double spread = n.has("cylinderSpread") ? n.number("cylinderSpread", 0, MAX_VARIATION) : defaults.cylinderSpread();
        double mechanical = n.has("mechanicalLevel") ? n.number("mechanicalLevel", 0, MAX_MECHANICAL)
                : defaults.mechanicalLevel();
        n.rejectUnknown();
        return new EngineSoundSpec(exhaust, intake, variation, spread, mechanical);
    }

    private static ManifoldSpec manifold(SpecNode n, int cylinders) {
        List<List<Integer>> groups = groups(n, cylinders);
        double runner = n.number("runnerLengthM", MIN_LENGTH_M, MAX_LENGTH_M);
        double diameter = n.number("runnerDiameterMm", MIN_DIAMETER_MM, MAX_DIAMETER_MM);
        List<Double> groupLengths = List.of();
        if (n.has("groupLengthsM")) {
            groupLengths = n.numbers("groupLengthsM", 1, MIN_LENGTH_M, MAX_LENGTH_M);
        }
        if (groups.size() > 1 && groupLengths.size() != groups.size()) {
            throw n.fail(n.qualify("groupLengthsM"), "must give one length per group of " + n.qualify("groups") + " ("
                    + groups.size() + "), got " + groupLengths);
        }
        if (groups.size() == 1 && !groupLengths.isEmpty()) {
            throw n.fail(n.qualify("groupLengthsM"), "belongs only with two or more groups (one group's collector is the merge)");
        }
        double merge = n.has("mergeLengthM") ? n.number("mergeLengthM", 0, MAX_LENGTH_M) : 0;
        if (merge > 0 && merge < MIN_LENGTH_M) {
            throw n.fail(n.qualify("mergeLengthM"), "must be 0 (no pipe) or at least " + MIN_LENGTH_M + " m, got " + merge);
        }
        double volume = n.number("volumeL", MIN_VOLUME_L, MAX_VOLUME_L);
        double outlet = n.number("outletLengthM", MIN_LENGTH_M, MAX_LENGTH_M);
        double link = 0;
        double linkOpens = 0;
        if (n.has("crossLinkLengthM")) {
            if (groups.size() < 2) {
                throw n.fail(n.qualify("crossLinkLengthM"), "needs two groups to join, " + n.qualify("groups") + " has one");
            }
            link = n.number("crossLinkLengthM", MIN_LENGTH_M, MAX_LENGTH_M);
            linkOpens = n.has("crossLinkOpensRpm") ? n.number("crossLinkOpensRpm", 0, MAX_LINK_RPM) : 0;
        } else if (n.has("crossLinkOpensRpm")) {
            throw n.fail(n.qualify("crossLinkOpensRpm"), "needs " + n.qualify("crossLinkLengthM") + ", the link it opens");
        }
        n.rejectUnknown();
        return new ManifoldSpec(groups, runner, diameter, groupLengths, merge, volume, outlet, link, linkOpens);
    }

    /** The groups: lists of cylinder numbers naming each of 1..cylinders exactly once. */
    private static List<List<Integer>> groups(SpecNode n, int cylinders) {
        List<List<Double>> raw = n.numberLists("groups", 1, 1, 16);
        String wanted = "must name each of the engine.cylinders (" + cylinders + ") exactly once, in one or more lists, got "
                + raw;
        boolean[] seen = new boolean[cylinders + 1];
        int named = 0;
        List<List<Integer>> groups = new ArrayList<>();
        for (List<Double> g : raw) {
            List<Integer> group = new ArrayList<>();
            for (double d : g) {
                int c = (int) Math.round(d);
                if (c != d || c > cylinders || seen[c]) {
                    throw n.fail(n.qualify("groups"), wanted);
                }
                seen[c] = true;
                named++;
                group.add(c);
            }
            groups.add(group);
        }
        if (named != cylinders) {
            throw n.fail(n.qualify("groups"), wanted);
        }
        return groups;
    }
}
