package dev.sandbox.bench.physics;

import com.jme3.system.NativeLibraryLoader;
import dev.sandbox.app.core.world.RoadLoop;
import dev.sandbox.app.core.world.WorldGenerator;
import dev.sandbox.app.core.world.WorldLayout;
import dev.sandbox.app.scene.ground.MinieGround;
import dev.sandbox.app.scene.ground.StaticWorld;
import dev.sandbox.bench.Json;
import dev.sandbox.bench.Stats;
import dev.sandbox.physics.sim.Simulation;
import dev.sandbox.physics.sim.Vehicle;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.vehicles.Vehicles;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Our car against Minie's raycast vehicle on the same drive: the sandbox's terrain and
 * obstacles, the same start on the road loop, the {@link DriveScript} input and the same simulated
 * duration. Ours runs its 1 kHz fixed step with its Minie ground queries ({@link MinieGround})
 * through the app's driving loop ({@link Simulation#advance} once per 60 Hz frame, the
 * snapshot read once a frame), and again with a snapshot made after every step, as a headless
 * driver that reads each step does;
 * Minie's vehicle runs at Bullet's usual 60 Hz and, for a like-for-like rate, at 1 kHz. The
 * figure is the CPU time of the benchmark thread per simulated second (median of several
 * interleaved runs after {@link #WARM_UP_DRIVES} warm-up runs of each), so other processes on the machine disturb it
 * less than wall time would.
 */
public final class PhysicsBenchmark {

    /** Simulated length of one drive (in seconds). */
    public static final double SIM_SECONDS = 30.0;
    /** Frame rate of the app's driving loop in our drive (in frames per second). */
    public static final double FRAME_HZ = 60.0;
    /** Measured drives of each kind. */
    public static final int REPEATS = 7;
    /**
     * Unmeasured drives of each kind first, so the JIT has compiled the hot paths: our step
     * settles only after four or five 30 s drives (about 150 000 steps; with two, medians
     * jumped between 1.6 and 2.9 ms per simulated second from run to run).
     */
    public static final int WARM_UP_DRIVES = 6;

    private final WorldLayout layout;
    private final double startX;
    private final double startZ;
    private final double heading;
    private final double startY;
    private final double simSeconds;
    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();

    /**
     * @param seed the world seed
     * @param simSeconds simulated length of each drive (in seconds, &gt;0)
     */
    public PhysicsBenchmark(long seed, double simSeconds) {
        NativeLibraryLoader.loadNativeLibrary("bulletjme", true);
        layout = new WorldGenerator(seed).generate();
        RoadLoop road = layout.road();
        startX = road.x(DriveScript.START_ROAD_INDEX);
        startZ = road.z(DriveScript.START_ROAD_INDEX);
        heading = road.headingRad(DriveScript.START_ROAD_INDEX);
        startY = new MinieGround(new StaticWorld(layout), layout).sample(startX, startZ).heightM();
        this.simSeconds = simSeconds;
    }

    /** One timed drive. */
    record Drive(double cpuMsPerSimS, double wallMsPerSimS, double distanceM, double endSpeedMps, double raysPerStep,
            double samplesPerStep, double probesPerStep) {
    }

    /**
     * @param snapshotEveryStep true to make the snapshot after every step ({@link Simulation#step});
     *     false to drive as the app does, {@link Simulation#advance} once a frame with the
     *     script's input at the frame's start and the snapshot read once a frame
     * @return one drive of our car with its Minie ground
     */
    Drive ours(boolean snapshotEveryStep) {
        MinieGround ground = new MinieGround(new StaticWorld(layout), layout);
        Vehicle car = Vehicles.create("boxster-s");
        car.setAutomatic(true);
        car.reset(startX, startZ, heading, ground);
        Simulation sim = new Simulation(car, ground);
        int steps = (int) Math.round(simSeconds / sim.stepS());
        long rays0 = ground.rayCount();
        long samples0 = ground.sampleCount();
        long probes0 = ground.probeCount();
        long cpu0 = threads.getCurrentThreadCpuTime();
        long wall0 = System.nanoTime();
        int done = 0;
        if (snapshotEveryStep) {
            for (; done < steps; done++) {
                sim.step(DriveScript.at(done * sim.stepS()));
            }
        } else {
            while (done < steps) {
                done += sim.advance(1.0 / FRAME_HZ, DriveScript.at(done * sim.stepS()));
                sim.current();
            }
        }
        long wall = System.nanoTime() - wall0;
        long cpu = threads.getCurrentThreadCpuTime() - cpu0;
        VehicleSnapshot s = sim.current();
        double simulated = done * sim.stepS();
        return new Drive(cpu / 1e6 / simulated, wall / 1e6 / simulated, s.distanceM(), s.speedMps(),
                (ground.rayCount() - rays0) / (double) done, (ground.sampleCount() - samples0) / (double) done,
                (ground.probeCount() - probes0) / (double) done);
    }

    /**
     * @param stepHz Bullet's step rate (in steps per second)
     * @return one drive of Minie's vehicle
     */
    Drive minie(double stepHz) {
        MinieRaycastCar car = new MinieRaycastCar(layout, startX, startZ, heading, startY, stepHz);
        int steps = (int) Math.round(simSeconds * stepHz);
        double dt = 1.0 / stepHz;
        long cpu0 = threads.getCurrentThreadCpuTime();
        long wall0 = System.nanoTime();
        for (int k = 0; k < steps; k++) {
            car.step(DriveScript.at(k * dt));
        }
        long wall = System.nanoTime() - wall0;
        long cpu = threads.getCurrentThreadCpuTime() - cpu0;
        return new Drive(cpu / 1e6 / simSeconds, wall / 1e6 / simSeconds, car.distanceM(), car.speedMps(), 4, 4, 0);
    }

    /**
     * Runs the warm-up and the measured drives.
     *
     * @param repeats measured drives of each kind (&ge;1)
     * @return the report
     */
    public Json run(int repeats) {
        double load0 = Stats.loadAverage();
        long t0 = System.nanoTime();
        for (int w = 0; w < WARM_UP_DRIVES; w++) {
            ours(false);
            ours(true);
            minie(60);
            minie(1000);
        }
        List<Drive> a = new ArrayList<>();
        List<Drive> b = new ArrayList<>();
        List<Drive> c = new ArrayList<>();
        List<Drive> d = new ArrayList<>();
        for (int r = 0; r < repeats; r++) {
            a.add(ours(false));
            d.add(ours(true));
            b.add(minie(60));
            c.add(minie(1000));
        }
        double oursMs = Stats.median(cpu(a));
        double minieMs = Stats.median(cpu(b));
        double minie1k = Stats.median(cpu(c));
        double everyStep = Stats.median(cpu(d));
        return new Json()
                .put("benchmark", "physics")
                .put("oursMsPerSimSecond", oursMs)
                .put("minieMsPerSimSecond", minieMs)
                .put("ratio", oursMs / minieMs)
                .put("minie1kHzMsPerSimSecond", minie1k)
                .put("ratio1kHz", oursMs / minie1k)
                .put("oursSnapshotEveryStepMsPerSimSecond", everyStep)
                .put("ratioSnapshotEveryStep", everyStep / minieMs)
                .put("ours", detail(a, "our car model at 1000 Hz, ground and obstacles answered by Minie (ray tests, triangle"
                        + " planes reused, obstacle broadphase), driven as the app does: 60 frames a second,"
                        + " one snapshot a frame"))
                .put("oursSnapshotEveryStep", detail(d, "the same with a snapshot made after every step"))
                .put("minie", detail(b, "Minie PhysicsVehicle (Bullet raycast vehicle) at 60 Hz"))
                .put("minie1kHz", detail(c, "Minie PhysicsVehicle at 1000 Hz"))
                .put("simSeconds", simSeconds)
                .put("repeats", repeats)
                .put("script", DriveScript.describe())
                .put("seed", layout.seed())
                .put("timing", "CPU time of the benchmark thread; median of the repeats, after " + WARM_UP_DRIVES
                + " warm-up drives of each")
                .put("loadAvgStart", load0)
                .put("loadAvgEnd", Stats.loadAverage())
                .put("cpus", Runtime.getRuntime().availableProcessors())
                .put("totalS", (System.nanoTime() - t0) / 1e9);
    }

    private static double[] cpu(List<Drive> drives) {
        return drives.stream().mapToDouble(Drive::cpuMsPerSimS).toArray();
    }

    private static Json detail(List<Drive> drives, String what) {
        double[] cpu = cpu(drives);
        double[] wall = drives.stream().mapToDouble(Drive::wallMsPerSimS).toArray();
        Drive last = drives.get(drives.size() - 1);
        return new Json().put("what", what)
                .put("cpuMsPerSimSecond", Stats.median(cpu))
                .put("cpuMin", Stats.min(cpu))
                .put("cpuMax", Stats.max(cpu))
                .put("cpuRuns", Arrays.stream(cpu).boxed().toList())
                .put("wallMsPerSimSecond", Stats.median(wall))
                .put("realTimeFactor", 1000.0 / Stats.median(cpu))
                .put("distanceM", last.distanceM())
                .put("endSpeedMps", last.endSpeedMps())
                .put("rayTestsPerStep", last.raysPerStep())
                .put("groundSamplesPerStep", last.samplesPerStep())
                .put("obstacleProbesPerStep", last.probesPerStep());
    }

    /**
     * Runs the benchmark and prints one JSON object.
     *
     * @param seed the world seed
     */
    public static void main(long seed) {
        System.out.println(new PhysicsBenchmark(seed, SIM_SECONDS).run(REPEATS));
    }
}
