package dev.sandbox.app.feature.hud;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The strip charts' ring keeps the newest samples in time order. */
class SampleRingTest {

    @Test
    void keepsTheNewestSamplesOldestFirst() {
        SampleRing r = new SampleRing(4, 2);
        for (int i = 0; i < 6; i++) {
            r.add(i * 0.1, i, -2 * i);
        }
        assertEquals(4, r.size());
        assertEquals(0.2, r.time(0), 1e-12);
        assertEquals(0.5, r.latestTime(), 1e-12);
        assertEquals(2, r.value(0, 0));
        assertEquals(5, r.value(0, 3));
        assertEquals(-10, r.value(1, 3));
        assertEquals(10, r.maxAbs(1));
    }

    @Test
    void aPartlyFilledRingAndMissingValues() {
        SampleRing r = new SampleRing(10, 2);
        r.add(1, 3);
        r.add(2, -4, Double.NaN);
        assertEquals(2, r.size());
        assertEquals(4, r.maxAbs(0));
        assertEquals(0, r.maxAbs(1), "NaN (not applicable) is ignored");
        r.clear();
        assertEquals(0, r.size());
        assertEquals(Double.NaN, r.latestTime());
    }

    @Test
    void chartRangesRoundUpToOneTwoFive() {
        assertEquals(1, StripChart.niceCeiling(0.93), 1e-12);
        assertEquals(2, StripChart.niceCeiling(1.1), 1e-12);
        assertEquals(50, StripChart.niceCeiling(21), 1e-12);
        assertEquals(100, StripChart.niceCeiling(100), 1e-12);
    }
}
