package dev.sandbox.physics.provingground.cli;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintWriter;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** How a command's result is shown, and what else a test drive writes. */
final class OutputOptions {

    @Option(names = "--json", description = "print one JSON object instead of the table")
    boolean json;

    @Option(names = "--csv", paramLabel = "FILE", description = "every step's telemetry at 100 Hz as CSV")
    Path csv;

    @Option(names = "--plots", paramLabel = "DIR", description = "PNG charts of the runs")
    Path plots;

    /**
     * Prints a result: the JSON on one line, or the readable table.
     *
     * @param result the result tree
     * @param out where to print
     */
    void print(JsonNode result, PrintWriter out) {
        if (json) {
            out.println(result.toString());
        } else {
            out.print(Table.render(result));
        }
        out.flush();
    }
}
