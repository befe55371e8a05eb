package dev.sandbox.app.core.sound;

/**
 * What the engine's structure radiates besides its gas: each combustion's pressure rise rings
 * the block and head (a burst of broadband noise weighted near 2 kHz, stronger with the
 * charge); each valve event's closing and opening ticks in the valve train (short bursts near
 * 5 kHz, growing with the speed the valve gear hits at, about as rpm^1.5); a damaged engine
 * knocks once a revolution. The bands are broad (Q about 1), so they colour noise without
 * making a tone of their own.
 */
final class BlockNoise {

    private static final int RATE = EngineVoice.SAMPLE_RATE;
    /** Decay of a combustion burst, a valve tick and a knock (per sample: 0.8 ms, 0.25 ms, 4 ms). */
    private static final double COMBUSTION_DECAY = Math.exp(-1 / (0.0008 * RATE));
    private static final double TICK_DECAY = Math.exp(-1 / (0.00025 * RATE));
    private static final double KNOCK_DECAY = Math.exp(-1 / (0.004 * RATE));

    private final BandPass combustionBand = new BandPass(1800, 0.8, RATE);
    private final BandPass tickBand = new BandPass(5500, 1.2, RATE);
    private final BandPass knockBand = new BandPass(900, 1.2, RATE);
    private double combustion;
    private double tick;
    private double knock;

    /** @param strength the burst's strength (0..1 for a full-load firing) */
    void combustion(double strength) {
        combustion = Math.max(combustion, strength);
    }

    /** @param strength the tick's strength (0..1 at the redline) */
    void tick(double strength) {
        tick = Math.max(tick, strength);
    }

    /** A damaged bearing's knock. */
    void knock() {
        knock = 1;
    }

    /**
     * @param noise the noise source
     * @return the structure's sound this sample
     */
    double next(Noise noise) {
        double v = 0.5 * combustion * combustionBand.apply(noise.next())
                + 0.35 * tick * tickBand.apply(noise.next())
                + 2.0 * knock * knockBand.apply(noise.next());
        combustion *= COMBUSTION_DECAY;
        tick *= TICK_DECAY;
        knock *= KNOCK_DECAY;
        return v;
    }
}
