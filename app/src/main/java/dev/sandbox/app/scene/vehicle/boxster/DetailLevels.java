package dev.sandbox.app.scene.vehicle.boxster;

import com.jme3.material.Material;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import dev.sandbox.app.scene.render.PlanarShadow;
import dev.sandbox.app.scene.render.RigidSkin;
import dev.sandbox.app.scene.render.SurfaceBuilder;
import java.util.function.UnaryOperator;

/**
 * Parts built twice from the same code: at full detail under a node marked "near" and as a
 * coarse stand-in ({@link SurfaceBuilder#SurfaceBuilder(boolean)}) under one marked "far"; the
 * skin draws one or the other by the camera's distance ({@link RigidSkin#DETAIL}). The
 * stand-ins cast no shadow: the full parts cast it at any distance.
 */
final class DetailLevels {

    private final Node near = new Node("near-detail");
    private final Node far = new Node("far-detail");

    /** @param parent the node both levels hang under */
    DetailLevels(Node parent) {
        near.setUserData(RigidSkin.DETAIL, "near");
        far.setUserData(RigidSkin.DETAIL, "far");
        parent.attachChild(near);
        parent.attachChild(far);
    }

    /**
     * @param name the part's name (its stand-in's with "-far")
     * @param m its finish
     * @param shape adds the part's surfaces to the builder it is given and returns it
     */
    void add(String name, Material m, UnaryOperator<SurfaceBuilder> shape) {
        near.attachChild(BoxsterModel.geom(name, shape.apply(new SurfaceBuilder(false)), m));
        Geometry stand = BoxsterModel.geom(name + "-far", shape.apply(new SurfaceBuilder(true)), m);
        stand.setUserData(PlanarShadow.CASTS, false);
        far.attachChild(stand);
    }

    /**
     * @param name a part's name
     * @return the part at full detail and its stand-in
     */
    Geometry[] both(String name) {
        return new Geometry[] {(Geometry) near.getChild(name), (Geometry) far.getChild(name + "-far")};
    }
}
