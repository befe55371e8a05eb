package dev.sandbox.app.tools;

import com.jme3.app.SimpleApplication;
import com.jme3.app.state.AppState;
import com.jme3.math.Vector3f;
import com.jme3.system.AppSettings;
import com.jme3.system.JmeSystem;
import com.jme3.util.BufferUtils;
import dev.sandbox.app.Logs;
import dev.sandbox.app.core.world.RoadLoop;
import dev.sandbox.app.scene.vehicle.BikeView;
import dev.sandbox.app.scene.vehicle.CarView;
import dev.sandbox.app.scene.vehicle.VehiclePose;
import dev.sandbox.app.session.WorldState;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A developer tool (not a test): parks the car and the bike on the road and saves a picture,
 * to judge the vehicle meshes without driving. Usage: ViewPreview OUT.png [leanDeg] [camera].
 */
public final class ViewPreview extends SimpleApplication {

    private final Path out;
    private final float leanDeg;
    private final String camera;
    private int frame;

    private ViewPreview(Path out, float leanDeg, String camera) {
        super(new AppState[0]);
        this.out = out;
        this.leanDeg = leanDeg;
        this.camera = camera;
    }

    public static void main(String[] args) {
        Logs.quiet();
        ViewPreview app = new ViewPreview(Path.of(args[0]), args.length > 1 ? Float.parseFloat(args[1]) : 0,
                args.length > 2 ? args[2] : "side");
        AppSettings s = new AppSettings(true);
        s.setResolution(1280, 720);
        s.setRenderer(AppSettings.LWJGL_OPENGL32);
        s.setAudioRenderer(null);
        s.setGammaCorrection(false);
        app.setSettings(s);
        app.setShowSettings(false);
        app.start();
    }

    @Override
    public void simpleInitApp() {
        WorldState world = new WorldState(dev.sandbox.app.core.world.WorldGenerator.DEFAULT_SEED);
        stateManager.attach(world);
    }

    @Override
    public void simpleUpdate(float tpf) {
        frame++;
        if (frame == 2) {
            WorldState world = stateManager.getState(WorldState.class);
            RoadLoop road = world.road();
            int i = 40;
            float h = (float) road.headingRad(i);
            CarView car = new CarView(VehicleSpecs.load("boxster-s"), assetManager);
            Vector3f p = new Vector3f((float) road.x(i), (float) road.y(i), (float) road.z(i));
            Vector3f left = new Vector3f(-(float) Math.sin(h), 0, -(float) Math.cos(h));
            car.apply(VehiclePose.parked(p.add(left.mult(2f)), h, 4, 0));
            rootNode.attachChild(car.root());
            BikeView bike = new BikeView(VehicleSpecs.load("cbr1000rr"), assetManager);
            bike.apply(VehiclePose.parked(p.add(left.mult(-2f)), h, 2, leanDeg * (float) Math.PI / 180));
            rootNode.attachChild(bike.root());
            Vector3f fwd = new Vector3f((float) Math.cos(h), 0, -(float) Math.sin(h));
            Vector3f eye;
            if (camera.equals("rear")) {
                eye = p.subtract(fwd.mult(9f)).addLocal(0, 1.6f, 0);
            } else if (camera.equals("front")) {
                eye = p.add(fwd.mult(8f)).addLocal(left.mult(3f)).addLocal(0, 2.2f, 0);
            } else {
                eye = p.add(left.mult(9f)).addLocal(fwd.mult(1.5f)).addLocal(0, 1.8f, 0);
            }
            cam.setLocation(eye);
            cam.lookAt(p.add(0, 0.6f, 0), Vector3f.UNIT_Y);
        }
        if (frame == 8) {
            int w = cam.getWidth();
            int hh = cam.getHeight();
            ByteBuffer buf = BufferUtils.createByteBuffer(w * hh * 4);
            renderer.readFrameBuffer(null, buf);
            try (OutputStream os = Files.newOutputStream(out)) {
                JmeSystem.writeImageFile(os, "png", buf, w, hh);
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
            stop();
        }
    }
}
