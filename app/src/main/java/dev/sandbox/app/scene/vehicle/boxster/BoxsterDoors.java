package dev.sandbox.app.scene.vehicle.boxster;

import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.VertexBuffer;
import com.jme3.util.BufferUtils;
import dev.sandbox.app.scene.render.MeshBuilder;
import dev.sandbox.app.scene.render.PlanarShadow;
import dev.sandbox.app.scene.render.SurfaceBuilder;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * The two doors, cut out of the lofted skin: the outward-facing skin between the door lines,
 * from the sill to the door top, becomes a panel on a hinge at its front edge, and swings out
 * (up to 62 degrees, about what a 986's check strap allows) to show the cockpit. The skin and the
 * two doors are three meshes.
 */
final class BoxsterDoors {

    /** How far a door opens (in radians). */
    static final float MAX_OPEN_RAD = 62 * FastMath.DEG_TO_RAD;
    private static final float SILL_Y = 0.24f;
    private static final float TOP_Y = 0.95f;

    private final Mesh body;
    private final Material paint;
    private final Node[] hinges = new Node[2];
    private final float frontX;
    private final float rearX;
    /** The doors' inner face at the middle section, {top y, top |z|, foot y, foot |z|} (in metres). */
    private final float[] innerFace;
    /** Height of the door opening's lower edge (in metres). */
    private final float sillY;
    /** The sills' faces' distance from the centre plane, just inside the opening's lower edge (in metres). */
    private final float sillZ;

    /**
     * @param skin the whole skin, a closed grid of sections
     * @param around points around each section
     * @param frontX the door's front edge, where the hinge is (in metres)
     * @param rearX the door's rear edge (in metres)
     * @param paint the paint
     */
    BoxsterDoors(Mesh skin, int around, float frontX, float rearX, Material paint) {
        this.paint = paint;
        this.frontX = frontX;
        this.rearX = rearX;
        FloatBuffer pb = (FloatBuffer) skin.getBuffer(VertexBuffer.Type.Position).getDataReadOnly();
        FloatBuffer nb = (FloatBuffer) skin.getBuffer(VertexBuffer.Type.Normal).getDataReadOnly();
        // The skin is a grid of sections (rows of constant x) of 'around' points each, and each
        // quad's triangles start at its (row, point) vertex. The door is cut along grid lines,
        // so its edges are straight: the rows between the door lines, and the points around
        // that, at the door's middle row, face outward between the sill and the door top.
        int rows = skin.getVertexCount() / around;
        boolean[] rowIn = new boolean[rows];
        int mid = 0;
        for (int i = 0; i < rows; i++) {
            float x = pb.get(3 * i * around);
            rowIn[i] = x <= frontX && x >= rearX;
            if (Math.abs(x - (frontX + rearX) / 2) < Math.abs(pb.get(3 * mid * around) - (frontX + rearX) / 2)) {
                mid = i;
            }
        }
        boolean[] pointIn = new boolean[around];
        float[] wallTop = {0, 0};
        float[] wallFoot = {0, Float.MAX_VALUE};
        float[] sillEdge = {Float.MAX_VALUE, 0};
        for (int j = 0; j < around; j++) {
            int v = mid * around + j;
            float y = pb.get(3 * v + 1);
            float z = pb.get(3 * v + 2);
            float ny = nb.get(3 * v + 1);
            float nz = nb.get(3 * v + 2);
            boolean outside = y > SILL_Y && y < TOP_Y && Math.abs(nz) > 0.35f && Math.signum(nz) == Math.signum(z);
            // over the door's top and down its inner face to the tub's floor (where the skin
            // turns level): the door takes its inner face with it, so the opening shows the
            // cockpit, not that face from behind
            boolean inner = y > SILL_Y && ny < 0.9f && Math.abs(nz) > 0.35f && Math.signum(nz) != Math.signum(z)
                    && y > BoxsterBody.COCKPIT_FLOOR_Y - 0.05f;
            pointIn[j] = outside || inner;
            if (z > 0 && inner) {
                // the right door's inner face, from its top to its foot at the floor
                if (y > wallTop[0]) {
                    wallTop[0] = y;
                    wallTop[1] = z;
                }
                if (y < wallFoot[1]) {
                    wallFoot[0] = z;
                    wallFoot[1] = y;
                }
            }
            if (z > 0 && outside && y < sillEdge[0]) {
                sillEdge[0] = y;
                sillEdge[1] = z;
            }
        }
        // the section is symmetric: {top y, top z, foot y, foot z} and the opening's lower edge
        innerFace = new float[] {wallTop[0], wallTop[1], wallFoot[1], wallFoot[0]};
        sillY = sillEdge[0];
        sillZ = sillEdge[1] - 0.02f;
        List<Integer> rest = new ArrayList<>();
        List<List<Integer>> door = List.of(new ArrayList<>(), new ArrayList<>());
        float[] hingeZ = {0, 0};
        int[] tri = new int[3];
        for (int t = 0; t < skin.getTriangleCount(); t++) {
            skin.getTriangle(t, tri);
            int i = tri[0] / around;
            int j = tri[0] % around;
            boolean inDoor = i + 1 < rows && rowIn[i] && rowIn[i + 1] && pointIn[j] && pointIn[(j + 1) % around];
            int side = pb.get(3 * tri[0] + 2) > 0 ? 1 : 0;
            List<Integer> into = inDoor ? door.get(side) : rest;
            for (int k : tri) {
                into.add(k);
                if (inDoor) {
                    hingeZ[side] = side == 1 ? Math.max(hingeZ[side], pb.get(3 * k + 2))
                            : Math.min(hingeZ[side], pb.get(3 * k + 2));
                }
            }
        }
        body = withTriangles(skin, rest);
        for (int side = 0; side < 2; side++) {
            Node hinge = new Node(side == 0 ? "door-left" : "door-right");
            Vector3f at = new Vector3f(frontX, 0, hingeZ[side]);
            hinge.setLocalTranslation(at);
            Geometry panel = new Geometry(side == 0 ? "door-left-panel" : "door-right-panel",
                    withTriangles(skin, door.get(side)));
            panel.setMaterial(paint);
            panel.setLocalTranslation(at.negate());
            hinge.attachChild(panel);
            hinges[side] = hinge;
        }
    }

    /** @return the skin without the doors */
    Mesh body() {
        return body;
    }

    /** @return the hinge nodes, left then right (attach to the body) */
    Node[] hinges() {
        return hinges;
    }

    /**
     * Lines each door's inside with its card, as on the 986: a dark trim panel over the lower
     * two thirds, an armrest along it and the chrome opening handle ahead of it. The cards
     * swing with the doors (they are children of the hinges) and show through an open door and
     * from above into the cockpit.
     *
     * @param trim the card's and armrest's finish (lit, not paint)
     * @param handle the handle's finish
     */
    void fitCards(Material trim, Material handle) {
        float midX = (frontX + rearX) / 2;
        float halfLength = (frontX - rearX) / 2 - 0.06f;
        for (int side = 0; side < 2; side++) {
            Vector3f hinge = hinges[side].getLocalTranslation();
            float s = Math.signum(hinge.z);
            // The card lies on the door's inner face, which leans out toward the door's top.
            float topY = innerFace[0];
            float footY = innerFace[2];
            float lean = FastMath.atan2(innerFace[1] - innerFace[3], topY - footY);
            float cy = (topY + footY) / 2;
            float cz = s * ((innerFace[1] + innerFace[3]) / 2 - 0.012f);
            float halfHeight = 0.42f * FastMath.sqrt((topY - footY) * (topY - footY)
                    + (innerFace[1] - innerFace[3]) * (innerFace[1] - innerFace[3]));
            Quaternion tilt = new Quaternion().fromAngleAxis(s * lean, Vector3f.UNIT_X);
            SurfaceBuilder card = new SurfaceBuilder();
            card.ellipsoid(new Vector3f(midX, cy, cz), new Vector3f(halfLength, halfHeight, 0.015f), tilt, 8);
            card.ellipsoid(new Vector3f(midX - 0.06f, cy + 0.2f * halfHeight, cz - s * 0.02f),
                    new Vector3f(halfLength * 0.6f, 0.022f, 0.03f), tilt, 8);
            Geometry cardGeom = new Geometry((side == 0 ? "door-left" : "door-right") + "-card", card.build());
            cardGeom.setMaterial(trim);
            SurfaceBuilder grip = new SurfaceBuilder();
            grip.ellipsoid(new Vector3f(frontX - 0.20f, cy + 0.6f * halfHeight, cz - s * 0.02f),
                    new Vector3f(0.05f, 0.014f, 0.015f), null, 6);
            Geometry gripGeom = new Geometry((side == 0 ? "door-left" : "door-right") + "-handle", grip.build());
            gripGeom.setMaterial(handle);
            for (Geometry g : new Geometry[] {cardGeom, gripGeom}) {
                g.setLocalTranslation(hinge.negate());
                hinges[side].attachChild(g);
            }
        }
    }

    /**
     * The cockpit's carpet over the tub's floor in the skin, and, level with it, the sills'
     * tops across the door openings out to just inside the skin. The tub's floor is painted
     * skin; without the carpet it showed red round the seats from above and through an open
     * door. Parts under the closed skin stay hidden while the doors are shut.
     *
     * @param carpet the carpet's finish
     * @param floorY the tub floor's height (in metres)
     * @param rearX the tub's rear end (in metres)
     * @param frontX its front end (in metres)
     * @return the carpet, in the body's frame
     */
    Geometry carpet(Material carpet, float floorY, float rearX, float frontX) {
        float y = floorY + 0.01f;
        float wallZ = innerFace[3];
        float sill = sillZ;
        MeshBuilder m = new MeshBuilder();
        m.quadFacing(new Vector3f(rearX, y, -wallZ), new Vector3f(frontX, y, -wallZ), new Vector3f(frontX, y, wallZ),
                new Vector3f(rearX, y, wallZ), Vector3f.UNIT_Y);
        for (float s : new float[] {-1, 1}) {
            m.quadFacing(new Vector3f(this.rearX, y, s * wallZ), new Vector3f(this.frontX, y, s * wallZ),
                    new Vector3f(this.frontX, y, s * sill), new Vector3f(this.rearX, y, s * sill), Vector3f.UNIT_Y);
        }
        Geometry g = m.geometry("cockpit-carpet", carpet);
        g.setUserData(PlanarShadow.CASTS, false);
        return g;
    }

    /**
     * The sills' outer faces in the door openings, from the doors' lower edge up to the
     * carpet, just inside the skin: through an open door the opening's lower part is sill, not
     * the far side's paint seen from inside. Drawn only while the doors are open.
     *
     * @param paint the body's paint
     * @param floorY the tub floor's height (in metres)
     * @return the sills, in the body's frame
     */
    Geometry sills(Material paint, float floorY) {
        float top = floorY + 0.01f;
        MeshBuilder m = new MeshBuilder();
        for (float s : new float[] {-1, 1}) {
            m.quadFacing(new Vector3f(rearX, sillY, s * sillZ), new Vector3f(frontX, sillY, s * sillZ),
                    new Vector3f(frontX, top, s * sillZ), new Vector3f(rearX, top, s * sillZ), new Vector3f(0, 0, s));
        }
        Geometry g = m.geometry("door-sills", paint);
        g.setUserData(PlanarShadow.CASTS, false);
        return g;
    }

    /**
     * Hangs a part on a door so it swings with it (a mirror: the 986's sit on the doors).
     *
     * @param side 0 left, 1 right
     * @param part the part, placed in the body's frame
     */
    void carry(int side, Geometry part) {
        part.setLocalTranslation(hinges[side].getLocalTranslation().negate());
        hinges[side].attachChild(part);
    }

    /** @param fraction how far the doors are open (0 shut, 1 fully open) */
    void open(float fraction) {
        float a = MAX_OPEN_RAD * FastMath.clamp(fraction, 0, 1);
        // The skin is one-sided; through an open door its inside shows, so it is drawn from
        // both sides while a door is open.
        paint.getAdditionalRenderState().setFaceCullMode(a > 0 ? RenderState.FaceCullMode.Off : RenderState.FaceCullMode.Back);
        // Each door's rear edge swings outward about the vertical hinge line.
        hinges[0].setLocalRotation(new Quaternion().fromAngleAxis(-a, Vector3f.UNIT_Y));
        hinges[1].setLocalRotation(new Quaternion().fromAngleAxis(a, Vector3f.UNIT_Y));
    }

    /** A mesh of the given triangles of the skin, with only the vertices they use. */
    private static Mesh withTriangles(Mesh skin, List<Integer> indices) {
        java.util.Map<Integer, Integer> remap = new java.util.HashMap<>();
        int[] idx = new int[indices.size()];
        for (int i = 0; i < idx.length; i++) {
            idx[i] = remap.computeIfAbsent(indices.get(i), k -> remap.size());
        }
        Mesh m = new Mesh();
        for (VertexBuffer.Type type : new VertexBuffer.Type[] {VertexBuffer.Type.Position, VertexBuffer.Type.Normal,
            VertexBuffer.Type.TexCoord}) {
            VertexBuffer vb = skin.getBuffer(type);
            if (vb == null) {
                continue;
            }
            int n = vb.getNumComponents();
            FloatBuffer src = (FloatBuffer) vb.getDataReadOnly();
            float[] out = new float[remap.size() * n];
            for (java.util.Map.Entry<Integer, Integer> e : remap.entrySet()) {
                for (int c = 0; c < n; c++) {
                    out[e.getValue() * n + c] = src.get(e.getKey() * n + c);
                }
            }
            m.setBuffer(type, n, BufferUtils.createFloatBuffer(out));
        }
        m.setBuffer(VertexBuffer.Type.Index, 3, BufferUtils.createIntBuffer(idx));
        m.updateBound();
        m.updateCounts();
        return m;
    }
}
