package dev.sandbox.physics.provingground.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sandbox.physics.provingground.Plots;
import dev.sandbox.physics.provingground.RunCapture;
import dev.sandbox.physics.provingground.TestGroup;
import dev.sandbox.physics.provingground.TestTrack;
import dev.sandbox.physics.spec.VehicleSpec;
import java.io.IOException;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * A test drive of one vehicle: the options every test shares (vehicle, output, CSV and plots)
 * and the run around the measurement. Subclasses hold the test's own options, with their
 * defaults, and name their {@link TestGroup}, which says the vehicle kinds the test is for;
 * {@code report} runs every one that applies with those defaults.
 */
abstract class MeasureCommand implements Callable<Integer> {

    static final ObjectMapper JSON = new ObjectMapper();

    @Spec
    CommandSpec command;

    @Mixin
    VehicleOptions vehicle = new VehicleOptions();

    @Mixin
    OutputOptions output = new OutputOptions();

    /**
     * Runs the test.
     *
     * @param spec the vehicle, of a kind this test's {@link #group} applies to
     * @param json true when the result will be printed as JSON (some tests add a time trace then)
     * @return the result record (serialised by its component names)
     */
    abstract Object measure(VehicleSpec spec, boolean json);

    /**
     * @return the group of tests this one belongs to, which says the vehicle kinds it is meant for (and in whose report it
     * belongs)
     */
    TestGroup group() {
        return TestGroup.EVERY_VEHICLE;
    }

    /** @return true when {@code report} runs this test */
    boolean inReport() {
        return true;
    }

    @Override
    public Integer call() throws IOException {
        String name = command.name();
        VehicleSpec spec = vehicle.resolve(name);
        if (!group().appliesTo(spec)) {
            throw new IllegalArgumentException(name + " is not a test for a " + spec.type().name().toLowerCase(Locale.ROOT)
                    + " (" + spec.id() + ").");
        }
        output.print(captured(output, name, spec, () -> Verdict.of(this, spec, output.json)),
                command.commandLine().getOut());
        return 0;
    }

    /**
     * Runs a measurement while the test track's steps go to the CSV and plots asked for.
     *
     * @param output the output options
     * @param name the command's name (names the plot files)
     * @param spec the vehicle
     * @param run the measurement
     * @return its result
     * @throws IOException when the CSV or a plot cannot be written
     */
    static JsonNode captured(OutputOptions output, String name, VehicleSpec spec, Supplier<JsonNode> run)
            throws IOException {
        if (output.csv != null) {
            dev.sandbox.physics.io.OutputPaths.checkFile(output.csv.toString(), "--csv");
        }
        if (output.plots != null) {
            dev.sandbox.physics.io.OutputPaths.checkFolder(output.plots, "--plots " + output.plots);
        }
        RunCapture capture = output.csv != null || output.plots != null
                ? new RunCapture(output.csv, output.plots != null) : null;
        TestTrack.observe(capture);
        JsonNode result;
        try {
            result = run.get();
        } finally {
            TestTrack.observe(null);
            if (capture != null) {
                capture.close();
            }
        }
        if (output.plots != null) {
            Plots.write(output.plots, name, spec, capture.runs());
        }
        return result;
    }
}
