package dev.sandbox.physics.spec;

/**
 * Everything the model needs to know about one vehicle, as read from its spec file in
 * {@code assets/vehicles/ID.yaml}.
 *
 * @param id the short name used on the command line ("boxster-s")
 * @param name the display name ("2004 Porsche Boxster S")
 * @param type car or motorcycle
 * @param chassis mass, geometry, body response
 * @param aero drag data
 * @param rollingResistance coefficient of rolling friction mu_r at walking pace ([Palmer, eq. 8.4])
 * @param rollingResistanceDoublingKmh the speed at which mu_r has doubled: mu_r(v) = mu_r (1 + v / v_2)
 *     (in km/h; infinite for a constant mu_r) [Wong, §1.2]
 * @param frontWheel front wheel and tyre size
 * @param rearWheel rear wheel and tyre size
 * @param engine engine data
 * @param transmission driveline data
 * @param brakes brake torques
 * @param tyre tyre force data
 * @param steering the car's steering (for the motorcycle: the handlebar's limits come from
 *     {@link #motorcycle})
 * @param motorcycle motorcycle-only data, or null for a car
 * @param suspension the car's springs, dampers and linkage geometry, or null for a motorcycle
 */
public record VehicleSpec(String id, String name, VehicleType type, ChassisSpec chassis,
        AeroSpec aero, double rollingResistance, double rollingResistanceDoublingKmh, WheelSpec frontWheel, WheelSpec rearWheel,
        EngineSpec engine, TransmissionSpec transmission, BrakeSpec brakes, TyreSpec tyre,
        SteeringSpec steering, MotorcycleSpec motorcycle, SuspensionSpec suspension) {

    /**
     * @param speedMps road speed (in m/s)
     * @return the coefficient of rolling friction at that speed
     */
    public double rollingResistanceAt(double speedMps) {
        return rollingResistance * (1 + Math.abs(speedMps) * 3.6 / rollingResistanceDoublingKmh);
    }
}
