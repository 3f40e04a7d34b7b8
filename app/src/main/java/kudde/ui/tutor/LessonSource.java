package kudde.ui.tutor;

import java.io.FileNotFoundException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.List;
import kudde.lesson.Lesson;
import kudde.scenario.ScenarioReader;
import kudde.tutor.LessonCatalogue;
import kudde.ui.doc.Lessons;

/** Where lessons come from: a {@code scenarios/} folder, or the lessons bundled in the jar. */
public interface LessonSource {
    /** Lesson names relative to {@code scenarios/}, e.g. {@code shepherds/01-place-a-shepherd.json}. */
    List<String> names();

    /** Reads one lesson. */
    Lesson load(String name) throws Exception;

    /** The lessons of a folder on disk. */
    static LessonSource directory(Path scenarios) {
        return new LessonSource() {
            @Override
            public List<String> names() {
                return LessonCatalogue.ofDirectory(scenarios).all().stream().map(LessonCatalogue.Lesson::name).toList();
            }

            @Override
            public Lesson load(String name) throws Exception {
                return ScenarioReader.read(scenarios.resolve(name));
            }
        };
    }

    /** The lessons bundled in the jar (the repository's scenarios/ folder). */
    static LessonSource bundled() {
        return new LessonSource() {
            @Override
            public List<String> names() {
                return Lessons.list();
            }

            @Override
            public Lesson load(String name) throws Exception {
                try (InputStream in = LessonSource.class.getResourceAsStream("/scenarios/" + name)) {
                    if (in == null) {
                        throw new FileNotFoundException(name);
                    }
                    return ScenarioReader.read(in.readNBytes(ScenarioReader.MAX_BYTES + 1));
                }
            }
        };
    }
}
