package dev.sandbox.app.core.telemetry;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.sim.KindTelemetry;
import dev.sandbox.physics.sim.VehicleInput;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.junit.jupiter.api.Test;

/**
 * The OutSim packet as Live for Speed lays it out (InSim.txt "OutSim", OutSimPack.txt): sizes,
 * offsets, units, and our y-up world turned into LFS's x-right, y-forward, z-up axes. The
 * packets are read back here at LFS's offsets, independently of the encoder. Floats are
 * compared to float32 precision (a relative 1e-6), the fixed-point position to one unit
 * (1/65536 m).
 */
class OutSimEncoderTest {

    private static final double F32 = 1e-6;
    private static final VehicleSpec BOXSTER = VehicleSpecs.load("boxster-s");

    /** OutSimPack2 offsets with every part (OutSim Opts 1ff). */
    private static final int ID = 4;
    private static final int TIME = 8;
    private static final int ANG_VEL = 12;
    private static final int HEADING = 24;
    private static final int PITCH = 28;
    private static final int ROLL = 32;
    private static final int ACCEL = 36;
    private static final int VEL = 48;
    private static final int POS = 60;
    private static final int INPUTS = 72;
    private static final int GEAR = 92;
    private static final int ENGINE_ANG_VEL = 96;
    private static final int MAX_TORQUE = 100;
    private static final int LAP_DIST = 104;
    private static final int WHEELS = 112;
    private static final int STEER_TORQUE = 272;

    private static ByteBuffer encode(OutSimEncoder e, VehicleSnapshot s, int version) {
        ByteBuffer b = ByteBuffer.allocate(e.packetBytes());
        e.encode(new TelemetrySample(s, BOXSTER, version, TelemetrySample.Lamp.DARK, TelemetrySample.Lamp.DARK, true), b);
        return b.order(ByteOrder.LITTLE_ENDIAN);
    }

    private static ByteBuffer encode(VehicleSnapshot s) {
        return encode(new OutSimEncoder(OutSimOptions.ALL, 7), s, 1);
    }

    @Test
    void everyPartMakes280BytesAndTheClassicPacket64WithoutAnId() {
        assertEquals(280, OutSimOptions.packetBytes(OutSimOptions.ALL, 0), "LFS: 'OutSim Opts 1ff ... packet size is 280'");
        assertEquals(64, OutSimOptions.packetBytes(0, 0));
        assertEquals(68, OutSimOptions.packetBytes(0, 3), "the classic packet's optional ID");
        assertEquals(280, encode(Snapshots.parked(1)).remaining());
        assertEquals(64, encode(new OutSimEncoder(0, 0), Snapshots.parked(1), 1).remaining());
        ByteBuffer classic = encode(new OutSimEncoder(0, 3), Snapshots.parked(2.5), 1);
        assertEquals(68, classic.remaining());
        assertEquals(2500, classic.getInt(0), "time in ms");
        assertEquals(3, classic.getInt(64), "the ID at the end");
    }

    @Test
    void theHeaderIdAndTimeComeFirst() {
        ByteBuffer b = encode(Snapshots.parked(12.3456));
        assertEquals("LFST", new String(new byte[] {b.get(0), b.get(1), b.get(2), b.get(3)}));
        assertEquals(7, b.getInt(ID));
        assertEquals(12346, b.getInt(TIME), "simulated time in whole milliseconds");
    }

    @Test
    void worldMinusZIsLfsForwardAndWorldUpIsLfsUp() {
        // facing -z (our heading pi/2) at 5 m/s, 30 m along -z, 10 m along +x, 2 m up
        VehicleSnapshot s = Snapshots.of(1, new Vec3(10, 2, -30), new Vec3(0, 0, -5), Math.PI / 2, 0, 0, 3000, 2,
                VehicleInput.IDLE, Snapshots.carWheels(), KindTelemetry.NONE);
        ByteBuffer b = encode(s);
        assertEquals(0, b.getFloat(HEADING), F32, "LFS heading 0 is along its +y");
        assertEquals(10 * 65536, b.getInt(POS), 1, "x stays x");
        assertEquals(30 * 65536, b.getInt(POS + 4), 1, "-z becomes y");
        assertEquals(2 * 65536, b.getInt(POS + 8), 1, "y (up) becomes z");
        assertEquals(0, b.getFloat(VEL), F32);
        assertEquals(5, b.getFloat(VEL + 4), 5 * F32, "moving forward along LFS y");
        assertEquals(0, b.getFloat(VEL + 8), F32);
    }

    @Test
    void headingIsAnticlockwiseFromAboveFromLfsY() {
        double[][] cases = {{0, -Math.PI / 2}, {Math.PI, Math.PI / 2}, {Math.PI / 2 + 0.3, 0.3}, {Math.PI / 2 - 0.3, -0.3}};
        for (double[] c : cases) {
            VehicleSnapshot s = Snapshots.of(1, Vec3.ZERO, Vec3.ZERO, c[0], 0, 0, 1000, 1, VehicleInput.IDLE,
                    Snapshots.carWheels(), KindTelemetry.NONE);
            assertEquals(c[1], encode(s).getFloat(HEADING), 1e-6, "our heading " + c[0]);
        }
    }

    @Test
    void noseDownIsNegativePitchAndRightSideDownIsPositiveRoll() {
        // ISO 8855 (the model): pitch positive nose down, roll positive right side down. LFS:
        // pitch anticlockwise seen from the right (nose up), roll anticlockwise seen from the
        // front (right side down).
        VehicleSnapshot s = Snapshots.of(1, Vec3.ZERO, Vec3.ZERO, 0.7, 0.05, 0.03, 1000, 1, VehicleInput.IDLE,
                Snapshots.carWheels(), KindTelemetry.NONE);
        ByteBuffer b = encode(s);
        assertEquals(0.7 - Math.PI / 2, b.getFloat(HEADING), 1e-6);
        assertEquals(-0.05, b.getFloat(PITCH), 1e-6);
        assertEquals(0.03, b.getFloat(ROLL), 1e-6);
    }

    @Test
    void aMotorcyclesLeanIsItsRoll() {
        KindTelemetry leaning = new KindTelemetry() {
            @Override
            public double leanRad() {
                return -0.6; // leaning into a left-hand bend: left side down
            }
        };
        VehicleSnapshot s = Snapshots.of(1, Vec3.ZERO, new Vec3(20, 0, 0), 0, 0, 0, 6000, 3, VehicleInput.IDLE,
                Snapshots.bikeWheels(), leaning);
        assertEquals(-0.6, encode(s).getFloat(ROLL), 1e-6);
    }

    @Test
    void ratesAreTheMeanOverTheTimeBetweenPacketsAndStartAtZero() {
        OutSimEncoder e = new OutSimEncoder(OutSimOptions.ALL, 0);
        double yawRate = 0.5; // turning left: anticlockwise from above, +z in LFS
        VehicleSnapshot a = Snapshots.of(1.0, Vec3.ZERO, new Vec3(10, 0, 0), 0, 0, 0, 1000, 1, VehicleInput.IDLE,
                Snapshots.carWheels(), KindTelemetry.NONE);
        VehicleSnapshot b = Snapshots.of(1.02, Vec3.ZERO, new Vec3(10.1, 0, -0.2), yawRate * 0.02, 0, 0, 1000, 1,
                VehicleInput.IDLE, Snapshots.carWheels(), KindTelemetry.NONE);
        ByteBuffer first = encode(e, a, 1);
        assertEquals(0, first.getFloat(ANG_VEL + 8), 0, "no rate from a single sample");
        ByteBuffer second = encode(e, b, 1);
        assertEquals(0, second.getFloat(ANG_VEL), 1e-6);
        assertEquals(0, second.getFloat(ANG_VEL + 4), 1e-6);
        // first-order difference of the axes: sin(0.01)/0.02 against 0.5, a relative 2e-5
        assertEquals(yawRate, second.getFloat(ANG_VEL + 8), 1e-4);
        assertEquals(0.1 / 0.02, second.getFloat(ACCEL), 1e-4, "world x");
        assertEquals(0.2 / 0.02, second.getFloat(ACCEL + 4), 1e-4, "world -z is LFS y");
        ByteBuffer repeated = encode(e, b, 1);
        assertEquals(yawRate, repeated.getFloat(ANG_VEL + 8), 1e-4, "the same snapshot again: the rates are held");
        ByteBuffer reset = encode(e, a, 2);
        assertEquals(0, reset.getFloat(ACCEL), 0, "a new vehicle or a reset starts the rates afresh");
    }

    @Test
    void inputsDriveAndDistanceInLfsUnits() {
        VehicleInput in = new VehicleInput(0.8, 0.1, 0.2, 0.3, 0, false, false, false);
        VehicleSnapshot s = Snapshots.of(1, Vec3.ZERO, Vec3.ZERO, 0, 0, 0, 6000, -1, in, Snapshots.carWheels(),
                KindTelemetry.NONE);
        ByteBuffer b = encode(s);
        assertEquals(0.8, b.getFloat(INPUTS), F32);
        assertEquals(0.1, b.getFloat(INPUTS + 4), F32);
        assertEquals(0.05, b.getFloat(INPUTS + 8), F32, "the road-wheel angle in radians");
        assertEquals(0, b.getFloat(INPUTS + 12), F32, "clutch engaged");
        assertEquals(0.3, b.getFloat(INPUTS + 16), F32);
        assertEquals(0, b.get(GEAR), "reverse is 0");
        assertEquals(6000 * 2 * Math.PI / 60, b.getFloat(ENGINE_ANG_VEL), 1e-3, "radians per second");
        assertEquals(new dev.sandbox.physics.powertrain.TorqueCurve(BOXSTER.engine().torqueCurve()).torqueNm(6000),
                b.getFloat(MAX_TORQUE), 1e-3, "the torque curve at 6000 rpm");
        assertEquals(1234.5, b.getFloat(LAP_DIST), 1e-3, "the odometer");
        for (int gear = 0; gear <= 6; gear++) {
            assertEquals(gear + 1, OutSimEncoder.lfsGear(gear), "LFS: 0=R, 1=N, 2=first");
        }
    }

    @Test
    void wheelsGoRearLeftRearRightFrontLeftFrontRight() {
        ByteBuffer b = encode(Snapshots.parked(1));
        double[] loads = {3000, 4000, 1000, 2000};
        for (int i = 0; i < 4; i++) {
            int w = WHEELS + 40 * i;
            assertEquals(loads[i], b.getFloat(w + 16), 1e-3, "vertical load of LFS wheel " + i);
        }
        // our RL (index 2): lateral force 150 N to the left, longitudinal 300 N, camber 0.03 (top to the right)
        assertEquals(-150, b.getFloat(WHEELS + 8), 1e-3, "XForce is to the right");
        assertEquals(300, b.getFloat(WHEELS + 12), 1e-3, "YForce is forward");
        assertEquals(32, b.getFloat(WHEELS + 20), 1e-5, "spin rate");
        assertEquals(-0.03, b.getFloat(WHEELS + 24), 1e-6, "lean anticlockwise seen from behind: top to the left");
        assertEquals(1, b.get(WHEELS + 30), "touching");
        assertEquals(0.03, b.getFloat(WHEELS + 32), 1e-6, "slip ratio");
        assertEquals(Math.tan(0.06), b.getFloat(WHEELS + 36), 1e-6, "tangent of the slip angle");
        assertEquals(0.1, b.getFloat(WHEELS + 2 * 40 + 4), 1e-6, "front-left steer");
        assertEquals(0, b.getFloat(STEER_TORQUE), 0, "no steering torque from a kind without one");
    }

    @Test
    void aMotorcyclesWheelsTakeTheLeftPlaces() {
        VehicleSnapshot s = Snapshots.of(1, Vec3.ZERO, Vec3.ZERO, 0, 0, 0, 6000, 3, VehicleInput.IDLE,
                Snapshots.bikeWheels(), KindTelemetry.NONE);
        ByteBuffer b = encode(s);
        assertEquals(2000, b.getFloat(WHEELS + 16), 1e-3, "rear wheel in the rear-left place");
        assertEquals(0, b.get(WHEELS + 30), "the rear wheel is off the ground");
        assertEquals(0, b.getFloat(WHEELS + 40 + 16), 0, "rear-right place empty");
        assertEquals(1000, b.getFloat(WHEELS + 80 + 16), 1e-3, "front wheel in the front-left place");
        assertEquals(0, b.getFloat(WHEELS + 120 + 16), 0, "front-right place empty");
    }
}
