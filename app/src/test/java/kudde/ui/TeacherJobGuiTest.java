package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import kudde.cli.Cli;
import kudde.engine.model.Turn;
import kudde.scenario.ScenarioWriter;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.junit.jupiter.api.Test;

/**
 * A teacher's whole job in the real window, with the mouse and the keys only: a new
 * board, two fields with a shepherd and sheep each about to become one, a scripted draw, the
 * merging turn played on the board in turn mode, the texts in both languages, a quiz question at
 * the tutor's step, the expected result taken from the current one, a step comment and an arrow,
 * saved. Then
 * the command line's {@code check} passes the file, and the file opened again is the same lesson.
 */
@GuiTest
class TeacherJobGuiTest extends WindowTest {
    private static final String TITLE_EN = "Two fields become one";
    private static final String TITLE_NL = "Twee weiden worden een";
    private static final String COMMENT_EN = "Look at the road: it ends at the monastery.";
    private static final String COMMENT_NL = "Kijk naar de weg: hij houdt op bij het klooster.";
    private static final kudde.lesson.StepDrawing.Mark ARROW = kudde.lesson.StepDrawing.Mark.arrow(
            new kudde.engine.model.Pos(0, 0), new kudde.engine.model.Pos(2, 0), kudde.lesson.StepDrawing.Colour.GREEN);

    @SuppressWarnings("deprecation")
    private void ctrlDrag(java.awt.Point from, java.awt.Point to) {
        // AssertJ Swing needs the old masks (docs/testing.md).
        window.robot().pressModifiers(java.awt.event.InputEvent.CTRL_MASK);
        window.robot().pressMouse(board(), from, org.assertj.swing.core.MouseButton.LEFT_BUTTON);
        window.robot().moveMouse(board(), new java.awt.Point((from.x + to.x) / 2, (from.y + to.y) / 2));
        window.robot().moveMouse(board(), to);
        window.robot().releaseMouse(org.assertj.swing.core.MouseButton.LEFT_BUTTON);
        window.robot().releaseModifiers(java.awt.event.InputEvent.CTRL_MASK);
        window.robot().waitForIdle();
    }


    /** Types into a field of the inspector and presses Enter, as the teacher does to commit it. */
    private void type(String field, String text) {
        visible(field);
        window.textBox(field).deleteText().enterText(text + "\n");
    }

    /** Types into a text area (a goal, a takeaway): it is committed when the focus leaves it. */
    private void write(String area, String text) {
        visible(area);
        window.textBox(area).enterText(text);
    }

    /**
     * Types with no pause between the robot's key events (the class's other robot input keeps
     * {@link WindowTest#ROBOT_DELAY_MS}): the events queue in order and the robot waits for the
     * window to be idle after each text; a key lost or out of order shows in the texts asserted
     * (the titles, the goal, the Dutch takeaway, the comment). The lesson's some 650
     * characters took 20 ms each of pauses alone, about a third of the test's time.
     */
    private void quickly(Runnable typing) {
        org.assertj.swing.core.Settings s = window.robot().settings();
        int delay = s.delayBetweenEvents();
        s.delayBetweenEvents(0);
        try {
            typing.run();
        } finally {
            s.delayBetweenEvents(delay);
        }
    }

    private void tab(String dock, String title) {
        window.tabbedPane(dock).selectTab(title);
    }

    /** The tutor passes the questions (the box shows only once the lesson has one). */
    private void quizModeOff() {
        javax.swing.JCheckBox box = (javax.swing.JCheckBox) window.robot().finder().findByName(main, "quizMode", false);
        if (edt(box::isShowing) && edt(box::isSelected)) {
            window.checkBox("quizMode").uncheck();
        }
    }

    private String shownComment() {
        return edt(() -> {
            javax.swing.JTextArea p = (javax.swing.JTextArea) window.robot().finder().findByName(main, "comment", false);
            return p.isShowing() ? p.getText() : "";
        });
    }

    @Test
    void aTeacherBuildsChecksAndReopensAWholeLesson() throws Exception {
        // A fresh window is a learner's: the author's tools are off until chosen (docs/authoring.md).
        assertThat(authoringTicked()).isFalse();
        // A new, empty board: a lesson being written, so View > Lesson authoring is ticked; the players get their names.
        window.menuItem("menu.file.new").click();
        assertThat(scenario().board()).isEmpty();
        assertThat(authoringTicked()).as("View > Lesson authoring after File > New").isTrue();
        awaitStatus("New empty board; lesson authoring is on (View ▸ Lesson authoring)");
        tab("dock.right", "Inspector");
        quickly(() -> {
            type("player.0.name", "Anna");
            type("player.1.name", "Bram");
            type("title.en", TITLE_EN);
            type("title.nl", TITLE_NL);
        });

        // Two fields, north and south of a road, with a shepherd and sheep each.
        arm("tile:base/D");
        clickCell(0, 0);
        arm("tile:base/U");
        clickCell(1, 0);
        arm("figure:shepherd:red");
        clickSegment(0, 0, 2);  // base/D's field between the city and the road
        arm("figure:shepherd:blue");
        clickSegment(1, 0, 2);  // base/U's field south of the road
        arm("sheep:3");
        clickSegment(0, 0, 2);
        arm("sheep:2");
        clickSegment(1, 0, 2);
        arm("tool.pointer");
        assertThat(scenario().figures()).extracting(f -> f.player() + " " + f.on() + " " + f.sheep())
                .containsExactly("red field:ENE [3]", "blue field:ESE [2]");
        assertThat(window.list("problems.list").contents()).isEmpty();

        // The bag: the next draw is a 4.
        tab("dock.right", "Inspector");
        type("bag.draws", "4");
        assertThat(scenario().bag().draws()).extracting(kudde.engine.model.Token::key).containsExactly("4");

        // The merging turn in turn mode: base/A's road ends the road, so the two fields become one.
        window.menuItem("menu.edit.playTurn").click();
        window.label("turnTitle").requireText("Playing turn 1 — Esc to stop");
        arm("tile:base/A");
        clickCell(2, 0);
        assertThat(edt(() -> main.editor().turns().picker().laid()))
                .isEqualTo(new kudde.engine.moves.TileMove(new kudde.engine.model.Pos(2, 0), 90));
        // No figure (Enter); Anna's tile enlarged her shepherd's field, so she tends: grow (Enter on the armed item).
        boardKey(KeyEvent.VK_ENTER);
        window.robot().pressAndReleaseKey(KeyEvent.VK_ENTER);
        assertThat(scenario().turns()).singleElement().isInstanceOfSatisfying(Turn.TileTurn.class, t -> {
            assertThat(t.tile().id()).isEqualTo("base/A");
            assertThat(t.player()).isEqualTo("red");
            assertThat(t.flock()).isEqualTo(Turn.Flock.GROW);
        });
        key(KeyEvent.VK_ESCAPE);
        assertThat(edt(() -> main.editor().turns().on())).isFalse();

        // Goal and takeaway, English and Dutch.
        tab("dock.right", "Inspector");
        quickly(() -> {
            write("goal.en", "Anna lays a monastery at the end of the road. Watch the two fields.");
            write("goal.nl", "Anna legt een klooster aan het eind van de weg. Let op de twee weiden.");
            write("takeaway.en", "The road ends, so the two fields become one: one flock of 5 for both shepherds (S9).");
            write("takeaway.nl", "De weg houdt op, dus de twee weiden worden er een: een kudde van 5 voor beide herders (S9).");
        });
        window.textBox("title.en").click();  // the last area is committed as the focus leaves it
        assertThat(docLesson().goal()).containsEntry("en", "Anna lays a monastery at the end of the road. Watch the two fields.")
                .containsEntry("nl", "Anna legt een klooster aan het eind van de weg. Let op de twee weiden.");
        assertThat(docLesson().takeaway()).containsEntry("nl",
                "De weg houdt op, dus de twee weiden worden er een: een kudde van 5 voor beide herders (S9).");

        // A quiz question at the tutor's step: Anna grows the flock (S6).
        tab("dock.right", "Tutor");
        int grow = row(kudde.engine.rules.RuleId.S6);
        window.list("steps").clickItem(grow);
        tab("dock.bottom", "Quiz");
        assertThat(window.comboBox("quiz.step").selectedItem()).startsWith("Step " + grow + " (turn 1, S6)");
        window.comboBox("quiz.kind").selectItem("grow or guide");
        quickly(() -> {
            window.textBox("quiz.en").enterText("Anna must tend the flock of 5. Which pays more: grow or guide?");
            window.textBox("quiz.nl").enterText("Anna moet de kudde van 5 verzorgen. Wat levert meer op: uitbreiden of naar de stal drijven?");
        });
        visible("quiz.add");
        window.button("quiz.add").click();
        assertThat(docLesson().quiz()).singleElement().satisfies(q -> {
            assertThat(q.kind()).isEqualTo(kudde.engine.model.Question.Kind.GROW_OR_GUIDE);
            assertThat(q.rule()).isEqualTo(kudde.engine.rules.RuleId.S6);
        });
        List<String> quiz = List.of(window.list("quiz.list").contents());

        // The expected result taken from the current one; the problems panel says it holds.
        tab("dock.right", "Inspector");
        visible("expect.take");
        window.button("expect.take").click();
        assertThat(edt(() -> main.problems().checkText())).isEqualTo("Check passes: the expected result holds.");
        assertThat(scenario().expect().scores()).isEqualTo(Map.of("red", 0, "blue", 0));
        assertThat(scenario().expect().figures()).hasSize(2);

        // A comment at the step where the fields join (S9), in both languages.
        tab("dock.right", "Tutor");
        quizModeOff();
        int join = row(kudde.engine.rules.RuleId.S9);
        window.list("steps").clickItem(join);
        window.button("comment.edit").click();
        quickly(() -> {
            window.textBox("comment.en").enterText(COMMENT_EN);
            window.textBox("comment.nl").enterText(COMMENT_NL);
        });
        window.button("comment.save").click();
        assertThat(shownComment()).isEqualTo(COMMENT_EN);
        // And an arrow at that step, drawn with Ctrl+drag on the board: from Anna's tile to the monastery.
        ctrlDrag(edt(() -> board().toScreen(0.5, 0.5)), edt(() -> board().toScreen(2.5, 0.5)));
        assertThat(docLesson().drawings()).singleElement().satisfies(d -> {
            assertThat(d.step()).isEqualTo(new kudde.engine.model.StepRef(0, kudde.engine.rules.RuleId.S9));
            assertThat(d.marks()).containsExactly(ARROW);
        });
        assertThat(edt(() -> board().marks())).containsExactly(ARROW);
        tab("dock.bottom", "Turns");
        List<String> turns = List.of(window.list("turns.list").contents());
        assertThat(turns).singleElement().asString().contains("base/A");

        // Saved where the teacher says.
        Path file = saveAs("merge");
        assertFileExists(file);
        awaitStatus("Saved merge.json");

        // The command line's check passes it.
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Cli.run(new String[] {"check", file.toString()}, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
        assertThat(code).as(out.toString(StandardCharsets.UTF_8)).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("PASS ");

        // Opened again, after a new board: the same lesson.
        window.menuItem("menu.file.new").click();
        assertThat(scenario().turns()).isEmpty();
        window.menuItem("menu.file.open").click();
        JFileChooserFixture open = chooser();
        open.setCurrentDirectory(home.toFile());
        open.selectFile(file.toFile());
        open.approve();
        awaitStatus("Opened merge.json");
        tab("dock.right", "Inspector");
        window.textBox("title.en").requireText(TITLE_EN);
        window.textBox("title.nl").requireText(TITLE_NL);
        visible("expect.score.red");
        assertThat(window.spinner("expect.score.red").target().getValue()).isEqualTo(0);
        assertThat(window.spinner("expect.score.blue").target().getValue()).isEqualTo(0);
        assertThat(edt(() -> main.problems().checkText())).isEqualTo("Check passes: the expected result holds.");
        tab("dock.bottom", "Turns");
        assertThat(window.list("turns.list").contents()).containsExactlyElementsOf(turns);
        tab("dock.bottom", "Quiz");
        assertThat(window.list("quiz.list").contents()).containsExactlyElementsOf(quiz);
        tab("dock.right", "Tutor");
        quizModeOff();
        window.list("steps").clickItem(join);
        assertThat(shownComment()).isEqualTo(COMMENT_EN);
        assertThat(edt(() -> board().marks())).containsExactly(ARROW);
        assertThat(edt(() -> main.document().dirty())).isFalse();
    }

    private boolean authoringTicked() {
        return edt(() -> window.menuItem("menu.view.authoring").target().isSelected());
    }

    /** File ▸ Save as, into the test's folder under {@code name}.json. */
    private Path saveAs(String name) {
        window.menuItem("menu.file.saveAs").click();
        JFileChooserFixture save = chooser();
        save.setCurrentDirectory(home.toFile());
        save.fileNameTextBox().setText(name);
        save.approve();
        awaitStatus("Saved " + name + ".json");
        return home.resolve(name + ".json");
    }

    @SuppressWarnings("deprecation")
    private void saveKey() {
        // AssertJ Swing needs the old masks (docs/testing.md).
        window.robot().pressAndReleaseKey(KeyEvent.VK_S, java.awt.event.InputEvent.CTRL_MASK);
        window.robot().waitForIdle();
    }

    @Test
    void aTextStillBeingTypedIsSavedWithTheFile() throws Exception {
        // The lesson in a file of the teacher's, opened without a dialog: Ctrl+S then saves there.
        // The file chooser comes last, since under Caciocavallo the window did not always get its
        // activation back once a file chooser had closed, and the focus could then not be given to
        // the text again (1 run in 8 of a set of four classes at load 3).
        Path file = home.resolve("typed.json");
        Files.writeString(file, ScenarioWriter.write(docLesson()));
        edt(() -> {
            main.files().openPath(file);
            return null;
        });
        awaitStatus("Opened typed.json");
        // The teacher types the takeaway and saves at once: the focus never leaves the text.
        tab("dock.right", "Inspector");
        write("takeaway.nl", "De weg houdt op.");
        // Pressed where the focus is, as a user does (the frame fixture's own key press would take the focus first).
        saveKey();
        waitUntil("the takeaway is in the file", () -> read(file).contains("De weg houdt op."));
        assertThat(docLesson().takeaway()).containsEntry("nl", "De weg houdt op.");
        assertThat(edt(() -> main.document().dirty())).isFalse();
        // Then more, and Ctrl+S again: the text kept its focus through the save.
        javax.swing.JTextArea takeaway = (javax.swing.JTextArea) window.textBox("takeaway.nl").target();
        assertThat(edt(takeaway::isFocusOwner)).as("the takeaway's focus after the save").isTrue();
        window.robot().enterText(" Er is een kudde.");
        saveKey();
        waitUntil("the addition is in the file", () -> read(file).contains("De weg houdt op. Er is een kudde."));
        assertThat(edt(() -> main.document().dirty())).isFalse();
        // And typed just before Save As: the new file has it too.
        window.robot().enterText(" Ze blijft.");
        Path other = saveAs("typed-too");
        assertFileExists(other);
        assertThat(read(other)).contains("De weg houdt op. Er is een kudde. Ze blijft.");
        assertThat(edt(() -> main.document().dirty())).isFalse();
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (java.io.IOException e) {
            return "";
        }
    }

    /** The row of the tutor's step list (the set-up first) of the first step that applies {@code rule}. */
    private int row(kudde.engine.rules.RuleId rule) {
        List<kudde.engine.play.Step> steps = edt(() -> main.tutor().tutor().timeline().steps());
        for (int i = 0; i < steps.size(); i++) {
            if (steps.get(i).rule() == rule) {
                return i + 1;
            }
        }
        throw new AssertionError("no step applies " + rule);
    }
}
