package dev.sandbox.bench.frames;

import com.jme3.app.SimpleApplication;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import dev.sandbox.app.session.PlainState;
import java.util.ArrayList;
import java.util.List;

/**
 * Takes parts of the world out of the scene for a frame benchmark, so their share of the frame
 * shows as the difference to a run with them: the environment variable {@link #ENV} names them
 * by the start of their node's name, comma-separated ({@code SANDBOX_HIDE=terrain,road,props}).
 * The world's parts are the children of its node, {@code "world"}; they are looked for once,
 * in the first frame after the world is in the scene.
 */
public final class HiddenParts extends PlainState {

    /** The environment variable that names the parts to hide. */
    public static final String ENV = "SANDBOX_HIDE";

    private final List<String> prefixes = new ArrayList<>();

    /** @param names the parts' names' beginnings, comma-separated (empty or null: hide nothing) */
    public HiddenParts(String names) {
        for (String n : (names == null ? "" : names).split(",")) {
            if (!n.isBlank()) {
                prefixes.add(n.trim());
            }
        }
        setEnabled(!prefixes.isEmpty());
    }

    @Override
    public void update(float tpf) {
        Spatial world = ((SimpleApplication) getApplication()).getRootNode().getChild("world");
        if (!(world instanceof Node node)) {
            return;
        }
        for (Spatial part : new ArrayList<>(node.getChildren())) {
            String name = part.getName();
            if (name != null && prefixes.stream().anyMatch(name::startsWith)) {
                part.removeFromParent();
            }
        }
        setEnabled(false);
    }
}
