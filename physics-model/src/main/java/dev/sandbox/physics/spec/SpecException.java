package dev.sandbox.physics.spec;

/**
 * A vehicle spec that cannot be used: the message names the file, the field and what is
 * wrong, in one sentence a player can act on.
 */
public final class SpecException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** @param message one clear sentence naming what and where */
    public SpecException(String message) {
        super(message);
    }

    /**
     * @param message one clear sentence naming what and where
     * @param cause the underlying parser failure
     */
    public SpecException(String message, Throwable cause) {
        super(message, cause);
    }
}
