package dev.sandbox.physics.reference;

/**
 * A car's sprung body in roll, as a yaw-and-roll reference needs it: the roll moment of the
 * lateral acceleration, the springs', bars' and dampers' answer per axle, and the part of the
 * lateral load transfer that passes through the linkage at once [Milliken, ch. 16-18; Gillespie,
 * ch. 5]. The body answers
 *
 * <pre>
 * I phi'' = m_s h' (a_y + g phi) - (K_f + K_r) phi - (D_f + D_r) phi'
 * </pre>
 *
 * and the outer wheel of each axle gains (K phi + D phi') / t + G a_y of load, t the axle's
 * track.
 *
 * @param sprungMassKg m_s, the mass on the springs (in kilograms, &gt;0)
 * @param heightAboveRollAxisM h', the sprung centre of mass above the roll axis (in metres)
 * @param rollInertiaKgM2 I, the sprung body's roll inertia about the roll axis (in kg m^2, &gt;0)
 * @param frontRollStiffnessNmPerRad K_f, springs and bar (in N m/rad)
 * @param rearRollStiffnessNmPerRad K_r (in N m/rad)
 * @param frontRollDampingNmsPerRad D_f, the dampers' roll damping, c t^2 / 2 (in N m s/rad)
 * @param rearRollDampingNmsPerRad D_r (in N m s/rad)
 * @param frontLinkageTransferKg G_f, the outer front wheel's gain per unit of lateral
 *     acceleration through the roll centre and the unsprung masses' own (in N per m/s^2)
 * @param rearLinkageTransferKg G_r (in N per m/s^2)
 */
public record RollProperties(double sprungMassKg, double heightAboveRollAxisM, double rollInertiaKgM2,
        double frontRollStiffnessNmPerRad, double rearRollStiffnessNmPerRad, double frontRollDampingNmsPerRad,
        double rearRollDampingNmsPerRad, double frontLinkageTransferKg, double rearLinkageTransferKg) {
}
