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
 * @param rollingResistance coefficient of rolling friction mu_r ([Palmer, eq. 8.4])
 * @param frontWheel front wheel and tyre size
 * @param rearWheel rear wheel and tyre size
 * @param engine engine data
 * @param transmission driveline data
 * @param brakes brake torques
 * @param tyre tyre force data
 * @param steering the car's steering (for the motorcycle: the handlebar's limits come from
 *     {@link #motorcycle})
 * @param motorcycle motorcycle-only data, or null for a car
 */
public record VehicleSpec(String id, String name, VehicleType type, ChassisSpec chassis,
        AeroSpec aero, double rollingResistance, WheelSpec frontWheel, WheelSpec rearWheel,
        EngineSpec engine, TransmissionSpec transmission, BrakeSpec brakes, TyreSpec tyre,
        SteeringSpec steering, MotorcycleSpec motorcycle) {
}
