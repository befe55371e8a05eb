package dev.sandbox.app.feature.laps;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.math.ColorRGBA;
import com.simsilica.lemur.Axis;
import com.simsilica.lemur.Container;
import com.simsilica.lemur.FillMode;
import com.simsilica.lemur.Insets3f;
import com.simsilica.lemur.Label;
import com.simsilica.lemur.component.SpringGridLayout;
import dev.sandbox.app.core.laps.BestLap;
import dev.sandbox.app.core.laps.Lap;
import dev.sandbox.app.core.laps.LapClock;
import dev.sandbox.app.core.laps.LapCourse;
import dev.sandbox.app.core.laps.LapSession;
import dev.sandbox.app.core.laps.LapTimer;
import dev.sandbox.app.scene.gui.HudStyle;
import dev.sandbox.app.scene.input.DrivingFunctions;
import dev.sandbox.app.scene.input.KeyToggle;
import dev.sandbox.app.session.HudLayout;

/**
 * The lap board (Lemur; at the top, centred under the status line, above the warnings, so it
 * takes no height from the side columns of the telemetry view): the lap being timed and its
 * running time, the live delta to the best lap (green ahead, red behind), the sector times of
 * this lap as they fall (green when faster than the best lap's sector, amber when slower), the
 * last lap and the best. A lap that
 * will not count says why, in red; a finished lap that did not count is marked so. Before the
 * first crossing of the start/finish line it says the lap starts there. Hidden and shown with
 * the HUD key.
 */
public final class LapBoardState extends BaseAppState {

    /** Text refreshes a second: faster than that digits cannot be read, and each text is new glyphs. */
    static final double REFRESH_HZ = 10;

    private final LapsState laps;
    private final KeyToggle hudKey = new KeyToggle(DrivingFunctions.HUD, this);
    private final Container panel = HudStyle.panel();
    private final Label title = HudStyle.label("", HudStyle.NORMAL, HudStyle.SPEED);
    private final Label status = HudStyle.label("", HudStyle.SMALL, HudStyle.RED);
    private final Label clock = HudStyle.label("", 26, HudStyle.TEXT);
    private final Label delta = HudStyle.label("", 20, HudStyle.TEXT);
    private final Label[] sectors = new Label[LapCourse.SECTORS];
    private final Label last = HudStyle.label("", HudStyle.SMALL, HudStyle.TEXT);
    private final Label lastMark = HudStyle.label("", HudStyle.SMALL, HudStyle.RED);
    private final Label best = HudStyle.label("", HudStyle.SMALL, HudStyle.TEXT);
    private double sinceS = Double.MAX_VALUE;

    /** @param laps the laps shown */
    public LapBoardState(LapsState laps) {
        this.laps = laps;
    }

    @Override
    protected void initialize(Application app) {
        hudKey.listen();
        panel.setName("lap-board");
        panel.setLayout(new SpringGridLayout(Axis.Y, Axis.X, FillMode.None, FillMode.Even));
        row(title, status);
        row(clock, delta);
        Label[] gapped = new Label[LapCourse.SECTORS];
        for (int k = 0; k < sectors.length; k++) {
            sectors[k] = HudStyle.label("", HudStyle.SMALL, HudStyle.DIM);
            sectors[k].setInsets(new Insets3f(0, 0, 0, 10));
            gapped[k] = sectors[k];
        }
        row(gapped);
        last.setInsets(new Insets3f(0, 0, 0, 4));
        lastMark.setInsets(new Insets3f(0, 0, 0, 14));
        row(last, lastMark, best);
        delta.setInsets(new Insets3f(4, 14, 0, 0));
        status.setInsets(new Insets3f(2, 10, 0, 0));
    }

    private void row(Label... labels) {
        Container r = new Container(new SpringGridLayout(Axis.X, Axis.Y, FillMode.None, FillMode.None));
        r.setBackground(null);
        for (Label l : labels) {
            r.addChild(l);
        }
        panel.addChild(r);
    }

    @Override
    public void update(float tpf) {
        sinceS += tpf;
        if (sinceS < 1 / REFRESH_HZ) {
            return;
        }
        sinceS = 0;
        LapSession session = laps.session();
        if (session == null) {
            return;
        }
        LapTimer t = session.timer();
        BestLap b = session.best();
        if (!t.running()) {
            title.setText("OUT LAP");
            status.setText("the lap starts at the line");
            status.setColor(HudStyle.DIM);
            clock.setText(LapClock.format(Double.NaN));
        } else {
            title.setText("LAP " + t.lapNumber());
            String why = t.invalidReason();
            double off = t.offRoadS();
            status.setText(!why.isEmpty() ? "INVALID: " + why
                    : off > 0 ? String.format(java.util.Locale.ROOT, "off road %.1f of %.0f s", off, LapTimer.OFF_ROAD_LIMIT_S)
                    : "");
            status.setColor(why.isEmpty() ? HudStyle.AMBER : HudStyle.RED);
            clock.setText(tenths(t.currentLapS()));
        }
        double d = t.deltaS();
        delta.setText(Double.isNaN(d) ? "" : LapClock.delta(d));
        delta.setColor(d < 0 ? HudStyle.GREEN : HudStyle.RED);
        for (int k = 0; k < sectors.length; k++) {
            double s = t.sectorS(k);
            sectors[k].setText("S" + (k + 1) + " " + LapClock.sector(s));
            sectors[k].setColor(sectorColor(s, b == null ? Double.NaN : b.lap().sectorsS().get(k)));
        }
        Lap l = t.lastLap();
        last.setText("LAST " + LapClock.format(l == null ? Double.NaN : l.lapS()));
        lastMark.setText(l != null && !l.valid() ? "invalid" : "");
        best.setText("BEST " + LapClock.format(b == null ? Double.NaN : b.lapS()));
        getState(HudLayout.class).show(HudLayout.Anchor.TOP, panel, -1);
    }

    /**
     * @param sectorS a sector of the lap being timed (in seconds), NaN until it is done
     * @param bestS the same sector of the best lap (in seconds), NaN without one
     * @return dim until done, green when faster than the best lap's, amber when not, plain without a best lap
     */
    static ColorRGBA sectorColor(double sectorS, double bestS) {
        if (Double.isNaN(sectorS)) {
            return HudStyle.DIM;
        }
        if (Double.isNaN(bestS)) {
            return HudStyle.TEXT;
        }
        return sectorS < bestS ? HudStyle.GREEN : HudStyle.AMBER;
    }

    /** @return "1:02.3": a running clock to the tenth, as the digits change too fast to read further */
    private static String tenths(double seconds) {
        String s = LapClock.format(seconds);
        return s.substring(0, s.length() - 2);
    }

    @Override
    protected void cleanup(Application app) {
        hudKey.stop();
    }

    @Override
    protected void onEnable() {
        sinceS = Double.MAX_VALUE;
    }

    @Override
    protected void onDisable() {
        getState(HudLayout.class).hide(panel);
    }
}
