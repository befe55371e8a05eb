package dev.sandbox.physics.replay;

import dev.sandbox.physics.sim.InputRecording.Change;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A whole driving session as the model saw it: the world it ran in, then one {@link Segment} per
 * placing of a vehicle (start, reset, vehicle switch), each with the vehicle's spec, where it was
 * put down and every change of input by model step. Positions on the tape count model steps from
 * the start of the session ("global steps"); segment after segment, without gaps.
 */
public final class DriveTape {

    private final String world;
    private final double stepS;
    private final List<Segment> segments = new ArrayList<>();

    /**
     * @param world the world the session ran in: "flat", "rough SEED" or "sandbox SEED"
     * @param stepS the model's fixed step (in seconds, &gt;0)
     */
    public DriveTape(String world, double stepS) {
        if (!(stepS > 0) || world == null || world.isBlank()) {
            throw new IllegalArgumentException("a tape needs a world and a step > 0");
        }
        this.world = world.strip();
        this.stepS = stepS;
    }

    /** One placing of a vehicle and the drive that followed, until the next placing. */
    public static final class Segment {
        private final VehicleSpec spec;
        private final String specText;
        private final double startX;
        private final double startZ;
        private final double startHeadingRad;
        private final boolean startAutomatic;
        private final long firstStep;
        private final List<Change> changes = new ArrayList<>();
        private long steps;
        private VehicleInput lastInput;
        private boolean automatic;

        Segment(VehicleSpec spec, String specText, double x, double z, double headingRad, boolean automatic,
                long firstStep) {
            this.spec = spec;
            this.specText = specText;
            this.startX = x;
            this.startZ = z;
            this.startHeadingRad = headingRad;
            this.startAutomatic = automatic;
            this.automatic = automatic;
            this.firstStep = firstStep;
        }

        /** @return the vehicle */
        public VehicleSpec spec() {
            return spec;
        }

        /** @return the spec file's text the vehicle was read from (YAML) */
        public String specText() {
            return specText;
        }

        /** @return start x (in metres) */
        public double startX() {
            return startX;
        }

        /** @return start z (in metres) */
        public double startZ() {
            return startZ;
        }

        /** @return start heading (in radians; 0 = +x, pi/2 = -z) */
        public double startHeadingRad() {
            return startHeadingRad;
        }

        /** @return the gearbox mode at the start */
        public boolean startAutomatic() {
            return startAutomatic;
        }

        /** @return the global step at which the segment starts */
        public long firstStep() {
            return firstStep;
        }

        /** @return steps driven in this segment */
        public long steps() {
            return steps;
        }

        /** @return the global step just after the segment's last step */
        public long endStep() {
            return firstStep + steps;
        }

        /** @return input and gearbox-mode changes, by step from the segment's start, in order */
        public List<Change> changes() {
            return Collections.unmodifiableList(changes);
        }

        void add(Change c) {
            if (c.step() < steps || c.step() < (changes.isEmpty() ? 0 : changes.get(changes.size() - 1).step())) {
                throw new IllegalArgumentException("change at step " + c.step() + " is out of order");
            }
            changes.add(c);
            if (c.input() != null) {
                lastInput = c.input();
            } else {
                automatic = c.automatic();
            }
        }

        void setSteps(long n) {
            steps = n;
        }
    }

    /**
     * Starts a new segment at the end of the tape: a vehicle was put down.
     *
     * @param spec the vehicle
     * @param specText its spec file's text
     * @param x start x (in metres)
     * @param z start z (in metres)
     * @param headingRad start heading (in radians)
     * @param automatic gearbox mode at the start
     * @return the segment
     */
    public Segment begin(VehicleSpec spec, String specText, double x, double z, double headingRad,
            boolean automatic) {
        Segment s = new Segment(spec, specText, x, z, headingRad, automatic, endStep());
        segments.add(s);
        return s;
    }

    /**
     * Notes one model step of the current segment from the snapshot it produced (which carries
     * the input applied and the gearbox mode it ran in).
     *
     * @param after the snapshot after the step
     */
    public void record(VehicleSnapshot after) {
        Segment s = current();
        if (after.automatic() != s.automatic) {
            s.add(new Change(s.steps, null, after.automatic()));
        }
        if (!after.input().equals(s.lastInput)) {
            s.add(new Change(s.steps, after.input(), null));
        }
        s.steps++;
    }

    /**
     * Appends a change while reading a file.
     *
     * @param c the change (steps from the segment's start)
     */
    void append(Change c) {
        current().add(c);
    }

    /** @param n the current segment's step count (while reading a file) */
    void finishSegment(long n) {
        current().setSteps(n);
    }

    /** @return the segment being recorded */
    public Segment current() {
        if (segments.isEmpty()) {
            throw new IllegalStateException("no vehicle has been placed on the tape");
        }
        return segments.get(segments.size() - 1);
    }

    /** @return the world description */
    public String world() {
        return world;
    }

    /** @return the model's fixed step (in seconds) */
    public double stepS() {
        return stepS;
    }

    /** @return the segments, oldest first */
    public List<Segment> segments() {
        return Collections.unmodifiableList(segments);
    }

    /** @return the global step after the last recorded step */
    public long endStep() {
        return segments.isEmpty() ? 0 : current().endStep();
    }

    /**
     * @param globalStep a global step in [0, endStep]
     * @return the segment that holds it (at a boundary: the later segment)
     */
    public Segment segmentAt(long globalStep) {
        for (int i = segments.size() - 1; i >= 0; i--) {
            if (segments.get(i).firstStep() <= globalStep) {
                return segments.get(i);
            }
        }
        throw new IllegalArgumentException("step " + globalStep + " is before the tape");
    }

    /** @return the number of input and mode changes held (for memory accounting) */
    public long changeCount() {
        long n = 0;
        for (Segment s : segments) {
            n += s.changes.size();
        }
        return n;
    }
}
