package dev.sandbox.physics.spec;

import java.util.List;

/**
 * One side of the engine's gas path as its sound sees it, the exhaust or the intake: a runner
 * per cylinder (the exhaust's primaries, the intake's runners) from the valve to a collector
 * that the cylinders of one group share (a bank, a 4-2-1's pair, a plenum), a pipe per group to
 * the merge of the groups, an optional pipe after the merge, a volume (the silencer, the air
 * box) and an outlet pipe open to the air. Two groups may also be joined by a cross link that
 * opens above an engine speed (a resonance flap between two plenums). The pipes' lengths set the
 * delays of the waveguides that carry the pulses, their diameters the reflections where pipes
 * meet.
 *
 * @param groups the cylinder numbers (1-based) of each group; every cylinder in exactly one
 * @param runnerLengthM length of each cylinder's runner, valve to collector (in metres, &gt;0)
 * @param runnerDiameterMm inner diameter of a runner (in millimetres, &gt;0)
 * @param groupLengthsM length of each group's pipe from its collector to the merge (in metres,
 *     one per group; empty when there is one group, whose collector is the merge)
 * @param mergeLengthM length of the pipe from the merge to the volume (in metres; 0 = none)
 * @param volumeL the silencer's or air box's volume (in litres, &gt;0)
 * @param outletLengthM length of the pipe from the volume to the open air (in metres, &gt;0)
 * @param crossLinkLengthM length of a duct joining the collectors of groups 1 and 2 (in metres;
 *     0 = none)
 * @param crossLinkOpensRpm engine speed above which the cross link is open (in rpm; 0 = always
 *     open)
 */
public record ManifoldSpec(List<List<Integer>> groups, double runnerLengthM, double runnerDiameterMm,
        List<Double> groupLengthsM, double mergeLengthM, double volumeL, double outletLengthM,
        double crossLinkLengthM, double crossLinkOpensRpm) {

    /** Copies the lists so the record stays immutable. */
    public ManifoldSpec {
        groups = groups.stream().map(List::copyOf).toList();
        groupLengthsM = List.copyOf(groupLengthsM);
    }

    /** @return true when a cross link joins the first two groups */
    public boolean hasCrossLink() {
        return crossLinkLengthM > 0;
    }

    /**
     * @param cylinder a cylinder number (1-based)
     * @return the index of the group it belongs to
     */
    public int groupOf(int cylinder) {
        for (int g = 0; g < groups.size(); g++) {
            if (groups.get(g).contains(cylinder)) {
                return g;
            }
        }
        throw new IllegalArgumentException("cylinder " + cylinder + " is in no group");
    }
}
