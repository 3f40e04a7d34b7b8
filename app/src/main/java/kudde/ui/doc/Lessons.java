package kudde.ui.doc;

import java.io.IOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/** The lessons bundled with the application (the repository's {@code scenarios/} folder). */
public final class Lessons {
    /**
     * The lesson the window opens with when started without a file: the first of the path, so a
     * learner who has never played meets the base game before the shepherds (the path's order is
     * {@code kudde.tutor.LessonCatalogue}).
     */
    public static final String FIRST = "base/01-turn-the-tile-to-fit.json";

    private Lessons() {
    }

    // The bundled lessons cannot change while the application runs: the jar is listed once.
    private static volatile List<String> listed;

    /** Names relative to {@code scenarios/}, e.g. {@code shepherds/01-place-a-shepherd.json}, sorted. */
    public static List<String> list() {
        List<String> l = listed;
        if (l == null) {
            l = List.copyOf(scan());
            listed = l;
        }
        return l;
    }

    private static List<String> scan() {
        List<String> out = new ArrayList<>();
        URL url = Lessons.class.getResource("/scenarios/" + FIRST);
        if (url == null) {
            return out;
        }
        try {
            if ("jar".equals(url.getProtocol())) {
                JarURLConnection c = (JarURLConnection) url.openConnection();
                c.setUseCaches(false);
                try (JarFile jar = c.getJarFile()) {
                    for (Enumeration<JarEntry> e = jar.entries(); e.hasMoreElements();) {
                        String n = e.nextElement().getName();
                        if (n.startsWith("scenarios/") && n.endsWith(".json")) {
                            out.add(n.substring("scenarios/".length()));
                        }
                    }
                }
            } else if ("file".equals(url.getProtocol())) {
                Path root = Paths.get(url.toURI()).getParent().getParent();
                try (Stream<Path> files = Files.walk(root, 3)) {
                    files.filter(p -> p.toString().endsWith(".json"))
                            .forEach(p -> out.add(root.relativize(p).toString().replace('\\', '/')));
                }
            }
        } catch (IOException | URISyntaxException | ClassCastException e) {
            return out;
        }
        out.sort(null);
        return out;
    }
}
