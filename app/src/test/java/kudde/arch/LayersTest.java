package kudde.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The layers point one way: engine ← scenario, explain ← ui, cli. The engine knows no Swing and no JSON. */
class LayersTest {
    private static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("kudde");
    }

    @Test
    void engineKnowsNoSwingNoJsonAndNoOuterLayer() {
        noClasses().that().resideInAPackage("kudde.engine..")
                .should().dependOnClassesThat().resideInAnyPackage("javax.swing..", "java.awt..", "com.google.gson..",
                        "kudde.scenario..", "kudde.explain..", "kudde.ui..", "kudde.cli..", "com.formdev..",
                        "net.miginfocom..")
                .allowEmptyShould(true)
                .check(classes);
    }

    @Test
    void explanationsKnowNoSwingNoJson() {
        noClasses().that().resideInAPackage("kudde.explain..")
                .should().dependOnClassesThat().resideInAnyPackage("javax.swing..", "java.awt..", "com.google.gson..",
                        "kudde.scenario..", "kudde.ui..", "kudde.cli..")
                .allowEmptyShould(true)
                .check(classes);
    }

    @Test
    void scenarioFilesKnowNoWindowAndNoCommandLine() {
        noClasses().that().resideInAPackage("kudde.scenario..")
                .should().dependOnClassesThat().resideInAnyPackage("javax.swing..", "kudde.ui..", "kudde.cli..")
                .allowEmptyShould(true)
                .check(classes);
    }

    @Test
    void commandLineKnowsNoWindow() {
        noClasses().that().resideInAPackage("kudde.cli..")
                .should().dependOnClassesThat().resideInAnyPackage("javax.swing..", "kudde.ui..")
                .allowEmptyShould(true)
                .check(classes);
    }
}
