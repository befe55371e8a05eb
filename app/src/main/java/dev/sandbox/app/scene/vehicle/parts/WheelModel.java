package dev.sandbox.app.scene.vehicle.parts;

import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import dev.sandbox.app.scene.render.MeshBuilder;
import dev.sandbox.app.scene.render.PartBatch;
import dev.sandbox.app.scene.render.PlanarShadow;
import dev.sandbox.app.scene.render.RigidSkin;
import dev.sandbox.app.scene.render.SurfaceBuilder;

/**
 * A road wheel: a tyre with rounded sidewalls, an alloy rim with spokes, brake discs that spin
 * with it and calipers that do not. The axle is the local z axis; +z is the outer face (the
 * side a passer-by sees). {@link #carrier()} holds the calipers and stays with the upright;
 * {@link #spin()} turns about z with the wheel.
 */
public final class WheelModel {

    /** How the wheel is shaped. */
    public record Shape(float radiusM, float widthM, float rimRadiusM, int spokes, boolean pairedSpokes,
            boolean roundCrown, float discRadiusM, float[] discSidesZ, float caliperAngleRad) {
    }

    private final Node carrier;
    private final Node spin;
    private final Material spinning;
    /** The brake discs for the stand-in ({@link #discsFromAfar}); null for a wheel without discs. */
    private final Geometry farDiscs;
    /** Segments round the stand-in's lathed parts. */
    public static final int FAR_SEGMENTS = 14;

    /**
     * @param name node name (e.g. "wheel-front-left")
     * @param s the shape
     * @param tyre tyre rubber material
     * @param rim rim material
     * @param disc brake disc material
     * @param caliper caliper material
     */
    public WheelModel(String name, Shape s, Material tyre, Material rim, Material disc, Material caliper) {
        carrier = new Node(name);
        spin = new Node(name + "-spin");
        carrier.attachChild(spin);
        float r = s.radiusM;
        float hw = s.widthM / 2;
        float rr = s.rimRadiusM;
        float wall = r - rr;
        // Profile points from the outer bead round the crown to the inner bead, each with a tone
        // (times the rubber's colour): the sidewall is a lighter, satin grey with a band where
        // the lettering stands proud, the shoulders a little lighter than the tread, and a car's
        // tread has two circumferential grooves that read as dark lines from behind.
        float[][] profile = s.roundCrown
                ? new float[][] {{rr, hw * 0.82f, 1.1f}, {rr + wall * 0.45f, hw, 2.0f}, {r - wall * 0.25f, hw * 0.85f, 1.4f},
                    {r - wall * 0.05f, hw * 0.45f, 1.1f}, {r, 0, 1f}, {r - wall * 0.05f, -hw * 0.45f, 1.1f},
                    {r - wall * 0.25f, -hw * 0.85f, 1.4f}, {rr + wall * 0.45f, -hw, 2.0f}, {rr, -hw * 0.82f, 1.1f}}
                : new float[][] {{rr, hw * 0.88f, 1.1f}, {rr + wall * 0.5f, hw, 2.2f}, {r - wall * 0.15f, hw * 0.97f, 1.5f},
                    {r, hw * 0.8f, 1.2f}, {r, hw * 0.42f, 1f}, {r - 0.006f, hw * 0.32f, 0.3f}, {r, hw * 0.22f, 1f},
                    {r, -hw * 0.22f, 1f}, {r - 0.006f, -hw * 0.32f, 0.3f}, {r, -hw * 0.42f, 1f},
                    {r, -hw * 0.8f, 1.2f}, {r - wall * 0.15f, -hw * 0.97f, 1.5f}, {rr + wall * 0.5f, -hw, 2.2f},
                    {rr, -hw * 0.88f, 1.1f}};
        Geometry tyreG = new Geometry("tyre", new SurfaceBuilder().latheZ(Vector3f.ZERO, profile, 20, false)
                .build(p -> tone(profile, p)));
        tyreG.setMaterial(tyre);
        spin.attachChild(tyreG);

        SurfaceBuilder rimSurf = new SurfaceBuilder().latheZ(Vector3f.ZERO, new float[][] {
            {rr + 0.008f, hw * 0.84f}, {rr - 0.006f, hw * 0.86f}, {rr - 0.016f, hw * 0.7f}, {rr - 0.016f, -hw * 0.8f},
            {rr + 0.004f, -hw * 0.84f}}, 16, false);
        float hub = rr * 0.22f;
        float face = hw * 0.62f;
        rimSurf.latheZ(new Vector3f(0, 0, 0), new float[][] {{0.001f, face + 0.02f}, {hub * 0.7f, face + 0.018f},
            {hub, face}, {hub, face - 0.05f}}, 12, false);
        MeshBuilder spokes = new MeshBuilder();
        int n = s.spokes;
        for (int i = 0; i < n; i++) {
            float a = FastMath.TWO_PI * i / n;
            float[] offsets = s.pairedSpokes ? new float[] {-0.11f, 0.11f} : new float[] {0};
            for (float off : offsets) {
                float a0 = a + off * 0.5f;
                float a1 = a + off;
                Vector3f p0 = new Vector3f(FastMath.cos(a0) * hub * 0.8f, FastMath.sin(a0) * hub * 0.8f, face);
                Vector3f p1 = new Vector3f(FastMath.cos(a1) * (rr - 0.012f), FastMath.sin(a1) * (rr - 0.012f), hw * 0.8f);
                float w = s.pairedSpokes ? rr * 0.11f : rr * 0.2f;
                spokes.beam(p0, p1, w, 0.025f);
            }
        }
        Geometry rimG = geom("rim", rimSurf, rim);
        spin.attachChild(rimG);
        Geometry spokeG = new Geometry("spokes", spokes.build());
        spokeG.setMaterial(rim);
        spin.attachChild(spokeG);

        Geometry farDiscs = null;
        if (s.discRadiusM > 0) {
            SurfaceBuilder discs = new SurfaceBuilder();
            MeshBuilder calipers = new MeshBuilder();
            for (float z : s.discSidesZ) {
                float t = 0.011f;
                discs.latheZ(new Vector3f(0, 0, z), new float[][] {{hub * 1.1f, t}, {s.discRadiusM, t},
                    {s.discRadiusM, -t}, {hub * 1.1f, -t}}, 14, true);
                float ca = s.caliperAngleRad;
                float cr = s.discRadiusM - 0.025f;
                Vector3f c = new Vector3f(FastMath.cos(ca) * cr, FastMath.sin(ca) * cr, z);
                Vector3f tan = new Vector3f(-FastMath.sin(ca), FastMath.cos(ca), 0).multLocal(0.06f);
                float zOut = Math.signum(z == 0 ? 1 : z) * 0.03f;
                calipers.beam(c.subtract(tan), c.add(tan), 0.07f, 0.05f);
                calipers.beam(c.subtract(tan).addLocal(0, 0, zOut), c.add(tan).addLocal(0, 0, zOut), 0.03f, 0.06f);
            }
            spin.attachChild(geom("brake-disc", discs, disc));
            // the discs' 14 segments are already as few as the stand-in's tyre has: the same mesh serves both
            farDiscs = geom("brake-disc-far", discs, disc);
            Geometry cal = new Geometry("caliper", calipers.build());
            cal.setMaterial(caliper);
            carrier.attachChild(cal);
        }
        // Everything that turns with the wheel is one geometry: tyre, rim, spokes and discs
        // keep their finishes' colours per vertex, lit per vertex.
        spinning = tyre.clone();
        spinning.setColor("Diffuse", ColorRGBA.White);
        spinning.setColor("Ambient", ColorRGBA.White);
        spinning.setColor("Specular", new ColorRGBA(0.5f, 0.5f, 0.5f, 1f));
        spinning.setFloat("Shininess", 30f);
        spinning.setBoolean("UseVertexColor", true);
        Geometry fine = PartBatch.mergeFinishes(spin, g -> true, "tyre+rim+spokes+brake-disc", spinning);
        fine.setUserData(RigidSkin.DETAIL, "near");
        // The stand-in drawn from afar: a coarse tyre with the same tones, the rim's face as a
        // shallow cone and the same spokes; the brake discs only when asked for ({@link #discsFromAfar}),
        // without them about a third of the triangles.
        float[][] coarse = {{rr, hw * 0.88f, 1.1f}, {rr + wall * 0.5f, hw, 2.2f}, {r, hw * 0.7f, 1.2f},
            {r, -hw * 0.7f, 1.2f}, {rr + wall * 0.5f, -hw, 2.2f}, {rr, -hw * 0.88f, 1.1f}};
        Geometry farTyre = new Geometry("tyre-far", new SurfaceBuilder().latheZ(Vector3f.ZERO, coarse, FAR_SEGMENTS, false)
                .build(p -> tone(coarse, p)));
        farTyre.setMaterial(tyre);
        Geometry farRim = geom("rim-far", new SurfaceBuilder().latheZ(Vector3f.ZERO, new float[][] {
            {0.001f, face + 0.02f}, {rr - 0.004f, hw * 0.84f}}, FAR_SEGMENTS, false), rim);
        Geometry farSpokes = new Geometry("spokes-far", spokes.build());
        farSpokes.setMaterial(rim);
        Node far = new Node("wheel-far");
        far.attachChild(farTyre);
        far.attachChild(farRim);
        far.attachChild(farSpokes);
        Geometry stand = PartBatch.mergeFinishes(far, g -> true, "wheel-far", spinning);
        stand.removeFromParent();
        stand.setUserData(RigidSkin.DETAIL, "far");
        // It is where the fine wheel is, which casts the shadow.
        stand.setUserData(PlanarShadow.CASTS, false);
        spin.attachChild(stand);
        this.farDiscs = farDiscs;
    }

    /**
     * Shows the brake discs on the stand-in drawn from afar too, from fewer segments: for a
     * wheel whose discs are its largest bright part seen from the side, as a motorcycle's are.
     */
    public void discsFromAfar() {
        if (farDiscs != null) {
            addToStandIn(farDiscs);
        }
    }

    /**
     * Adds a part that turns with the wheel (a coarse sprocket) to the wheel's stand-in drawn
     * from afar.
     *
     * @param part the part, in the frame of {@link #spin()}
     */
    public void addToStandIn(Geometry part) {
        Geometry stand = null;
        for (Spatial c : spin.getChildren()) {
            if (c instanceof Geometry g && "far".equals(g.getUserData(RigidSkin.DETAIL))) {
                stand = g;
            }
        }
        Geometry standIn = stand;
        spin.attachChild(part);
        Geometry merged = PartBatch.mergeFinishes(spin, g -> g == standIn || g == part,
                standIn.getName() + "+" + part.getName(), spinning);
        merged.setUserData(RigidSkin.DETAIL, "far");
        merged.setUserData(PlanarShadow.CASTS, false);
    }

    /**
     * Adds a part that turns with the wheel (a sprocket) to the wheel's one geometry.
     *
     * @param part the part, in the frame of {@link #spin()}
     */
    public void addSpinning(Geometry part) {
        spin.attachChild(part);
        Geometry merged = (Geometry) spin.getChild(0);
        Geometry fine = PartBatch.mergeFinishes(spin, g -> !"far".equals(g.getUserData(RigidSkin.DETAIL)),
                merged.getName() + "+" + part.getName(), spinning);
        fine.setUserData(RigidSkin.DETAIL, "near");
    }

    /** @return the node that stays with the upright or fork (calipers) */
    public Node carrier() {
        return carrier;
    }

    /** @return the node that turns with the wheel about local z */
    public Node spin() {
        return spin;
    }

    /** @return the tone of the profile point nearest a lathed vertex (grey: it multiplies the rubber) */
    private static ColorRGBA tone(float[][] profile, Vector3f p) {
        float radial = FastMath.sqrt(p.x * p.x + p.y * p.y);
        float best = Float.MAX_VALUE;
        float t = 1f;
        for (float[] q : profile) {
            float d = (q[0] - radial) * (q[0] - radial) + (q[1] - p.z) * (q[1] - p.z);
            if (d < best) {
                best = d;
                t = q[2];
            }
        }
        return new ColorRGBA(t, t, t, 1f);
    }

    private static Geometry geom(String name, SurfaceBuilder sb, Material m) {
        Geometry g = new Geometry(name, sb.build());
        g.setMaterial(m);
        return g;
    }
}
