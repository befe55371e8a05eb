package dev.sandbox.app;

/** Placeholder entry point while the build is verified. */
public final class Main {
    private Main() { }

    public static void main(String[] args) {
        System.out.println(com.jme3.system.JmeVersion.FULL_NAME);
    }
}
