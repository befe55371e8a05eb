package dev.sandbox.physics.ground;

import dev.sandbox.physics.math.Vec3;

/**
 * The first static obstacle met along a probe segment.
 *
 * @param point the hit point in the world (in metres)
 * @param normal the obstacle's unit surface normal at the hit, facing the probe's start
 * @param fraction where along the segment the hit lies (0 = start, 1 = end)
 */
public record ObstacleHit(Vec3 point, Vec3 normal, double fraction) {
}
