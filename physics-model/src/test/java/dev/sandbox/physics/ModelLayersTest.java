package dev.sandbox.physics;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The model's packages, read from its compiled classes: no class knows jMonkeyEngine, Lemur or
 * Minie (the same model runs in the sandbox, the proving ground and the tests); the packages
 * depend on each other without cycles, so each can be read (and a new vehicle kind added) from
 * the bottom up; the vehicle-neutral packages know no kind, and the wheel and its parts know
 * nothing of the simulation.
 */
class ModelLayersTest {

    private static JavaClasses classes;

    @BeforeAll
    static void importTheModel() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.sandbox.physics");
    }

    @Test
    void theModelKnowsNoEngine() {
        noClasses().should().dependOnClassesThat()
                .resideInAnyPackage("com.jme3..", "com.simsilica..", "jme3utilities..", "jme3tools..")
                .because("the model is plain Java and doubles: jME, Lemur and Minie belong to the sandbox")
                .check(classes);
    }

    @Test
    void noPackageDependsOnItselfThroughOthers() {
        slices().matching("dev.sandbox.physics.(*)..").namingSlices("$1")
                .should().beFreeOfCycles()
                .check(classes);
    }

    @Test
    void theNeutralPackagesKnowNoVehicleKind() {
        noClasses().that().resideInAnyPackage("dev.sandbox.physics.sim..", "dev.sandbox.physics.chassis..",
                        "dev.sandbox.physics.powertrain..", "dev.sandbox.physics.tyre..", "dev.sandbox.physics.ground..")
                .should().dependOnClassesThat()
                .resideInAnyPackage("dev.sandbox.physics.car..", "dev.sandbox.physics.motorcycle..")
                .check(classes);
    }

    @Test
    void theWheelAndItsPartsKnowNothingOfTheSimulation() {
        noClasses().that().resideInAPackage("dev.sandbox.physics.chassis..")
                .should().dependOnClassesThat().resideInAPackage("dev.sandbox.physics.sim..")
                .check(classes);
    }
}
