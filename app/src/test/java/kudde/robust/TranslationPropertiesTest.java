package kudde.robust;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import kudde.engine.model.FigureSetup;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.model.TilePlacement;
import kudde.engine.model.Turn;
import kudde.engine.moves.RandomGame;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.engine.play.Step;
import kudde.engine.rules.Preset;
import kudde.engine.rules.RuleSet;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Robustness target 2, properties: moving a whole scenario by an offset changes no score. Each case is a
 * random game as a scenario, moved by a random offset (small, large, or up to the edge of the
 * 32-bit coordinate range scenario files allow); both resolve to the same scores, steps and bag.
 */
@Tag("slow")
class TranslationPropertiesTest {
    static final int CASES = 500;

    @Test
    void movingAScenarioChangesNoScore() {
        long base = Seeds.base();
        for (int i : Seeds.cases(CASES)) {
            long seed = base + i;
            // Everything of case i follows from its own seed: -Dkudde.case=i replays it alone.
            SplittableRandom random = new SplittableRandom(seed ^ 0x9E3779B97F4A7C15L);
            RuleSet rules = RuleSet.of(Preset.values()[i % 2]);
            RandomGame r = RandomGame.start(rules, seed, false, true);
            r.playTurns(10 + random.nextInt(80));
            r.finish();
            Scenario s = RandomGame.scenario(rules, seed, r.turns());
            int[] box = bounds(s);
            int dx = offset(random, box[0], box[2]);
            int dy = offset(random, box[1], box[3]);
            try {
                Resolution a = Resolver.resolve(s);
                Resolution b = Resolver.resolve(moved(s, dx, dy));
                assertThat(a.error()).isNull();
                assertThat(b.error()).isNull();
                assertThat(b.end().scores()).isEqualTo(a.end().scores());
                assertThat(b.end().bag()).isEqualTo(a.end().bag());
                assertThat(b.end().followerSupply()).isEqualTo(a.end().followerSupply());
                assertThat(summary(b.steps())).isEqualTo(summary(a.steps()));
            } catch (Throwable e) {
                throw Seeds.failed(TranslationPropertiesTest.class, "movingAScenarioChangesNoScore", base, i,
                        "preset " + rules.preset().key() + ", offset [" + dx + "," + dy + "]", e);
            }
        }
    }

    /** An offset that keeps [lo, hi] inside the int range: small, large, or to either edge. */
    private static int offset(SplittableRandom r, int lo, int hi) {
        long min = (long) Integer.MIN_VALUE - lo;
        long max = (long) Integer.MAX_VALUE - hi;
        return (int) switch (r.nextInt(4)) {
            case 0 -> r.nextInt(-1000, 1001);
            case 1 -> min;
            case 2 -> max;
            default -> r.nextLong(min, max + 1);
        };
    }

    private static int[] bounds(Scenario s) {
        int[] b = {Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MIN_VALUE};
        List<Pos> all = new ArrayList<>();
        s.board().forEach(p -> all.add(p.at()));
        for (Turn t : s.turns()) {
            if (t instanceof Turn.TileTurn tt) {
                all.add(tt.at());
            }
        }
        for (Pos p : all) {
            b[0] = Math.min(b[0], p.x());
            b[1] = Math.min(b[1], p.y());
            b[2] = Math.max(b[2], p.x());
            b[3] = Math.max(b[3], p.y());
        }
        return b;
    }

    static Scenario moved(Scenario s, int dx, int dy) {
        List<TilePlacement> board = new ArrayList<>();
        for (TilePlacement p : s.board()) {
            board.add(new TilePlacement(p.tile(), p.at().plus(dx, dy), p.rotation()));
        }
        List<FigureSetup> figures = new ArrayList<>();
        for (FigureSetup f : s.figures()) {
            figures.add(new FigureSetup(f.kind(), f.player(), f.at().plus(dx, dy), f.on(), f.sheep()));
        }
        List<Turn> turns = new ArrayList<>();
        for (Turn t : s.turns()) {
            if (t instanceof Turn.TileTurn tt) {
                List<Pos> dragon = tt.dragon() == null ? null : tt.dragon().stream().map(p -> p.plus(dx, dy)).toList();
                turns.add(new Turn.TileTurn(tt.player(), tt.tile(), tt.at().plus(dx, dy), tt.rotation(), tt.place(),
                        tt.flock(), tt.hidden(), dragon));
            } else if (t instanceof Turn.DragonTurn d) {
                turns.add(new Turn.DragonTurn(d.path().stream().map(p -> p.plus(dx, dy)).toList()));
            } else {
                turns.add(t);
            }
        }
        return s.withBoard(board).withFigures(figures).withTurns(turns);
    }

    /** What a step did, without where: rule, event and points. */
    private static List<String> summary(List<Step> steps) {
        List<String> out = new ArrayList<>();
        for (Step s : steps) {
            out.add(s.turn() + " " + s.rules() + " " + s.event() + " " + java.util.Arrays.toString(s.points()));
        }
        return out;
    }
}
