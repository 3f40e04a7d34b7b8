package kudde.arch;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.caciocavallosilano.cacio.ctc.junit.CacioTest;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import kudde.ui.GuiTest;
import org.assertj.swing.annotation.GUITest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.platform.commons.annotation.Testable;
import org.junit.platform.commons.support.AnnotationSupport;

/**
 * The fast loop (docs/testing.md, "The fast loop") leaves out the tests tagged {@code gui} and
 * {@code slow}, and a GUI test gets its tag, its virtual screen and its failure screenshot from
 * {@link GuiTest}: a class that opens a window without it would slip into the fast loop, and make it
 * slow or need a screen. Reads the compiled tests (without initialising them): a second, where
 * ArchUnit took twenty resolving the class path.
 */
class TestTagsTest {
    /**
     * What opening a window takes, as class names in a class file: the robot's fixtures that show
     * one, Swing's and AWT's top-level windows, and the robot itself.
     */
    private static final List<String> WINDOW = List.of("org/assertj/swing/fixture/FrameFixture",
            "org/assertj/swing/fixture/DialogFixture", "org/assertj/swing/core/BasicRobot",
            "javax/swing/JFrame", "javax/swing/JDialog", "javax/swing/JWindow", "java/awt/Frame",
            "java/awt/Dialog", "java/awt/Window");

    @Test
    void everyClassThatOpensAWindowIsAGuiTest() throws Exception {
        Path root = Path.of(TestTagsTest.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Map<String, String> classFiles = classFiles(root);
        Set<String> opening = opensAWindow(classFiles);
        List<String> missing = new ArrayList<>();
        List<String> byHand = new ArrayList<>();
        for (String name : classFiles.keySet()) {
            Class<?> c = Class.forName(name, false, TestTagsTest.class.getClassLoader());
            if (c.isAnnotation()) {
                continue;
            }
            if (opening.contains(name) && !Modifier.isAbstract(c.getModifiers()) && hasTests(c)
                    && !AnnotationSupport.isAnnotated(c, GuiTest.class)) {
                missing.add(name);
            }
            if (c.getDeclaredAnnotation(GUITest.class) != null || c.getDeclaredAnnotation(CacioTest.class) != null
                    || Arrays.stream(c.getDeclaredAnnotationsByType(Tag.class)).anyMatch(t -> t.value().equals("gui"))) {
                byHand.add(name);
            }
        }
        assertThat(opening).as("classes that open a window, read from %s", root)
                .contains("kudde.ui.tutor.InternalErrorGuiTest", "kudde.ui.kit.DeferredTest");
        assertThat(missing).as("test classes that open a window without @GuiTest").isEmpty();
        assertThat(byHand).as("classes with @GUITest, @CacioTest or @Tag(\"gui\") of their own: use @GuiTest").isEmpty();
    }

    /** The compiled test tree: each class's name and the text of its class file (its names are ASCII). */
    private static Map<String, String> classFiles(Path root) throws Exception {
        Map<String, String> out = new HashMap<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".class")).toList()) {
                String name = root.relativize(f).toString().replace(f.getFileSystem().getSeparator(), ".")
                        .replaceAll("\\.class$", "");
                out.put(name, new String(Files.readAllBytes(f), StandardCharsets.ISO_8859_1));
            }
        }
        return out;
    }

    /**
     * The top-level classes that open a window: those whose class file (or a nested class's) names a
     * {@link #WINDOW} class, or names a class of the test tree that opens one (a superclass such as
     * {@code WindowTest}, a helper such as {@code TutorFrames}).
     */
    private static Set<String> opensAWindow(Map<String, String> classFiles) {
        Set<String> opening = new TreeSet<>();
        boolean grew = true;
        while (grew) {
            grew = false;
            for (Map.Entry<String, String> e : classFiles.entrySet()) {
                String top = e.getKey().replaceAll("\\$.*", "");
                if (opening.contains(top) || top.equals(TestTagsTest.class.getName())) { // names WINDOW itself
                    continue;
                }
                String bytes = e.getValue();
                boolean opens = WINDOW.stream().anyMatch(w -> names(bytes, w))
                        || opening.stream().anyMatch(o -> !o.equals(top) && names(bytes, o.replace('.', '/')));
                if (opens) {
                    grew |= opening.add(top);
                }
            }
        }
        return opening;
    }

    /** Whether a class file names a class: as a class constant, or in a descriptor. */
    private static boolean names(String bytes, String internalName) {
        int at = bytes.indexOf(internalName);
        while (at >= 0) {
            int end = at + internalName.length();
            char after = end < bytes.length() ? bytes.charAt(end) : ';';
            if (after == ';' || after == '$' || !Character.isJavaIdentifierPart(after) && after != '/') {
                return true;
            }
            at = bytes.indexOf(internalName, end);
        }
        return false;
    }

    /** Whether a class or one of its superclasses declares a test method. */
    private static boolean hasTests(Class<?> c) {
        for (Class<?> k = c; k != null && k != Object.class; k = k.getSuperclass()) {
            if (Arrays.stream(k.getDeclaredMethods()).anyMatch(m -> AnnotationSupport.isAnnotated(m, Testable.class))) {
                return true;
            }
        }
        return false;
    }
}
