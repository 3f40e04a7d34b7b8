package kudde.ui;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The build's step for the start-up class list ({@link Warmup#CLASS_LIST}): run after compiling
 * (exec-maven-plugin, app/pom.xml), it writes into the build's classes the recorded list's names that load
 * with this build's classes and libraries and drops the rest, so the list the jar carries never names
 * a class since renamed or removed, and no test has to fail for one. The names and their order come
 * from a launch of the window ({@code scripts/startup-classes.sh}, which records them); a class
 * added since is loaded on first use, as without the list.
 */
public final class StartupClasses {
    private StartupClasses() {
    }

    /** {@code args[0]}: where the recorded list lies (the resources); {@code args[1]}: the build's classes. */
    public static void main(String[] args) throws IOException {
        Path recorded = Path.of(args[0]).resolve(Warmup.CLASS_LIST.substring(1));
        Path list = Path.of(args[1]).resolve(Warmup.CLASS_LIST.substring(1));
        if (!Files.isRegularFile(recorded)) {
            System.out.println("Start-up class list: none at " + recorded);
            return;
        }
        ClassLoader loader = StartupClasses.class.getClassLoader();
        List<String> kept = new ArrayList<>();
        int dropped = 0;
        for (String line : Files.readAllLines(recorded, StandardCharsets.UTF_8)) {
            String name = line.strip();
            if (name.isEmpty() || name.startsWith("#") || loads(name, loader)) {
                kept.add(line);
            } else {
                dropped++;
            }
        }
        Files.write(list, kept, StandardCharsets.UTF_8);
        System.out.println("Start-up class list: " + (kept.size() - comments(kept)) + " classes kept, " + dropped
                + " no longer in the build dropped");
    }

    private static boolean loads(String name, ClassLoader loader) {
        try {
            Class.forName(name, false, loader);
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    private static int comments(List<String> lines) {
        return (int) lines.stream().filter(l -> l.isBlank() || l.strip().startsWith("#")).count();
    }
}
