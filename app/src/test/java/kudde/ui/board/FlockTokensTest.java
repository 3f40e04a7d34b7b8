package kudde.ui.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Shape;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import kudde.engine.board.Board;
import kudde.engine.model.FigureKind;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.play.Figure;
import kudde.engine.play.Highlight;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.scenario.ScenarioReader;
import kudde.scenario.Scenarios;
import kudde.tutor.Stage;
import kudde.tutor.Timeline;
import kudde.ui.art.FlockLayout;
import kudde.ui.ThreadCheckExtension;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Flocks that read at a glance: on every position of the bundled lessons where four shepherds
 * stand on the board, and with one flock of 16 tokens, at a far, the usual and a near zoom, the
 * pixels each shepherd's tokens paint (the picture with that flock less the picture without any)
 * lie inside that shepherd's field on its own tile and on no figure's pixels (the picture with the
 * figures less the picture without them). At the usual zoom and nearer, every flock is seen.
 */
class FlockTokensTest {
    private static final double[] ZOOMS = {30, 96, 200};
    /** Antialiasing reaches a pixel past a shape: a token pixel may lie that far outside its field. */
    private static final double BLUR_PIXELS = 1.5;

    @BeforeAll
    static void checkThreads() {
        ThreadCheckExtension.install();
    }

    @Test
    void inTheFourShepherdLessonsEachFlockStaysInItsFieldAndOffEveryFigure() throws Exception {
        List<String> seen = new ArrayList<>();
        Set<String> states = new HashSet<>();
        for (Path file : Scenarios.files()) {
            Scenario s = ScenarioReader.read(file, Locale.ENGLISH).game();
            Resolution r = Resolver.resolve(s);
            Timeline t = new Timeline(r);
            for (int position = Timeline.START; position < t.size(); position++) {
                Stage stage = Stage.of(t, position, Highlight.NONE);
                long shepherds = stage.figures().stream().filter(f -> f.kind() == FigureKind.SHEPHERD && f.tile() >= 0)
                        .count();
                if (shepherds >= 3 && stage.figures().stream().anyMatch(f -> !f.sheep().isEmpty())
                        && states.add(stage.figures().toString())) {
                    seen.add(Scenarios.directory().relativize(file) + " @" + position);
                    check(seen.get(seen.size() - 1), s, stage.board(), stage.figures());
                }
            }
        }
        System.out.println("four-shepherd positions checked: " + seen);
        assertThat(seen).as("the bundled lessons have positions with four shepherds").isNotEmpty();
    }

    @Test
    void aFlockOf16IsSummedInsideItsFieldAndOffEveryFigure() throws Exception {
        Scenario s = sixteen();
        Stage stage = sixteenStage(s);
        List<Figure> figures = sixteenTokens(stage);
        int i = firstShepherd(figures);
        check("16 tokens", s, stage.board(), figures);
        FlockLayout.Layout flock = GuiActionRunner.execute(() -> view(s, stage.board(), figures).flocksAt(96)).get(i);
        assertThat(flock.summed()).as("16 tokens are summed on one").isTrue();
        assertThat(flock.items()).extracting(FlockLayout.Item::value).containsExactly(40);
    }

    /** The summed token says what it counts, in the window's language, from a pattern with plurals. */
    @Test
    void aSummedFlockReadsAs40SheepIn40Schapen() throws Exception {
        Scenario s = sixteen();
        Stage stage = sixteenStage(s);
        List<Figure> figures = sixteenTokens(stage);
        for (Locale l : List.of(kudde.ui.kit.Strings.ENGLISH, kudde.ui.kit.Strings.DUTCH)) {
            List<String> painted = GuiActionRunner.execute(() -> {
                BoardView v = view(s, stage.board(), figures, kudde.ui.kit.Strings.in(l));
                BoardRendering r = v.startRendering(v.tileBounds(), 96, Integer.MAX_VALUE);
                r.paintNext();
                return v.paintedTexts();
            });
            assertThat(painted).as("%s", l).contains(l.getLanguage().equals("nl") ? "40 schapen" : "40 sheep")
                    .doesNotContain("40");
        }
    }

    private static int firstShepherd(List<Figure> figures) {
        for (int i = 0; i < figures.size(); i++) {
            if (figures.get(i).kind() == FigureKind.SHEPHERD && figures.get(i).tile() >= 0) {
                return i;
            }
        }
        throw new AssertionError("no shepherd");
    }

    private static void check(String what, Scenario s, Board board, List<Figure> figures) {
        List<Figure> bare = new ArrayList<>();
        figures.forEach(f -> bare.add(f.withoutSheep()));
        for (double ppt : ZOOMS) {
            Rectangle2D bounds = GuiActionRunner.execute(() -> view(s, board, bare).tileBounds());
            BufferedImage without = picture(s, board, bare, bounds, ppt);
            // Every figure's pixels: the picture with the figures (no tokens) less the one with none.
            boolean[][] figurePixels = diff(without, picture(s, board, List.of(), bounds, ppt));
            boolean[][] tokens = diff(without, picture(s, board, figures, bounds, ppt));
            Map<Integer, FlockLayout.Layout> flocks = GuiActionRunner.execute(() -> view(s, board, figures).flocksAt(ppt));
            double blur = BLUR_PIXELS / ppt;
            int[] painted = new int[figures.size()];
            for (int x = 0; x < tokens.length; x++) {
                for (int y = 0; y < tokens[x].length; y++) {
                    if (!tokens[x][y]) {
                        continue;
                    }
                    double bx = bounds.getX() + (x + 0.5) / ppt;
                    double by = bounds.getY() + (y + 0.5) / ppt;
                    String at = String.format("%s at %.0f px a tile: token pixel (%d, %d)", what, ppt, x, y);
                    int owner = owner(flocks, bx, by, blur);
                    assertThat(owner).as(at + " belongs to a flock").isNotNegative();
                    Figure f = figures.get(owner);
                    painted[owner]++;
                    Shape field = BoardGeometry.segmentShape(board.tile(f.tile()), new Pos(f.x(), f.y()), f.segment());
                    assertThat(new Rectangle2D.Double(f.x() - blur, f.y() - blur, 1 + 2 * blur, 1 + 2 * blur)
                            .contains(bx, by)).as(at + " on shepherd %d's tile", owner).isTrue();
                    assertThat(field.intersects(bx - blur, by - blur, 2 * blur, 2 * blur))
                            .as(at + " in shepherd %d's field", owner).isTrue();
                    assertThat(figurePixels[x][y]).as(at + " on a figure").isFalse();
                }
            }
            for (int k = 0; k < figures.size(); k++) {
                Figure f = figures.get(k);
                if (ppt >= 96 && f.kind() == FigureKind.SHEPHERD && !f.sheep().isEmpty() && f.tile() >= 0) {
                    assertThat(painted[k]).as("%s at %.0f px a tile: shepherd %d's flock is seen", what, ppt, k)
                            .isGreaterThan((int) (ppt * ppt * 0.004));
                }
            }
        }
    }

    /** The shepherd whose token box holds a board point (a blur's width round it), or -1. */
    private static int owner(Map<Integer, FlockLayout.Layout> flocks, double bx, double by, double blur) {
        for (Map.Entry<Integer, FlockLayout.Layout> e : flocks.entrySet()) {
            for (FlockLayout.Item item : e.getValue().items()) {
                Rectangle2D b = item.box();
                if (new Rectangle2D.Double(b.getX() - blur, b.getY() - blur, b.getWidth() + 2 * blur,
                        b.getHeight() + 2 * blur).contains(bx, by)) {
                    return e.getKey();
                }
            }
        }
        return -1;
    }

    private static BoardView view(Scenario s, Board board, List<Figure> figures) {
        return view(s, board, figures, kudde.ui.kit.Strings.in(kudde.ui.kit.Strings.ENGLISH));
    }

    private static BoardView view(Scenario s, Board board, List<Figure> figures, kudde.ui.kit.Strings texts) {
        BoardView v = new BoardView(texts);
        v.setPlayers(s.players());
        v.setRules(s.rules());
        v.showState(board, figures, Highlight.NONE);
        return v;
    }

    private static BufferedImage picture(Scenario s, Board board, List<Figure> figures, Rectangle2D bounds, double ppt) {
        return GuiActionRunner.execute(() -> {
            BoardRendering r = view(s, board, figures).startRendering(bounds, ppt, Integer.MAX_VALUE);
            r.paintNext();
            return r.image();
        });
    }

    private static boolean[][] diff(BufferedImage a, BufferedImage b) {
        boolean[][] out = new boolean[a.getWidth()][a.getHeight()];
        for (int x = 0; x < a.getWidth(); x++) {
            for (int y = 0; y < a.getHeight(); y++) {
                out[x][y] = a.getRGB(x, y) != b.getRGB(x, y);
            }
        }
        return out;
    }

    /** A lesson with a shepherd and a flock: exercises/06. */
    private static Scenario sixteen() throws Exception {
        return ScenarioReader.read(Scenarios.directory().resolve("exercises/06-one-flock-of-two.json"), Locale.ENGLISH).game();
    }

    private static Stage sixteenStage(Scenario s) {
        return Stage.of(new Timeline(Resolver.resolve(s)), Timeline.START, Highlight.NONE);
    }

    /** The lesson's set-up with its first shepherd's flock made 16 tokens (40 sheep). */
    private static List<Figure> sixteenTokens(Stage stage) {
        List<Figure> figures = new ArrayList<>(stage.figures());
        int i = firstShepherd(figures);
        Figure big = figures.get(i).withoutSheep();
        for (int k = 0; k < 16; k++) {
            big = big.withSheep(1 + k % 4);
        }
        figures.set(i, big);
        return figures;
    }
}
