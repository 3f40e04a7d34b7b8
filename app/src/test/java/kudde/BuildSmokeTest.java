package kudde;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import org.junit.jupiter.api.Test;

/** The build's entry point exists: the shaded jar's Main-Class names kudde.Main. */
class BuildSmokeTest {

    @Test
    void mainClassHasPublicStaticVoidMain() throws Exception {
        Class<?> main = Class.forName("kudde.Main");
        Method m = main.getMethod("main", String[].class);
        assertThat(Modifier.isPublic(m.getModifiers())).isTrue();
        assertThat(Modifier.isStatic(m.getModifiers())).isTrue();
        assertThat(m.getReturnType()).isEqualTo(void.class);
    }
}
