package dev.sandbox.app.core.telemetry;

/**
 * The bits of Live for Speed's "OutSim Opts" (LFS's OutSimPack.txt, {@code OSO_*}): each one adds
 * a part to the OutSimPack2 packet, in this order. 0 selects the classic OutSimPack (time, main
 * part, and the ID when one is set).
 */
public final class OutSimOptions {

    /** The four characters 'LFST'. */
    public static final int HEADER = 0x1;
    /** The OutSim ID (an int). */
    public static final int ID = 0x2;
    /** Time in milliseconds (an unsigned int). */
    public static final int TIME = 0x4;
    /** Angular velocity, heading, pitch, roll, acceleration, velocity, position. */
    public static final int MAIN = 0x8;
    /** Throttle, brake, steer, clutch, handbrake. */
    public static final int INPUTS = 0x10;
    /** Gear, engine speed, full-throttle torque. */
    public static final int DRIVE = 0x20;
    /** Distance travelled and along the track. */
    public static final int DISTANCE = 0x40;
    /** Four wheels. */
    public static final int WHEELS = 0x80;
    /** Steering torque. */
    public static final int EXTRA_1 = 0x100;
    /** Every part: what this sandbox sends unless told otherwise ("OutSim Opts 1ff"). */
    public static final int ALL = 0x1ff;

    /** Bytes of the main part: three vectors, three angles, and a fixed-point position. */
    static final int MAIN_BYTES = 60;
    /** Bytes of one wheel. */
    static final int WHEEL_BYTES = 40;

    private OutSimOptions() {
    }

    /**
     * @param opts the OutSim Opts bits
     * @param id the OutSim ID
     * @return the size of each packet (in bytes): 64, or 68 with an ID, for the classic packet;
     *     280 for OutSimPack2 with every part
     */
    public static int packetBytes(int opts, int id) {
        if (opts == 0) {
            return 4 + MAIN_BYTES + (id != 0 ? 4 : 0);
        }
        int n = 0;
        n += (opts & HEADER) != 0 ? 4 : 0;
        n += (opts & ID) != 0 ? 4 : 0;
        n += (opts & TIME) != 0 ? 4 : 0;
        n += (opts & MAIN) != 0 ? MAIN_BYTES : 0;
        n += (opts & INPUTS) != 0 ? 20 : 0;
        n += (opts & DRIVE) != 0 ? 12 : 0;
        n += (opts & DISTANCE) != 0 ? 8 : 0;
        n += (opts & WHEELS) != 0 ? 4 * WHEEL_BYTES : 0;
        n += (opts & EXTRA_1) != 0 ? 8 : 0;
        return n;
    }
}
