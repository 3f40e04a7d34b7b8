package kudde.ui.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.util.List;
import kudde.engine.exercise.Exercises;
import kudde.engine.model.Exercise;
import kudde.lesson.LessonExercise;
import kudde.engine.model.FigureKind;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.model.Turn;
import kudde.engine.play.Figure;
import kudde.explain.Texts;
import kudde.tutor.Progress;
import kudde.ui.GuiTest;
import kudde.ui.MainWindow;
import kudde.ui.WindowTest;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/**
 * An exercise played in the real window by clicking the board, a wrong try first
 * (its hint: rule id, title, Dutch sentence, what to look at), then a move that meets the goal;
 * the lesson browser remembers it. The moves are picked from the engine's legal moves, so the test
 * knows no answer by heart: the wrong one is a legal move the engine judges short of the goal.
 */
@GuiTest
class ExerciseWindowTest extends WindowTest {
    static final String GROW = "exercises/02-grow-the-flock.json";
    static final String SHARE = "exercises/09-share-the-city.json";
    static final String DRAGON = "exercises/14-after-the-dragon.json";
    static final String GUIDE = "exercises/03-guide-for-points.json";
    static final String TWO_TURNS = "exercises/15-grow-now-guide-next-turn.json";

    @Override
    protected void beforeShowing(MainWindow w) {
        w.files().openLesson(GROW);
    }

    private Scenario lesson() {
        return edt(() -> main.document().scenario());
    }

    private kudde.ui.board.TurnPicker picker() {
        return edt(() -> main.tutor().tutor().exercisePicker());
    }

    private kudde.engine.moves.TileMove laid() {
        return edt(() -> main.tutor().tutor().exercisePicker().laid());
    }

    private void menuItem(String name) {
        javax.swing.JMenuItem item = window.robot().finder().findByName(name, javax.swing.JMenuItem.class, true);
        new org.assertj.swing.fixture.JMenuItemFixture(window.robot(), item).click();
    }

    /**
     * With {@code -Dkudde.shots=DIR}, saves what the window paints now as DIR/NAME.png (the
     * screenshots of docs/testing.md that need clicks first); nothing otherwise.
     */
    private void shot(String name) {
        String dir = System.getProperty("kudde.shots");
        if (dir == null) {
            return;
        }
        java.awt.image.BufferedImage img = edt(() -> {
            javax.swing.JRootPane root = main.getRootPane();
            java.awt.image.BufferedImage i = new java.awt.image.BufferedImage(root.getWidth(), root.getHeight(),
                    java.awt.image.BufferedImage.TYPE_INT_RGB);
            java.awt.Graphics2D g = i.createGraphics();
            root.paint(g);
            g.dispose();
            return i;
        });
        try {
            java.nio.file.Files.createDirectories(java.nio.file.Path.of(dir));
            javax.imageio.ImageIO.write(img, "png", java.nio.file.Path.of(dir, name + ".png").toFile());
        } catch (java.io.IOException ex) {
            throw new java.io.UncheckedIOException(ex);
        }
    }

    /** Whether the exercise panel shows the lesson's takeaway now. */
    private boolean takeawayShown() {
        return edt(() -> window.robot().finder().findByName(main, "exerciseTakeaway",
                javax.swing.text.JTextComponent.class, false).isShowing());
    }

    /** The tree row of a lesson in the browser. */
    private int rowOf(String lesson) {
        javax.swing.JTree tree = window.tree("lessonTree").target();
        for (int i = 0; i < tree.getRowCount(); i++) {
            Object o = ((javax.swing.tree.DefaultMutableTreeNode) tree.getPathForRow(i).getLastPathComponent())
                    .getUserObject();
            if (o.toString().contains(lesson)) {
                return i;
            }
        }
        throw new AssertionError(lesson + " is not in the lesson tree");
    }

    /** Clicks the middle of a board square. */
    private void clickSquare(Pos at, MouseButton button) {
        Point p = edt(() -> main.boardView().cellPoint(at));
        window.robot().click(main.boardView(), p, button, 1);
    }

    /** Lays the tile down on the board as {@code move} has it: a click on its square, right-clicks to turn it. */
    private void placeOnBoard(Turn.TileTurn move) {
        // The board is the picker's (the tutor lends it): the tile follows the mouse until a click lays it.
        assertThat(picker()).isNotNull();
        assertThat(laid()).isNull();
        clickSquare(move.at(), MouseButton.LEFT_BUTTON);
        assertThat(laid()).isNotNull();
        assertThat(laid().at()).isEqualTo(move.at());
        for (int i = 0; i < 4 && laid().rotation() != move.rotation(); i++) {
            clickSquare(move.at(), MouseButton.RIGHT_BUTTON);
        }
        assertThat(laid().rotation()).isEqualTo(move.rotation());
    }

    @Test
    void aWrongTryGetsItsHintThenAMoveOnTheBoardMeetsTheGoal() {
        Scenario s = lesson();
        LessonExercise le = docLesson().exercises().get(0);
        Exercise e = le.exercise();
        window.panel("exercise").requireVisible();
        assertThat(window.textBox("exerciseAsk").text()).isEqualTo(le.ask().get("en"));
        // The squares where the tile fits are framed: the engine's squares.
        List<Turn.TileTurn> legal = Exercises.legalTurns(s, e, List.of());
        assertThat(edt(() -> main.tutor().tutor().exerciseSquares()))
                .containsExactlyInAnyOrderElementsOf(legal.stream().map(Turn.TileTurn::at).distinct().toList());

        // A wrong try: a legal move without a figure and without tending that the engine judges short.
        Turn.TileTurn wrong = legal.stream()
                .filter(t -> t.place() == null && t.flock() == null && !Exercises.judge(s, e, List.of(t)).met())
                .findFirst().orElseThrow();
        // The takeaway tells the answer: not before the goal is met.
        assertThat(takeawayShown()).isFalse();
        placeOnBoard(wrong);
        shot("exercise-1-move");
        window.button("exerciseNoFigure").requireEnabled().click();
        shot("exercise-2-wrong");
        // The verdict says which part of the goal the move missed, with what it reached.
        window.textBox("exerciseVerdict").requireText("Not yet: this move does not meet the goal. The flock of Anna has "
                + Exercises.judge(s, e, List.of(wrong)).value() + " sheep; the goal asks for at least 5.");
        window.label("exerciseTries").requireText("1 wrong try");
        window.panel("exerciseHint").requireVisible();
        LessonExercise.Hint first = le.hints().get(0);
        Texts en = Texts.of(Texts.ENGLISH);
        window.textBox("exerciseHintRule").requireText("Hint 1 of 3: " + first.rule().name() + " · "
                + en.ruleTitle(first.rule()));
        assertThat(window.textBox("exerciseHintSource").text()).contains(en.source(first.rule()).orElseThrow());
        window.textBox("exerciseHintLook").requireText(first.look().get("en"));
        assertThat(takeawayShown()).isFalse();
        // The step by step of the try: the tile placed, in the tutor's words.
        assertThat(window.textBox("exerciseSteps").text()).startsWith("What the move brought:\n• Anna places a tile");

        // Try again: a solution of the engine's with no figure, grown, put together on the board.
        window.button("exerciseAgain").click();
        Turn.TileTurn right = Exercises.solve(s, e).solutions().stream().map(m -> m.get(0))
                .filter(t -> t.place() == null && t.flock() == Turn.Flock.GROW).findFirst().orElseThrow();
        placeOnBoard(right);
        window.button("exerciseNoFigure").click();
        menuItem("picker.flock.grow");  // the tile makes Anna tend, so the picker asks (S4, S5)
        window.textBox("exerciseVerdict").requireText("Well done: the goal is met.");
        shot("exercise-3-met");
        // The goal is met: the lesson's takeaway follows the verdict, in both languages.
        assertThat(takeawayShown()).isTrue();
        window.textBox("exerciseTakeaway").requireText("What this lesson showed: " + docLesson().takeaway().get("en"));
        GuiActionRunner.execute(() -> main.tutor().tutor().setLanguage(Texts.DUTCH));
        window.textBox("exerciseTakeaway").requireText("Wat deze les liet zien: " + docLesson().takeaway().get("nl"));
        GuiActionRunner.execute(() -> main.tutor().tutor().setLanguage(Texts.ENGLISH));
        assertThat(edt(() -> window.robot().finder().findByName(main, "exerciseHint", javax.swing.JPanel.class, false)
                .isVisible())).isFalse();
        assertThat(window.textBox("exerciseSteps").text()).contains("3 sheep").contains("2 sheep");
        // The board shows the outcome the engine resolved: Anna's flock is 3 + the 2 drawn.
        List<Figure> standing = edt(() -> main.boardView().figures());
        assertThat(standing).anySatisfy(f -> {
            assertThat(f.kind()).isEqualTo(FigureKind.SHEPHERD);
            assertThat(f.sheepTotal()).isEqualTo(5);
        });

        // Remembered in the settings file, and shown in the lesson browser.
        Progress kept = new Progress(settings.progressStore());
        assertThat(kept.exercise(GROW, 0)).isEqualTo(Progress.Outcome.SOLVED);
        assertThat(kept.done(GROW)).isTrue();
        Progress reread = new Progress(new kudde.ui.Settings(home.resolve("settings.properties")).progressStore());
        assertThat(reread.done(GROW)).isTrue();

        // The lesson browser marks it done and suggests the first lesson of the path instead.
        window.tabbedPane("dock.right").selectTab("Lessons");
        waitUntil("lessons read", () -> edt(() -> main.tutor().lessons().loaded()));
        String nextLesson = edt(() -> main.tutor().lessons().next());
        assertThat(nextLesson).isEqualTo("base/01-turn-the-tile-to-fit.json");
        assertThat(window.label("lessonProgress").text()).matches("1 of \\d+ lessons done");
        window.textBox("lessonNext").requireText("Next on the path: Turn the tile until it fits");
        assertThat(window.tree("lessonTree").valueAt(edt(() -> rowOf(GROW)))).endsWith("✓");
        shot("lessons-progress");
        // Reset, confirmed: nothing is done any more, in the file too.
        window.button("resetProgress").click();
        window.optionPane().okButton().click();
        assertThat(new Progress(new kudde.ui.Settings(home.resolve("settings.properties")).progressStore()).done(GROW))
                .isFalse();
        org.assertj.swing.timing.Pause.pause(new org.assertj.swing.timing.Condition("progress label") {
            @Override
            public boolean test() {
                return window.label("lessonProgress").text().startsWith("0 of ");
            }
        }, 5_000);
    }

    /** What the score table shows in row {@code row}, column {@code column} (0 name, 1 score, 3 shepherd). */
    private String scoreCell(int row, int column) {
        return window.table("scores").valueAt(org.assertj.swing.data.TableCell.row(row).column(column));
    }

    @Test
    void theScoreTableShowsTheTryAndTheSolutionNotTheLessonsPosition() {
        GuiActionRunner.execute(() -> main.files().openLesson(GUIDE));
        Scenario s = lesson();
        LessonExercise le = docLesson().exercises().get(0);
        Exercise e = le.exercise();
        // Before the move: the position the move is played in, Anna's 2 + 3 sheep beside her shepherd.
        assertThat(scoreCell(0, 0)).isEqualTo("Anna");
        assertThat(scoreCell(0, 1)).isEqualTo("0");
        assertThat(scoreCell(0, 3)).isEqualTo("5 sheep");
        // A wrong try that grows the flock: the table gives the flock the engine resolved, no points.
        Turn.TileTurn grow = Exercises.legalTurns(s, e, List.of()).stream()
                .filter(t -> t.place() == null && t.flock() == Turn.Flock.GROW).findFirst().orElseThrow();
        kudde.engine.exercise.Attempt tried = Exercises.judge(s, e, List.of(grow));
        assertThat(tried.met()).isFalse();
        int grown = tried.resolution().end().figures().stream().filter(f -> f.kind() == FigureKind.SHEPHERD)
                .mapToInt(Figure::sheepTotal).sum();
        assertThat(grown).isGreaterThan(5);
        placeOnBoard(grow);
        window.button("exerciseNoFigure").click();
        menuItem("picker.flock.grow");
        window.textBox("exerciseVerdict").requireText("Not yet: this move does not meet the goal. "
                + "Anna scores no points with this move; the goal asks for at least 5.");
        assertThat(scoreCell(0, 1)).isEqualTo("0");
        assertThat(scoreCell(0, 3)).isEqualTo(grown + " sheep");
        // Try again: the table is back at the position the move is played in.
        window.button("exerciseAgain").click();
        assertThat(scoreCell(0, 3)).isEqualTo("5 sheep");
        // Show me: the engine's solution guides, 2 + 3 = 5 points, and the shepherd goes home (S7).
        window.button("exerciseShowMe").click();
        kudde.engine.exercise.Attempt shown = Exercises.judge(s, e, Exercises.solve(s, e).solutions().get(0));
        int points = shown.resolution().end().scores()[0];
        assertThat(points).isEqualTo(5);
        assertThat(scoreCell(0, 1)).isEqualTo("5 (+5)");
        assertThat(scoreCell(0, 3)).isEqualTo("in supply");
        assertThat(scoreCell(1, 1)).isEqualTo("0");
        shot("exercise-scores-shown");
        // The lesson's own position is unchanged: it had no turns, so no one has scored there.
        assertThat(edt(() -> main.tutor().tutor().timeline().snapshot().scores()[0])).isZero();
    }

    /**
     * The refused branch of the verdict: in a teacher's exercise whose bag is fixed
     * empty, Anna's tile enlarges her field, so she must tend (S4, S5), and growing draws from an
     * empty bag, which the rules refuse (S11). The panel names the rule and the reason in the
     * learner's words; the try is a wrong one, not solved; the board keeps nothing of it.
     */
    @Test
    void aMoveTheRulesRefuseIsToldWithItsRuleAndLeavesNothingOnTheBoard() throws Exception {
        String json = new String(getClass().getResourceAsStream("/scenarios/" + GROW).readAllBytes(),
                java.nio.charset.StandardCharsets.UTF_8)
                .replace("\"bag\": {\"draws\": [2]}", "\"bag\": {\"contents\": {\"1\": 0, \"2\": 0, \"3\": 0, \"4\": 0, \"wolf\": 0}}");
        assertThat(json).contains("\"wolf\": 0");
        java.nio.file.Path file = home.resolve("empty-bag.json");
        java.nio.file.Files.writeString(file, json);
        GuiActionRunner.execute(() -> main.files().openPath(file));
        window.tabbedPane("dock.right").selectTab("Tutor");
        Scenario s = lesson();
        LessonExercise le = docLesson().exercises().get(0);
        Exercise e = le.exercise();
        assertThat(s.bag().contents()).isNotNull();
        Turn.TileTurn grow = Exercises.legalTurns(s, e, List.of()).stream()
                .filter(t -> t.place() == null && t.flock() == Turn.Flock.GROW).findFirst().orElseThrow();
        kudde.engine.play.IllegalTurn refusal = Exercises.judge(s, e, List.of(grow)).illegal();
        assertThat(refusal).isNotNull();
        assertThat(refusal.rule()).isEqualTo(kudde.engine.rules.RuleId.S11);
        int tilesBefore = edt(() -> main.boardView().board().tileCount());
        List<Figure> figuresBefore = edt(() -> main.boardView().figures());

        placeOnBoard(grow);
        window.button("exerciseNoFigure").click();
        menuItem("picker.flock.grow");
        shot("exercise-refused");
        Texts en = Texts.of(Texts.ENGLISH);
        String why = en.render(refusal.told());
        assertThat(why).contains("the bag is empty").doesNotContain("base/U ");
        window.textBox("exerciseVerdict").requireText("The rules refuse this move: " + why + " (S11)");
        assertThat(edt(() -> window.textBox("exerciseVerdict").target().getForeground()))
                .isEqualTo(edt(() -> kudde.ui.kit.Theme.colour("Kudde.error")));
        // Taken back whole, it brought nothing: no step by step of it.
        assertThat(edt(() -> window.robot().finder().findByName(main, "exerciseSteps",
                javax.swing.text.JTextComponent.class, false).isShowing())).isFalse();
        // A wrong try, not a solved one: counted, a hint due, nothing remembered as done.
        window.label("exerciseTries").requireText("1 wrong try");
        window.panel("exerciseHint").requireVisible();
        window.button("exerciseAgain").requireVisible();
        kudde.tutor.ExerciseFlow flow = edt(() -> main.tutor().tutor().exercises().flow(0));
        assertThat(edt(flow::solved)).isFalse();
        assertThat(edt(flow::wrongTries)).isEqualTo(1);
        assertThat(edt(() -> main.tutor().tutor().exercises().done(0))).isFalse();
        assertThat(takeawayShown()).isFalse();
        // No leftover: the board shows the position as it was, without the refused tile or its ghost.
        assertThat(edt(() -> main.boardView().board().tileCount())).isEqualTo(tilesBefore);
        assertThat(edt(() -> main.boardView().board().tileAt(grow.at().x(), grow.at().y()))).isNegative();
        assertThat(edt(() -> main.boardView().figures())).isEqualTo(figuresBefore);
        assertThat(picker()).isNull();
        assertThat(scoreCell(0, 3)).isEqualTo("3 sheep");
        // Try again: the move is put together afresh on the same position.
        window.button("exerciseAgain").click();
        assertThat(picker()).isNotNull();
        assertThat(laid()).isNull();
        assertThat(edt(() -> main.boardView().board().tileCount())).isEqualTo(tilesBefore);
    }

    /** Whether the whole square {@code at} is inside the board view now. */
    private boolean inView(Pos at) {
        return edt(() -> {
            kudde.ui.board.BoardView b = main.boardView();
            Point a = b.toScreen(at.x(), at.y());
            Point z = b.toScreen(at.x() + 1, at.y() + 1);
            return a.x >= 0 && a.y >= 0 && z.x <= b.getWidth() && z.y <= b.getHeight();
        });
    }

    @Test
    void theBoardFitsAgainWhenTheTileLandsAtTheEdgeOfTheView() {
        Scenario s = lesson();
        LessonExercise le = docLesson().exercises().get(0);
        Exercise e = le.exercise();
        Turn.TileTurn right = Exercises.solve(s, e).solutions().stream().map(m -> m.get(0))
                .filter(t -> t.place() == null && t.flock() == Turn.Flock.GROW).findFirst().orElseThrow();
        // The learner has panned: the square lies half out of view, at the edge nearest to it.
        GuiActionRunner.execute(() -> {
            kudde.ui.board.BoardView b = main.boardView();
            Point c = b.cellPoint(right.at());
            b.camera().pan(c.x > b.getWidth() / 2 ? b.getWidth() - 6 - c.x : 6 - c.x, 0);
            b.repaint();
        });
        assertThat(inView(right.at())).isFalse();
        placeOnBoard(right);  // the click lands on the part still in view
        assertThat(inView(right.at())).as("the laid tile is in view again").isTrue();
        // Laid again well inside the view: nothing moves.
        java.awt.geom.AffineTransform fitted = edt(() -> main.boardView().camera().transform());
        window.button("exercisePickUp").click();
        placeOnBoard(right);
        assertThat(edt(() -> main.boardView().camera().transform())).isEqualTo(fitted);
        window.button("exerciseNoFigure").click();
        menuItem("picker.flock.grow");
        window.textBox("exerciseVerdict").requireText("Well done: the goal is met.");
        assertThat(inView(right.at())).isTrue();
        assertThat(edt(() -> main.boardView().board().tileAt(right.at().x(), right.at().y()))).isNotNegative();
        shot("exercise-refit");
    }

    /**
     * How many of the board points {@code points} the board paints otherwise with its highlight
     * than without it: the highlight as painted, not only as set.
     */
    private int litPixels(List<java.awt.geom.Point2D> points) {
        return edt(() -> {
            kudde.ui.board.BoardView b = main.boardView();
            kudde.engine.play.Highlight h = b.highlight();
            java.awt.image.BufferedImage with = b.renderVisible();
            b.showState(b.board(), b.figures(), kudde.engine.play.Highlight.NONE);
            java.awt.image.BufferedImage without = b.renderVisible();
            b.showState(b.board(), b.figures(), h);
            int n = 0;
            for (java.awt.geom.Point2D p : points) {
                Point s = b.toScreen(p.getX(), p.getY());
                if (s.x >= 0 && s.y >= 0 && s.x < with.getWidth() && s.y < with.getHeight()
                        && with.getRGB(s.x, s.y) != without.getRGB(s.x, s.y)) {
                    n++;
                }
            }
            return n;
        });
    }

    /** A grid of board points inside segment {@code segment} of the tile at {@code at}. */
    private List<java.awt.geom.Point2D> inside(Pos at, int segment) {
        return edt(() -> {
            kudde.ui.board.BoardView b = main.boardView();
            java.awt.Shape shape = b.segmentShape(b.board().tileAt(at.x(), at.y()), segment);
            List<java.awt.geom.Point2D> out = new java.util.ArrayList<>();
            for (int i = 1; i < 20; i++) {
                for (int j = 1; j < 20; j++) {
                    java.awt.geom.Point2D p = new java.awt.geom.Point2D.Double(at.x() + i / 20.0, at.y() + j / 20.0);
                    if (shape.contains(p)) {
                        out.add(p);
                    }
                }
            }
            return out;
        });
    }

    @Test
    void afterTheSecondWrongTryTheHintLightsTheBoard() {
        Scenario s = lesson();
        LessonExercise le = docLesson().exercises().get(0);
        Exercise e = le.exercise();
        Turn.TileTurn wrong = Exercises.legalTurns(s, e, List.of()).stream()
                .filter(t -> t.place() == null && t.flock() == null && !Exercises.judge(s, e, List.of(t)).met())
                .findFirst().orElseThrow();
        Figure shepherd = edt(() -> main.boardView().figures()).stream()
                .filter(f -> f.kind() == FigureKind.SHEPHERD && f.player() == 0).findFirst().orElseThrow();
        Pos field = new Pos(shepherd.x(), shepherd.y());
        List<java.awt.geom.Point2D> inField = inside(field, shepherd.segment());
        assertThat(inField).hasSizeGreaterThan(20);
        // The first wrong try: hint 1 gives the rule; the board lights nothing of it.
        placeOnBoard(wrong);
        window.button("exerciseNoFigure").click();
        window.textBox("exerciseHintRule").requireText(java.util.regex.Pattern.compile("Hint 1 of 3: .*"));
        assertThat(edt(() -> main.boardView().highlight().features())).isEmpty();
        assertThat(litPixels(inField)).isZero();
        // The second: hint 2, and the board lights what to look at, Anna's shepherd and her field.
        window.button("exerciseAgain").click();
        placeOnBoard(wrong);
        window.button("exerciseNoFigure").click();
        window.textBox("exerciseHintRule").requireText(java.util.regex.Pattern.compile("Hint 2 of 3: .*"));
        window.textBox("exerciseHintLit").requireText("The board lights what to look at.");
        kudde.engine.play.Highlight lit = edt(() -> main.boardView().highlight());
        assertThat(lit.features()).contains(new kudde.engine.play.Highlight.SegmentRef(field, shepherd.segment()));
        assertThat(lit.figures()).singleElement().satisfies(i -> assertThat(edt(() -> main.boardView().figures())
                .get(i)).isEqualTo(shepherd));
        assertThat(lit.tiles()).isEmpty();
        assertThat(litPixels(inField)).as("field pixels painted lit").isGreaterThan(inField.size() / 2);
        shot("exercise-hint-2");
        // Tried again: the position the move is played in keeps the light.
        window.button("exerciseAgain").click();
        assertThat(edt(() -> main.boardView().highlight().features())).isEqualTo(lit.features());
        assertThat(litPixels(inField)).isGreaterThan(inField.size() / 2);
        // The third: hint 3 lights the squares where the engine's solutions lay the tile, too.
        placeOnBoard(wrong);
        window.button("exerciseNoFigure").click();
        window.button("exerciseAgain").click();
        window.textBox("exerciseHintLit")
                .requireText("The board lights what to look at, and the squares where your tile can meet the goal.");
        List<Pos> squares = Exercises.solve(s, e).solutions().stream().map(m -> m.get(0).at()).distinct().toList();
        assertThat(edt(() -> main.boardView().highlight().tiles())).containsExactlyElementsOf(squares);
        for (Pos sq : squares) {
            assertThat(litPixels(List.of(new java.awt.geom.Point2D.Double(sq.x() + 0.5, sq.y() + 0.5))))
                    .as("square " + sq + " painted lit").isEqualTo(1);
        }
        shot("exercise-hint-3");
        // The goal met: no hint, no light.
        Turn.TileTurn right = Exercises.solve(s, e).solutions().stream().map(m -> m.get(0))
                .filter(t -> t.place() == null && t.flock() == Turn.Flock.GROW).findFirst().orElseThrow();
        placeOnBoard(right);
        window.button("exerciseNoFigure").click();
        menuItem("picker.flock.grow");
        window.textBox("exerciseVerdict").requireText("Well done: the goal is met.");
        assertThat(edt(() -> window.robot().finder().findByName(main, "exerciseHint", javax.swing.JPanel.class, false)
                .isVisible())).isFalse();
        // The board lights the outcome's last step (the tile laid, the token drawn), not the squares.
        assertThat(edt(() -> main.boardView().highlight().tiles())).containsExactly(right.at());
    }

    /** Plays one of the learner's turns on the board: the tile laid as {@code t} has it, No figure, the tending choice. */
    private void playOnBoard(Turn.TileTurn t) {
        assertThat(t.place()).isNull();
        placeOnBoard(t);
        window.button("exerciseNoFigure").click();
        if (t.flock() != null) {
            menuItem("picker.flock." + t.flock().word());
        }
    }

    /**
     * The bundled two-turn exercise, played by clicking the board for both turns: guiding at once
     * falls short (3 points); growing with the first tile (the scripted 4) and guiding with the
     * second makes 7. Both moves are the engine's: the wrong one a legal pair it judges short, the
     * right one among its solutions.
     */
    @Test
    void aTwoTurnExerciseIsSolvedOnTheBoardAfterAWrongTry() {
        GuiActionRunner.execute(() -> main.files().openLesson(TWO_TURNS));
        Scenario s = lesson();
        LessonExercise le = docLesson().exercises().get(0);
        Exercise e = le.exercise();
        assertThat(e.tiles()).hasSize(2);
        assertThat(window.textBox("exerciseHow").text()).startsWith("Your tile 1 of 2: a straight road.");
        // A wrong try: guide with the first tile, then lay the second without a figure.
        Turn.TileTurn guide = Exercises.legalTurns(s, e, List.of()).stream()
                .filter(t -> t.place() == null && t.flock() == Turn.Flock.GUIDE).findFirst().orElseThrow();
        Turn.TileTurn after = Exercises.legalTurns(s, e, List.of(guide)).stream()
                .filter(t -> t.place() == null && t.flock() == null).findFirst().orElseThrow();
        assertThat(Exercises.judge(s, e, List.of(guide, after)).met()).isFalse();
        playOnBoard(guide);
        // The first turn is played: the board and the table show it, the second tile waits.
        assertThat(window.textBox("exerciseHow").text()).startsWith("Your tile 2 of 2: a straight road.");
        assertThat(edt(() -> main.boardView().board().tileAt(guide.at().x(), guide.at().y()))).isNotNegative();
        assertThat(scoreCell(0, 3)).isEqualTo("in supply");
        assertThat(edt(() -> window.robot().finder().findByName(main, "exerciseVerdict",
                javax.swing.text.JTextComponent.class, false).isShowing())).isFalse();
        playOnBoard(after);
        window.textBox("exerciseVerdict").requireText("Not yet: this move does not meet the goal. "
                + "Anna scores 3 points with this move; the goal asks for at least 7.");
        window.label("exerciseTries").requireText("1 wrong try");
        assertThat(scoreCell(0, 1)).isEqualTo("3 (+3)");
        window.textBox("exerciseHintRule").requireText(java.util.regex.Pattern.compile("Hint 1 of 3: S7 · .*"));

        // Try again, the engine's way: grow with the first tile, guide with the second.
        window.button("exerciseAgain").click();
        assertThat(window.textBox("exerciseHow").text()).startsWith("Your tile 1 of 2");
        assertThat(edt(() -> main.boardView().board().tileAt(guide.at().x(), guide.at().y()))).isNegative();
        List<Turn.TileTurn> right = Exercises.solve(s, e).solutions().stream()
                .filter(m -> m.get(0).place() == null && m.get(0).flock() == Turn.Flock.GROW
                        && m.get(1).place() == null && m.get(1).flock() == Turn.Flock.GUIDE)
                .findFirst().orElseThrow();
        playOnBoard(right.get(0));
        assertThat(scoreCell(0, 3)).as("3 sheep and the 4 drawn").isEqualTo("7 sheep");
        playOnBoard(right.get(1));
        window.textBox("exerciseVerdict").requireText("Well done: the goal is met.");
        assertThat(scoreCell(0, 1)).isEqualTo("7 (+7)");
        assertThat(window.textBox("exerciseSteps").text()).contains("4").contains("7 points");
        window.textBox("exerciseTakeaway").requireText("What this lesson showed: " + docLesson().takeaway().get("en"));
        shot("exercise-two-turns");
        assertThat(new Progress(settings.progressStore()).exercise(TWO_TURNS, 0)).isEqualTo(Progress.Outcome.SOLVED);
    }

    @Test
    void showMePlaysASolutionTheEngineFound() {
        assertThat(takeawayShown()).isFalse();
        window.button("exerciseShowMe").click();
        window.textBox("exerciseVerdict")
                .requireText("Here is a move that meets the goal, found by trying every legal move.");
        // The solution is shown: so is the lesson's takeaway.
        window.textBox("exerciseTakeaway").requireText("What this lesson showed: " + docLesson().takeaway().get("en"));
        assertThat(edt(() -> window.robot().finder().findByName(main, "exerciseShowMe", javax.swing.JButton.class, false)
                .isVisible())).isFalse();
        Progress kept = new Progress(settings.progressStore());
        assertThat(kept.exercise(GROW, 0)).isEqualTo(Progress.Outcome.SHOWN);
    }

    @Test
    void aFigureGoesOnThePartOfTheTileClicked() {
        GuiActionRunner.execute(() -> main.files().openLesson(SHARE));
        Scenario s = lesson();
        LessonExercise le = docLesson().exercises().get(0);
        Exercise e = le.exercise();
        // A solution of the engine's with a farmer on the tile that completes the city (B4, B6).
        Turn.TileTurn right = Exercises.solve(s, e).solutions().stream().map(m -> m.get(0))
                .filter(t -> t.place() != null && t.place().kind() == FigureKind.FOLLOWER && t.flock() == null)
                .findFirst().orElseThrow();
        placeOnBoard(right);
        kudde.engine.tile.Orientation o = right.tile().oriented(right.rotation());
        int segment = -1;
        for (int i = 0; i < o.type().segments().size(); i++) {
            if (kudde.engine.moves.FigureMoves.name(o, i).equals(right.place().on())) {
                segment = i;
            }
        }
        int seg = segment;
        assertThat(edt(() -> picker().figureChoices()).stream().map(f -> f.segment())).contains(seg);
        Point p = edt(() -> main.boardView().segmentPoint(o, right.at(), seg));
        window.robot().click(main.boardView(), p);
        // Where a shepherd may go too, the picker asks which figure.
        if (edt(() -> window.robot().finder().findAll(c -> c instanceof javax.swing.JMenuItem
                && "picker.figure.follower".equals(c.getName()) && c.isShowing()).size()) > 0) {
            menuItem("picker.figure.follower");
        }
        window.textBox("exerciseVerdict").requireText("Well done: the goal is met.");
        assertThat(window.textBox("exerciseSteps").text()).contains("farmer");
        // The farmer stands on the board where it was clicked, in the engine's outcome.
        List<Figure> standing = edt(() -> main.boardView().figures());
        assertThat(standing).anySatisfy(f -> {
            assertThat(f.kind()).isEqualTo(FigureKind.FOLLOWER);
            assertThat(f.player()).isZero();
            assertThat(f.x()).isEqualTo(right.at().x());
            assertThat(f.y()).isEqualTo(right.at().y());
        });
    }

    @Test
    void theTakeawayWaitsWhileTheExerciseAfterTheLastStepIsOpen() {
        GuiActionRunner.execute(() -> main.files().openLesson(DRAGON));
        Scenario s = lesson();
        String takeaway = docLesson().takeaway().get("en");
        // The steps of the dragon's turn are the lesson's last: the exercise is played from there.
        window.button("last").click();
        window.panel("exercise").requireVisible();
        assertThat(edt(() -> main.tutor().tutor().timeline().atEnd())).isTrue();
        // The takeaway tells the answer (Anna's knight scores 4), so neither panel says it yet.
        assertThat(window.textBox("stepText").text()).isNotEmpty().doesNotContain(takeaway);
        assertThat(takeawayShown()).isFalse();
        window.button("exerciseShowMe").click();
        // Done: the exercise panel says it, the explanation panel still not (once is enough).
        window.textBox("exerciseTakeaway").requireText("What this lesson showed: " + takeaway);
        assertThat(window.textBox("stepText").text()).doesNotContain(takeaway);
    }
}
