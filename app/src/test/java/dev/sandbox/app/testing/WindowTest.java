package dev.sandbox.app.testing;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Marks a test class that opens real windows (in child JVMs started with
 * {@link WindowDisplay#environment}): it runs on {@code DISPLAY} when set, otherwise on an Xvfb
 * of its own, and is skipped (with one line saying what to install) only when neither exists.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@ExtendWith(WindowDisplay.class)
public @interface WindowTest {
}
