package dev.sandbox.app.scene.vehicle;

import com.jme3.asset.AssetManager;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import dev.sandbox.app.scene.render.RigidSkin;
import dev.sandbox.app.scene.vehicle.cbr.CbrBodywork;
import dev.sandbox.app.scene.vehicle.cbr.CbrChassisParts;
import dev.sandbox.app.scene.vehicle.cbr.CbrParts;
import dev.sandbox.app.scene.vehicle.cbr.CbrRider;
import dev.sandbox.app.scene.vehicle.parts.Finishes;
import dev.sandbox.physics.spec.ChassisSpec;
import dev.sandbox.physics.spec.VehicleSpec;

/**
 * The SC57 CBR1000RR and its rider. The whole bike leans about the line through its tyre
 * contacts and pitches about the centre of mass; the fork, front wheel and clip-ons turn about
 * the raked steering axis (rake and trail from the spec) and the fork slides along it as the
 * nose dives, so the front tyre stays on the road; the swingarm swings about its pivot so the
 * rear tyre does too; wheels, discs and the rear sprocket spin; the rider ({@link CbrRider})
 * keeps hands on the grips and feet on the pegs; the tail light brightens under braking.
 */
public final class BikeView extends VehicleView {

    /**
     * Camera distance beyond which the wheels are drawn as their coarse stand-ins (in metres):
     * beyond the chase camera's 4 m, from where a bike's wheels are large on the screen (the
     * stand-ins' rims are plain cones).
     */
    static final float FAR_M = 6f;

    /** Fairing red: also what the screenshot test looks for. */
    public static final ColorRGBA PAINT = CbrBodywork.RED;

    private final VehicleSpec spec;
    private final Node lean = new Node("lean");
    private final Node pitch = new Node("pitch");
    private final CbrBodywork bodywork;
    private final CbrChassisParts chassis;
    private final CbrRider rider;
    private final float xf;
    private final float xr;
    private final RigidSkin skin;

    /**
     * @param spec the motorcycle's data (must have motorcycle geometry)
     * @param assets the asset manager
     */
    public BikeView(VehicleSpec spec, AssetManager assets) {
        super(assets);
        this.spec = spec;
        ChassisSpec c = spec.chassis();
        xf = (float) c.cgToFrontAxleM();
        xr = (float) -c.cgToRearAxleM();
        Finishes fin = new Finishes(assets);
        CbrParts parts = CbrParts.of(spec, fin);
        bodywork = parts.bodywork();
        chassis = parts.chassis();
        rider = new CbrRider(bodywork.seatPoint(), bodywork.pegPoints(), fin);
        pitch.attachChild(bodywork.node());
        pitch.attachChild(chassis.steeringAxis());
        pitch.attachChild(chassis.swingarm());
        pitch.attachChild(rider.node());
        lean.attachChild(pitch);
        root.attachChild(lean);
        chassis.addDetail(lod);
        // Everything lit and opaque but the painted skin and the chain's moving plates (frame,
        // engine, fork, wheels, calipers, swingarm, the rider): one skin, one draw call.
        skin = skin(pitch, g -> !g.getName().equals(CbrBodywork.FAIRING) && !g.getName().equals(CbrBodywork.FAIRING_FAR)
                && !g.getName().equals("chain-plates"), fin.skin(30));
        // From the chase camera on, the painted skin from fewer sections, the rider's limbs and
        // the fork from fewer sides: a renderer pays for every triangle it sets up, and from
        // 4 m they cannot be told from the full parts. The wheels only from farther.
        Geometry[] painted = bodywork.paintedSkins();
        lod.nearOnly(painted[0], CbrBodywork.CLOSE_M).farOnly(painted[1], CbrBodywork.CLOSE_M);
        lod.levels(skin.geometry(), CbrBodywork.CLOSE_M, FAR_M);
        applyParts(VehiclePose.parked(Vector3f.ZERO, 0, 2, 0));
    }

    @Override
    public Vector3f cockpitEye() {
        return new Vector3f(-0.02f, 1.42f, 0f);
    }

    @Override
    public float targetHeight() {
        return 1.0f;
    }

    @Override
    public Node cockpitMount() {
        return lean;
    }

    @Override
    public void showOccupant(boolean visible) {
        skin.setVisible(rider.node(), visible);
    }

    /** @return the fork, wheels and swingarm */
    public CbrChassisParts chassis() {
        return chassis;
    }

    @Override
    protected void applyParts(VehiclePose pose) {
        lean.setLocalRotation(new Quaternion().fromAngleAxis(pose.leanRad(), Vector3f.UNIT_X));
        float p = pose.crashed() ? 0 : pose.pitchRad();
        pitch.setLocalRotation(new Quaternion().fromAngleAxis(-p, Vector3f.UNIT_Z));
        // Pitching about the origin drops the front axle by about xf * pitch: the fork takes it
        // up along the axis, and the swingarm lets the rear wheel down by -xr * pitch.
        float travel = FastMath.clamp(xf * p / FastMath.cos(chassis.rake()), -0.02f, 0.12f);
        float rearDrop = -xr * p;
        float[] spin = pose.wheelSpinRad();
        float fs = spin.length >= 2 ? spin[0] : 0;
        float rs = spin.length >= 2 ? spin[1] : 0;
        float barRad = pose.handlebarRad() + presentedSteerRad;
        chassis.pose(barRad, travel, rearDrop, fs, rs);
        Vector3f[] grips = new Vector3f[2];
        Quaternion bar = new Quaternion().fromAngleAxis(barRad, Vector3f.UNIT_Y);
        Quaternion axis = chassis.steeringAxis().getLocalRotation();
        for (int i = 0; i < 2; i++) {
            grips[i] = axis.mult(bar.mult(chassis.grips()[i])).addLocal(chassis.steeringAxis().getLocalTranslation());
        }
        Quaternion toBike = pitch.getLocalRotation().inverse().mult(lean.getLocalRotation().inverse());
        rider.pose(pose.leanRad(), pose.riderLeanRad(), pose.speedMps(), grips, pose.footDown(), pose.crashed(), toBike);
        bodywork.brake(pose.braking());
        skin.update();
    }
}
