package dev.sandbox.app.session;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;

/**
 * A screen feature whose life-cycle hooks do nothing unless it overrides them: for the many
 * states that only act in {@code update} or on a call, so they need not repeat four empty
 * methods each.
 */
public abstract class PlainState extends BaseAppState {

    @Override
    protected void initialize(Application app) {
    }

    @Override
    protected void cleanup(Application app) {
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }
}
