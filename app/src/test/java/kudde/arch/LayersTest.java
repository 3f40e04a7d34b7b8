package kudde.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.domain.JavaParameterizedType;
import com.tngtech.archunit.core.domain.JavaType;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The layers point one way: engine ← explain, lesson ← scenario ← jcz (the JCloisterZone import), tutor ← ui,
 * cli; inside the window,
 * kit ← art, doc ← board ← editor, tutor ← the window itself ({@code kudde.ui}). No package
 * depends on another that depends back on it. The engine, the explanations, the files, the
 * tutor's model and the command line know no Swing and no AWT; the window's exports implement the
 * command line's {@code Exporter} (found by a ServiceLoader), the one arrow from a window package to it.
 *
 * <p>No rule may pass by matching nothing: ArchUnit fails a rule whose classes are all gone, and
 * {@link #everyPackageTheRulesNameExists} fails when a package named on either side is renamed.
 */
@Tag("slow")
class LayersTest {
    private static final String[] WINDOW = {"javax.swing..", "java.awt..", "com.formdev..", "net.miginfocom.."};
    private static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("kudde");
    }

    @Test
    void noPackageCycles() {
        slices().matching("kudde.(**)").should().beFreeOfCycles().check(classes);
    }

    @Test
    void everyPackageTheRulesNameExists() {
        Set<String> packages = new TreeSet<>();
        for (JavaClass c : classes) {
            packages.add(c.getPackageName());
        }
        assertThat(packages).contains("kudde.engine.board", "kudde.engine.model", "kudde.engine.play",
                "kudde.engine.tile", "kudde.engine.rules", "kudde.lesson", "kudde.explain", "kudde.scenario", "kudde.jcz", "kudde.tutor",
                "kudde.cli", "kudde.ui", "kudde.ui.kit", "kudde.ui.art", "kudde.ui.doc", "kudde.ui.board",
                "kudde.ui.editor", "kudde.ui.tutor", "kudde.ui.export", "kudde.ui.course");
    }

    @Test
    void engineKnowsNoSwingNoJsonAndNoOuterLayer() {
        noClasses().that().resideInAPackage("kudde.engine..")
                .should().dependOnClassesThat().resideInAnyPackage(with(WINDOW, "com.google.gson..",
                        "kudde.lesson..", "kudde.scenario..", "kudde.explain..", "kudde.tutor..", "kudde.ui..",
                        "kudde.cli..", "kudde.jcz.."))
                .check(classes);
    }

    @Test
    void theEngineHoldsTheGameAndNoLessonText() {
        // The engine's model is the game the resolution reads; what a teacher writes about it (titles,
        // goal, takeaway, the words of questions, exercises, hints and comments) is a kudde.lesson.Lesson.
        fields().that().areDeclaredInClassesThat().resideInAPackage("kudde.engine..")
                .should(new ArchCondition<JavaField>("not hold text per language (a Map<String, String>)") {
                    @Override
                    public void check(JavaField field, ConditionEvents events) {
                        if (textsPerLanguage(field.getType())) {
                            events.add(SimpleConditionEvent.violated(field, field.getFullName() + " holds texts per language"));
                        }
                    }
                })
                .check(classes);
    }

    @Test
    void lessonsKnowTheEngineOnly() {
        // A lesson is data about a game: no JSON, no window, no words of Kudde's own, no language.
        noClasses().that().resideInAPackage("kudde.lesson..")
                .should().dependOnClassesThat().resideInAnyPackage(with(WINDOW, "com.google.gson..", "kudde.lang..",
                        "kudde.scenario..", "kudde.explain..", "kudde.tutor..", "kudde.ui..", "kudde.cli..",
                        "kudde.jcz.."))
                .check(classes);
    }

    private static boolean textsPerLanguage(JavaType type) {
        if (!(type instanceof JavaParameterizedType p) || !p.toErasure().isAssignableTo(java.util.Map.class)) {
            return false;
        }
        List<JavaType> args = p.getActualTypeArguments();
        return args.size() == 2 && args.stream().allMatch(a -> a.toErasure().isEquivalentTo(String.class));
    }

    @Test
    void jczImportKnowsNoWindowNoTutorAndNoCommandLine() {
        // It reads a save into a scenario with the engine; the window and the command line use it.
        noClasses().that().resideInAPackage("kudde.jcz..")
                .should().dependOnClassesThat().resideInAnyPackage(with(WINDOW, "kudde.tutor..", "kudde.ui..",
                        "kudde.cli.."))
                .check(classes);
        noClasses().that().resideInAnyPackage("kudde.scenario..", "kudde.explain..", "kudde.tutor..")
                .should().dependOnClassesThat().resideInAPackage("kudde.jcz..")
                .check(classes);
    }

    @Test
    void explanationsKnowNoSwingNoJsonAndNoOuterLayer() {
        noClasses().that().resideInAPackage("kudde.explain..")
                .should().dependOnClassesThat().resideInAnyPackage(with(WINDOW, "com.google.gson..",
                        "kudde.scenario..", "kudde.tutor..", "kudde.ui..", "kudde.cli.."))
                .check(classes);
    }

    @Test
    void scenarioFilesKnowNoWindowNoTutorAndNoCommandLine() {
        noClasses().that().resideInAPackage("kudde.scenario..")
                .should().dependOnClassesThat().resideInAnyPackage(with(WINDOW, "kudde.tutor..", "kudde.ui..",
                        "kudde.cli.."))
                .check(classes);
    }

    @Test
    void tutorModelKnowsNoSwingNoJsonAndNoOuterLayer() {
        noClasses().that().resideInAPackage("kudde.tutor..")
                .should().dependOnClassesThat().resideInAnyPackage(with(WINDOW, "com.google.gson..", "kudde.ui..",
                        "kudde.cli.."))
                .check(classes);
    }

    @Test
    void commandLineKnowsNoWindow() {
        noClasses().that().resideInAPackage("kudde.cli..")
                .should().dependOnClassesThat().resideInAnyPackage(with(WINDOW, "kudde.ui.."))
                .check(classes);
    }

    @Test
    void windowToolkitUsesNoOtherWindowPackage() {
        noClasses().that().resideInAPackage("kudde.ui.kit")
                .should().dependOnClassesThat().resideInAnyPackage("kudde.ui", "kudde.ui.art", "kudde.ui.doc",
                        "kudde.ui.board", "kudde.ui.editor", "kudde.ui.tutor", "kudde.ui.course")
                .check(classes);
    }

    @Test
    void artAndDocumentKnowNoPanel() {
        noClasses().that().resideInAnyPackage("kudde.ui.art", "kudde.ui.doc")
                .should().dependOnClassesThat().resideInAnyPackage("kudde.ui", "kudde.ui.board", "kudde.ui.editor",
                        "kudde.ui.tutor", "kudde.ui.course")
                .check(classes);
    }

    @Test
    void boardKnowsNeitherItsControllersNorTheWindow() {
        noClasses().that().resideInAPackage("kudde.ui.board")
                .should().dependOnClassesThat().resideInAnyPackage("kudde.ui", "kudde.ui.editor", "kudde.ui.tutor",
                        "kudde.ui.course")
                .check(classes);
    }

    @Test
    void theCourseKnowsNoOtherPanelAndNoPanelBelowTheWindowKnowsIt() {
        // The course screen shows the tutor's model (kudde.tutor) with the toolkit; the window
        // installs it and any panel reaches it through the window (CourseScreen.show).
        noClasses().that().resideInAPackage("kudde.ui.course")
                .should().dependOnClassesThat().resideInAnyPackage("kudde.ui", "kudde.ui.board", "kudde.ui.editor",
                        "kudde.ui.tutor", "kudde.ui.export")
                .check(classes);
        noClasses().that().resideInAnyPackage("kudde.ui.kit", "kudde.ui.art", "kudde.ui.doc", "kudde.ui.board",
                        "kudde.ui.editor", "kudde.ui.tutor", "kudde.ui.export")
                .should().dependOnClassesThat().resideInAPackage("kudde.ui.course")
                .check(classes);
    }

    @Test
    void editorAndTutorKnowNeitherEachOtherNorTheWindow() {
        noClasses().that().resideInAPackage("kudde.ui.editor")
                .should().dependOnClassesThat().resideInAnyPackage("kudde.ui", "kudde.ui.tutor")
                .check(classes);
        noClasses().that().resideInAPackage("kudde.ui.tutor")
                .should().dependOnClassesThat().resideInAnyPackage("kudde.ui", "kudde.ui.editor")
                .check(classes);
    }

    @Test
    void exportsSitOnTheTutorAndNothingBelowKnowsThem() {
        // A handout is made of the tutor's pictures and words; the window offers it in its menu.
        noClasses().that().resideInAPackage("kudde.ui.export")
                .should().dependOnClassesThat().resideInAnyPackage("kudde.ui", "kudde.ui.editor")
                .check(classes);
        noClasses().that().resideInAnyPackage("kudde.ui.kit", "kudde.ui.art", "kudde.ui.doc", "kudde.ui.board",
                        "kudde.ui.editor", "kudde.ui.tutor")
                .should().dependOnClassesThat().resideInAPackage("kudde.ui.export")
                .check(classes);
    }

    @Test
    void onlyTheExportsKnowTheCommandLine() {
        // kudde export paints with the window's art, which the command line may not know: the
        // exports implement kudde.cli.Exporter and the command line finds them by a ServiceLoader
        // (META-INF/services), so the one arrow points from ui.export to cli. No other window package knows it.
        noClasses().that().resideInAnyPackage("kudde.ui", "kudde.ui.kit", "kudde.ui.art", "kudde.ui.doc",
                        "kudde.ui.board", "kudde.ui.editor", "kudde.ui.tutor")
                .should().dependOnClassesThat().resideInAPackage("kudde.cli..")
                .check(classes);
    }

    private static String[] with(String[] some, String... more) {
        List<String> all = new java.util.ArrayList<>(List.of(some));
        all.addAll(List.of(more));
        return all.toArray(new String[0]);
    }
}
