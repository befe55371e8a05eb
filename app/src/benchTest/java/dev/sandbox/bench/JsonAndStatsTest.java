package dev.sandbox.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The one-line reports are valid JSON, and the order statistics are the textbook ones. */
class JsonAndStatsTest {

    @Test
    void reportParsesBackWithItsValues() throws Exception {
        String s = new Json().put("meanFrameMs", 16.6667).put("frames", 300).put("name", "a \"b\"\n")
                .put("nan", Double.NaN).put("list", List.of(1.5, 2)).put("nested", new Json().put("ok", true)).toString();
        JsonNode n = new ObjectMapper().readTree(s);
        assertEquals(16.6667, n.get("meanFrameMs").asDouble(), 1e-12);
        assertEquals(300, n.get("frames").asInt());
        assertEquals("a \"b\"\n", n.get("name").asText());
        assertEquals(true, n.get("nan").isNull());
        assertEquals(2, n.get("list").get(1).asInt());
        assertEquals(true, n.get("nested").get("ok").asBoolean());
    }

    @Test
    void medianAndNearestRankQuantile() {
        double[] v = {5, 1, 4, 2, 3};
        assertEquals(3, Stats.median(v));
        assertEquals(2.5, Stats.median(new double[] {1, 2, 3, 4}));
        assertEquals(5, Stats.quantile(v, 0.99));
        assertEquals(1, Stats.quantile(v, 0.0));
        assertEquals(3, Stats.mean(v));
        double[] hundred = new double[100];
        for (int i = 0; i < 100; i++) {
            hundred[i] = i + 1;
        }
        assertEquals(99, Stats.quantile(hundred, 0.99), "99th of 1..100 by nearest rank");
    }
}
