package dev.sandbox.app.scene.vehicle.boxster;

import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial.CullHint;
import com.jme3.scene.Spatial;
import dev.sandbox.app.scene.render.MeshBuilder;
import dev.sandbox.app.scene.render.PartBatch;
import dev.sandbox.app.scene.render.PlanarShadow;
import dev.sandbox.app.scene.render.SurfaceBuilder;
import dev.sandbox.app.scene.vehicle.parts.Finishes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The sprung body of a 986 Boxster S with everything fixed to it: the lofted skin
 * ({@link BoxsterBody}), the open cockpit ({@link BoxsterCabin}), the
 * teardrop head and tail lamps, the oval side intakes, the centre twin exhaust, mirrors, door
 * lines and the deployable rear spoiler ({@link BoxsterSpoiler}). The steering wheel is its own
 * node, turned by the view with the road wheels.
 */
public final class BoxsterModel {

    /** Guards red. */
    public static final ColorRGBA GUARDS_RED = new ColorRGBA(0.80f, 0.04f, 0.03f, 1f);
    /** Road-wheel to steering-wheel ratio (986: about 16.9:1). */
    public static final float STEERING_RATIO = 16.9f;

    private final Node body = new Node("body");
    private final Node steeringWheel = new Node("steering-wheel");
    private final BoxsterSpoiler spoiler;
    private final BoxsterLamps lamps;
    private final BoxsterBody shape;
    private final BoxsterDoors doors;
    private final Geometry sills;
    /** Sections of the skin seen up close (the showroom, the cockpit). */
    static final int SECTIONS = 60;
    /**
     * Sections of the skin drawn beyond {@link #FAR_M}: from the chase camera a section every
     * 14 cm is still several pixels apart, and the software renderer pays for each thin triangle.
     */
    static final int FAR_SECTIONS = 30;
    /** Camera distance beyond which the coarser skin is drawn (in metres; the chase camera sits about 5.5 m away). */
    public static final float FAR_M = 4.5f;
    /** The whole skin, drawn while the doors are shut (one draw call instead of three). */
    private final Geometry closedSkin;
    /** The same from fewer sections, drawn instead beyond {@link #FAR_M}. */
    private final Geometry closedSkinFar;
    /** Holds the two shut skins: hidden while a door is open. */
    private final Node shut = new Node("shut-skin");
    /** The skin with the door openings, drawn with the door panels while a door is open. */
    private final Geometry openSkin;
    private final Material paint;
    private final Geometry mirrors;
    private final Geometry blade;
    private final Mesh shutSkin;
    private final Mesh shutSkinWithBlade;
    private final Mesh shutSkinFar;
    private final Mesh shutSkinFarWithBlade;
    private boolean doorsOpen;
    /** Name of the shut doors' outlines (with "-far" the stand-in's). */
    static final String DOOR_LINES = "door-lines";
    /** Parts drawn at full detail only within {@link #FAR_M} of the camera, and their stand-ins. */
    private final DetailLevels detail;

    /**
     * @param shape the skin's stations
     * @param f the finishes
     */
    public BoxsterModel(BoxsterBody shape, Finishes f) {
        this.shape = shape;
        paint = f.paint(GUARDS_RED);
        Material black = f.matte(new ColorRGBA(0.03f, 0.03f, 0.035f, 1f), 8);
        Material leather = f.matte(new ColorRGBA(0.12f, 0.11f, 0.10f, 1f), 4);
        Material silver = f.alloy(new ColorRGBA(0.72f, 0.73f, 0.75f, 1f));
        Mesh whole = shape.skin(SECTIONS).build();
        doors = new BoxsterDoors(whole, BoxsterBody.AROUND, shape.screenBaseX - 0.02f, shape.xr + 0.82f, paint);
        closedSkin = new Geometry("paint+mirrors", whole);
        closedSkin.setMaterial(paint);
        // The cut skin and the doors cast the shadow in either state.
        closedSkin.setUserData(PlanarShadow.CASTS, false);
        shut.attachChild(closedSkin);
        closedSkinFar = new Geometry("paint+mirrors-far", whole);
        closedSkinFar.setMaterial(paint);
        closedSkinFar.setUserData(PlanarShadow.CASTS, false);
        shut.attachChild(closedSkinFar);
        body.attachChild(shut);
        openSkin = new Geometry("paint-cut", doors.body());
        openSkin.setMaterial(paint);
        body.attachChild(openSkin);
        for (Node hinge : doors.hinges()) {
            body.attachChild(hinge);
        }

        detail = new DetailLevels(body);
        BoxsterCabin.build(shape, f, body, detail, steeringWheel, black, leather, silver);
        float sx = shape.screenBaseX;

        lamps = new BoxsterLamps(shape, f.assets());
        body.attachChild(lamps.geometry());
        float nose = shape.nose;
        float tail = shape.tail;

        // Side intakes, door lines, mirrors, exhaust, front grilles.
        detail.add("side-intakes", black, intakes -> {
            for (float side : new float[] {-1, 1}) {
                float ix = shape.xr + 0.60f;
                float iz = side * (shape.halfWidthAt(ix) * 0.975f);
                intakes.ellipsoid(new Vector3f(ix, 0.53f, iz), new Vector3f(0.21f, 0.115f, 0.035f),
                        new Quaternion().fromAngleAxis(0.15f, Vector3f.UNIT_Z), 10);
            }
            return intakes;
        });
        // The shut doors' outlines on the body, laid on the skin's curve (a straight line stands
        // off the tumblehome and the tuck-under); with a door open the opening shows instead.
        detail.add(DOOR_LINES, black, trim -> {
            for (float side : new float[] {-1, 1}) {
                float doorFront = sx - 0.02f;
                float doorRear = shape.xr + 0.82f;
                shutLine(trim, shape, side, doorFront, doorFront - 0.04f, 0.86f);
                shutLine(trim, shape, side, doorRear, doorRear + 0.02f, 0.88f);
            }
            return trim;
        });
        BoxsterMirrors pair = new BoxsterMirrors(shape, sx - 0.12f);
        body.attachChild(pair.housings(paint));
        body.attachChild(pair.glasses(black));
        // While a door is open its mirror swings with it; the body's pair is then hidden (it
        // still casts the shadow).
        for (int i = 0; i < 2; i++) {
            doors.carry(i, pair.housingOnDoor(i, paint));
            doors.carry(i, pair.glassOnDoor(i, black));
        }
        // The centre twin tailpipes: brushed steel, open at the back, dark inside (a round-ended
        // rod in bright alloy read as two white sausages under the bumper).
        float pipeEnd = tail - 0.035f;
        detail.add("exhaust", f.alloy(new ColorRGBA(0.45f, 0.46f, 0.48f, 1f)), pipes -> {
            for (float side : new float[] {-1, 1}) {
                pipes.tube(List.of(new Vector3f(tail + 0.15f, 0.27f, side * 0.06f), new Vector3f(pipeEnd, 0.27f, side * 0.06f)),
                        new float[] {0.035f, 0.035f}, 12, false);
            }
            return pipes;
        });
        detail.add("exhaust-bores", black, bores -> {
            for (float side : new float[] {-1, 1}) {
                bores.ellipsoid(new Vector3f(pipeEnd + 0.012f, 0.27f, side * 0.06f), new Vector3f(0.004f, 0.031f, 0.031f),
                        null, 12);
            }
            return bores;
        });
        detail.add("front-intakes", black, grilles -> {
            for (float side : new float[] {-1, 0, 1}) {
                float w = side == 0 ? 0.30f : 0.17f;
                grilles.ellipsoid(new Vector3f(nose - 0.025f, 0.305f, side * 0.50f), new Vector3f(0.035f, 0.05f, w), null, 8);
            }
            return grilles;
        });

        spoiler = new BoxsterSpoiler(shape, paint, black);
        body.attachChild(spoiler.node());
        body.attachChild(geom("spoiler-gap", spoiler.gapLine(), black));
        body.attachChild(geom("rear-valance", rearValance(), black));
        // The number plate in the rear bumper's recess, between the tail lamps.
        float plateX = tail - 0.012f;
        float plateY = 0.56f;
        MeshBuilder plate = new MeshBuilder();
        plate.quadFacing(new Vector3f(plateX, plateY - 0.055f, 0.26f), new Vector3f(plateX, plateY - 0.055f, -0.26f),
                new Vector3f(plateX, plateY + 0.055f, -0.26f), new Vector3f(plateX, plateY + 0.055f, 0.26f),
                new Vector3f(-1, 0, 0));
        MeshBuilder recess = new MeshBuilder();
        recess.quadFacing(new Vector3f(plateX + 0.003f, plateY - 0.075f, 0.29f),
                new Vector3f(plateX + 0.003f, plateY - 0.075f, -0.29f),
                new Vector3f(plateX + 0.003f, plateY + 0.075f, -0.29f), new Vector3f(plateX + 0.003f, plateY + 0.075f, 0.29f),
                new Vector3f(-1, 0, 0));
        Geometry plateG = new Geometry("number-plate", plate.build());
        plateG.setMaterial(f.matte(new ColorRGBA(0.88f, 0.88f, 0.84f, 1f), 0));
        body.attachChild(plateG);
        Geometry recessG = new Geometry("plate-recess", recess.build());
        recessG.setMaterial(black);
        body.attachChild(recessG);

        // Parts fixed together that share a finish are one mesh; the view then draws every
        // part that is not paint, glass or a lamp through one skin (see CarView).
        PartBatch.mergeByMaterial(body, java.util.Set.of("paint+mirrors", "paint-cut", "mirrors", "mirrors-glass",
                BoxsterLamps.NAME));
        // While the doors are shut the skin, the mirrors and (while it lies flush) the spoiler's
        // blade are one mesh; the blade is drawn on its own only otherwise, the mirrors then on the doors.
        this.mirrors = (Geometry) body.getChild("mirrors");
        this.blade = spoiler.bladeGeometry();
        Geometry skinPart = new Geometry("skin", whole);
        skinPart.setMaterial(paint);
        shutSkin = PartBatch.colouredMesh(List.of(skinPart, this.mirrors), body);
        shutSkinWithBlade = PartBatch.colouredMesh(List.of(skinPart, this.mirrors, this.blade), body);
        Geometry farPart = new Geometry("skin-far", shape.skin(FAR_SECTIONS).build());
        farPart.setMaterial(paint);
        shutSkinFar = PartBatch.colouredMesh(List.of(farPart, this.mirrors), body);
        shutSkinFarWithBlade = PartBatch.colouredMesh(List.of(farPart, this.mirrors, this.blade), body);
        doors.fitCards(black, silver);
        body.attachChild(doors.carpet(leather, BoxsterBody.COCKPIT_FLOOR_Y, shape.cockpitRearX + 0.02f,
                shape.screenBaseX - 0.10f));
        sills = doors.sills(paint, BoxsterBody.COCKPIT_FLOOR_Y);
        body.attachChild(sills);
        openDoors(0);
    }

    /**
     * The black lower valance under the rear bumper, from corner to corner round the exhaust:
     * a band below the bumper's lower edge, following the skin's section at the bumper.
     */
    /**
     * One door shut line: a thin dark tube on the skin from the sill up to the door's top, 2 mm
     * proud of the paint so that it is neither buried where the side bulges nor standing off
     * where it curves in.
     */
    private static void shutLine(SurfaceBuilder trim, BoxsterBody shape, float side, float xBottom, float xTop, float yTop) {
        final int steps = 10;
        final float yBottom = 0.26f;
        List<Vector3f> path = new ArrayList<>();
        for (int i = 0; i <= steps; i++) {
            float y = yBottom + (yTop - yBottom) * i / steps;
            float x = xBottom + (xTop - xBottom) * i / steps;
            float z = shape.sideZAt(x, y);
            if (!Float.isNaN(z)) {
                path.add(new Vector3f(x, y, side * (z + 0.002f)));
            }
        }
        float[] radii = new float[path.size()];
        Arrays.fill(radii, 0.005f);
        trim.tube(path, radii, 4, false);
    }

    private SurfaceBuilder rearValance() {
        Vector3f[][] rows = new Vector3f[2][13];
        for (int j = 0; j < 13; j++) {
            float u = -1 + 2f * j / 12;
            float x = shape.tail + 0.10f + 0.06f * u * u;
            float z = u * shape.halfWidthAt(x) * 0.78f;
            float y = shape.bottomAt(x, Math.abs(u) * 0.8f);
            rows[0][j] = new Vector3f(x - 0.012f, y + 0.05f, z);
            rows[1][j] = new Vector3f(x + 0.03f, y - 0.035f, z * 0.98f);
        }
        return new SurfaceBuilder().grid(rows, false);
    }

    /** @return the paint (the skin, doors, mirrors and spoiler blade) */
    public Material paint() {
        return paint;
    }

    /** @return the shut skin drawn up close, and its coarser stand-in drawn beyond {@link #FAR_M} */
    public Geometry[] shutSkins() {
        return new Geometry[] {closedSkin, closedSkinFar};
    }

    /** @return the sprung body node */
    public Node body() {
        return body;
    }

    /** @return the spoiler (rises with speed) */
    public BoxsterSpoiler spoiler() {
        return spoiler;
    }

    /** @return the skin's stations */
    public BoxsterBody shape() {
        return shape;
    }

    /**
     * Sets the lights and the steering wheel.
     *
     * @param roadWheelSteerRad mean front road-wheel angle (in radians, positive = left)
     * @param braking brake lights on
     * @param reversing reversing lights on
     */
    public void update(float roadWheelSteerRad, boolean braking, boolean reversing) {
        steeringWheel.getChild("steering-wheel-turn").setLocalRotation(
                new Quaternion().fromAngleAxis(roadWheelSteerRad * STEERING_RATIO, Vector3f.UNIT_X));
        lamps.switchTo(braking, reversing);
    }

    /**
     * @return what is drawn only while the doors are shut: their outlines at both levels of
     *     detail, and the glasses of the mirrors on the body (the doors' own then swing open)
     */
    public List<Spatial> shutOnly() {
        Geometry[] lines = detail.both(DOOR_LINES);
        return List.of(lines[0], lines[1], body.getChild("mirrors-glass"));
    }

    /** @param fraction how far the doors are open (0 shut, 1 fully open; display only) */
    public void openDoors(float fraction) {
        doors.open(fraction);
        boolean open = fraction > 0;
        CullHint shown = CullHint.Inherit;
        CullHint hidden = CullHint.Always;
        shut.setCullHint(open ? hidden : shown);
        openSkin.setCullHint(open ? shown : hidden);
        sills.setCullHint(open ? shown : hidden);
        mirrors.setCullHint(hidden);
        for (Node hinge : doors.hinges()) {
            hinge.setCullHint(open ? shown : hidden);
        }
        doorsOpen = open;
        showSpoiler();
    }

    /** Draws the spoiler's blade in the shut skin while it lies flush, on its own otherwise. */
    public void showSpoiler() {
        boolean flush = spoiler.extension() == 0;
        Mesh near = flush ? shutSkinWithBlade : shutSkin;
        if (closedSkin.getMesh() != near) {
            closedSkin.setMesh(near);
            closedSkinFar.setMesh(flush ? shutSkinFarWithBlade : shutSkinFar);
        }
        blade.setCullHint(flush && !doorsOpen ? CullHint.Always : CullHint.Inherit);
    }

    /** @return the steering wheel node */
    public Node steeringWheel() {
        return steeringWheel;
    }

    static float[] fill(int n, float v) {
        float[] a = new float[n];
        Arrays.fill(a, v);
        return a;
    }

    static Geometry geom(String name, SurfaceBuilder sb, Material m) {
        Geometry g = new Geometry(name, sb.build());
        g.setMaterial(m);
        return g;
    }
}
