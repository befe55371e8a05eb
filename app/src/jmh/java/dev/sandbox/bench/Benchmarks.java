package dev.sandbox.bench;

import dev.sandbox.physics.spec.VehicleSpecs;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Runs the JMH benchmarks of this module and prints a table of nanoseconds per operation with
 * the real-time factor of the model's 1 kHz steps (how many simulated milliseconds fit in one
 * millisecond of one core) and, for the model and Minie's vehicle, milliseconds of one core per
 * simulated second, then one JSON object with the same figures.
 *
 * <pre>
 * java -jar app/target/benchmarks.jar            full run: 1 fork, 3 x 1 s warm-up, 5 x 1 s measured
 * java -jar app/target/benchmarks.jar --quick    smoke run: in-process, 1 x 0.2 s warm-up, 2 x 0.2 s measured
 * java -jar app/target/benchmarks.jar Tyre       only the benchmarks whose name matches the pattern
 * </pre>
 *
 * Both shipped vehicles are benchmarked. JMH's own JSON result file is written beside the
 * table, to {@value #RESULT_FILE} in the working folder. The plain JMH command line stays
 * available as {@code java -cp app/target/benchmarks.jar org.openjdk.jmh.Main}.
 */
public final class Benchmarks {

    /** JMH's own result file (its JSON format), written in the working folder. */
    public static final String RESULT_FILE = "jmh-result.json";

    private Benchmarks() {
    }

    /**
     * @param args {@code --quick} and/or name patterns
     * @throws RunnerException when JMH fails
     */
    public static void main(String[] args) throws RunnerException {
        boolean quick = false;
        List<String> patterns = new ArrayList<>();
        for (String a : args) {
            if (a.equals("--quick")) {
                quick = true;
            } else if (a.equals("--help") || a.equals("-h")) {
                System.out.println("usage: java -jar benchmarks.jar [--quick] [NAME-PATTERN...]");
                return;
            } else {
                patterns.add(a);
            }
        }
        ChainedOptionsBuilder b = new OptionsBuilder();
        if (patterns.isEmpty()) {
            b.include(Benchmarks.class.getPackageName() + ".*Benchmark");
        }
        patterns.forEach(b::include);
        b.param("vehicle", VehicleSpecs.ids().toArray(String[]::new));
        b.resultFormat(ResultFormatType.JSON).result(RESULT_FILE);
        if (quick) {
            b.forks(0).warmupIterations(1).warmupTime(TimeValue.milliseconds(200))
                    .measurementIterations(2).measurementTime(TimeValue.milliseconds(200));
        } else {
            b.forks(1).warmupIterations(3).warmupTime(TimeValue.seconds(1))
                    .measurementIterations(5).measurementTime(TimeValue.seconds(1));
        }
        double load0 = Stats.loadAverage();
        Collection<RunResult> results = new Runner(b.build()).run();
        report(results, quick, load0);
    }

    private static void report(Collection<RunResult> results, boolean quick, double load0) {
        System.out.println();
        System.out.printf("%-42s %12s %12s %12s %10s %12s%n", "benchmark", "ns/op", "min", "max", "RTF@1kHz", "ms/sim-s");
        List<Json> rows = new ArrayList<>();
        for (RunResult r : results) {
            BenchmarkParams p = r.getParams();
            String benchmark = p.getBenchmark();
            String name = benchmark.substring(benchmark.lastIndexOf('.', benchmark.lastIndexOf('.') - 1) + 1);
            StringBuilder label = new StringBuilder(name);
            for (String key : p.getParamsKeys()) {
                label.append(' ').append(p.getParam(key));
            }
            var stats = r.getPrimaryResult().getStatistics();
            double median = stats.getPercentile(50);
            boolean step = name.startsWith("VehicleStep");
            boolean minie = name.startsWith("MinieVehicleStep");
            double rtf = step ? 1e6 / median : Double.NaN;
            double stepsPerSimS = step ? 1000 : minie ? Double.parseDouble(p.getParam("hz")) : Double.NaN;
            double msPerSimS = median * stepsPerSimS / 1e6;
            System.out.printf(Locale.ROOT, "%-42s %12.1f %12.1f %12.1f %10s %12s%n", label, median,
                    stats.getMin(), stats.getMax(),
                    step ? String.format(Locale.ROOT, "%.0f", rtf) : "",
                    step || minie ? String.format(Locale.ROOT, "%.2f", msPerSimS) : "");
            Json row = new Json().put("benchmark", label.toString()).put("nsPerOp", median)
                    .put("min", stats.getMin()).put("max", stats.getMax());
            if (step) {
                row.put("realTimeFactor1kHz", rtf);
            }
            if (step || minie) {
                row.put("msPerSimSecond", msPerSimS);
            }
            rows.add(row);
        }
        System.out.println(new Json().put("benchmark", "jmh").put("quick", quick).put("results", rows)
                .put("jmhResultFile", RESULT_FILE).put("loadAvgStart", load0).put("loadAvgEnd", Stats.loadAverage())
                .put("cpus", Runtime.getRuntime().availableProcessors()));
    }
}
