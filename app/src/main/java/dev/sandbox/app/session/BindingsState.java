package dev.sandbox.app.session;

import com.simsilica.lemur.core.VersionedHolder;
import com.simsilica.lemur.core.VersionedReference;
import dev.sandbox.app.scene.input.ControlBindings;
import java.nio.file.Path;

/**
 * The player's key and pad bindings in force, read from the controls file when the sandbox
 * starts (a line that cannot be used is reported once and its function keeps its default).
 * The controls screen puts new ones in force; the input feature polls a
 * {@link VersionedReference} and maps them into Lemur's InputMapper, and the key hints on the
 * screens read them here.
 */
public final class BindingsState extends PlainState {

    private final Path file;
    private final VersionedHolder<ControlBindings> bindings;

    /** @param file the controls file to read (it need not exist) */
    public BindingsState(Path file) {
        this.file = file;
        this.bindings = new VersionedHolder<>(ControlBindings.load(file,
                line -> System.err.println("driving-sandbox: " + line)));
    }

    /** @return the bindings in force */
    public ControlBindings bindings() {
        return bindings.getObject();
    }

    /** @return the controls file they were read from and are saved to */
    public Path file() {
        return file;
    }

    /** @param b the bindings to put in force (the controls screen) */
    public void set(ControlBindings b) {
        bindings.setObject(b);
    }

    /** @return a reference that reports when new bindings are put in force */
    public VersionedReference<ControlBindings> createReference() {
        return bindings.createReference();
    }
}
