package dev.sandbox.physics.spec;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.sandbox.physics.io.AtomicFiles;
import dev.sandbox.physics.io.InputFiles;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Finds, reads and validates vehicle spec files. The shipped ones live on the classpath
 * (module {@code assets}) as {@code vehicles/ID.yaml}, listed in {@code vehicles/index.txt}.
 */
public final class VehicleSpecs {

    /** Largest spec file accepted (in bytes): a real one is a few kilobytes. */
    public static final int MAX_FILE_BYTES = 256 * 1024;

    private static final String FOLDER = "vehicles/";
    /** A key given twice is an error, not "the last one wins". */
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory()
            .enable(com.fasterxml.jackson.core.StreamReadFeature.STRICT_DUPLICATE_DETECTION.mappedFeature()))
            .enable(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY);

    private static final java.util.regex.Pattern DUPLICATE = java.util.regex.Pattern.compile("Duplicate field '([^']*)'");

    private VehicleSpecs() {
    }

    /** @return the ids of the shipped vehicles, in index order */
    public static List<String> ids() {
        try (InputStream in = resource(FOLDER + "index.txt")) {
            if (in == null) {
                throw new SpecException("The vehicle index " + FOLDER
                        + "index.txt is missing from the classpath (module assets).");
            }
            List<String> ids = new ArrayList<>();
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                String t = line.strip();
                if (!t.isEmpty() && !t.startsWith("#")) {
                    ids.add(t);
                }
            }
            return List.copyOf(ids);
        } catch (IOException e) {
            throw new SpecException("The vehicle index " + FOLDER + "index.txt cannot be read: " + e.getMessage(), e);
        }
    }

    /**
     * Loads a shipped vehicle.
     *
     * @param id a vehicle id such as "boxster-s"
     * @return the validated spec
     * @throws SpecException for an unknown id (listing the known ones) or a bad file
     */
    public static VehicleSpec load(String id) {
        List<String> known = ids();
        if (id == null || !known.contains(id)) {
            throw new SpecException("Unknown vehicle '" + id + "'; known vehicles: " + String.join(", ", known) + ".");
        }
        String name = FOLDER + id + ".yaml";
        try (InputStream in = resource(name)) {
            if (in == null) {
                throw new SpecException("The spec file " + name + " for vehicle '" + id
                        + "' is missing from the classpath (module assets).");
            }
            return parse(name, in.readNBytes(MAX_FILE_BYTES + 1));
        } catch (IOException e) {
            throw new SpecException(name + " cannot be read: " + e.getMessage(), e);
        }
    }

    /**
     * @param id a vehicle id
     * @return the kind of the shipped vehicle of that id, or null when no shipped vehicle has it
     */
    public static VehicleType shippedType(String id) {
        return ids().contains(id) ? load(id).type() : null;
    }

    /**
     * Loads a spec file from disk (for edited or new vehicles).
     *
     * @param file the YAML file
     * @return the validated spec
     * @throws SpecException naming the file and the problem
     */
    public static VehicleSpec loadFile(Path file) {
        if (file.toString().isBlank()) {
            throw new SpecException("the spec file name is empty.");
        }
        if (Files.isDirectory(file)) {
            throw new SpecException(file + ": is a folder, not a spec file.");
        }
        try {
            return parse(file.toString(), InputFiles.readBytes(file, MAX_FILE_BYTES, "spec file"));
        } catch (InputFiles.Refused e) {
            throw new SpecException(e.getMessage() + "; a spec file is a few KiB.", e);
        } catch (java.nio.file.NoSuchFileException e) {
            throw new SpecException(file + ": no such spec file.", e);
        } catch (IOException e) {
            throw new SpecException(file + " cannot be read: " + AtomicFiles.reason(e) + ".", e);
        }
    }

    /**
     * Parses and validates spec text.
     *
     * @param sourceName the file name used in messages
     * @param bytes the file's content (UTF-8 YAML)
     * @return the validated spec
     * @throws SpecException naming the file, the field and the problem
     */
    public static VehicleSpec parse(String sourceName, byte[] bytes) {
        if (bytes.length > MAX_FILE_BYTES) {
            throw new SpecException(sourceName + ": the file is larger than " + MAX_FILE_BYTES / 1024
                    + " KiB; a spec file is a few KiB.");
        }
        JsonNode root;
        try {
            try (JsonParser p = YAML.getFactory().createParser(
                    SpecNode.markNonFinite(new String(bytes, java.nio.charset.StandardCharsets.UTF_8)))) {
                root = YAML.readTree(p);
                if (root != null && p.nextToken() != null) {
                    throw new SpecException(sourceName + " at line " + p.currentLocation().getLineNr()
                            + ": a second YAML document; a spec file holds one vehicle.");
                }
            }
        } catch (JacksonException e) {
            String where = e.getLocation() == null ? "" : " at line " + e.getLocation().getLineNr();
            java.util.regex.Matcher dup = DUPLICATE.matcher(String.valueOf(e.getOriginalMessage()));
            if (dup.find()) {
                throw new SpecException(sourceName + where + ": the key '" + dup.group(1)
                        + "' appears twice in the same mapping; give it once.", e);
            }
            throw new SpecException(sourceName + ": not valid YAML" + where + ": " + firstLine(e.getOriginalMessage()) + ".", e);
        } catch (IOException e) {
            throw new SpecException(sourceName + " cannot be read: " + e.getMessage(), e);
        } catch (SpecException e) {
            throw e;
        } catch (RuntimeException e) {
            throw new SpecException(sourceName + ": not valid YAML: " + firstLine(String.valueOf(e.getMessage())) + ".", e);
        }
        if (root == null || root.isMissingNode()) {
            throw new SpecException(sourceName + ": the file is empty.");
        }
        return SpecParser.read(new SpecNode(sourceName, "", root));
    }

    /**
     * A fingerprint of a spec's content: two specs with the same fingerprint drive identically.
     * It hashes the parsed values (not the file's bytes), so comments and layout do not count.
     *
     * @param spec a validated spec
     * @return the SHA-256 of the spec's values (64 hex digits)
     */
    public static String fingerprint(VehicleSpec spec) {
        try {
            byte[] hash = java.security.MessageDigest.getInstance("SHA-256")
                    .digest(spec.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
            return java.util.HexFormat.of().formatHex(hash);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }

    private static InputStream resource(String name) {
        ClassLoader cl = Thread.currentThread().getContextClassLoader();
        if (cl == null) {
            cl = VehicleSpecs.class.getClassLoader();
        }
        return cl.getResourceAsStream(name);
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "unknown error";
        }
        int nl = s.indexOf('\n');
        return (nl < 0 ? s : s.substring(0, nl)).strip();
    }
}
