package dev.sandbox.physics.spec;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A tyre's size as its sidewall states it in the ISO metric designation, e.g. "225/40 ZR18 88Y":
 * section width 225 mm, aspect ratio 40 % (sidewall height over section width), radial
 * construction (the Z marks a tyre for more than 240 km/h), 18-inch rim, load index 88, speed
 * symbol Y. What the model takes from it: the unloaded radius (half the rim plus the sidewall)
 * and the load the tyre is rated to carry, from the load index by the ETRTO table.
 *
 * @param designation the text as given ("225/40 ZR18 88Y")
 * @param sectionWidthMm section width (in millimetres)
 * @param aspectRatioPct sidewall height over section width (in percent)
 * @param rimDiameterIn rim diameter (in inches)
 * @param loadIndex the load index (50..120)
 */
public record TyreSize(String designation, int sectionWidthMm, int aspectRatioPct, double rimDiameterIn, int loadIndex) {

    /** Metres per inch. */
    private static final double INCH_M = 0.0254;
    /** Lowest load index of {@link #RATED_LOAD_KG}. */
    static final int FIRST_LOAD_INDEX = 50;
    /**
     * The ETRTO load-index table from index 50 to 120: the largest load the tyre may carry at
     * its reference inflation pressure (in kilograms).
     */
    private static final int[] RATED_LOAD_KG = {
        190, 195, 200, 206, 212, 218, 224, 230, 236, 243,       // 50-59
        250, 257, 265, 272, 280, 290, 300, 307, 315, 325,       // 60-69
        335, 345, 355, 365, 375, 387, 400, 412, 425, 437,       // 70-79
        450, 462, 475, 487, 500, 515, 530, 545, 560, 580,       // 80-89
        600, 615, 630, 650, 670, 690, 710, 730, 750, 775,       // 90-99
        800, 825, 850, 875, 900, 925, 950, 975, 1000, 1030,     // 100-109
        1060, 1090, 1120, 1150, 1180, 1215, 1250, 1285, 1320, 1360, // 110-119
        1400,                                                   // 120
    };
    /** Highest load index of {@link #RATED_LOAD_KG}. */
    static final int LAST_LOAD_INDEX = FIRST_LOAD_INDEX + RATED_LOAD_KG.length - 1;

    /** width/aspect, construction letters (R, ZR, B, D, -), rim, load index, speed symbol. */
    private static final Pattern FORMAT = Pattern.compile(
            "(\\d{2,3})/(\\d{2,3})\\s*(?:Z?R|B|D|-)\\s*(\\d{2}(?:\\.\\d)?)\\s+(\\d{2,3})\\s*\\(?([A-Z])?\\)?");

    /**
     * Reads a designation.
     *
     * @param text e.g. "225/40 ZR18 88Y" or "265/35R18 93"
     * @return the size
     * @throws IllegalArgumentException naming what is wrong (the parser turns it into a spec failure)
     */
    public static TyreSize parse(String text) {
        Matcher m = FORMAT.matcher(text.trim().toUpperCase(Locale.ROOT));
        if (!m.matches()) {
            throw new IllegalArgumentException("must be a tyre designation such as '225/40 ZR18 88Y' (width mm / aspect % "
                    + "R rim-inches load-index), got '" + text + "'");
        }
        int width = Integer.parseInt(m.group(1));
        int aspect = Integer.parseInt(m.group(2));
        double rim = Double.parseDouble(m.group(3));
        int index = Integer.parseInt(m.group(4));
        if (width < 80 || width > 450) {
            throw new IllegalArgumentException("has a section width of " + width + " mm, outside any road tyre's 80-450 mm");
        }
        if (aspect < 20 || aspect > 100) {
            throw new IllegalArgumentException("has an aspect ratio of " + aspect + " %, outside any road tyre's 20-100 %");
        }
        if (rim < 10 || rim > 26) {
            throw new IllegalArgumentException("has a rim of " + rim + " inches, outside any road tyre's 10-26 inches");
        }
        if (index < FIRST_LOAD_INDEX || index > LAST_LOAD_INDEX) {
            throw new IllegalArgumentException("has load index " + index + ", outside the table this model knows ("
                    + FIRST_LOAD_INDEX + "-" + LAST_LOAD_INDEX + ", 190-1400 kg)");
        }
        return new TyreSize(text.trim(), width, aspect, rim, index);
    }

    /** @return the section width (in metres) */
    public double sectionWidthM() {
        return sectionWidthMm / 1000.0;
    }

    /** @return the unloaded radius: half the rim diameter plus the sidewall height (in metres) */
    public double unloadedRadiusM() {
        return rimDiameterIn * INCH_M / 2 + sectionWidthMm * aspectRatioPct / 100.0 / 1000.0;
    }

    /** @return the load the load index rates the tyre for (in kilograms) */
    public double ratedLoadKg() {
        return RATED_LOAD_KG[loadIndex - FIRST_LOAD_INDEX];
    }

    /**
     * @param gravityMps2 the acceleration the rating is turned into a force with (in m/s^2)
     * @return the rated load as a force (in newtons)
     */
    public double ratedLoadN(double gravityMps2) {
        return ratedLoadKg() * gravityMps2;
    }
}
