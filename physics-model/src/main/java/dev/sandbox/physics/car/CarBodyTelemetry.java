package dev.sandbox.physics.car;

import dev.sandbox.physics.sim.KindTelemetry;

/**
 * What the car adds to the common snapshot: the sprung body's heave (its pitch and roll are
 * the common snapshot's) and the road's torque on the steering wheel.
 *
 * @param bodyHeaveM the sprung body's height above its static height (in metres, up)
 * @param steeringTorqueNm the road's torque on the steering wheel (in newton metres, positive
 *     = turning it left)
 */
public record CarBodyTelemetry(double bodyHeaveM, double steeringTorqueNm) implements KindTelemetry {

    @Override
    public boolean isFinite() {
        return Double.isFinite(bodyHeaveM) && Double.isFinite(steeringTorqueNm);
    }
}
