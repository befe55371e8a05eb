package dev.sandbox.app.session;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.renderer.queue.RenderQueue.ShadowMode;
import dev.sandbox.app.scene.render.NearFirstComparator;
import dev.sandbox.app.scene.vehicle.VehiclePose;
import dev.sandbox.app.scene.vehicle.VehicleView;
import dev.sandbox.app.scene.vehicle.VehicleViews;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * Shows the vehicle being driven: builds the car or bike view for its spec and moves it to
 * the interpolated pose of the driving loop every frame. The vehicle casts and receives the
 * sun's shadows where they are drawn with shadow maps.
 */
public final class VehicleViewState extends PlainState {

    private VehicleView view;
    private VehicleSpec shownSpec;

    /** @return the current view, or null */
    public VehicleView view() {
        return view;
    }

    @Override
    public void update(float tpf) {
        DrivingState driving = getState(DrivingState.class);
        VehicleSpec spec = driving.spec();
        if (spec != shownSpec) {
            if (view != null) {
                view.root().removeFromParent();
            }
            view = spec == null ? null : create(spec);
            shownSpec = spec;
            if (view != null) {
                ((SimpleApplication) getApplication()).getRootNode().attachChild(view.root());
            }
        }
        VehiclePose pose = driving.pose();
        if (view != null && pose != null) {
            view.apply(pose);
        }
    }

    private VehicleView create(VehicleSpec spec) {
        VehicleView created = VehicleViews.create(spec, getApplication().getAssetManager());
        NearFirstComparator.mark(created.root());
        created.root().setShadowMode(ShadowMode.CastAndReceive);
        return created;
    }

    @Override
    protected void cleanup(Application app) {
        if (view != null) {
            view.root().removeFromParent();
        }
    }

    @Override
    protected void onEnable() {
        if (view != null) {
            ((SimpleApplication) getApplication()).getRootNode().attachChild(view.root());
        }
    }

    @Override
    protected void onDisable() {
        if (view != null) {
            view.root().removeFromParent();
        }
    }
}
