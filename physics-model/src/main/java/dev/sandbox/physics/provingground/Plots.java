package dev.sandbox.physics.provingground;

import dev.sandbox.physics.io.AtomicFiles;
import dev.sandbox.physics.math.Units;
import dev.sandbox.physics.motorcycle.LeanSteerModes;
import dev.sandbox.physics.powertrain.TorqueCurve;
import dev.sandbox.physics.sim.VehicleSnapshot;
import dev.sandbox.physics.spec.VehicleSpec;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.ToDoubleFunction;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * PNG charts of a proving-ground command ({@code --plots DIR}): the engine's torque and power
 * curves, and from the command's runs speed, engine, steering and lean traces over time, the
 * path driven, and the g-g diagram.
 */
public final class Plots {

    /** Lower end of a motorcycle's real-part axis (in 1/s). */
    static final double MOTORCYCLE_REAL_MIN_PER_S = -12;
    /** Upper end of a motorcycle's real-part axis (in 1/s). */
    static final double MOTORCYCLE_REAL_MAX_PER_S = 3;

    private Plots() {
    }

    /**
     * @param dir the folder (created if missing)
     * @param command the command's name, used in file names
     * @param spec the vehicle
     * @param runs the command's runs at 100 Hz
     * @return the files written
     * @throws IOException when a file cannot be written
     */
    public static List<Path> write(Path dir, String command, VehicleSpec spec, List<List<VehicleSnapshot>> runs)
            throws IOException {
        System.setProperty("java.awt.headless", "true");
        Files.createDirectories(dir);
        List<Path> files = new ArrayList<>();
        files.add(save(torquePower(spec), dir.resolve(spec.id() + "-torque-power.png")));
        if (runs.stream().allMatch(List::isEmpty)) {
            return files;
        }
        String prefix = spec.id() + "-" + command + "-";
        files.add(save(trace("Speed", "speed [km/h]", runs, s -> s.speedMps() * 3.6), dir.resolve(prefix + "speed.png")));
        files.add(save(trace("Engine speed", "engine speed [rpm]", runs, VehicleSnapshot::engineRpm),
                dir.resolve(prefix + "engine.png")));
        XYChart steer = trace("Steering and yaw", "[deg], [deg/s]", runs, s -> Math.toDegrees(s.roadWheelAngleRad()));
        renameLast(steer, "road wheel / handlebar [deg]");
        addTraces(steer, "yaw rate [deg/s]", runs, s -> Math.toDegrees(s.yawRateRadPerS()));
        files.add(save(steer, dir.resolve(prefix + "steering.png")));
        if (runs.stream().flatMap(List::stream).anyMatch(s -> !Double.isNaN(s.kind().leanRad()))) {
            XYChart lean = trace("Lean and countersteer", "[deg]", runs, s -> Math.toDegrees(s.kind().leanRad()));
            renameLast(lean, "lean [deg]");
            addTraces(lean, "handlebar [deg]", runs, s -> Math.toDegrees(s.kind().handlebarRad()));
            files.add(save(lean, dir.resolve(prefix + "lean.png")));
        }
        files.add(save(path(runs), dir.resolve(prefix + "path.png")));
        files.add(save(gg(runs), dir.resolve(prefix + "gg.png")));
        return files;
    }

    private static XYChart chart(String title, String x, String y) {
        XYChart c = new XYChartBuilder().width(900).height(520).title(title).xAxisTitle(x).yAxisTitle(y).build();
        c.getStyler().setMarkerSize(0);
        c.getStyler().setXAxisDecimalPattern("#,##0.##");
        c.getStyler().setYAxisDecimalPattern("#,##0.##");
        c.getStyler().setLegendVisible(true);
        return c;
    }

    private static XYChart torquePower(VehicleSpec spec) {
        TorqueCurve curve = new TorqueCurve(spec.engine().torqueCurve());
        XYChart c = chart(spec.name() + ": full-throttle torque and power", "engine speed [rpm]", "torque [N m], power [kW]");
        List<Double> rpm = new ArrayList<>();
        List<Double> torque = new ArrayList<>();
        List<Double> power = new ArrayList<>();
        for (double r = spec.engine().idleRpm(); r <= spec.engine().redlineRpm(); r += 50) {
            rpm.add(r);
            torque.add(curve.torqueNm(r));
            power.add(curve.torqueNm(r) * Units.rpmToRadPerS(r) / 1000);
        }
        c.addSeries("torque [N m]", rpm, torque);
        c.addSeries("power [kW]", rpm, power);
        return c;
    }

    private static XYChart trace(String title, String y, List<List<VehicleSnapshot>> runs, ToDoubleFunction<VehicleSnapshot> f) {
        XYChart c = chart(title, "time [s]", y);
        addTraces(c, y, runs, f);
        return c;
    }

    private static void addTraces(XYChart c, String name, List<List<VehicleSnapshot>> runs, ToDoubleFunction<VehicleSnapshot> f) {
        int shown = 0;
        for (int r = 0; r < runs.size() && shown < 4; r++) {
            List<VehicleSnapshot> run = runs.get(runs.size() - 1 - r);
            List<Double> t = new ArrayList<>();
            List<Double> v = new ArrayList<>();
            for (VehicleSnapshot s : run) {
                double value = f.applyAsDouble(s);
                if (Double.isFinite(value)) {
                    t.add(s.timeS());
                    v.add(value);
                }
            }
            if (!t.isEmpty()) {
                String label = runs.size() > 1 ? name + " (run " + (runs.size() - r) + ")" : name;
                c.addSeries(label, t, v).setMarker(SeriesMarkers.NONE);
                shown++;
            }
        }
    }

    private static void renameLast(XYChart c, String name) {
        // the first series added by trace() carries the axis title as its name: relabel it
        if (c.getSeriesMap().size() == 1) {
            XYSeries s = c.getSeriesMap().values().iterator().next();
            c.removeSeries(s.getName());
            c.addSeries(name, s.getXData(), s.getYData()).setMarker(SeriesMarkers.NONE);
        }
    }

    private static XYChart path(List<List<VehicleSnapshot>> runs) {
        XYChart c = chart("Path driven (seen from above)", "x [m]", "-z [m]");
        addPoints(c, runs, s -> s.position().x(), s -> -s.position().z(), "path");
        return c;
    }

    private static XYChart gg(List<List<VehicleSnapshot>> runs) {
        XYChart c = chart("g-g diagram", "lateral [g]", "longitudinal [g]");
        addPoints(c, runs, s -> s.lateralAccelMps2() / Units.G, s -> s.longitudinalAccelMps2() / Units.G, "acceleration");
        return c;
    }

    private static void addPoints(XYChart c, List<List<VehicleSnapshot>> runs, ToDoubleFunction<VehicleSnapshot> fx,
            ToDoubleFunction<VehicleSnapshot> fy, String name) {
        List<VehicleSnapshot> run = runs.get(runs.size() - 1);
        List<Double> x = new ArrayList<>();
        List<Double> y = new ArrayList<>();
        for (VehicleSnapshot s : run) {
            x.add(fx.applyAsDouble(s));
            y.add(fy.applyAsDouble(s));
        }
        if (!x.isEmpty()) {
            c.addSeries(name, x, y).setMarker(SeriesMarkers.NONE);
        }
    }

    /**
     * The root locus (each mode's eigenvalue as the speed rises) and each mode's real part
     * against speed, without the tyres' lags. A motorcycle's speeds are drawn in km/h and its
     * real parts between {@value #MOTORCYCLE_REAL_MIN_PER_S} and {@value #MOTORCYCLE_REAL_MAX_PER_S}
     * per second, where the stability boundary is: the wobble's low-speed damping (tens per
     * second) would squash the slow modes into the zero line.
     *
     * @param dir the folder
     * @param vehicleId names the files
     * @param modes the eigenvalues over speed
     * @param motorcycle true for a motorcycle's chart (km/h, the real parts' axis clipped)
     * @return the files written
     * @throws IOException when a file cannot be written
     */
    public static List<Path> writeModes(Path dir, String vehicleId, List<LeanSteerModes.Mode> modes, boolean motorcycle)
            throws IOException {
        System.setProperty("java.awt.headless", "true");
        Files.createDirectories(dir);
        Map<String, List<LeanSteerModes.Mode>> byName = new TreeMap<>();
        for (LeanSteerModes.Mode m : modes) {
            // the tyres' force build-up is tens to hundreds per second: it would squash the modes a rider sees
            if (!m.mode().equals("tyre lag")) {
                byName.computeIfAbsent(m.mode(), k -> new ArrayList<>()).add(m);
            }
        }
        double speedScale = motorcycle ? Units.mpsToKmh(1) : 1;
        String speedAxis = motorcycle ? "speed (km/h)" : "speed (m/s)";
        XYChart locus = chart(vehicleId + ": root locus over speed", "real part (1/s)", "imaginary part (rad/s)");
        XYChart real = chart(vehicleId + ": real part of each mode (above zero: growing)", speedAxis, "real part (1/s)");
        double[] all = modes.stream().mapToDouble(LeanSteerModes.Mode::speedMps).toArray();
        if (all.length > 0) {
            double lo = java.util.Arrays.stream(all).min().orElse(0) * speedScale;
            double hi = java.util.Arrays.stream(all).max().orElse(0) * speedScale;
            real.addSeries("zero (stability boundary)", new double[] {lo, hi}, new double[] {0, 0})
                    .setMarker(SeriesMarkers.NONE);
        }
        for (Map.Entry<String, List<LeanSteerModes.Mode>> e : byName.entrySet()) {
            List<LeanSteerModes.Mode> l = e.getValue();
            double[] re = l.stream().mapToDouble(LeanSteerModes.Mode::realPerS).toArray();
            double[] im = l.stream().mapToDouble(m -> 2 * Math.PI * m.frequencyHz()).toArray();
            double[] v = l.stream().mapToDouble(m -> m.speedMps() * speedScale).toArray();
            locus.addSeries(e.getKey(), re, im).setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
            real.addSeries(e.getKey(), v, re).setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
        }
        locus.getStyler().setMarkerSize(4);
        real.getStyler().setMarkerSize(4);
        if (motorcycle) {
            real.getStyler().setYAxisMin(MOTORCYCLE_REAL_MIN_PER_S);
            real.getStyler().setYAxisMax(MOTORCYCLE_REAL_MAX_PER_S);
        }
        return List.of(save(locus, dir.resolve(vehicleId + "-root-locus.png")),
                save(real, dir.resolve(vehicleId + "-real-parts.png")));
    }

    private static Path save(XYChart chart, Path file) throws IOException {
        AtomicFiles.write(file, out -> BitmapEncoder.saveBitmap(chart, out, BitmapEncoder.BitmapFormat.PNG));
        return file;
    }
}
