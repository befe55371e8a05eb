package dev.sandbox.physics.tyre;

/**
 * One tyre's working point in a step: what its force law takes from the load and the surface
 * alone (the friction limits mu F_z, the curves' stiffness factors, the slips of the peaks),
 * worked out once when the load is set ({@link TyreModel#prepare}), and the force of the latest
 * slip ({@link TyreModel#force(TyreWorkingPoint, double, double, double)}). The contact patch
 * asks for the force, the friction ellipse and the peak slips several times a step, and the
 * drivetrain asks for the peak slip ratio once more; they all read these figures instead of
 * working them out again. Mutable and owned by one tyre, so a step allocates nothing here.
 */
public final class TyreWorkingPoint {

    double loadN;
    double grip;
    boolean loaded;
    double limitXN;
    double limitYN;
    double peakSlipRatio;
    double peakTanSlipAngle;
    /** The law's own slip scales (the Magic Formula's slips of the peaks, for one). */
    double slipScaleX;
    double slipScaleY;
    double forceXN;
    double forceYN;
    double momentNm;

    /** @return the vertical load it was prepared for (in newtons) */
    public double loadN() {
        return loadN;
    }

    /** @return the surface grip it was prepared for */
    public double grip() {
        return grip;
    }

    /** @return mu_x F_z, the pure longitudinal force limit (in newtons; 0 without load or grip) */
    public double limitXN() {
        return limitXN;
    }

    /** @return mu_y F_z, the pure lateral force limit (in newtons; 0 without load or grip) */
    public double limitYN() {
        return limitYN;
    }

    /** @return the slip ratio of the peak longitudinal force, as {@link TyreModel#peakSlipRatio} */
    public double peakSlipRatio() {
        return peakSlipRatio;
    }

    /** @return the tangent of the slip angle of the peak lateral force, tan of {@link TyreModel#peakSlipAngleRad} */
    public double peakTanSlipAngle() {
        return peakTanSlipAngle;
    }

    /** @return the longitudinal force of the latest slip (in newtons, positive = forward) */
    public double forceXN() {
        return forceXN;
    }

    /** @return the lateral force of the latest slip (in newtons, positive = to the left) */
    public double forceYN() {
        return forceYN;
    }

    /** @return the aligning moment of the latest slip (in newton metres, positive = turning the wheel left) */
    public double aligningMomentNm() {
        return momentNm;
    }

    /** @return the latest force as a record */
    public TyreForce force() {
        return new TyreForce(forceXN, forceYN, momentNm);
    }

    /** Sets the load, the grip and the two friction limits; the law fills in the rest. */
    void setLoad(double load, double surfaceGrip, double limitX, double limitY) {
        loadN = load;
        grip = surfaceGrip;
        loaded = load > 0 && surfaceGrip > 0;
        limitXN = loaded ? limitX : 0;
        limitYN = loaded ? limitY : 0;
    }

    void setForce(double fx, double fy, double mz) {
        forceXN = fx;
        forceYN = fy;
        momentNm = mz;
    }
}
