package kudde.bench;

import java.util.ArrayList;
import java.util.List;
import kudde.engine.model.BagSetup;
import kudde.engine.model.FigureKind;
import kudde.engine.model.FigureSetup;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.model.TilePlacement;
import kudde.engine.model.Turn;
import kudde.engine.tile.Catalogue;
import kudde.engine.tile.TileType;

/**
 * Large boards for the scale and memory figures (docs/performance.md, targets 3 and 5): a {@code w × h} grid of base/B
 * (monastery in an all-field tile) split by one column of base/U turned 90° (a north–south road),
 * so the board holds two fields, west and east of the road, each spanning the board from top to
 * bottom. A base/A placed above the road column joins both into one field that spans the whole
 * board.
 *
 * <p>Figures: red's shepherd with one sheep in the west field, red and blue farmers in both
 * fields. The measured turn (red) puts a monk on the new base/A and, since the tile enlarges red's
 * shepherd's field, tends it (S4, grow).
 */
public final class ScaleBoards {
    private static final Catalogue CAT = Catalogue.standard();

    private ScaleBoards() {
    }

    /** Grid sides for a board of about {@code tiles} tiles: 100 → 10×10, 1,000 → 40×25, 10,000 → 100×100. */
    public static int[] grid(int tiles) {
        return switch (tiles) {
            case 100 -> new int[] {10, 10};
            case 1000 -> new int[] {40, 25};
            case 10000 -> new int[] {100, 100};
            default -> {
                int w = (int) Math.ceil(Math.sqrt(tiles));
                yield new int[] {w, (tiles + w - 1) / w};
            }
        };
    }

    /** The board as a scenario position, without turns. */
    public static Scenario position(int tiles) {
        int[] g = grid(tiles);
        int w = g[0];
        int h = g[1];
        int road = w / 2;
        TileType b = CAT.byId("base/B");
        TileType u = CAT.byId("base/U");
        List<TilePlacement> board = new ArrayList<>(w * h);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                board.add(x == road ? new TilePlacement(u, new Pos(x, y), 90) : new TilePlacement(b, new Pos(x, y), 0));
            }
        }
        List<FigureSetup> figures = List.of(
                FigureSetup.shepherd("red", new Pos(0, 0), "field:NNW", List.of(2)),
                FigureSetup.follower("blue", new Pos(w - 1, h - 1), "field:SSE"),
                FigureSetup.follower("red", new Pos(0, h - 1), "field:SSW"),
                FigureSetup.follower("blue", new Pos(0, h / 2), "monastery"));
        List<PlayerSetup> players = List.of(new PlayerSetup("red", "Anna", 0, null),
                new PlayerSetup("blue", "Bram", 0, null));
        return Scenario.blank().withPlayers(players).withBoard(board).withFigures(figures)
                .withBag(new BagSetup(null, List.of(), 7));
    }

    /** The measured turn: base/A above the road column joins the west and east fields. */
    public static Turn.TileTurn joiningTurn(int tiles) {
        int road = grid(tiles)[0] / 2;
        return new Turn.TileTurn("red", CAT.byId("base/A"), new Pos(road, -1), 0,
                new Turn.Placement(FigureKind.FOLLOWER, "monastery"), Turn.Flock.GROW, null, null);
    }

    /**
     * Turns for a game in progress on the board, after {@link #joiningTurn}: blue puts a base/B on
     * every other square of the border in random order (fixed seed); each joins the board-wide
     * field and nothing else. Squares next to the road column's ends (a road edge) are left out,
     * and so is every second square: with all of them, a turn late in the sequence often completes
     * the monastery of the grid tile below it (B5, a scoring), and since the large board plays far
     * more turns per set-up than the small one, it would be measured doing more of that work.
     */
    public static List<Turn.TileTurn> borderTurns(int tiles) {
        int[] g = grid(tiles);
        int w = g[0];
        int h = g[1];
        int road = w / 2;
        List<Pos> border = new ArrayList<>();
        for (int x = 0; x < w; x += 2) {
            if (x != road) {
                border.add(new Pos(x, -1));
                border.add(new Pos(x, h));
            }
        }
        for (int y = 0; y < h; y += 2) {
            border.add(new Pos(-1, y));
            border.add(new Pos(w, y));
        }
        java.util.Collections.shuffle(border, new java.util.Random(11));
        TileType b = CAT.byId("base/B");
        List<Turn.TileTurn> out = new ArrayList<>();
        for (Pos p : border) {
            out.add(new Turn.TileTurn("blue", b, p, 0, null, null, null, null));
        }
        return out;
    }
}
