package dev.sandbox.physics.provingground.cli;

import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** The vehicle a command measures: a shipped one by id, or the user's own spec file. */
final class VehicleOptions {

    @Option(names = "--vehicle", paramLabel = "ID", description = "a shipped vehicle (the vehicles command lists them)")
    String vehicleId;

    @Option(names = "--spec", paramLabel = "FILE",
            description = "your own vehicle spec file (YAML); --vehicle, if also given, must name its id")
    Path specFile;

    /**
     * @param command the command's name, for the message
     * @return the vehicle's spec
     * @throws IllegalArgumentException when neither option names a vehicle, or they disagree
     */
    VehicleSpec resolve(String command) {
        if (specFile == null && vehicleId == null) {
            throw new IllegalArgumentException(command + " needs --vehicle ID or --spec FILE; vehicles: "
                    + String.join(", ", VehicleSpecs.ids()) + ".");
        }
        if (specFile == null) {
            return VehicleSpecs.load(vehicleId);
        }
        VehicleSpec spec = VehicleSpecs.loadFile(specFile);
        if (vehicleId != null && !vehicleId.equals(spec.id())) {
            throw new IllegalArgumentException("--vehicle " + vehicleId + " does not match the id '" + spec.id()
                    + "' of the spec file " + specFile + ".");
        }
        return spec;
    }
}
