package kudde.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import kudde.engine.play.Resolution;
import kudde.lesson.Lesson;

/**
 * What {@code kudde export} asks of the pictures: painting a board needs the window's art, which
 * the command line does not know (LayersTest), so the window's export package implements this and
 * names itself in {@code META-INF/services/kudde.cli.Exporter}; {@link ExportCommand} finds it with
 * a {@link java.util.ServiceLoader}. The arrow points from the window's exports to the command
 * line, never back.
 */
public interface Exporter {
    /**
     * Writes a picture of the lesson ({@code r} is its game resolved) at {@code position} (a step index, or -1 for the set-up), as
     * the tutor shows it in {@code language}, exactly {@code width} pixels wide.
     *
     * @return the picture's width and height in pixels
     */
    int[] png(Lesson lesson, Resolution r, int position, int width, Locale language, Path target) throws IOException;

    /** Writes the lesson's handout in {@code language}: with the answers, or as a worksheet with the questions open. */
    void handout(Lesson lesson, Resolution r, Locale language, boolean worksheet, Path target) throws IOException;
}
