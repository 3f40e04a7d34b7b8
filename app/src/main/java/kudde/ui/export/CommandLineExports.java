package kudde.ui.export;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import javax.swing.SwingUtilities;
import kudde.cli.Exporter;
import kudde.engine.play.Resolution;
import kudde.tutor.Timeline;
import kudde.ui.tutor.StepPicture;
import kudde.ui.tutor.TutorTexts;
import kudde.lesson.Lesson;

/**
 * The pictures and handouts of {@code kudde export} (kudde.cli.ExportCommand), painted as the
 * window's File ▸ Export paints them and written by {@link Exports}. Found by the command line
 * through {@code META-INF/services/kudde.cli.Exporter}; runs without a display (AWT headless), the
 * painting on the event thread as the window's own.
 */
public final class CommandLineExports implements Exporter {
    @Override
    public int[] png(Lesson lesson, Resolution r, int position, int width, Locale language, Path target)
            throws IOException {
        BufferedImage img = onEventThread(
                () -> StepPicture.ofWidth(lesson, new Timeline(r), position, TutorTexts.of(language), width));
        Exports.writePng(target, img);
        return new int[] {img.getWidth(), img.getHeight()};
    }

    @Override
    public void handout(Lesson lesson, Resolution r, Locale language, boolean worksheet, Path target)
            throws IOException {
        String page = onEventThread(() -> Handout.of(lesson, r, TutorTexts.of(language), !worksheet));
        Exports.writeHandout(target, page);
    }

    /**
     * Paints on the event thread, as the window does; the picture's board speaks the picture's
     * language (its own texts, {@link StepPicture}), so no window's language is touched.
     */
    private static <T> T onEventThread(Callable<T> work) throws IOException {
        Object[] result = new Object[1];
        try {
            SwingUtilities.invokeAndWait(() -> {
                try {
                    result[0] = work.call();
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException(cause);
        }
        @SuppressWarnings("unchecked")
        T t = (T) result[0];
        return t;
    }
}
