package dev.sandbox.app.core.drive;

import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The vehicles the sandbox offers: the shipped ones (assets' {@code vehicles/index.txt}) and
 * the player's own spec files (launch option {@code --spec FILE}). A player's spec with the
 * id of a shipped vehicle replaces it, so an edited copy of {@code boxster-s.yaml} is driven
 * in its place; one with a new id joins the list after the shipped ones.
 */
public final class VehicleCatalog {

    private final Map<String, VehicleSpec> own = new LinkedHashMap<>();

    /** @param spec a validated spec from the player's file */
    public void add(VehicleSpec spec) {
        own.put(spec.id(), spec);
    }

    /** @return every vehicle id, the shipped ones first, in menu and switching order */
    public List<String> ids() {
        List<String> ids = new ArrayList<>(VehicleSpecs.ids());
        for (String id : own.keySet()) {
            if (!ids.contains(id)) {
                ids.add(id);
            }
        }
        return List.copyOf(ids);
    }

    /**
     * @param id a vehicle id
     * @return its spec: the player's if one was added with that id, else the shipped one
     * @throws dev.sandbox.physics.spec.SpecException for an unknown id (listing the known ones)
     */
    public VehicleSpec load(String id) {
        VehicleSpec spec = own.get(id);
        return spec != null ? spec : VehicleSpecs.load(id);
    }

    /**
     * @param id a vehicle id
     * @return true when the spec comes from the player's file
     */
    public boolean isOwn(String id) {
        return own.containsKey(id);
    }
}
