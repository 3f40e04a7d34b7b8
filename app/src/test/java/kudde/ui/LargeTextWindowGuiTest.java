package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.swing.AbstractButton;
import kudde.tutor.Timeline;
import kudde.ui.doc.Lessons;
import kudde.ui.kit.Strings;
import org.junit.jupiter.api.Test;

/**
 * The window with the text at 200 % (View ▸ Text size), asked for at 1280 × 800 (Caciocavallo's
 * screen of 1024 × 768 gives it 1024 wide, less room still), in English and Dutch, cut
 * as LearnWindowGuiTest finds a cut (narrower or lower than asked, or out of view): learn mode at
 * every lesson's set-up and first question, and at every step of a lesson of each kind (a plain
 * lesson, a question lesson, an exercise, an edition's comparison, a hill).
 */
@GuiTest
class LargeTextWindowGuiTest extends WindowTest {

    /** The look's font as a real window gets it under Xvfb: 14 px, not the other window tests' 13 (docs/testing.md). */
    @Override
    protected Options options() {
        return super.options().withFontSize(14);
    }

    /** Lessons looked at step by step. */
    static final List<String> STEP_BY_STEP = List.of("base/01-turn-the-tile-to-fit.json",
            "fields/01-two-shepherds-one-field.json", "exercises/01-put-out-your-shepherd.json",
            "editions/01-tending-is-optional.json", "hills/01-a-tile-hidden-under-the-hill.json");

    /** View ▸ Text size ▸ 200 % (the item's own click, as LargeTextCourseGuiTest), the language, 1280 × 800. */
    private void at200(Locale l) {
        AbstractButton item = window.menuItem("menu.view.textSize.200").target();
        edt(() -> {
            item.doClick();
            main.setLanguage(l);
            return null;
        });
        window.resizeTo(new Dimension(1280, 800));
        window.robot().waitForIdle();
        assertThat(settings.textSize()).isEqualTo(200);
        assertThat(edt(main::getWidth)).as("the window's width").isGreaterThanOrEqualTo(1024);
    }

    @Test
    void nothingIsCutInLearnModeAt200PerCentInEitherLanguage() {
        List<String> out = new ArrayList<>();
        int looked = 0;
        for (Locale l : List.of(Strings.ENGLISH, Strings.DUTCH)) {
            at200(l);
            for (String name : Lessons.list()) {
                Timeline t = setUpAndFirstQuestion(l, name, out);
                if (t == null) {
                    continue;
                }
                looked += 2;
                if (!STEP_BY_STEP.contains(name)) {
                    continue;
                }
                for (int i = Timeline.START; i < t.size(); i++) {
                    int step = i;
                    edt(() -> {
                        t.select(step);
                        return null;
                    });
                    settle();
                    out.addAll(edt(() -> LearnWindowGuiTest.cut(main.getContentPane(), l + " " + name + " step " + step + " ")));
                    looked++;
                }
            }
        }
        assertThat(out).as("texts cut in learn mode at 200 %").isEmpty();
        assertThat(looked).as("positions looked at").isGreaterThan(300);
    }

    /**
     * Learn mode at 200 % in a window of 800 × 600 (a small laptop's screen at twice the text), in
     * English and Dutch: every lesson's set-up and first question, nothing cut. (Under Xvfb the side
     * there is narrower than in the test window, about 470 px: LearnSideGuiTest holds the tutor at
     * that width.)
     */
    @Test
    void nothingIsCutInLearnModeAt200PerCentIn800By600() {
        List<String> out = new ArrayList<>();
        for (Locale l : List.of(Strings.ENGLISH, Strings.DUTCH)) {
            at200(l);
            window.resizeTo(new Dimension(800, 600));
            window.robot().waitForIdle();
            for (String name : Lessons.list()) {
                setUpAndFirstQuestion(l, name, out);
            }
        }
        assertThat(out).as("texts cut in learn mode at 200 % in 800 x 600").isEmpty();
    }

    /**
     * A text size chosen in the workbench reaches learn mode, and one chosen in learn mode the
     * workbench: each keeps the other out of the window while it shows, and a change reached only
     * what showed (learn mode's buttons kept 14 px at 200 %, under a board and a tutor at 28).
     * Likewise the look: the dark look chosen in learn mode is the workbench's too.
     */
    @Test
    void aTextSizeOrLookChosenInOneModeReachesTheOther() {
        edt(() -> {
            main.setLearning(false);
            return null;
        });
        AbstractButton large = window.menuItem("menu.view.textSize.200").target();
        edt(() -> {
            large.doClick();
            return null;
        });
        window.robot().waitForIdle();
        learned("fields/05-three-shepherds-one-field.json", new ArrayList<>());
        float look = edt(() -> javax.swing.UIManager.getFont("Button.font").getSize2D());
        assertThat(look).as("the look's font at 200 %").isEqualTo(28f);
        assertThat(edt(() -> window.button("learn.course").target().getFont().getSize2D()))
                .as("learn mode's Course button at 200 %").isEqualTo(look);
        AbstractButton normal = window.menuItem("menu.view.textSize.100").target();
        AbstractButton dark = window.menuItem("menu.view.theme.dark").target();
        edt(() -> {
            normal.doClick();
            dark.doClick();
            main.setLearning(false);
            return null;
        });
        window.robot().waitForIdle();
        javax.swing.JComponent palette = window.panel("palette").target();
        // The eraser: not chosen, so it has the look's own colour.
        AbstractButton paletteButton = window.toggleButton("tool.eraser").target();
        assertThat(edt(() -> paletteButton.getFont().getSize2D())).as("a palette button's font at 100 %")
                .isEqualTo(edt(() -> javax.swing.UIManager.getFont("Button.font").getSize2D()));
        assertThat(edt(() -> paletteButton.getBackground())).as("a palette button's colour in the dark look")
                .isEqualTo(edt(() -> javax.swing.UIManager.getColor("ToggleButton.background")));
        assertThat(edt(() -> palette.getBackground())).as("the palette's colour in the dark look")
                .isEqualTo(edt(() -> javax.swing.UIManager.getColor("Panel.background")));
    }

    /**
     * Lesson {@code name} in learn mode, looked at (what is cut goes to {@code out}) at its set-up and
     * at its first question as it is asked (the quiz holds the timeline before its step); its
     * timeline, quiz mode off again, or null when it did not resolve.
     */
    private Timeline setUpAndFirstQuestion(Locale l, String name, List<String> out) {
        Timeline t = learned(name, out);
        if (t == null) {
            return null;
        }
        out.addAll(edt(() -> LearnWindowGuiTest.cut(main.getContentPane(), l + " " + name + " set-up ")));
        edt(() -> {
            main.tutor().tutor().setQuizMode(true);
            t.end();
            return null;
        });
        settle();
        out.addAll(edt(() -> LearnWindowGuiTest.cut(main.getContentPane(), l + " " + name + " first question ")));
        edt(() -> {
            main.tutor().tutor().setQuizMode(false);
            return null;
        });
        return t;
    }

    /**
     * The board's words grow with the text: at 200 % the caption under the follower a completed road
     * sends back ("→ supply") is written twice as large as at 100 % (it was 11 px at every text size),
     * and the start tile's badge grows too, up to the share of its tile it may cover.
     */
    @Test
    void theBoardsWordsGrowWithTheText() {
        edt(() -> {
            main.learnLesson(Lessons.FIRST);
            main.tutor().tutor().setQuizMode(false);
            Timeline t = main.tutor().tutor().timeline();
            t.select(t.size() - 1);
            return null;
        });
        settle();
        String caption = edt(() -> main.tutor().tutor().texts().get("ghost.supply"));
        String start = edt(() -> board().texts().get("board.start"));
        float[] normal = paintedSizes(caption, start);
        at200(Strings.ENGLISH);
        settle();
        float[] large = paintedSizes(caption, start);
        System.out.println("\"" + caption + "\" " + normal[0] + " px at 100 %, " + large[0] + " at 200 %; \"" + start + "\" "
                + normal[1] + " and " + large[1] + " at " + Math.round(large[2]) + " px a tile");
        assertThat(normal[0]).as("the caption painted at 100 %").isGreaterThan(0);
        assertThat(large[0]).as("the caption at 200 %").isCloseTo(2 * normal[0], org.assertj.core.data.Offset.offset(0.5f));
        assertThat(large[1]).as("the start badge at 200 %").isGreaterThan(normal[1])
                .isLessThanOrEqualTo((float) (large[2] * 0.16) + 0.01f);
    }

    /** How large the board writes {@code caption} and {@code start} when it paints now, and its pixels a tile. */
    private float[] paintedSizes(String caption, String start) {
        return edt(() -> {
            board().paintImmediately(0, 0, board().getWidth(), board().getHeight());
            return new float[] {board().paintedSize(caption), board().paintedSize(start), (float) board().camera().scale()};
        });
    }
}
