package kudde.tutor;

import java.util.ArrayList;
import java.util.List;
import kudde.engine.model.FigureKind;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Scenario;
import kudde.engine.play.Figure;
import kudde.engine.play.Snapshot;

/**
 * One player's line of the score table at a position: score, followers in supply, and the
 * shepherd with the sheep lying next to it.
 *
 * @param sheep token values next to the player's shepherd (empty when it is in supply)
 */
public record Standing(String id, String name, int score, int followers, boolean shepherdOnBoard, List<Integer> sheep) {
    public Standing {
        sheep = List.copyOf(sheep);
    }

    public int sheepTotal() {
        int n = 0;
        for (int v : sheep) {
            n += v;
        }
        return n;
    }

    /** Every player's line, in turn order. */
    public static List<Standing> of(Scenario scenario, Snapshot s) {
        List<Standing> out = new ArrayList<>();
        for (int p = 0; p < scenario.players().size(); p++) {
            PlayerSetup ps = scenario.players().get(p);
            String name = ps.name() == null || ps.name().isBlank() ? ps.id() : ps.name();
            Figure shepherd = null;
            for (Figure f : s.figures()) {
                if (f.kind() == FigureKind.SHEPHERD && f.player() == p) {
                    shepherd = f;
                }
            }
            out.add(new Standing(ps.id(), name, s.scores()[p], s.followerSupply()[p], shepherd != null,
                    shepherd == null ? List.of() : shepherd.sheep()));
        }
        return out;
    }
}
