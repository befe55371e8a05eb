package dev.sandbox.physics.assist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sandbox.physics.spec.VehicleSpec;
import dev.sandbox.physics.spec.VehicleSpecs;
import org.junit.jupiter.api.Test;

/** The assists' names, defaults and the KEY=on|off form of the option and the settings file. */
class AssistSettingsTest {

    private final VehicleSpec boxster = VehicleSpecs.load("boxster-s");
    private final VehicleSpec cbr = VehicleSpecs.load("cbr1000rr");

    @Test
    void thePadDriverGetsTheRealVehiclesEquipment() {
        // 2004 Boxster S: ABS standard, PSM (stability control) an option; 2004 CBR1000RR: neither ABS nor TC
        AssistSettings car = AssistSettings.defaults(boxster, false);
        assertTrue(car.isOn(Assist.ABS));
        assertFalse(car.isOn(Assist.STABILITY_CONTROL));
        assertFalse(car.isOn(Assist.TRACTION_CONTROL));
        AssistSettings bike = AssistSettings.defaults(cbr, false);
        assertFalse(bike.isOn(Assist.ABS));
        assertFalse(bike.isOn(Assist.TRACTION_CONTROL));
    }

    @Test
    void theKeyboardPlayerGetsEveryAssist() {
        for (Assist a : Assist.values()) {
            assertTrue(AssistSettings.defaults(boxster, true).isOn(a), a.id());
            assertTrue(AssistSettings.defaults(cbr, true).isOn(a), a.id());
        }
    }

    @Test
    void theWrittenFormReadsBackToTheSameSettings() {
        AssistSettings s = AssistSettings.parse("abs=on, TC=off ,esc=on,hill-hold=on");
        assertTrue(s.isOn(Assist.ABS) && s.isOn(Assist.STABILITY_CONTROL) && s.isOn(Assist.HILL_HOLD));
        assertFalse(s.isOn(Assist.TRACTION_CONTROL));
        assertEquals(s, AssistSettings.parse(s.toString()));
        assertEquals("abs=on,tc=off,esc=on,launch=off,auto-clutch=off,auto-gearbox=off,wheelie=off,"
                + "keyboard-rider=off,hill-hold=on", s.toString());
        assertFalse(AssistSettings.all().apply("tc=off").isOn(Assist.TRACTION_CONTROL));
        assertTrue(AssistSettings.all().apply("tc=off").isOn(Assist.ABS));
    }

    @Test
    void aBadKeyOrValueIsNamedInOneSentence() {
        IllegalArgumentException key = assertThrows(IllegalArgumentException.class,
                () -> AssistSettings.parse("abs=on,turbo=on"));
        assertEquals("unknown assist 'turbo' (known: abs, tc, esc, launch, auto-clutch, auto-gearbox, wheelie, "
                + "keyboard-rider, hill-hold)", key.getMessage());
        IllegalArgumentException value = assertThrows(IllegalArgumentException.class,
                () -> AssistSettings.parse("abs=maybe"));
        assertEquals("assist abs has value 'maybe'; use on or off", value.getMessage());
        assertThrows(IllegalArgumentException.class, () -> AssistSettings.parse("abs"));
    }
}
