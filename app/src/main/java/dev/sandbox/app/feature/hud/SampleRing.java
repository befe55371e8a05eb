package dev.sandbox.app.feature.hud;

/**
 * The last few seconds of a few signals, sampled at a fixed rate of simulated time: a ring of
 * fixed capacity, the oldest sample overwritten first. Allocates nothing after construction.
 */
public final class SampleRing {

    private final int capacity;
    private final double[] times;
    private final double[][] values;
    private int next;
    private int size;

    /**
     * @param capacity samples kept (&ge;2)
     * @param signals values per sample (&ge;1)
     */
    public SampleRing(int capacity, int signals) {
        this.capacity = capacity;
        this.times = new double[capacity];
        this.values = new double[signals][capacity];
    }

    /**
     * Adds a sample.
     *
     * @param timeS its simulated time (in seconds)
     * @param v one value per signal
     */
    public void add(double timeS, double... v) {
        times[next] = timeS;
        for (int k = 0; k < values.length; k++) {
            values[k][next] = k < v.length ? v[k] : Double.NaN;
        }
        next = (next + 1) % capacity;
        size = Math.min(size + 1, capacity);
    }

    /** Forgets every sample. */
    public void clear() {
        next = 0;
        size = 0;
    }

    /** @return samples held */
    public int size() {
        return size;
    }

    /** @return samples the ring can hold */
    public int capacity() {
        return capacity;
    }

    /**
     * @param i sample index, 0 = oldest held
     * @return its time (in seconds)
     */
    public double time(int i) {
        return times[index(i)];
    }

    /**
     * @param signal signal index
     * @param i sample index, 0 = oldest held
     * @return the value
     */
    public double value(int signal, int i) {
        return values[signal][index(i)];
    }

    /** @return the time of the newest sample, or NaN when empty */
    public double latestTime() {
        return size == 0 ? Double.NaN : time(size - 1);
    }

    /**
     * @param signal signal index
     * @return the largest absolute value held (0 when empty; NaN values ignored)
     */
    public double maxAbs(int signal) {
        double m = 0;
        for (int i = 0; i < size; i++) {
            double v = Math.abs(values[signal][i]);
            if (v > m) {
                m = v;
            }
        }
        return m;
    }

    private int index(int i) {
        return (next - size + i + capacity) % capacity;
    }
}
