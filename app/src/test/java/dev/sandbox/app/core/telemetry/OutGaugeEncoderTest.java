package dev.sandbox.app.core.telemetry;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.sandbox.app.core.telemetry.TelemetrySample.Lamp;
import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.sim.KindTelemetry;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The OutGauge packet as Live for Speed lays it out (InSim.txt "OutGauge"), read back at LFS's
 * offsets: 92 bytes, 96 with an ID; the car name, gear, speed, rpm, pedals and dash lights.
 */
class OutGaugeEncoderTest {

    private static final VehicleSpec BOXSTER = VehicleSpecs.load("boxster-s");
    private static final VehicleSpec CBR = VehicleSpecs.load("cbr1000rr");

    private static ByteBuffer encode(int id, TelemetrySample sample) {
        ByteBuffer b = ByteBuffer.allocate(OutGaugeEncoder.packetBytes(id));
        new OutGaugeEncoder(id).encode(sample, b);
        return b.order(ByteOrder.LITTLE_ENDIAN);
    }

    private static VehicleSnapshot driving(double rpm, int gear, double speedMps, VehicleInput in) {
        return Snapshots.of(3.21, Vec3.ZERO, new Vec3(speedMps, 0, 0), 0, 0, 0, rpm, gear, in, Snapshots.carWheels(),
                KindTelemetry.NONE);
    }

    @Test
    void ninetyTwoBytesOrNinetySixWithAnId() {
        TelemetrySample s = new TelemetrySample(Snapshots.parked(1), BOXSTER, 1, Lamp.DARK, Lamp.DARK, true);
        assertEquals(92, encode(0, s).remaining());
        ByteBuffer withId = encode(42, s);
        assertEquals(96, withId.remaining());
        assertEquals(42, withId.getInt(92));
    }

    @Test
    void theDashboardReadsTheVehicle() {
        VehicleInput in = new VehicleInput(0.7, 0.2, 0, 0, 0, false, false, false);
        ByteBuffer b = encode(0, new TelemetrySample(driving(5432.1, 3, 27.5, in), BOXSTER, 1, Lamp.DARK, Lamp.DARK, true));
        assertEquals(3210, b.getInt(0), "simulated time in ms");
        byte[] car = new byte[4];
        b.get(4, car);
        assertEquals("BOX\0", new String(car, StandardCharsets.US_ASCII), "three letters and a zero byte");
        assertEquals(OutGaugeEncoder.OG_KM | OutGaugeEncoder.OG_BAR, b.getShort(8) & 0xffff);
        assertEquals(4, b.get(10), "third gear is 4 (R 0, N 1, first 2)");
        assertEquals(27.5, b.getFloat(12), 1e-5, "speed in m/s");
        assertEquals(5432.1, b.getFloat(16), 1e-3, "rpm");
        assertEquals(0, b.getFloat(20), 0, "no turbo");
        assertEquals(90, b.getFloat(24), 0, "engine temperature");
        assertEquals(1, b.getFloat(28), 0, "fuel");
        assertEquals(0.7, b.getFloat(48), 1e-6, "throttle");
        assertEquals(0.2, b.getFloat(52), 1e-6, "brake");
        assertEquals(0, b.getFloat(56), 1e-6, "clutch engaged");
        for (int i = 60; i < 92; i++) {
            assertEquals(0, b.get(i), "display strings empty");
        }
    }

    @Test
    void reverseShowsASpeedometersPositiveSpeed() {
        ByteBuffer b = encode(0, new TelemetrySample(driving(1500, -1, -3, VehicleInput.IDLE), BOXSTER, 1, Lamp.DARK,
                Lamp.DARK, false));
        assertEquals(3, b.getFloat(12), 1e-6);
        assertEquals(0, b.get(10), "reverse");
        assertEquals(OutGaugeEncoder.OG_BAR, b.getShort(8) & 0xffff, "miles preferred: no OG_KM");
    }

    @Test
    void theShiftLightComesOnAtTheFullThrottleUpshiftSpeed() {
        double up = BOXSTER.transmission().autoUpshiftRpm();
        TelemetrySample below = new TelemetrySample(driving(up - 10, 2, 20, VehicleInput.IDLE), BOXSTER, 1, Lamp.DARK,
                Lamp.DARK, true);
        TelemetrySample at = new TelemetrySample(driving(up, 2, 20, VehicleInput.IDLE), BOXSTER, 1, Lamp.DARK,
                Lamp.DARK, true);
        assertEquals(0, encode(0, below).getInt(44) & OutGaugeEncoder.DL_SHIFT);
        assertEquals(OutGaugeEncoder.DL_SHIFT, encode(0, at).getInt(44) & OutGaugeEncoder.DL_SHIFT);
    }

    @Test
    void theAidLampsAndTheHandbrakeAreOnTheDashboardsThatHaveThem() {
        VehicleInput handbrake = VehicleInput.IDLE.withHandbrake(1);
        ByteBuffer car = encode(0, new TelemetrySample(driving(2000, 1, 5, handbrake), BOXSTER, 1, Lamp.LIT, Lamp.DARK,
                true));
        int all = OutGaugeEncoder.DL_SHIFT | OutGaugeEncoder.DL_HANDBRAKE | OutGaugeEncoder.DL_ABS | OutGaugeEncoder.DL_TC;
        assertEquals(all, car.getInt(40), "available: shift, handbrake, ABS, TC");
        assertEquals(OutGaugeEncoder.DL_HANDBRAKE | OutGaugeEncoder.DL_ABS, car.getInt(44), "lit: handbrake and ABS");
        VehicleSnapshot bike = Snapshots.of(1, Vec3.ZERO, Vec3.ZERO, 0, 0, 0, 3000, 1, handbrake, Snapshots.bikeWheels(),
                KindTelemetry.NONE);
        ByteBuffer b = encode(0, new TelemetrySample(bike, CBR, 1, Lamp.ABSENT, Lamp.LIT, true));
        assertEquals(OutGaugeEncoder.DL_SHIFT | OutGaugeEncoder.DL_TC, b.getInt(40), "a motorcycle without ABS has no handbrake");
        assertEquals(OutGaugeEncoder.DL_TC, b.getInt(44));
        assertEquals("CBR", OutGaugeEncoder.carName("cbr1000rr"));
        assertEquals("MYX", OutGaugeEncoder.carName("my"));
    }
}
