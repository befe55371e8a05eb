package dev.sandbox.physics.provingground.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/** {@code --version}: "proving-ground VERSION", the version being the Maven project's. */
public final class Version implements IVersionProvider {

    /** The program's name in messages and {@code --version}. */
    public static final String NAME = "proving-ground";

    @Override
    public String[] getVersion() {
        return new String[] {NAME + " " + version()};
    }

    /** @return the Maven project's version, filtered into version.properties at build time */
    public static String version() {
        try (InputStream in = Version.class.getResourceAsStream("/dev/sandbox/physics/provingground/version.properties")) {
            if (in == null) {
                throw new IllegalStateException("version.properties is missing from the classpath");
            }
            Properties p = new Properties();
            p.load(in);
            return p.getProperty("version");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
