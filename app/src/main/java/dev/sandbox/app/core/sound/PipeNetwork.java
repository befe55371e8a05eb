package dev.sandbox.app.core.sound;

import dev.sandbox.physics.spec.ManifoldSpec;
import java.util.ArrayList;
import java.util.List;

/**
 * The exhaust or the intake as a network of waveguides ({@link Waveguide}) built from the spec's
 * {@link ManifoldSpec}: each cylinder's runner from its valve to its group's collector, each
 * group's pipe to the merge, an optional pipe after the merge, the volume (silencer or air box)
 * and the outlet open to the air. A cross link between the first two collectors opens by a share
 * (the resonance flap). Where pipes meet, the waves scatter as at a junction of pipes of
 * different cross-sections: the junction's pressure is twice the area-weighted mean of the
 * arriving waves, and each pipe gets back that pressure less its own arriving wave [Smith 2010,
 * "Scattering at an impedance discontinuity"]; so a narrow pipe opening into a wide one reflects
 * a pulse inverted, and the merge of a boxer's two banks or of a 4-2-1's pairs adds their pulses
 * as they arrive, each delayed by its own path. A closed valve reflects nearly all of a wave; the
 * cylinder's pulse enters there.
 *
 * <p>What leaves the outlet has passed the volume: besides the chamber's reflections, its
 * packing and baffles absorb more the shorter the wave, from about the frequency whose quarter
 * wavelength spans the chamber: a one-pole low-pass there, which above it cancels the rise of
 * the open end's radiation.
 *
 * <p>The pipes' areas follow the header maker's rule that a pipe collecting others carries about
 * 0.6 of their summed area (at least the largest of them); a volume is a chamber 1.6 times as
 * long as its cube root, its area the rest; the outlet is as wide as the pipe feeding the volume.
 */
final class PipeNetwork {

    /** Share of a wave a closed valve reflects. */
    private static final double VALVE_REFLECTION = 0.75;
    /** A collecting pipe's area as a share of the areas it collects. */
    private static final double COLLECTOR_SHARE = 0.6;
    /** A volume's length over its cube root. */
    private static final double CHAMBER_ELONGATION = 1.6;
    /**
     * Largest area ratio a wave meets entering or leaving the volume: a silencer's or air box's
     * pipes reach into it perforated or flared, so a wave meets a far gentler step than the
     * volume's full cross-section.
     */
    private static final double PERFORATED_RATIO = 4;
    /** Amplitude left after one pass along a pipe, and inside the volume (packing absorbs more). */
    private static final double PIPE_PASS_GAIN = 0.97;
    private static final double CHAMBER_PASS_GAIN = 0.8;
    /** Wall-loss low-pass per pass: pipes, and the packed volume. */
    private static final double PIPE_SMOOTHING = 0.12;
    private static final double CHAMBER_SMOOTHING = 0.35;

    /**
     * Speeds of sound along the path, set by the gas's temperature.
     *
     * @param runnerMps in the runners (in metres per second)
     * @param groupMps in the groups' pipes and the cross link
     * @param downstreamMps after the merge: merge pipe, volume and outlet
     */
    record Gas(double runnerMps, double groupMps, double downstreamMps) {
    }

    private final List<Waveguide> pipes = new ArrayList<>();
    private final Waveguide[] pipe;
    private final int[] runner;
    private final int outlet;
    private final int crossLink;
    private final int[][] junctionPipe;
    private final boolean[][] junctionAtA;
    private final double[] arrivingA;
    private final double[] arrivingB;
    private final double[] leavingA;
    private final double[] leavingB;
    private final OpenEnd mouth;
    private final double absorptionPole;
    private double absorbed;
    private double linkOpening = 1;

    /**
     * @param layout the pipes
     * @param cylinders number of cylinders
     * @param gas speeds of sound along the path
     */
    PipeNetwork(ManifoldSpec layout, int cylinders, Gas gas) {
        double runnerArea = Math.PI * Math.pow(layout.runnerDiameterMm() / 2000.0, 2);
        int groups = layout.groups().size();
        List<List<Integer>> junctions = new ArrayList<>(); // per junction: pipe index * 2 + (0 = end A, 1 = end B)
        int merge = newJunction(junctions);
        int[] collector = new int[groups];
        for (int g = 0; g < groups; g++) {
            collector[g] = groups == 1 ? merge : newJunction(junctions);
        }
        runner = new int[cylinders];
        for (int c = 1; c <= cylinders; c++) {
            runner[c - 1] = add(new Waveguide(layout.runnerLengthM(), gas.runnerMps(), runnerArea, PIPE_PASS_GAIN,
                    PIPE_SMOOTHING));
            attach(junctions, collector[layout.groupOf(c)], runner[c - 1], false);
        }
        double mergedArea = 0;
        double largest = runnerArea;
        if (groups == 1) {
            mergedArea = collecting(cylinders * runnerArea, runnerArea);
        } else {
            double sum = 0;
            for (int g = 0; g < groups; g++) {
                double area = collecting(layout.groups().get(g).size() * runnerArea, runnerArea);
                int p = add(new Waveguide(layout.groupLengthsM().get(g), gas.groupMps(), area, PIPE_PASS_GAIN,
                        PIPE_SMOOTHING));
                attach(junctions, collector[g], p, true);
                attach(junctions, merge, p, false);
                sum += area;
                largest = Math.max(largest, area);
            }
            mergedArea = collecting(sum, largest);
        }
        crossLink = layout.hasCrossLink() ? add(new Waveguide(layout.crossLinkLengthM(), gas.groupMps(),
                pipe(0).areaM2(), PIPE_PASS_GAIN, PIPE_SMOOTHING)) : -1;
        if (crossLink >= 0) {
            attach(junctions, collector[0], crossLink, true);
            attach(junctions, collector[1], crossLink, false);
        }
        int inlet = merge;
        if (layout.mergeLengthM() > 0) {
            int p = add(new Waveguide(layout.mergeLengthM(), gas.downstreamMps(), mergedArea, PIPE_PASS_GAIN,
                    PIPE_SMOOTHING));
            attach(junctions, merge, p, true);
            inlet = newJunction(junctions);
            attach(junctions, inlet, p, false);
        }
        double volumeM3 = layout.volumeL() / 1000.0;
        double chamberLength = CHAMBER_ELONGATION * Math.cbrt(volumeM3);
        double chamberArea = Math.min(volumeM3 / chamberLength, PERFORATED_RATIO * mergedArea);
        int chamber = add(new Waveguide(chamberLength, gas.downstreamMps(), chamberArea, CHAMBER_PASS_GAIN,
                CHAMBER_SMOOTHING));
        attach(junctions, inlet, chamber, true);
        int out = newJunction(junctions);
        attach(junctions, out, chamber, false);
        outlet = add(new Waveguide(layout.outletLengthM(), gas.downstreamMps(), mergedArea, PIPE_PASS_GAIN,
                PIPE_SMOOTHING));
        attach(junctions, out, outlet, true);
        mouth = new OpenEnd(Math.sqrt(mergedArea / Math.PI), gas.downstreamMps());
        absorptionPole = Math.exp(-2 * Math.PI * gas.downstreamMps() / (4 * chamberLength) / EngineVoice.SAMPLE_RATE);

        pipe = pipes.toArray(new Waveguide[0]);
        junctionPipe = new int[junctions.size()][];
        junctionAtA = new boolean[junctions.size()][];
        for (int j = 0; j < junctions.size(); j++) {
            List<Integer> ports = junctions.get(j);
            junctionPipe[j] = new int[ports.size()];
            junctionAtA[j] = new boolean[ports.size()];
            for (int k = 0; k < ports.size(); k++) {
                junctionPipe[j][k] = ports.get(k) >> 1;
                junctionAtA[j][k] = (ports.get(k) & 1) == 0;
            }
        }
        arrivingA = new double[pipe.length];
        arrivingB = new double[pipe.length];
        leavingA = new double[pipe.length];
        leavingB = new double[pipe.length];
    }

    /** @param opening how far the cross link is open (0 = shut at both collectors, 1 = open) */
    void setCrossLinkOpening(double opening) {
        linkOpening = Math.max(0, Math.min(1, opening));
    }

    /**
     * Moves every wave one sample on.
     *
     * @param valveSource the wave each cylinder's valve sends into its runner this sample (by
     *     cylinder number less one)
     * @return the pressure radiated from the outlet (arbitrary scale)
     */
    double step(double[] valveSource) {
        for (int p = 0; p < pipe.length; p++) {
            arrivingA[p] = pipe[p].arrivingAtA();
            arrivingB[p] = pipe[p].arrivingAtB();
        }
        for (int j = 0; j < junctionPipe.length; j++) {
            scatter(j);
        }
        for (int c = 0; c < runner.length; c++) {
            int p = runner[c];
            leavingA[p] = VALVE_REFLECTION * arrivingA[p] + valveSource[c];
        }
        leavingB[outlet] = mouth.reflect(arrivingB[outlet]);
        for (int p = 0; p < pipe.length; p++) {
            pipe[p].advance(leavingA[p], leavingB[p]);
        }
        absorbed = absorptionPole * absorbed + (1 - absorptionPole) * mouth.radiated();
        return absorbed;
    }

    /** Empties every pipe. */
    void clear() {
        for (Waveguide w : pipe) {
            w.clear();
        }
        mouth.clear();
        absorbed = 0;
    }

    /** The parallel junction: p = 2 sum(A p_in) / sum(A), each pipe gets p - its own p_in. */
    private void scatter(int j) {
        int[] ports = junctionPipe[j];
        boolean[] atA = junctionAtA[j];
        double weighted = 0;
        double area = 0;
        for (int k = 0; k < ports.length; k++) {
            int p = ports[k];
            double a = pipe[p].areaM2() * (p == crossLink ? linkOpening : 1);
            weighted += a * (atA[k] ? arrivingA[p] : arrivingB[p]);
            area += a;
        }
        double junction = 2 * weighted / area;
        for (int k = 0; k < ports.length; k++) {
            int p = ports[k];
            double in = atA[k] ? arrivingA[p] : arrivingB[p];
            double out = junction - in;
            if (p == crossLink) {
                out = linkOpening * out + (1 - linkOpening) * VALVE_REFLECTION * in; // a shut flap reflects
            }
            if (atA[k]) {
                leavingA[p] = out;
            } else {
                leavingB[p] = out;
            }
        }
    }

    private Waveguide pipe(int index) {
        return pipes.get(index);
    }

    private int add(Waveguide w) {
        pipes.add(w);
        return pipes.size() - 1;
    }

    private static int newJunction(List<List<Integer>> junctions) {
        junctions.add(new ArrayList<>());
        return junctions.size() - 1;
    }

    private static void attach(List<List<Integer>> junctions, int junction, int pipe, boolean endA) {
        junctions.get(junction).add(pipe * 2 + (endA ? 0 : 1));
    }

    /** @return the area of a pipe collecting pipes of this summed area, at least the largest of them */
    private static double collecting(double summedArea, double largest) {
        return Math.max(COLLECTOR_SHARE * summedArea, largest);
    }
}
