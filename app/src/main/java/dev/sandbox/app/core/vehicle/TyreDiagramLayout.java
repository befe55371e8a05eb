package dev.sandbox.app.core.vehicle;

import java.util.List;

/**
 * How a vehicle kind is drawn in the telemetry panel's tyre diagram:
 * where each of its wheels sits, front up, and where its numbers go, and the outline of its
 * body under the tyres. Schematic, not to scale: the kind chooses positions that read well in
 * the diagram's box of {@link #W} x {@link #H} pixels, origin at the box's lower-left corner.
 *
 * @param wheels the wheels in the snapshot's order (front first)
 * @param body the body's outline as convex polygons, each as x, y pairs (three or four corners)
 */
public record TyreDiagramLayout(List<Wheel> wheels, List<float[]> body) {

    /** Width of the diagram (in pixels). */
    public static final float W = 440;
    /** Height of the diagram (in pixels). */
    public static final float H = 236;

    /**
     * One wheel in the diagram.
     *
     * @param x centre of the tyre (in pixels from the box's left edge)
     * @param y centre of the tyre (in pixels from the box's bottom edge)
     * @param tyreWidth width of the tyre seen from above (in pixels)
     * @param tableX left edge of the wheel's numbers (in pixels)
     * @param tableTop top edge of the wheel's numbers (in pixels)
     */
    public record Wheel(float x, float y, float tyreWidth, float tableX, float tableTop) {
    }

    /** Copies the lists, so a layout never changes once made. */
    public TyreDiagramLayout {
        wheels = List.copyOf(wheels);
        body = List.copyOf(body);
    }
}
