package kudde.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * No hidden state (docs/architecture.md, "No hidden state"): how a run was started is read once,
 * by the start-up ({@code kudde.ui.App}), into {@code kudde.ui.Options}, and handed to whoever
 * needs it; and no production class keeps state in a static field, where one window (or one
 * test) would see another's. Constants are static final; the few static fields left are named
 * below with the reason each may stay.
 */
@Tag("slow")
class NoHiddenStateTest {
    /**
     * The static fields that are not final, each with its reason. Lessons.listed and
     * Languages.all and .found remember what the class path holds, which no run changes; Theme.registered and
     * Keys.tablesLetTabGo say what was put into Swing's UIManager, which Swing itself keeps for
     * the whole JVM. The window's language is no longer among them: each window owns its
     * {@code ui.kit.WindowLanguage} and hands its texts to its parts.
     */
    private static final Set<String> STATIC_STATE = Set.of(
            "kudde.ui.doc.Lessons.listed", "kudde.lang.Languages.all", "kudde.lang.Languages.found",
            "kudde.ui.kit.Theme.registered", "kudde.ui.kit.Keys.tablesLetTabGo");

    /**
     * What a window speaks and shows, which no static field of {@code kudde.ui} may hold, even a
     * final one: a window's texts or language, or a part of a window. Two windows (or two tests) in
     * one JVM then never read each other's language.
     */
    private static final List<Class<?>> A_WINDOWS_OWN = List.of(kudde.ui.kit.Strings.class,
            kudde.ui.kit.WindowLanguage.class, kudde.ui.kit.Words.class, java.awt.Component.class);

    private static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("kudde");
    }

    /**
     * Only the start-up reads system properties, and the error log names the Java and the system it
     * ran on in its report. Tests make the reader or the engine fail through what the command line
     * and the window are handed (docs/testing.md, "Internal errors"), not through a property.
     */
    @Test
    void onlyTheStartUpReadsSystemProperties() {
        noClasses().that().doNotHaveFullyQualifiedName("kudde.ui.App")
                .and().doNotHaveFullyQualifiedName("kudde.ui.kit.ErrorLog")
                .should().callMethod(System.class, "getProperty", String.class)
                .orShould().callMethod(System.class, "getProperty", String.class, String.class)
                .orShould().callMethod(System.class, "getProperties")
                .orShould().callMethod(Boolean.class, "getBoolean", String.class)
                .orShould().callMethod(Integer.class, "getInteger", String.class)
                .orShould().callMethod(Integer.class, "getInteger", String.class, int.class)
                .orShould().callMethod(Integer.class, "getInteger", String.class, Integer.class)
                .orShould().callMethod(Long.class, "getLong", String.class)
                .orShould().callMethod(Long.class, "getLong", String.class, long.class)
                .because("how a run was started is read once, into kudde.ui.Options, and handed on")
                .check(classes);
    }

    @Test
    void noWindowKeepsItsLanguageOrItsPartsInAStaticField() {
        fields().that().areStatic().and().areDeclaredInClassesThat().resideInAPackage("kudde.ui..")
                .and(new DescribedPredicate<JavaField>("not made by the compiler") {
                    @Override
                    public boolean test(JavaField f) {
                        return !f.getModifiers().contains(JavaModifier.SYNTHETIC) && !f.getName().startsWith("$");
                    }
                }).should(new ArchCondition<JavaField>("not hold a window's texts, its language or a part of it") {
                    @Override
                    public void check(JavaField f, ConditionEvents events) {
                        for (Class<?> c : A_WINDOWS_OWN) {
                            if (f.getRawType().isAssignableTo(c)) {
                                events.add(SimpleConditionEvent.violated(f, f.getFullName() + " is a " + c.getSimpleName()));
                            }
                        }
                    }
                })
                .because("each window owns its language (ui.kit.WindowLanguage) and hands its texts to its parts")
                .check(classes);
    }

    @Test
    void noProductionClassHoldsAMutableStaticField() {
        fields().that().areStatic().and(new DescribedPredicate<JavaField>("not named in STATIC_STATE") {
            @Override
            public boolean test(JavaField f) {
                return !STATIC_STATE.contains(f.getOwner().getName() + "." + f.getName());
            }
        }).and(new DescribedPredicate<JavaField>("not made by the compiler") {
            @Override
            public boolean test(JavaField f) {
                return !f.getModifiers().contains(JavaModifier.SYNTHETIC) && !f.getName().startsWith("$");
            }
        }).should().beFinal()
                .because("state in a static field is shared by every window and every test; hand an object instead")
                .check(classes);
    }
}
