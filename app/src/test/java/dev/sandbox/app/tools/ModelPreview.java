package dev.sandbox.app.tools;

import com.jme3.app.SimpleApplication;
import com.jme3.app.state.AppState;
import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import com.jme3.system.AppSettings;
import com.jme3.system.JmeSystem;
import com.jme3.util.BufferUtils;
import dev.sandbox.app.Logs;
import dev.sandbox.app.core.world.RoadLoop;
import dev.sandbox.app.scene.vehicle.BikeView;
import dev.sandbox.app.scene.vehicle.CarView;
import dev.sandbox.app.scene.vehicle.VehiclePose;
import dev.sandbox.app.scene.vehicle.VehicleView;
import dev.sandbox.app.session.WorldState;
import dev.sandbox.physics.spec.VehicleSpecs;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A developer tool (not a test): parks one vehicle on the road and saves pictures from several
 * angles. Usage: ModelPreview PREFIX boxster-s|cbr1000rr leanDeg az,el,dist ...
 * (azimuth 0 = in front, 90 = from the left (the side the bike's chain is on), degrees; elevation in degrees; distance in
 * metres). System properties: {@code -Dopen=true} doors open or bars turned, {@code -Dbrake=true} brake
 * lamps lit, {@code -Drider=false} the bike without its rider, {@code -Dnoshadow=true} no shadow.
 */
public final class ModelPreview extends SimpleApplication {

    private final String prefix;
    private final String vehicle;
    private final float leanDeg;
    private final String[] views;
    private int frame;
    private Vector3f p;
    private float h;

    private ModelPreview(String prefix, String vehicle, float leanDeg, String[] views) {
        super(new AppState[0]);
        this.prefix = prefix;
        this.vehicle = vehicle;
        this.leanDeg = leanDeg;
        this.views = views;
    }

    public static void main(String[] args) {
        Logs.quiet();
        String[] views = java.util.Arrays.copyOfRange(args, 3, args.length);
        ModelPreview app = new ModelPreview(args[0], args[1], Float.parseFloat(args[2]), views);
        AppSettings s = new AppSettings(true);
        s.setResolution(960, 540);
        s.setRenderer(AppSettings.LWJGL_OPENGL32);
        s.setAudioRenderer(null);
        s.setGammaCorrection(false);
        s.setStencilBits(8);
        app.setSettings(s);
        app.setShowSettings(false);
        app.start();
    }

    @Override
    public void simpleInitApp() {
        stateManager.attach(new WorldState(dev.sandbox.app.core.world.WorldGenerator.DEFAULT_SEED));
    }

    @Override
    public void simpleUpdate(float tpf) {
        frame++;
        if (frame == 2) {
            RoadLoop road = stateManager.getState(WorldState.class).road();
            int i = 40;
            h = (float) road.headingRad(i);
            p = new Vector3f((float) road.x(i), (float) road.y(i), (float) road.z(i));
            VehicleView v = vehicle.startsWith("cbr") ? new BikeView(VehicleSpecs.load(vehicle), assetManager)
                    : new CarView(VehicleSpecs.load(vehicle), assetManager);
            int wheels = vehicle.startsWith("cbr") ? 2 : 4;
            VehiclePose parked = VehiclePose.parked(p, h, wheels, leanDeg * FastMath.DEG_TO_RAD);
            if (leanDeg != 0) {
                // Riding through a bend at 90 km/h rather than parked.
                parked = new VehiclePose(parked.position(), parked.forward(), parked.up(), 0, 0, new float[wheels],
                        new float[wheels], null, parked.leanRad(), parked.leanRad() * 0.4f, -0.02f, false,
                        leanDeg >= 80 ? 0f : 25f, false, leanDeg >= 80, 0f);
            }
            // -Dopen=true: doors open (or the bars turned), as the showroom's key shows them.
            if (Boolean.getBoolean("open")) {
                v.presentOpen(1f);
                v.presentSteer(0.45f);
            }
            // -Dbrake=true: the brake lamp lit; -Drider=false: the bike alone.
            if (Boolean.getBoolean("brake")) {
                parked = new VehiclePose(parked.position(), parked.forward(), parked.up(), parked.pitchRad(),
                        parked.rollRad(), parked.wheelSteerRad(), parked.wheelSpinRad(), parked.contacts(),
                        parked.leanRad(), parked.riderLeanRad(), parked.handlebarRad(), true, parked.speedMps(),
                        parked.footDown(), parked.crashed(), parked.heaveM());
            }
            if (!Boolean.parseBoolean(System.getProperty("rider", "true"))) {
                v.showOccupant(false);
            }
            v.apply(parked);
            rootNode.attachChild(v.root());
            v.root().updateGeometricState();
            dev.sandbox.app.scene.render.PlanarShadow shadow = new dev.sandbox.app.scene.render.PlanarShadow(assetManager,
                    v.root(), 0f);
            shadow.update(dev.sandbox.app.scene.render.Environment.SUN_DIRECTION, p, Vector3f.UNIT_Y);
            if (!Boolean.getBoolean("noshadow")) {
                rootNode.attachChild(shadow.geometry());
            }
        }
        int k = (frame - 4) / 3;
        if (frame >= 4 && k < views.length && (frame - 4) % 3 == 0) {
            if (views[k].equals("sun")) {
                cam.setLocation(p.add(0, 1.5f, 0));
                cam.lookAt(p.add(0, 1.5f, 0).subtract(dev.sandbox.app.scene.render.Environment.SUN_DIRECTION), Vector3f.UNIT_Y);
                return;
            }
            String[] a = views[k].split(",");
            float az = Float.parseFloat(a[0]) * FastMath.DEG_TO_RAD + h;
            float el = Float.parseFloat(a[1]) * FastMath.DEG_TO_RAD;
            float d = Float.parseFloat(a[2]);
            Vector3f dir = new Vector3f(FastMath.cos(az) * FastMath.cos(el), FastMath.sin(el),
                    -FastMath.sin(az) * FastMath.cos(el));
            Vector3f target = p.add(0, vehicle.startsWith("cbr") ? 0.6f : 0.55f, 0);
            cam.setLocation(target.add(dir.mult(d)));
            cam.lookAt(target, Vector3f.UNIT_Y);
        }
        if (frame >= 6 && (frame - 6) % 3 == 0) {
            int s = (frame - 6) / 3;
            if (s >= views.length) {
                stop();
                return;
            }
            int w = cam.getWidth();
            int hh = cam.getHeight();
            ByteBuffer buf = BufferUtils.createByteBuffer(w * hh * 4);
            renderer.readFrameBuffer(null, buf);
            try (OutputStream os = Files.newOutputStream(Path.of(prefix + "-" + s + ".png"))) {
                JmeSystem.writeImageFile(os, "png", buf, w, hh);
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        }
    }
}
