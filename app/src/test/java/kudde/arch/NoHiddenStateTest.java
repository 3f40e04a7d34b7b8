package kudde.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
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
                        // The field's type and every type it names, so a cache (a Map<Locale, Strings>,
                        // a Component[]) holding them fails as the field itself would.
                        for (JavaClass involved : f.getType().getAllInvolvedRawTypes()) {
                            for (Class<?> c : A_WINDOWS_OWN) {
                                if (involved.isAssignableTo(c)) {
                                    events.add(SimpleConditionEvent.violated(f, f.getFullName() + " (" + f.getType().getName()
                                            + ") holds a " + c.getSimpleName()));
                                }
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

    /**
     * The static final fields that hold a collection that changes, each with its reason: caches of
     * what never differs between windows or runs (a language's words, a tile's drawing or geometry,
     * a theme's fallback colour, the names of an orientation's spots, the sides a tile type fits),
     * filled on first use.
     */
    private static final Set<String> CACHES = Set.of(
            "kudde.lang.Bundle.CACHE", "kudde.explain.Texts.CACHE", "kudde.explain.Texts.AUTHORS",
            "kudde.ui.tutor.TutorTexts.CACHE", "kudde.ui.art.TileIcon.RENDERED", "kudde.ui.art.TileGeometry.CACHE",
            "kudde.ui.kit.Theme.FALLBACK", "kudde.engine.moves.FigureMoves.NAMES", "kudde.engine.moves.Frontier.FITS");

    /**
     * A final field is no guarantee: a {@code static final Map} filled as the program runs is state
     * all the same, whatever its declared type says. Each static final collection or map of a
     * production class holds one that cannot change (List.of, Map.copyOf, Collections.unmodifiable…),
     * read from the field itself once its class is set up, unless it is a cache named in
     * {@link #CACHES}. (An array cannot be made unchangeable; the constant tables kept in private
     * arrays are left to review.)
     */
    @Test
    void noStaticFinalCollectionCanChange() throws ReflectiveOperationException {
        java.util.List<String> changeable = new java.util.ArrayList<>();
        int looked = 0;
        for (JavaClass c : classes) {
            for (JavaField f : c.getFields()) {
                boolean container = f.getRawType().isAssignableTo(java.util.Collection.class)
                        || f.getRawType().isAssignableTo(java.util.Map.class);
                if (!f.getModifiers().contains(JavaModifier.STATIC) || !f.getModifiers().contains(JavaModifier.FINAL)
                        || !container || f.getModifiers().contains(JavaModifier.SYNTHETIC)) {
                    continue;
                }
                java.lang.reflect.Field field = f.reflect();
                field.setAccessible(true);
                Object value = field.get(null);
                looked++;
                String name = c.getName() + "." + f.getName();
                if (value != null && !unchangeable(value) && !CACHES.contains(name)) {
                    changeable.add(name + " holds a " + value.getClass().getName());
                }
            }
        }
        org.assertj.core.api.Assertions.assertThat(changeable)
                .as("static final collections that can change (hand an object instead, or name a cache in CACHES)")
                .isEmpty();
        org.assertj.core.api.Assertions.assertThat(looked).as("static collections looked at").isGreaterThan(20);
    }

    /** Whether {@code value} is one of the JDK's collections that refuse every change. */
    private static boolean unchangeable(Object value) {
        String n = value.getClass().getName();
        return n.startsWith("java.util.ImmutableCollections$") || n.startsWith("java.util.Collections$Unmodifiable")
                || n.startsWith("java.util.Collections$Empty") || n.startsWith("java.util.Collections$Singleton");
    }
}
