package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Point;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javax.swing.JComponent;
import kudde.engine.model.Pos;
import kudde.lang.PseudoLanguage;
import kudde.engine.play.Highlight;
import kudde.tutor.Stage;
import kudde.tutor.Timeline;
import kudde.ui.doc.Lessons;
import org.junit.jupiter.api.Test;

/**
 * Learn mode (docs/learning.md): the window starts in it with the board as its largest part and
 * none of the author's workbench; every step of every bundled lesson shows its squares inside the
 * visible board, in English and Dutch; a tool armed or a tab chosen in the workbench leaves the
 * learner's board at the tutor's step; at 800 × 500 the board keeps at least half the window.
 */
@GuiTest
class LearnModeGuiTest extends WindowTest {

    private static final String LESSON = "shepherds/03-grow-the-flock.json";

    private boolean showing(String name) {
        return edt(() -> window.robot().finder().findAll(main, c -> name.equals(c.getName()) && c.isShowing())
                .size() > 0);
    }

    /** Every showing component of the window that does not hold the board, with its area. */
    private List<String> largerThanTheBoard() {
        return edt(() -> {
            JComponent board = main.boardView();
            long boardArea = (long) board.getWidth() * board.getHeight();
            List<String> larger = new ArrayList<>();
            collect(main.getContentPane(), board, boardArea, larger);
            return larger;
        });
    }

    private static void collect(Container c, Component board, long boardArea, List<String> larger) {
        for (Component k : c.getComponents()) {
            if (!k.isShowing() || k == board) {
                continue;
            }
            boolean holdsBoard = k instanceof Container kc && kc.isAncestorOf(board);
            if (!holdsBoard && (long) k.getWidth() * k.getHeight() >= boardArea) {
                larger.add(k.getClass().getSimpleName() + " " + k.getName() + " " + k.getWidth() + "x" + k.getHeight());
            }
            if (k instanceof Container kc) {
                collect(kc, board, boardArea, larger);
            }
        }
    }

    @Test
    void startUpShowsLearnModeWithTheBoardAsTheLargestPart() {
        edt(() -> {
            App.openFirst(main, List.of(), null);
            return null;
        });
        settle();
        assertThat(edt(main::learning)).isTrue();
        assertThat(edt(() -> main.document().lessonName())).isEqualTo(Lessons.FIRST);
        assertThat(showing("board")).isTrue();
        assertThat(showing("tutor")).isTrue();
        assertThat(showing("learn.edit")).isTrue();
        assertThat(showing("learn.course")).isTrue();
        for (String workbench : List.of("palette", "inspector", "problems", "toolbar", "steps")) {
            assertThat(showing(workbench)).as(workbench + " in learn mode").isFalse();
        }
        assertThat(largerThanTheBoard()).as("parts as large as the board").isEmpty();
        assertThat(window.menuItem("menu.view.learn").target().isSelected()).isTrue();
        // The step's text reads at arm's length: larger than the window's usual text.
        float usual = edt(() -> javax.swing.UIManager.getFont("Label.font").getSize2D());
        float reading = edt(() -> window.robot().finder().findByName(main, "stepText", Component.class, false)
                .getFont().getSize2D());
        assertThat(reading).isGreaterThanOrEqualTo(usual + 2);
    }

    @Test
    void editThisLessonOpensTheWorkbenchOnTheSameDocumentAndCtrlShiftLComesBack() {
        edt(() -> {
            main.learnLesson(LESSON);
            return null;
        });
        assertThat(edt(main::learning)).isTrue();
        var before = scenario();
        window.button("learn.edit").click();
        assertThat(edt(main::learning)).isFalse();
        assertThat(showing("palette")).isTrue();
        assertThat(showing("inspector") || showing("tutor")).isTrue();
        assertThat(edt(main::authoring)).as("the author's tools come with the workbench").isTrue();
        assertThat(scenario()).isSameAs(before);
        ctrlShift(KeyEvent.VK_L);
        assertThat(edt(main::learning)).isTrue();
        assertThat(showing("palette")).isFalse();
        assertThat(edt(main::authoring)).as("a learner writes no lesson").isFalse();
        assertThat(scenario()).isSameAs(before);
        // And the menu: View ▸ Lesson authoring is the workbench too.
        window.menuItem("menu.view.authoring").click();
        assertThat(edt(main::learning)).isFalse();
    }

    /**
     * Ctrl+Shift+L both ways leaves the keyboard's focus on the board, which shows, with its focus
     * frame: into the workbench it was left on the window itself, on no control.
     */
    @Test
    void switchingWithTheKeysLeavesTheFocusOnTheBoard() {
        edt(() -> {
            main.learnLesson(LESSON);
            return null;
        });
        for (boolean learning : new boolean[] {false, true}) {
            ctrlShift(KeyEvent.VK_L);
            assertThat(edt(main::learning)).isEqualTo(learning);
            waitUntil("the focus on the board " + (learning ? "in learn mode" : "in the workbench"), () -> edt(() ->
                    java.awt.KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner() == main.boardView()
                            && main.boardView().isShowing()));
        }
    }

    @Test
    void aToolArmedOrATabChosenInTheWorkbenchLeavesTheLearnersBoardAtTheStep() {
        edt(() -> {
            main.learnLesson(LESSON);
            main.tutor().tutor().setQuizMode(false);
            main.tutor().tutor().timeline().select(0);
            return null;
        });
        int setUpTiles = scenario().board().size();
        int stepTiles = edt(() -> main.tutor().tutor().timeline().board().tileCount());
        assertThat(stepTiles).as("the first step lays a tile").isGreaterThan(setUpTiles);
        // In the workbench a palette tile is armed and the inspector brought to the front.
        window.button("learn.edit").click();
        arm("tile:base/D");
        window.tabbedPane("dock.right").selectTab(edt(() -> main.texts().get("dock.inspector")));
        assertThat(edt(() -> main.boardView().board().tileCount())).as("the workbench's board: the set-up")
                .isEqualTo(setUpTiles);
        // Back in learn mode, the board is the tutor's at its step, tool and tab notwithstanding.
        window.menuItem("menu.view.learn").click();
        assertThat(edt(main::learning)).isTrue();
        assertThat(edt(() -> main.editor().tool() instanceof kudde.ui.editor.Tool.PlaceTile)).isTrue();
        assertThat(edt(() -> main.boardView().controller() == main.tutor())).isTrue();
        assertThat(edt(() -> main.tutor().tutor().timeline().index())).isEqualTo(0);
        assertThat(edt(() -> main.boardView().board().tileCount())).isEqualTo(stepTiles);
        // A click on the board is the tutor's, not the armed tool's: no tile laid.
        window.robot().click(main.boardView(), new Point(6, 6));
        assertThat(scenario().board()).hasSize(setUpTiles);
        // The editing keys are the workbench's.
        key(KeyEvent.VK_T);
        assertThat(edt(() -> main.editor().turns().on())).isFalse();
    }

    @Test
    void at800By500TheBoardKeepsHalfTheWindowInBothLanguages() {
        edt(() -> {
            main.learnLesson(LESSON);
            return null;
        });
        for (String lang : List.of("en", "nl", "en-XA")) {
            if (lang.equals(PseudoLanguage.LOCALE.toLanguageTag())) {
                // No menu offers the pseudo-language (a third longer): it is set as the settings would.
                edt(() -> {
                    main.setLanguage(PseudoLanguage.LOCALE);
                    return null;
                });
            } else {
                window.menuItem("menu.view.language." + lang).click();
            }
            window.resizeTo(new Dimension(800, 500));
            window.robot().waitForIdle();
            Dimension size = edt(() -> main.getSize());
            assertThat(size).isEqualTo(new Dimension(800, 500));
            long board = edt(() -> (long) main.boardView().getWidth() * main.boardView().getHeight());
            assertThat(board * 2).as("the board's area at 800 x 500 in " + lang).isGreaterThanOrEqualTo(800L * 500);
            assertThat(largerThanTheBoard()).isEmpty();
            // Nothing of the side is cut at its edge: its buttons show whole.
            for (String b : List.of("learn.course", "learn.edit")) {
                assertThat(edt(() -> {
                    JComponent c = (JComponent) window.robot().finder().findByName(main, b, Component.class, false);
                    return c.getWidth() >= c.getPreferredSize().width && c.getVisibleRect().width == c.getWidth();
                })).as(b + " whole in " + lang).isTrue();
            }
        }
    }

    @Test
    void tabLeavesTheScoreTable() {
        edt(() -> {
            main.learnLesson(LESSON);
            return null;
        });
        window.table("scores").click();
        javax.swing.JTable scores = window.table("scores").target();
        assertThat(edt(scores::isFocusOwner)).isTrue();
        key(KeyEvent.VK_TAB);
        window.robot().waitForIdle();
        assertThat(edt(scores::isFocusOwner)).as("the score table keeps the focus after Tab").isFalse();
    }

    /** The squares a step is about, worked out here from what the tutor put on the board. */
    private static Set<Pos> squares(Stage st, List<Pos> exerciseSquares, List<Pos> move) {
        Set<Pos> cells = new LinkedHashSet<>();
        Highlight h = st == null ? Highlight.NONE : st.highlight();
        cells.addAll(h.tiles());
        for (Highlight.SegmentRef f : h.features()) {
            cells.add(f.at());
        }
        for (int i : h.figures()) {
            cells.add(new Pos(st.figures().get(i).x(), st.figures().get(i).y()));
        }
        if (st != null && st.refused() != null) {
            cells.add(st.refused());
        }
        cells.addAll(exerciseSquares);
        cells.addAll(move);
        return cells;
    }

    @Test
    void everyStepOfEveryBundledLessonShowsItsSquaresInTheVisibleBoard() {
        List<String> out = new ArrayList<>();
        int checked = 0;
        for (String lang : List.of("en", "nl", "en-XA")) {
            if (lang.equals(PseudoLanguage.LOCALE.toLanguageTag())) {
                // No menu offers the pseudo-language (a third longer): it is set as the settings would.
                edt(() -> {
                    main.setLanguage(PseudoLanguage.LOCALE);
                    return null;
                });
            } else {
                window.menuItem("menu.view.language." + lang).click();
            }
            for (String name : Lessons.list()) {
                checked += edt(() -> walk(name, lang, out));
            }
        }
        assertThat(out).as("squares outside the visible board").isEmpty();
        assertThat(checked).as("squares checked").isGreaterThan(1000);
    }

    /** Opens a lesson in learn mode and steps through it, noting each square outside the board's view. */
    private int walk(String name, String lang, List<String> out) {
        main.learnLesson(name);
        kudde.ui.tutor.TutorView tv = main.tutor().tutor();
        tv.setQuizMode(false);
        Timeline t = tv.timeline();
        if (t == null) {
            out.add(name + ": not resolved");
            return 0;
        }
        int n = 0;
        for (int i = Timeline.START; i < t.size(); i++) {
            t.select(i);
            Stage st = main.tutor().stage();
            int w = main.boardView().getWidth();
            int h = main.boardView().getHeight();
            for (Pos c : squares(st, tv.exerciseSquares(), tv.exerciseMoveCells())) {
                Point a = main.boardView().toScreen(c.x(), c.y());
                Point b = main.boardView().toScreen(c.x() + 1, c.y() + 1);
                n++;
                if (a.x < 0 || a.y < 0 || b.x > w || b.y > h) {
                    out.add(lang + " " + name + " step " + i + ": " + c + " at " + a + "-" + b + " in " + w + "x" + h);
                }
            }
        }
        return n;
    }
}
