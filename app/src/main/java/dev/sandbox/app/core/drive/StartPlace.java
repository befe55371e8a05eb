package dev.sandbox.app.core.drive;


/** Where the vehicle is put when the drive starts. */
public enum StartPlace {
    /** On the road loop, on level ground, facing along a straight. */
    ROAD,
    /** On the test pad's drag strip, on the start line. */
    TESTPAD;

}
