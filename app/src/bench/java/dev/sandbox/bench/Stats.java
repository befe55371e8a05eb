package dev.sandbox.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/** Order statistics of benchmark samples and the machine's load, for the reports. */
public final class Stats {

    private Stats() {
    }

    /**
     * @param samples the values (not empty)
     * @param q the quantile (0..1)
     * @return the nearest-rank quantile
     */
    public static double quantile(double[] samples, double q) {
        double[] s = samples.clone();
        Arrays.sort(s);
        int rank = (int) Math.ceil(q * s.length) - 1;
        return s[Math.max(0, Math.min(s.length - 1, rank))];
    }

    /** @return the median (the mean of the middle two for an even count) */
    public static double median(double[] samples) {
        double[] s = samples.clone();
        Arrays.sort(s);
        int n = s.length;
        return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
    }

    /** @return the mean */
    public static double mean(double[] samples) {
        double sum = 0;
        for (double v : samples) {
            sum += v;
        }
        return sum / samples.length;
    }

    /** @return the smallest value */
    public static double min(double[] samples) {
        return Arrays.stream(samples).min().orElse(Double.NaN);
    }

    /** @return the largest value */
    public static double max(double[] samples) {
        return Arrays.stream(samples).max().orElse(Double.NaN);
    }

    /** @return the one-minute load average of the machine, or NaN where unknown */
    public static double loadAverage() {
        try {
            String s = Files.readString(Path.of("/proc/loadavg"));
            return Double.parseDouble(s.trim().split("\\s+")[0]);
        } catch (IOException | RuntimeException e) {
            return java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        }
    }
}
