package dev.sandbox.app.core.telemetry;

import dev.sandbox.app.core.vehicles.VehicleKinds;
import dev.sandbox.physics.sim.VehicleEvent;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Writes Live for Speed's OutGauge packet (dashboard) from a sample (LFS's InSim.txt,
 * "OutGauge"): 92 bytes, or 96 when an OutGauge ID is set. Little-endian.
 *
 * <p>What the sandbox fills: time (simulated, in ms), the car name (the vehicle id's first
 * three letters or digits in capitals: BOX for boxster-s, CBR for cbr1000rr), the gear (0
 * reverse, 1 neutral, 2 first ...), speed (m/s, the speedometer's: never negative), engine
 * speed, throttle, brake and clutch (0 to 1: the throttle the engine got, on the motorcycle its
 * rider's twist grip; the brake the vehicle got after the assists; the clutch as far open as the
 * pedal or the automatic clutch holds it), and four dash lights: the
 * shift light (at the automatic gearbox's full-throttle upshift speed), the handbrake (a car's),
 * and the ABS and traction-control lamps, lit as LFS lights them (acting, or switched off) and
 * listed as available only for a vehicle that has the aid. Constants: turbo 0 bar (no turbo
 * gauge), engine temperature 90 C, fuel 1 (the model burns none), oil pressure and temperature
 * 0, both display strings empty, PLID 0. Flags: OG_BAR, and OG_KM when the player reads km/h.
 */
public final class OutGaugeEncoder {

    /** Flag: the user prefers km/h (else miles). */
    static final int OG_KM = 16384;
    /** Flag: the user prefers bar (else psi). */
    static final int OG_BAR = 32768;
    /** Dash light bit: shift light. */
    static final int DL_SHIFT = 1;
    /** Dash light bit: handbrake. */
    static final int DL_HANDBRAKE = 1 << 2;
    /** Dash light bit: traction control active or switched off. */
    static final int DL_TC = 1 << 4;
    /** Dash light bit: ABS active or switched off. */
    static final int DL_ABS = 1 << 10;
    /** Engine temperature sent (in degrees Celsius): a warm engine's, as the model has no thermal state. */
    static final float ENGINE_TEMP_C = 90f;
    /** Fuel sent (0 to 1): a full tank, as the model burns none. */
    static final float FUEL = 1f;
    /** Bytes of a packet without the ID. */
    static final int BYTES = 92;

    private final int id;

    /** @param id the OutGauge ID, added to each packet when not 0 */
    public OutGaugeEncoder(int id) {
        this.id = id;
    }

    /**
     * @param id the OutGauge ID
     * @return the size of each packet (in bytes)
     */
    public static int packetBytes(int id) {
        return BYTES + (id != 0 ? 4 : 0);
    }

    /**
     * @param vehicleId a vehicle id ("boxster-s")
     * @return LFS's car name for it: its first three letters or digits in capitals ("BOX"),
     *     padded with X when it has fewer
     */
    public static String carName(String vehicleId) {
        StringBuilder sb = new StringBuilder(3);
        for (char c : vehicleId.toUpperCase(Locale.ROOT).toCharArray()) {
            if (sb.length() < 3 && ((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))) {
                sb.append(c);
            }
        }
        while (sb.length() < 3) {
            sb.append('X');
        }
        return sb.toString();
    }

    /**
     * Writes one packet.
     *
     * @param sample the latest sample
     * @param out where the packet goes (cleared first; flipped for reading after)
     */
    public void encode(TelemetrySample sample, ByteBuffer out) {
        VehicleSnapshot s = sample.snapshot();
        VehicleSpec spec = sample.spec();
        out.clear();
        out.order(ByteOrder.LITTLE_ENDIAN);
        out.putInt((int) (Math.round(s.timeS() * 1000) & 0xffffffffL));
        out.put(carName(spec.id()).getBytes(StandardCharsets.US_ASCII)).put((byte) 0);
        out.putShort((short) (OG_BAR | (sample.prefersKm() ? OG_KM : 0)));
        out.put((byte) OutSimEncoder.lfsGear(s.gear()));
        out.put((byte) 0); // PLID: no multiplayer
        out.putFloat((float) Math.abs(s.speedMps()));
        out.putFloat((float) s.engineRpm());
        out.putFloat(0f); // turbo
        out.putFloat(ENGINE_TEMP_C);
        out.putFloat(FUEL);
        out.putFloat(0f); // oil pressure
        out.putFloat(0f); // oil temperature
        out.putInt(available(sample));
        out.putInt(lit(sample));
        out.putFloat((float) s.engineThrottle());
        out.putFloat((float) s.input().brake());
        out.putFloat((float) OutSimEncoder.clutchOpen(s));
        for (int i = 0; i < 32; i++) {
            out.put((byte) 0); // Display1 and Display2: empty
        }
        if (id != 0) {
            out.putInt(id);
        }
        out.flip();
    }

    /** @return the dash lights this vehicle's dashboard has */
    static int available(TelemetrySample sample) {
        int bits = DL_SHIFT;
        bits |= VehicleKinds.of(sample.spec()).controls().handbrakeLever() ? DL_HANDBRAKE : 0;
        bits |= sample.abs() != TelemetrySample.Lamp.ABSENT ? DL_ABS : 0;
        bits |= sample.tc() != TelemetrySample.Lamp.ABSENT ? DL_TC : 0;
        return bits;
    }

    /** @return the dash lights lit now */
    static int lit(TelemetrySample sample) {
        VehicleSnapshot s = sample.snapshot();
        int bits = 0;
        boolean blown = s.has(VehicleEvent.ENGINE_BLOWN);
        bits |= !blown && s.engineRpm() >= sample.spec().transmission().autoUpshiftRpm() ? DL_SHIFT : 0;
        bits |= (available(sample) & DL_HANDBRAKE) != 0 && s.input().handbrake() > 0 ? DL_HANDBRAKE : 0;
        bits |= sample.abs() == TelemetrySample.Lamp.LIT ? DL_ABS : 0;
        bits |= sample.tc() == TelemetrySample.Lamp.LIT ? DL_TC : 0;
        return bits;
    }
}
