package dev.sandbox.app;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.jme3.app.state.AppState;
import com.jme3.app.state.BaseAppState;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The floors of the sandbox, each importing only from the floors below it (STYLE.md, "The
 * layers of app"):
 * <ol>
 * <li>{@code core}: the sandbox's logic, free of the engine (world layout, the drive, input
 * sources and the autopilot, replay, test-pad timing, reports, sound synthesis, settings and
 * folders, the command line);</li>
 * <li>{@code scene}: what is built with jME, Lemur and Minie but is no app state (render,
 * vehicle views and models, Minie's ground, input bindings, GUI styles);</li>
 * <li>{@code session}: the session's own app states (the world, the drive loop, the vehicle's
 * view and shadows, the HUD's layout and scale, settings holders) and the narrow interfaces
 * through which the features meet;</li>
 * <li>{@code feature}: one package per screen feature, none importing another;</li>
 * <li>{@link SandboxApp} and {@link Main}: the composition root, which nobody imports.</li>
 * </ol>
 * A wrong import fails the build here.
 */
class LayersTest {

    /** The packages of jMonkeyEngine, Lemur and Minie (Minie's physics is in com.jme3.bullet). */
    private static final String[] ENGINE = {"com.jme3..", "com.simsilica..", "jme3utilities..", "jme3tools.."};

    private static JavaClasses classes;

    @BeforeAll
    static void importTheSandbox() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.sandbox.app");
    }

    @Test
    void eachFloorImportsOnlyTheFloorsBelowIt() {
        layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("core").definedBy("dev.sandbox.app.core..")
                .layer("scene").definedBy("dev.sandbox.app.scene..")
                .layer("session").definedBy("dev.sandbox.app.session..")
                .layer("features").definedBy("dev.sandbox.app.feature..")
                .layer("composition").definedBy("dev.sandbox.app")
                .whereLayer("composition").mayNotBeAccessedByAnyLayer()
                .whereLayer("features").mayOnlyBeAccessedByLayers("composition")
                .whereLayer("session").mayOnlyBeAccessedByLayers("features", "composition")
                .whereLayer("scene").mayOnlyBeAccessedByLayers("session", "features", "composition")
                .whereLayer("core").mayOnlyBeAccessedByLayers("scene", "session", "features", "composition")
                .check(classes);
    }

    @Test
    void noFeatureImportsAnother() {
        slices().matching("dev.sandbox.app.feature.(*)..").namingSlices("feature $1")
                .should().notDependOnEachOther()
                .check(classes);
    }

    @Test
    void theSandboxLogicKnowsNoEngine() {
        noClasses().that().resideInAPackage("dev.sandbox.app.core..")
                .should().dependOnClassesThat().resideInAnyPackage(ENGINE)
                .because("the core floor is plain Java: jME, Lemur and Minie come in one floor up")
                .check(classes);
    }

    @Test
    void sceneBuildingHasNoAppStates() {
        noClasses().that().resideInAPackage("dev.sandbox.app.scene..")
                .should().beAssignableTo(AppState.class).orShould().beAssignableTo(BaseAppState.class)
                .because("the scene floor builds what the session's and the features' app states show")
                .check(classes);
    }

    @Test
    void nobodyImportsTheCompositionRoot() {
        noClasses().that().doNotBelongToAnyOf(SandboxApp.class, Main.class)
                .should().dependOnClassesThat().belongToAnyOf(SandboxApp.class, Main.class)
                .check(classes);
    }

    @Test
    void noPackageDependsOnItselfThroughOthers() {
        slices().matching("dev.sandbox.app.(**)").namingSlices("$1")
                .should().beFreeOfCycles()
                .check(classes);
    }
}
