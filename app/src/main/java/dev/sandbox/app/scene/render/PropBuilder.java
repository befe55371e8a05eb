package dev.sandbox.app.scene.render;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.scene.Node;
import dev.sandbox.app.core.world.Obstacle;
import dev.sandbox.app.core.world.ValueNoise;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Meshes for the static obstacles (trees, rocks, barriers, walls). The map is cut into
 * {@link #CHUNK_M}-metre squares and each kind is merged into one mesh per material and square:
 * hundreds of props cost a few dozen draw calls, and the squares behind or beside the camera
 * are frustum-culled as a whole (one mesh spanning the whole map could never be culled, so all
 * of its vertices went through the software renderer's vertex stage every frame).
 */
public final class PropBuilder {

    /** Side of the squares props are grouped in for culling (in metres). */
    public static final double CHUNK_M = 256.0;

    private PropBuilder() {
    }

    /**
     * @param obstacles the obstacles to show
     * @param assets the asset manager
     * @return a node with one child node per occupied square, each with one geometry per material
     */
    public static Node build(List<Obstacle> obstacles, AssetManager assets) {
        Material[] materials = {
            Environment.litPerVertex(assets, new ColorRGBA(0.42f, 0.32f, 0.24f, 1f),
                    Textures.mottled(5, new ColorRGBA(0.9f, 0.85f, 0.8f, 1f), 0.35f, 12)),
            Environment.litPerVertex(assets, new ColorRGBA(0.16f, 0.34f, 0.14f, 1f),
                    Textures.mottled(6, new ColorRGBA(0.95f, 1f, 0.9f, 1f), 0.4f, 10)),
            Environment.litPerVertex(assets, new ColorRGBA(0.52f, 0.50f, 0.47f, 1f),
                    Textures.mottled(7, new ColorRGBA(1f, 1f, 1f, 1f), 0.35f, 8)),
            Environment.litPerVertex(assets, new ColorRGBA(0.80f, 0.80f, 0.77f, 1f),
                    Textures.mottled(8, new ColorRGBA(1f, 1f, 1f, 1f), 0.15f, 6)),
            Environment.litPerVertex(assets, new ColorRGBA(0.55f, 0.50f, 0.42f, 1f),
                    Textures.mottled(9, new ColorRGBA(1f, 1f, 1f, 1f), 0.5f, 24)),
            Environment.litPerVertex(assets, new ColorRGBA(0.60f, 0.58f, 0.55f, 1f),
                    Textures.mottled(10, new ColorRGBA(1f, 1f, 1f, 1f), 0.25f, 4)),
        };
        Map<String, Chunk> chunks = new LinkedHashMap<>();
        ValueNoise noise = new ValueNoise(99);
        int k = 0;
        for (Obstacle o : obstacles) {
            k++;
            Chunk c = chunks.computeIfAbsent(chunkKey(o), key -> new Chunk());
            if (o instanceof Obstacle.Tree t) {
                Vector3f base = new Vector3f((float) t.x(), (float) t.baseY() - 0.3f, (float) t.z());
                float h = (float) t.heightM();
                float r = (float) t.trunkRadiusM();
                c.bark.frustumY(base, h * 0.45f + 0.3f, r, r * 0.7f, 7);
                boolean conifer = (k % 3) != 0;
                if (conifer) {
                    c.leaves.frustumY(base.add(0, h * 0.25f, 0), h * 0.45f, h * 0.24f, 0, 8);
                    c.leaves.frustumY(base.add(0, h * 0.5f, 0), h * 0.5f, h * 0.17f, 0, 8);
                } else {
                    c.leaves.frustumY(base.add(0, h * 0.35f, 0), h * 0.35f, h * 0.2f, h * 0.26f, 8);
                    c.leaves.frustumY(base.add(0, h * 0.7f, 0), h * 0.3f, h * 0.26f, h * 0.08f, 8);
                }
            } else if (o instanceof Obstacle.Rock rk) {
                addRock(c.rock, rk, noise, k);
            } else if (o instanceof Obstacle.Wall w) {
                MeshBuilder target = switch (w.kind()) {
                    case BARRIER -> c.barrier;
                    case STONE -> c.stone;
                    case EDGE -> c.edge;
                };
                addWall(target, w);
            }
        }
        Node node = new Node("props");
        for (Map.Entry<String, Chunk> e : chunks.entrySet()) {
            Node square = new Node("props " + e.getKey());
            Chunk c = e.getValue();
            add(square, "bark", c.bark, materials[0]);
            add(square, "leaves", c.leaves, materials[1]);
            add(square, "rocks", c.rock, materials[2]);
            add(square, "barriers", c.barrier, materials[3]);
            add(square, "stone-walls", c.stone, materials[4]);
            add(square, "edge-walls", c.edge, materials[5]);
            node.attachChild(square);
        }
        return node;
    }

    /** The meshes of one square, one per material. */
    private static final class Chunk {
        final MeshBuilder bark = new MeshBuilder();
        final MeshBuilder leaves = new MeshBuilder();
        final MeshBuilder rock = new MeshBuilder();
        final MeshBuilder barrier = new MeshBuilder();
        final MeshBuilder stone = new MeshBuilder();
        final MeshBuilder edge = new MeshBuilder();
    }

    /** @return the square an obstacle's reference point lies in, as "column,row" */
    private static String chunkKey(Obstacle o) {
        double x;
        double z;
        if (o instanceof Obstacle.Tree t) {
            x = t.x();
            z = t.z();
        } else if (o instanceof Obstacle.Rock r) {
            x = r.x();
            z = r.z();
        } else if (o instanceof Obstacle.Wall w) {
            x = w.x();
            z = w.z();
        } else {
            return "0,0";
        }
        return (long) Math.floor(x / CHUNK_M) + "," + (long) Math.floor(z / CHUNK_M);
    }

    private static void add(Node node, String name, MeshBuilder mb, Material m) {
        if (!mb.isEmpty()) {
            node.attachChild(mb.geometry(name, m));
        }
    }

    private static void addWall(MeshBuilder mb, Obstacle.Wall w) {
        Quaternion rot = new Quaternion().fromAngleAxis((float) w.headingRad(), Vector3f.UNIT_Y);
        Vector3f centre = new Vector3f((float) w.x(), (float) w.baseY(), (float) w.z());
        float hl = (float) w.lengthM() / 2;
        float ht = (float) w.thicknessM() / 2;
        float h = (float) w.heightM();
        float topT = w.kind() == Obstacle.WallKind.BARRIER ? ht * 0.45f : ht;
        Vector3f[] c = new Vector3f[8];
        for (int i = 0; i < 8; i++) {
            float t = (i & 2) == 0 ? ht : topT;
            Vector3f local = new Vector3f((i & 1) == 0 ? -hl : hl, (i & 2) == 0 ? -0.5f : h, (i & 4) == 0 ? -t : t);
            c[i] = rot.mult(local).addLocal(centre);
        }
        float uv = w.kind() == Obstacle.WallKind.EDGE ? 8f : 2f;
        mb.quad(c[0], c[4], c[6], c[2], uv);
        mb.quad(c[1], c[3], c[7], c[5], uv);
        mb.quad(c[2], c[6], c[7], c[3], uv);
        mb.quad(c[0], c[2], c[3], c[1], uv);
        mb.quad(c[4], c[5], c[7], c[6], uv);
    }

    private static void addRock(MeshBuilder mb, Obstacle.Rock rk, ValueNoise noise, int k) {
        int rings = 5;
        int sectors = 8;
        Vector3f[][] p = new Vector3f[rings + 1][sectors];
        for (int i = 0; i <= rings; i++) {
            float phi = FastMath.PI * i / rings;
            for (int j = 0; j < sectors; j++) {
                float th = FastMath.TWO_PI * j / sectors;
                float bump = 1f + 0.13f * (float) noise.noise(k * 3.1 + i * 0.9, j * 0.9);
                float r = (float) rk.radiusM() * (i == 0 || i == rings ? 1f : bump);
                p[i][j] = new Vector3f((float) rk.x() + r * FastMath.sin(phi) * FastMath.cos(th),
                        (float) rk.y() + r * FastMath.cos(phi) * 0.85f,
                        (float) rk.z() + r * FastMath.sin(phi) * FastMath.sin(th));
            }
        }
        for (int i = 0; i < rings; i++) {
            for (int j = 0; j < sectors; j++) {
                int j1 = (j + 1) % sectors;
                mb.quad(p[i][j], p[i][j1], p[i + 1][j1], p[i + 1][j], 1.5f);
            }
        }
    }
}
