package dev.sandbox.app.scene.render;

import com.jme3.renderer.RenderManager;
import com.jme3.renderer.ViewPort;
import com.jme3.scene.Geometry;
import com.jme3.scene.Spatial;
import com.jme3.scene.control.AbstractControl;
import java.util.ArrayList;
import java.util.List;

/**
 * Distance level of detail for a vehicle: small parts (the chain's outer plates) are drawn only
 * while the camera is within a few metres of the vehicle; beyond, what lies under them (the
 * band of inner plates) or a coarser stand-in (a body lofted from fewer sections) takes their
 * place. On the software renderer each part is a draw call and its lighting uniforms, and each
 * thin triangle a setup, and beyond a few metres such parts cover a handful of pixels. Decided per
 * viewport before the vehicle is drawn, from the camera's distance to the spatial the control
 * is added to. {@link #setForceNear} shows every detail (the showroom).
 */
public final class DistanceLod extends AbstractControl {

    private record Entry(Spatial part, float nearM, boolean far) {
    }

    private record Levels(Geometry geometry, float closeM, float nearM) {
    }

    private final List<Levels> levels = new ArrayList<>();

    private final List<Entry> entries = new ArrayList<>();
    private boolean forceNear;

    /**
     * @param part a part drawn only within {@code nearM} of the camera
     * @param nearM the distance (in metres)
     * @return this
     */
    public DistanceLod nearOnly(Spatial part, float nearM) {
        entries.add(new Entry(part, nearM, false));
        return this;
    }

    /**
     * @param part a coarser stand-in drawn only beyond {@code nearM} of the camera (never while
     *     every detail is forced)
     * @param nearM the distance (in metres)
     * @return this
     */
    public DistanceLod farOnly(Spatial part, float nearM) {
        entries.add(new Entry(part, nearM, true));
        part.setCullHint(Spatial.CullHint.Always);
        return this;
    }

    /**
     * @param g a geometry whose mesh has two levels of detail ({@link RigidSkin}): level 0
     *     within {@code nearM} of the camera, level 1 beyond
     * @param nearM the distance (in metres)
     * @return this
     */
    public DistanceLod levels(Geometry g, float nearM) {
        return levels(g, nearM, nearM);
    }

    /**
     * @param g a geometry whose mesh has three levels of detail ({@link RigidSkin}): level 0
     *     within {@code closeM} of the camera, level 1 up to {@code nearM}, level 2 beyond
     * @param closeM the closer distance (in metres)
     * @param nearM the farther distance (in metres)
     * @return this
     */
    public DistanceLod levels(Geometry g, float closeM, float nearM) {
        levels.add(new Levels(g, closeM, nearM));
        return this;
    }

    /** @param force true to draw every near part at any distance */
    public void setForceNear(boolean force) {
        forceNear = force;
    }

    @Override
    protected void controlUpdate(float tpf) {
    }

    @Override
    protected void controlRender(RenderManager rm, ViewPort vp) {
        float d = vp.getCamera().getLocation().distance(spatial.getWorldTranslation());
        for (Entry e : entries) {
            boolean near = forceNear || d < e.nearM;
            e.part.setCullHint(near != e.far ? Spatial.CullHint.Inherit : Spatial.CullHint.Always);
        }
        for (Levels l : levels) {
            int count = l.geometry.getMesh().getNumLodLevels();
            if (count > 0) {
                int level = forceNear || d < l.closeM ? 0 : d < l.nearM ? 1 : 2;
                l.geometry.setLodLevel(Math.min(level, count - 1));
            }
        }
    }
}
