package kudde.ui.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.tutor.Timeline;
import kudde.ui.ThreadCheckExtension;
import kudde.ui.doc.ScenarioIO;
import kudde.ui.kit.Strings;
import kudde.ui.kit.Theme;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A step's picture (handout, worksheet) holds every caption it paints: in fields/01 the S6 step's
 * "drawn: 1 sheep" beside Anna's shepherd at the board's west edge was cut off by the picture's
 * left border before the picture made room for it.
 */
class StepPictureTest {

    @BeforeAll
    static void look() {
        ThreadCheckExtension.install();
        GuiActionRunner.execute(() -> Theme.setup(Theme.LIGHT));
    }

    @Test
    void noCaptionTouchesThePicturesBorderInEitherLanguage() throws Exception {
        kudde.lesson.Lesson lesson = ScenarioIO.lesson("fields/01-two-shepherds-one-field.json", Strings.ENGLISH);
        Resolution r = Resolver.resolve(lesson.game());
        List<String> cut = new ArrayList<>();
        for (java.util.Locale l : List.of(Strings.ENGLISH, Strings.DUTCH)) {
            cut.addAll(GuiActionRunner.execute(() -> {
                Timeline t = new Timeline(r);
                List<String> out = new ArrayList<>();
                for (int i = Timeline.START; i < t.size(); i++) {
                    BufferedImage img = StepPicture.of(lesson, t, i, TutorTexts.of(l), 64);
                    if (!plain(img, 0) || !plain(img, img.getWidth() - 1)) {
                        out.add(l + " step " + i + ": something painted on the picture's left or right border");
                    }
                }
                return out;
            }));
        }
        assertThat(cut).isEmpty();
    }

    /** Whether a column of the picture is all one colour (the room round the tiles, nothing on it). */
    private static boolean plain(BufferedImage img, int x) {
        int first = img.getRGB(x, 0);
        for (int y = 1; y < img.getHeight(); y++) {
            if (img.getRGB(x, y) != first) {
                return false;
            }
        }
        return true;
    }
}
