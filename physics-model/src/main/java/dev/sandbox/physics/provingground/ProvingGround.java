package dev.sandbox.physics.provingground;

/** Placeholder entry point while the build is verified. */
public final class ProvingGround {
    private ProvingGround() { }

    public static void main(String[] args) {
        System.out.println("proving ground");
    }
}
