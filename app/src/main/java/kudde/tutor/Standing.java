package kudde.tutor;

import java.util.ArrayList;
import java.util.List;
import kudde.engine.board.Board;
import kudde.engine.model.FigureKind;
import kudde.engine.model.Scenario;
import kudde.engine.play.Figure;
import kudde.engine.play.Snapshot;
import kudde.explain.Texts;

/**
 * One player's line of the score table at a position: score, followers in supply, and the
 * shepherd with the flock of its field. S9: the sheep belong to the field, so shepherds that share
 * a field share one flock; the table gives its size once, on the line of the first of them.
 *
 * @param sheep      token values next to the player's shepherd (empty when it is in supply)
 * @param flock      all sheep in the shepherd's field, whichever shepherd they lie next to (S7, S9)
 * @param sharedWith the names of the other players whose shepherds stand in the same field
 * @param showsFlock whether this line gives the flock's size (false: an earlier line of the table does)
 */
public record Standing(String id, String name, int score, int followers, boolean shepherdOnBoard, List<Integer> sheep,
                       int flock, List<String> sharedWith, boolean showsFlock) {
    public Standing {
        sheep = List.copyOf(sheep);
        sharedWith = List.copyOf(sharedWith);
    }

    public int sheepTotal() {
        int n = 0;
        for (int v : sheep) {
            n += v;
        }
        return n;
    }

    /** Every player's line at the timeline's current position, in turn order, players called as {@code words} call them. */
    public static List<Standing> of(Timeline t, Texts words) {
        return of(t.resolution().scenario(), t.snapshot(), t.board(), words);
    }

    /** Every player's line at a position with board {@code board}, in turn order. */
    public static List<Standing> of(Scenario scenario, Snapshot s, Board board, Texts words) {
        int players = scenario.players().size();
        Figure[] shepherd = new Figure[players];
        int[] field = new int[players];
        for (Figure f : s.figures()) {
            if (f.kind() == FigureKind.SHEPHERD && f.player() >= 0 && f.player() < players) {
                shepherd[f.player()] = f;
                field[f.player()] = board.find(board.segment(f.tile(), f.segment()));
            }
        }
        List<Standing> out = new ArrayList<>();
        for (int p = 0; p < players; p++) {
            int flock = 0;
            List<String> others = new ArrayList<>();
            boolean first = true;
            if (shepherd[p] != null) {
                for (int q = 0; q < players; q++) {
                    if (shepherd[q] != null && field[q] == field[p]) {
                        flock += shepherd[q].sheepTotal();
                        if (q != p) {
                            others.add(words.name(scenario.players().get(q)));
                            first &= q > p;
                        }
                    }
                }
            }
            out.add(new Standing(scenario.players().get(p).id(), words.name(scenario.players().get(p)), s.scores()[p],
                    s.followerSupply()[p], shepherd[p] != null, shepherd[p] == null ? List.of() : shepherd[p].sheep(),
                    flock, others, shepherd[p] != null && first));
        }
        return out;
    }
}
