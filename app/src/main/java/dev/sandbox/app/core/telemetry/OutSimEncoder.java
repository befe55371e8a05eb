package dev.sandbox.app.core.telemetry;

import dev.sandbox.physics.math.Vec3;
import dev.sandbox.physics.powertrain.TorqueCurve;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.sim.WheelTelemetry;
import dev.sandbox.physics.spec.VehicleSpec;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;

/**
 * Writes Live for Speed's OutSim packets (motion and telemetry) from the sandbox's snapshots:
 * the classic OutSimPack when the options are 0, else OutSimPack2 with the parts the options
 * name (LFS's InSim.txt, "OutSim", and OutSimPack.txt). Little-endian 4-byte ints and floats,
 * vectors in LFS's world axes ({@link LfsAxes}), position in fixed point (1 m = 65536).
 *
 * <p>The snapshot holds no angular velocity about every axis nor the vertical acceleration, so
 * both come from the samples themselves: the mean over the simulated time since the previous
 * packet, of the body's axes ({@link BodyAxes#angularVelocityTo}) and of the centre of mass's
 * velocity (acceleration without gravity). A packet of a snapshot no later than the previous
 * one repeats those rates (a paused drive holds still); a new vehicle or a reset starts them at
 * 0. Wheels go in LFS's order: rear left, rear right, front left, front right; a motorcycle's
 * rear wheel takes the rear-left place and its front wheel the front-left one, the other two
 * places are left empty. Not modelled and sent as 0: suspension deflection, tyre air temperature,
 * the share of the contact patch that slips, and the distance along a track ruler.
 *
 * <p>Not thread-safe: one sender thread owns it.
 */
public final class OutSimEncoder {

    /** Fixed-point position: units per metre. */
    static final double POSITION_UNITS_PER_M = 65536;
    /** LFS's wheel places, each taking one of ours for four wheels (front first: FL, FR, RL, RR). */
    private static final int[] FOUR_WHEELS = {2, 3, 0, 1};
    /** ... and for two wheels (F, R): rear into rear left, front into front left. */
    private static final int[] TWO_WHEELS = {1, -1, 0, -1};

    private final int opts;
    private final int id;
    private VehicleSnapshot last;
    private BodyAxes lastAxes;
    private int lastVersion = Integer.MIN_VALUE;
    private Vec3 angularVelocity = Vec3.ZERO;
    private Vec3 acceleration = Vec3.ZERO;
    private VehicleSpec curveSpec;
    private TorqueCurve curve;

    /**
     * @param opts the OutSim Opts bits ({@link OutSimOptions})
     * @param id the OutSim ID
     */
    public OutSimEncoder(int opts, int id) {
        this.opts = opts;
        this.id = id;
    }

    /** @return the size of each packet (in bytes) */
    public int packetBytes() {
        return OutSimOptions.packetBytes(opts, id);
    }

    /**
     * Writes one packet.
     *
     * @param sample the latest sample
     * @param out where the packet goes (cleared first; flipped for reading after)
     */
    public void encode(TelemetrySample sample, ByteBuffer out) {
        VehicleSnapshot s = sample.snapshot();
        BodyAxes axes = BodyAxes.of(s);
        updateRates(sample, axes);
        out.clear();
        out.order(ByteOrder.LITTLE_ENDIAN);
        long timeMs = Math.round(s.timeS() * 1000) & 0xffffffffL;
        if (opts == 0) {
            out.putInt((int) timeMs);
            putMain(out, s, axes);
            if (id != 0) {
                out.putInt(id);
            }
            out.flip();
            return;
        }
        if ((opts & OutSimOptions.HEADER) != 0) {
            out.put((byte) 'L').put((byte) 'F').put((byte) 'S').put((byte) 'T');
        }
        if ((opts & OutSimOptions.ID) != 0) {
            out.putInt(id);
        }
        if ((opts & OutSimOptions.TIME) != 0) {
            out.putInt((int) timeMs);
        }
        if ((opts & OutSimOptions.MAIN) != 0) {
            putMain(out, s, axes);
        }
        if ((opts & OutSimOptions.INPUTS) != 0) {
            out.putFloat((float) s.input().throttle());
            out.putFloat((float) s.input().brake());
            out.putFloat((float) s.roadWheelAngleRad());
            out.putFloat((float) clutchOpen(s));
            out.putFloat((float) s.input().handbrake());
        }
        if ((opts & OutSimOptions.DRIVE) != 0) {
            out.put((byte) lfsGear(s.gear())).put((byte) 0).put((byte) 0).put((byte) 0);
            out.putFloat((float) (s.engineRpm() * 2 * Math.PI / 60));
            out.putFloat((float) fullThrottleTorqueNm(sample.spec(), s));
        }
        if ((opts & OutSimOptions.DISTANCE) != 0) {
            out.putFloat((float) s.distanceM());
            out.putFloat(0f);
        }
        if ((opts & OutSimOptions.WHEELS) != 0) {
            putWheels(out, s.wheels());
        }
        if ((opts & OutSimOptions.EXTRA_1) != 0) {
            double torque = s.kind().steeringTorqueNm();
            out.putFloat(Double.isNaN(torque) ? 0f : (float) torque);
            out.putFloat(0f);
        }
        out.flip();
    }

    /**
     * @param gear our gear (-1 reverse, 0 neutral, 1.. forward)
     * @return LFS's gear byte (0 reverse, 1 neutral, 2 first ...)
     */
    static int lfsGear(int gear) {
        return Math.max(0, Math.min(255, gear + 1));
    }

    /**
     * @param s a snapshot
     * @return how far the clutch is open (0 = engaged, 1 = fully disengaged), the automatic
     *     clutch's and the rider's work included ({@link VehicleSnapshot#clutchOpen})
     */
    static double clutchOpen(VehicleSnapshot s) {
        return s.clutchOpen();
    }

    private void updateRates(TelemetrySample sample, BodyAxes axes) {
        VehicleSnapshot s = sample.snapshot();
        if (last == null || sample.version() != lastVersion || s.timeS() < last.timeS()) {
            angularVelocity = Vec3.ZERO;
            acceleration = Vec3.ZERO;
        } else if (s.timeS() > last.timeS()) {
            double dt = s.timeS() - last.timeS();
            angularVelocity = lastAxes.angularVelocityTo(axes, dt);
            acceleration = s.velocity().minus(last.velocity()).times(1 / dt);
        }
        last = s;
        lastAxes = axes;
        lastVersion = sample.version();
    }

    private void putMain(ByteBuffer out, VehicleSnapshot s, BodyAxes axes) {
        putVector(out, LfsAxes.of(angularVelocity));
        double[] hpr = LfsAxes.headingPitchRoll(LfsAxes.of(axes.forward()), LfsAxes.of(axes.up()));
        out.putFloat((float) hpr[0]).putFloat((float) hpr[1]).putFloat((float) hpr[2]);
        putVector(out, LfsAxes.of(acceleration));
        putVector(out, LfsAxes.of(s.velocity()));
        Vec3 p = LfsAxes.of(s.position());
        out.putInt(fixedPoint(p.x())).putInt(fixedPoint(p.y())).putInt(fixedPoint(p.z()));
    }

    /**
     * @param metres a coordinate (in metres)
     * @return it in LFS's fixed point (1 m = 65536), held within an int's range (about 32 km)
     */
    static int fixedPoint(double metres) {
        double units = Math.rint(metres * POSITION_UNITS_PER_M);
        return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, units));
    }

    private static void putVector(ByteBuffer out, Vec3 v) {
        out.putFloat((float) v.x()).putFloat((float) v.y()).putFloat((float) v.z());
    }

    private double fullThrottleTorqueNm(VehicleSpec spec, VehicleSnapshot s) {
        if (spec == null) {
            return 0;
        }
        if (spec != curveSpec) {
            curveSpec = spec;
            curve = new TorqueCurve(spec.engine().torqueCurve());
        }
        return curve.torqueNm(s.engineRpm());
    }

    private static void putWheels(ByteBuffer out, List<WheelTelemetry> wheels) {
        int[] places = wheels.size() == 4 ? FOUR_WHEELS : wheels.size() == 2 ? TWO_WHEELS : null;
        for (int place = 0; place < 4; place++) {
            int ours = places == null ? -1 : places[place];
            if (ours < 0) {
                for (int b = 0; b < OutSimOptions.WHEEL_BYTES; b++) {
                    out.put((byte) 0);
                }
                continue;
            }
            WheelTelemetry w = wheels.get(ours);
            out.putFloat(0f); // suspension deflection: not modelled per corner
            out.putFloat((float) w.steerAngleRad());
            out.putFloat((float) -w.lateralForceN()); // LFS: force to the right
            out.putFloat((float) w.longitudinalForceN());
            out.putFloat((float) w.loadN());
            out.putFloat((float) w.angularVelocityRadPerS());
            out.putFloat((float) -w.camberRad()); // LFS: anticlockwise seen from behind = top to the left
            out.put((byte) 0); // tyre air temperature: not modelled
            out.put((byte) 0); // slipping share of the contact patch: not modelled
            out.put((byte) (w.grounded() ? 1 : 0));
            out.put((byte) 0);
            out.putFloat((float) w.slipRatio());
            double tan = Math.tan(w.slipAngleRad());
            out.putFloat(Double.isFinite(tan) ? (float) tan : 0f);
        }
    }
}
