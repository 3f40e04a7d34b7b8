package kudde.scenario;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import kudde.engine.board.Board;
import kudde.engine.model.Expect;
import kudde.engine.model.FigureKind;
import kudde.engine.model.FigureSetup;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.model.Token;
import kudde.engine.play.Figure;
import kudde.engine.play.Refusal;
import kudde.engine.play.Resolution;
import kudde.engine.play.Step;
import kudde.engine.rules.RuleId;
import kudde.engine.tile.SegmentNames;

/**
 * Compares a resolution with its scenario's {@code expect} (docs/scenario-format.md, "expect"): scores of the
 * listed players; <em>all</em> figures at the end, by the segment they name (any of its
 * locations), in any order, sheep as a multiset; the listed bag counts; and each listed rule id
 * reported by some step. Pure: the same resolution always gives the same differences.
 */
public final class ExpectCheck {
    private ExpectCheck() {
    }

    /**
     * How the outcome differs from the expectation, one text per difference, each starting with
     * the part it concerns ({@code scores: red expected 5, got 4}); empty when all match or the
     * scenario expects nothing. A turn marked {@code refused} that the rules allow, or that another
     * rule refuses, is a difference too. The resolution must have no error.
     */
    public static List<String> differences(Resolution r, Locale locale) {
        ErrorText t = ErrorText.of(locale);
        Scenario s = r.scenario();
        Expect e = s.expect();
        List<String> out = new ArrayList<>();
        // A turn marked as refused must be refused, by the rule it names, whether or not the file
        // has an expect block.
        for (Refusal f : r.refusals()) {
            if (f.accepted()) {
                out.add(t.get("check.refusedAccepted", Integer.toString(f.turn()), f.expected().name()));
            } else if (!f.asExpected()) {
                out.add(t.get("check.refusedOther", Integer.toString(f.turn()), f.expected().name(),
                        f.actual() == null ? "?" : f.actual().name()));
            }
        }
        if (e == null) {
            return out;
        }
        if (e.scores() != null) {
            for (int p = 0; p < s.players().size(); p++) {
                String id = s.players().get(p).id();
                Integer want = e.scores().get(id);
                int got = r.end().scores()[p];
                if (want != null && want != got) {
                    out.add(t.get("check.score", id, want.toString(), Integer.toString(got)));
                }
            }
            for (String id : e.scores().keySet()) {
                if (s.playerIndex(id) < 0) {
                    out.add(t.get("check.scoreNoPlayer", id));
                }
            }
        }
        if (e.figures() != null) {
            out.addAll(figures(r, e.figures(), t));
        }
        if (e.bag() != null) {
            for (Token k : Token.ORDER) {
                Integer want = e.bag().get(k);
                int got = r.end().bag()[k.ordinal()];
                if (want != null && want != got) {
                    out.add(t.get("check.bag", k.key(), want.toString(), Integer.toString(got)));
                }
            }
        }
        if (e.rules() != null) {
            Set<RuleId> reported = EnumSet.noneOf(RuleId.class);
            for (Step step : r.steps()) {
                reported.add(step.rule());
                reported.addAll(step.rules());
            }
            for (String id : e.rules()) {
                RuleId rule = RuleId.parse(id);
                if (rule == null || !reported.contains(rule)) {
                    out.add(t.get("check.rule", id));
                }
            }
        }
        return out;
    }

    /** A figure reduced to what the comparison looks at: the segment, not the name used for it. */
    record Key(FigureKind kind, String player, Pos at, int segment, List<Integer> sheep) {
        Key {
            sheep = sheep.stream().sorted().toList();
        }

        boolean samePlace(Key o) {
            return kind == o.kind && java.util.Objects.equals(player, o.player) && at.equals(o.at)
                    && segment == o.segment;
        }
    }

    private static List<String> figures(Resolution r, List<FigureSetup> expected, ErrorText t) {
        List<String> out = new ArrayList<>();
        Board board = r.finalBoard();
        List<Key> got = new ArrayList<>();
        List<String> gotNames = new ArrayList<>();
        for (Figure f : r.end().figures()) {
            FigureSetup named = r.asSetup(f);
            got.add(new Key(f.kind(), named.player(), named.at(), f.kind().owned() ? f.segment() : -1, f.sheep()));
            gotNames.add(describe(named, t));
        }
        List<Key> want = new ArrayList<>();
        List<String> wantNames = new ArrayList<>();
        for (FigureSetup f : expected) {
            int tile = board.tileAt(f.at().x(), f.at().y());
            if (tile < 0) {
                out.add(t.get("check.figureNoTile", describe(f, t), f.at().toString()));
                continue;
            }
            int segment = -1;
            if (f.kind().owned()) {
                SegmentNames.Lookup look = SegmentNames.find(board.tile(tile), f.on());
                if (!look.found()) {
                    out.add(t.get("check.figureNoSegment", describe(f, t), board.tile(tile).type().id(),
                            String.valueOf(f.on())));
                    continue;
                }
                segment = look.segment();
            }
            want.add(new Key(f.kind(), f.player(), f.at(), segment, f.sheep()));
            wantNames.add(describe(f, t));
        }
        // Exact matches first, then pairs on the same segment that differ only in their sheep.
        boolean[] usedGot = new boolean[got.size()];
        boolean[] usedWant = new boolean[want.size()];
        for (int w = 0; w < want.size(); w++) {
            for (int g = 0; g < got.size(); g++) {
                if (!usedGot[g] && want.get(w).equals(got.get(g))) {
                    usedGot[g] = true;
                    usedWant[w] = true;
                    break;
                }
            }
        }
        for (int w = 0; w < want.size(); w++) {
            if (usedWant[w]) {
                continue;
            }
            for (int g = 0; g < got.size(); g++) {
                if (!usedGot[g] && want.get(w).samePlace(got.get(g))) {
                    usedGot[g] = true;
                    usedWant[w] = true;
                    out.add(t.get("check.sheep", gotNames.get(g), want.get(w).sheep().toString(),
                            got.get(g).sheep().toString()));
                    break;
                }
            }
        }
        for (int w = 0; w < want.size(); w++) {
            if (!usedWant[w]) {
                out.add(t.get("check.figureMissing", wantNames.get(w)));
            }
        }
        for (int g = 0; g < got.size(); g++) {
            if (!usedGot[g]) {
                out.add(t.get("check.figureUnexpected", gotNames.get(g)));
            }
        }
        return out;
    }

    /** "follower of red at [2,0] on road:E", "shepherd of blue at [1,0] on field:ESE with sheep [2, 3]". */
    static String describe(FigureSetup f, ErrorText t) {
        if (!f.kind().owned()) {
            return t.get("check.figure.plain", f.kind().word(), f.at().toString());
        }
        if (f.kind() == FigureKind.SHEPHERD) {
            return t.get("check.figure.shepherd", f.kind().word(), f.player(), f.at().toString(), f.on(),
                    f.sheep().toString());
        }
        return t.get("check.figure.owned", f.kind().word(), f.player(), f.at().toString(), f.on());
    }
}
