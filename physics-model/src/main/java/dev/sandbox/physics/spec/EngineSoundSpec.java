package dev.sandbox.physics.spec;

import java.util.ArrayList;
import java.util.List;

/**
 * What the engine's sound needs beyond its mechanics: the exhaust's and the intake's pipes, and
 * how much the combustion varies from cycle to cycle and from cylinder to cylinder. The model
 * does not read it; the sandbox's engine voice does.
 *
 * @param exhaust the exhaust: primaries, collectors, silencer and tail pipe
 * @param intake the intake: runners, plenums, air box and inlet duct
 * @param combustionVariation cycle-to-cycle coefficient of variation of a firing's strength at
 *     full load (0..0.5; it grows at light load)
 * @param cylinderSpread standard deviation of the cylinders' strength about their mean (0..0.5)
 * @param mechanicalLevel loudness of the engine's structure (valve train, the block's ring at
 *     each combustion) against its gas sound, as heard outside the vehicle: 1 for an engine
 *     enclosed in a car's bay (0..10)
 */
public record EngineSoundSpec(ManifoldSpec exhaust, ManifoldSpec intake, double combustionVariation,
        double cylinderSpread, double mechanicalLevel) {

    /**
     * The sound of an engine whose spec says nothing about it: each side one group (a
     * four-into-one exhaust, a single plenum), pipes of an ordinary car engine's proportions.
     *
     * @param cylinders number of cylinders
     * @return the default sound parameters
     */
    public static EngineSoundSpec defaults(int cylinders) {
        List<Integer> all = new ArrayList<>();
        for (int c = 1; c <= cylinders; c++) {
            all.add(c);
        }
        ManifoldSpec exhaust = new ManifoldSpec(List.of(all), 0.5, 40, List.of(), 0.8, 15, 0.4, 0, 0);
        ManifoldSpec intake = new ManifoldSpec(List.of(all), 0.3, 42, List.of(), 0.3, 8, 0.4, 0, 0);
        return new EngineSoundSpec(exhaust, intake, 0.04, 0.04, 1);
    }
}
