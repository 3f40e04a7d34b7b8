package kudde.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import kudde.lang.Languages;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Languages are data ({@link Languages}): the engine and the tutor's model name no language. They
 * neither make a {@link Locale} of their own other than {@link Locale#ROOT} (which names none), nor hold a language tag of the registry as a constant ("nl" in a map lookup).
 */
@Tag("slow")
class LanguagesAsDataTest {
    private static final String[] PACKAGES = {"kudde.engine..", "kudde.tutor.."};
    private static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("kudde.engine", "kudde.tutor");
    }

    @Test
    void theEngineAndTheTutorMakeNoLocaleButTheRoot() {
        DescribedPredicate<JavaAccess<?>> namesALanguage = new DescribedPredicate<>("name a language by a Locale") {
            @Override
            public boolean test(JavaAccess<?> a) {
                if (!a.getTargetOwner().isEquivalentTo(Locale.class)) {
                    return false;
                }
                String name = a.getTarget().getName();
                return !name.equals("ROOT") && !name.equals("getDefault") && !name.startsWith("get")
                        && !name.equals("equals") && !name.equals("hashCode") && !name.equals("toString");
            }
        };
        noClasses().that().resideInAnyPackage(PACKAGES).should().accessTargetWhere(namesALanguage).check(classes);
    }

    @Test
    void theEngineAndTheTutorHoldNoLanguageTag() throws IOException {
        Set<String> tags = new TreeSet<>(Languages.tags());
        assertThat(tags).contains("en", "nl");
        List<String> found = new ArrayList<>();
        int read = 0;
        for (JavaClass c : classes) {
            String file = "/" + c.getName().replace('.', '/') + ".class";
            try (InputStream in = LanguagesAsDataTest.class.getResourceAsStream(file)) {
                assertThat(in).as(file).isNotNull();
                for (String s : strings(in)) {
                    if (tags.contains(s)) {
                        found.add(c.getName() + " holds \"" + s + "\"");
                    }
                }
                read++;
            }
        }
        assertThat(read).as("class files read").isGreaterThan(50);
        assertThat(found).isEmpty();
    }

    /** The string constants of a class file (its constant pool's CONSTANT_String entries). */
    static List<String> strings(InputStream raw) throws IOException {
        DataInputStream in = new DataInputStream(raw);
        in.readInt(); // magic
        in.readUnsignedShort(); // minor
        in.readUnsignedShort(); // major
        int count = in.readUnsignedShort();
        String[] utf8 = new String[count];
        List<Integer> stringRefs = new ArrayList<>();
        for (int i = 1; i < count; i++) {
            int tag = in.readUnsignedByte();
            switch (tag) {
                case 1 -> utf8[i] = in.readUTF();
                case 8 -> stringRefs.add(in.readUnsignedShort());
                case 7, 16, 19, 20 -> in.readUnsignedShort();
                case 15 -> {
                    in.readUnsignedByte();
                    in.readUnsignedShort();
                }
                case 3, 4, 9, 10, 11, 12, 17, 18 -> in.readInt();
                case 5, 6 -> {
                    in.readLong();
                    i++; // a long or double takes two entries
                }
                default -> throw new IOException("unknown constant pool tag " + tag);
            }
        }
        List<String> out = new ArrayList<>();
        for (int ref : stringRefs) {
            out.add(utf8[ref]);
        }
        return out;
    }
}
