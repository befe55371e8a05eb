package dev.sandbox.physics.motorcycle;
import dev.sandbox.physics.spec.VehicleSpecs;
import org.junit.jupiter.api.Test;
class ExploreModesTest {
    @Test
    void print() {
        LeanSteerModes b = LeanSteerModes.benchmark();
        System.out.println("bench weave " + b.weaveSpeedMps(10) + " capsize " + b.capsizeSpeedMps(10));
        LeanSteerModes m = LeanSteerModes.of(VehicleSpecs.load("cbr1000rr"));
        for (double kmh : new double[] {10, 20, 30, 50, 80, 100, 130, 160, 200, 250}) {
            StringBuilder s = new StringBuilder(kmh + " km/h:");
            for (LeanSteerModes.Mode x : m.at(kmh / 3.6)) {
                s.append(String.format(" %s(%.2f, %.2f Hz)", x.mode(), x.realPerS(), x.frequencyHz()));
            }
            System.out.println(s);
        }
        System.out.println("cbr weave " + m.weaveSpeedMps(80) + " capsize " + m.capsizeSpeedMps(80));
    }
}
