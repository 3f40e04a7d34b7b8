package kudde.engine.play;

import java.util.ArrayList;
import java.util.List;
import kudde.engine.model.FigureKind;
import kudde.engine.model.Pos;
import kudde.engine.rules.Preset;
import kudde.engine.rules.RuleId;
import kudde.engine.rules.Variant;

/** The dragon (The Princess &amp; the Dragon) entering tiles: D1–D4. */
final class DragonMoves {
    private final Game g;

    DragonMoves(Game g) {
        this.g = g;
    }

    /**
     * Moves the dragon along {@code path}; each tile it enters loses its figures (D1), a shepherd
     * with its sheep (D2), only on that tile (D3).
     *
     * @param inTileTurn    true when part of a tile turn, whose timing D4 explains
     * @param timingMatters the path crosses a follower of a feature this turn completed, so the
     *                      other dragonTiming would change the outcome
     */
    void move(List<Pos> path, boolean inTileTurn, boolean timingMatters) {
        Figure dragon = g.find(FigureKind.DRAGON);
        if (dragon == null) {
            throw new IllegalTurn(RuleId.D1, "turn.dragon.none");
        }
        if (path.isEmpty()) {
            throw new IllegalTurn(RuleId.D1, "turn.dragon.emptyPath");
        }
        Figure fairy = g.find(FigureKind.FAIRY);
        Pos from = new Pos(dragon.x(), dragon.y());
        for (Pos to : path) {
            if (!from.touches(to)) {
                throw new IllegalTurn(RuleId.D1, "turn.dragon.notNext", to.toString(), from.toString())
                        .told("turn.dragon.notNext.told", Places.where(g, to), Places.tile(g, from));
            }
            int t = g.board.tileAt(to.x(), to.y());
            if (t < 0) {
                throw new IllegalTurn(RuleId.D1, "turn.dragon.noTile", to.toString())
                        .told("turn.dragon.noTile.told", Places.where(g, to));
            }
            if (fairy != null && fairy.tile() == t) {
                throw new IllegalTurn(RuleId.D1, "turn.dragon.fairy", to.toString())
                        .told("turn.dragon.fairy.told", Places.tile(g, to));
            }
            from = to;
        }
        List<Message> notes = new ArrayList<>();
        List<RuleId> rules = new ArrayList<>(List.of(RuleId.D1));
        if (inTileTurn) {
            rules.add(RuleId.D4);
            Preset otherwise = g.rules.editionOtherwise(Variant.DRAGON_TIMING);
            if (otherwise != null && timingMatters) {
                notes.add(Message.of(g.rules.dragonBeforeScoring() ? "note.dragonTiming.after" : "note.dragonTiming.before",
                        Shepherding.edition(otherwise)));
            }
        }
        boolean toldFairy = false;
        for (Pos to : path) {
            int t = g.board.tileAt(to.x(), to.y());
            int i = g.figures.indexOf(dragon);
            dragon = new Figure(FigureKind.DRAGON, -1, to.x(), to.y(), t, -1, List.of());
            g.figures.set(i, dragon);
            // The timing note belongs to the move as a whole: say it once, on the first tile.
            g.step(RuleId.D1, "dragon-enters")
                    .rules(rules)
                    .says(Message.of(g.rules.dragonBeforeScoring() && inTileTurn ? "step.dragon-enters-before"
                            : "step.dragon-enters", Places.tile(g, to)))
                    .notes(to == path.get(0) ? notes : List.of())
                    .lights(new Highlight(List.of(to), List.of(i), List.of()))
                    .record();
            eat(t, to);
            if (!toldFairy && fairy != null && to.touches(new Pos(fairy.x(), fairy.y()))) {
                toldFairy = true;
                fairyProtects(fairy, to);
            }
        }
    }

    /**
     * D1: the path passes the fairy's tile, which the dragon cannot enter; the figures on it stay.
     * Said once per move, on the first tile of the path that touches hers.
     */
    private void fairyProtects(Figure fairy, Pos passing) {
        Pos home = new Pos(fairy.x(), fairy.y());
        List<Integer> shown = new ArrayList<>();
        int guarded = 0;
        for (int i = 0; i < g.figures.size(); i++) {
            Figure f = g.figures.get(i);
            if (f.tile() == fairy.tile() && (f.kind().owned() || f == fairy)) {
                shown.add(i);
                guarded += f.kind().owned() ? 1 : 0;
            }
        }
        g.step(RuleId.D1, "fairy-protects")
                .says(Message.of("step.fairy-protects", Places.tile(g, home), guarded))
                .lights(new Highlight(List.of(home, passing), shown, List.of()))
                .record();
    }

    private void eat(int tile, Pos at) {
        List<Figure> here = new ArrayList<>();
        for (Figure f : g.figures) {
            if (f.tile() == tile && f.kind().owned()) {
                here.add(f);
            }
        }
        for (Figure f : here) {
            if (f.kind() == FigureKind.FOLLOWER) {
                g.figures.remove(f);
                g.supply[f.player()]++;
                g.step(RuleId.D1, "dragon-eats-follower")
                        .says(Message.of("step.dragon-eats-follower", g.who(f.player()), Places.tile(g, at)))
                        .lights(new Highlight(List.of(at), List.of(), List.of()))
                        .record();
            } else {
                eatShepherd(f, at);
            }
        }
    }

    /** D2: the shepherd goes home; its own tokens (or, with dragonSheep=field, the field's) go to the bag. */
    private void eatShepherd(Figure shepherd, Pos at) {
        int root = g.rootOf(shepherd);
        int own = shepherd.sheepTotal();
        g.bag.putBackSheep(shepherd.sheep());
        g.figures.remove(shepherd);
        int others = 0;
        List<Figure> stay = new ArrayList<>();
        for (Figure f : g.figures) {
            if (f.kind() == FigureKind.SHEPHERD && g.rootOf(f) == root) {
                stay.add(f);
                others += f.sheepTotal();
            }
        }
        List<RuleId> rules = new ArrayList<>(List.of(RuleId.D2, RuleId.D3));
        List<Message> details = new ArrayList<>();
        List<Message> notes = new ArrayList<>();
        boolean whole = g.rules.dragonEatsWholeFlock();
        if (!stay.isEmpty()) {
            if (whole) {
                for (Figure f : stay) {
                    g.bag.putBackSheep(f.sheep());
                    g.figures.set(g.figures.indexOf(f), f.withoutSheep());
                }
                details.add(Message.of("detail.dragon-whole-flock", others, stay.size()));
            } else {
                details.add(Message.of("detail.dragon-own-sheep", others, stay.size()));
            }
            Preset otherwise = g.rules.editionOtherwise(Variant.DRAGON_SHEEP);
            if (otherwise != null) {
                notes.add(Message.of("note.dragonSheep", Shepherding.edition(otherwise)));
            }
        }
        g.step(RuleId.D2, "dragon-eats-shepherd")
                .rules(rules)
                .says(Message.of("step.dragon-eats-shepherd", g.who(shepherd.player()), own, Places.tile(g, at)))
                .details(details)
                .notes(notes)
                .lights(new Highlight(List.of(at), List.of(), List.of(g.segmentRef(root))))
                .record();
    }
}
