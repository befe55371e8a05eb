package dev.sandbox.physics.math;

/**
 * An immutable complex number, enough for the roots of the small characteristic polynomials
 * that stability analysis needs.
 *
 * @param re real part
 * @param im imaginary part
 */
public record Complex(double re, double im) {

    /** Zero. */
    public static final Complex ZERO = new Complex(0, 0);

    /** @return this + o */
    public Complex plus(Complex o) {
        return new Complex(re + o.re, im + o.im);
    }

    /** @return this - o */
    public Complex minus(Complex o) {
        return new Complex(re - o.re, im - o.im);
    }

    /** @return this * o */
    public Complex times(Complex o) {
        return new Complex(re * o.re - im * o.im, re * o.im + im * o.re);
    }

    /** @return this * s */
    public Complex times(double s) {
        return new Complex(re * s, im * s);
    }

    /** @return this / o */
    public Complex div(Complex o) {
        double d = o.re * o.re + o.im * o.im;
        return new Complex((re * o.re + im * o.im) / d, (im * o.re - re * o.im) / d);
    }

    /** @return the modulus |this| */
    public double abs() {
        return Math.hypot(re, im);
    }
}
