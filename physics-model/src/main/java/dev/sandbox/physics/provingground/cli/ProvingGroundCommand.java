package dev.sandbox.physics.provingground.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * The proving ground's command registry: every command is one subcommand class, named in its
 * own {@code @Command}. {@code report} runs the test commands in this order.
 */
@Command(name = "java -jar physics-model/target/proving-ground.jar", mixinStandardHelpOptions = true,
        versionProvider = Version.class,
        synopsisHeading = "",
        customSynopsis = "usage: java -jar physics-model/target/proving-ground.jar COMMAND [--vehicle ID | --spec FILE]"
                + " [--json] [options]",
        description = "Drives a vehicle through the engineer's standard tests, headless, and prints a table or JSON.",
        commandListHeading = "%nCommands (COMMAND --help for each one's options):%n",
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {
            "0:the command ran; a test whose run cannot produce its figures (the vehicle went down, never "
                + "reached the speed or state it measures, or never settled) prints \"valid\": false and a \"reason\" "
                + "in its place, and report still runs the other tests",
            "1:an internal error (a bug: the stack trace follows)",
            "2:a bad command line, vehicle id, spec file, recording or output path (one line on stderr)"},
        subcommands = {VehiclesCommand.class, GearsCommand.class, AccelCommand.class, BrakeCommand.class,
            TopSpeedCommand.class, CoastdownCommand.class, TurnCircleCommand.class, SkidpadCommand.class,
            StepSteerCommand.class, LaneChangeCommand.class, HlavacsCommand.class, SoakCommand.class,
            LeanTurnCommand.class, CountersteerCommand.class, RideCommand.class, StraightCommand.class,
            ReportCommand.class, ReplayCommand.class, StabilityCommand.class, HandsOffCommand.class,
            HelpCommand.class})
public final class ProvingGroundCommand implements Callable<Integer> {

    @Spec
    CommandSpec command;

    @Override
    public Integer call() {
        command.commandLine().getErr().println(Version.NAME + ": give a command; --help lists them.");
        return 2;
    }
}
