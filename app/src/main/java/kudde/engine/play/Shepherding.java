package kudde.engine.play;

import java.util.ArrayList;
import java.util.List;
import kudde.engine.board.FeatureView;
import kudde.engine.model.FigureKind;
import kudde.engine.model.Pos;
import kudde.engine.model.Token;
import kudde.engine.model.Turn;
import kudde.engine.rules.Preset;
import kudde.engine.rules.RuleId;
import kudde.engine.rules.Variant;
import kudde.engine.tile.FeatureType;

/** Shepherds and their flocks: S1–S9 in the shepherd step of a turn. */
final class Shepherding {
    private final Game g;
    /** A wolf drawn in this turn's shepherd step sent the active player's shepherd home. */
    private boolean wolfSentHome;

    Shepherding(Game g) {
        this.g = g;
    }

    /**
     * The fields around a tile about to be placed, for the S9 merge report: each shepherd's field
     * root (-1 for other figures, in figure order) and the roots of the neighbours' fields.
     */
    record FieldsBefore(int[] shepherdRoots, int[] neighbourRoots) {
    }

    FieldsBefore fieldsBefore(Pos at) {
        int[] roots = new int[g.figures.size()];
        for (int i = 0; i < roots.length; i++) {
            Figure f = g.figures.get(i);
            roots[i] = f.kind() == FigureKind.SHEPHERD ? g.rootOf(f) : -1;
        }
        List<Integer> around = new ArrayList<>();
        int[][] sides = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
        for (int[] d : sides) {
            int t = g.board.tileAt(at.x(), at.y(), d[0], d[1]);
            for (int s = 0; t >= 0 && s < g.board.segmentsOn(t); s++) {
                int seg = g.board.segment(t, s);
                if (g.board.typeOf(seg) == FeatureType.FIELD && !around.contains(g.board.find(seg))) {
                    around.add(g.board.find(seg));
                }
            }
        }
        return new FieldsBefore(roots, around.stream().mapToInt(Integer::intValue).toArray());
    }

    /**
     * S9: a tile that joins fields with shepherds makes one flock of all their sheep. The step
     * counts every field the tile joined, and how many of them held a shepherd (one each, S3).
     */
    void reportMerges(int tile, FieldsBefore fields) {
        if (!g.recording()) {
            return;
        }
        int[] before = fields.shepherdRoots();
        List<Integer> seenRoots = new ArrayList<>();
        for (int i = 0; i < before.length; i++) {
            if (before[i] < 0) {
                continue;
            }
            int root = g.rootOf(g.figures.get(i));
            if (seenRoots.contains(root)) {
                continue;
            }
            seenRoots.add(root);
            List<Integer> distinctBefore = new ArrayList<>();
            for (int j = 0; j < before.length; j++) {
                if (before[j] >= 0 && g.rootOf(g.figures.get(j)) == root && !distinctBefore.contains(before[j])) {
                    distinctBefore.add(before[j]);
                }
            }
            if (distinctBefore.size() > 1) {
                int joined = 0;
                for (int r : fields.neighbourRoots()) {
                    if (g.board.find(r) == root) {
                        joined++;
                    }
                }
                List<Figure> flock = shepherdsIn(root);
                // "both hold a shepherd" where every joined field held one, "2 of 3" where not.
                String said = joined == distinctBefore.size() ? "step.fields-merged-all" : "step.fields-merged";
                g.step(RuleId.S9, "fields-merged")
                        .says(Message.of(said, joined, owners(flock), sheepIn(root), distinctBefore.size()))
                        .lights(fieldHighlight(root, tile))
                        .record();
            }
        }
    }

    /** S4: did the active player's tile enlarge the field that holds their own shepherd? */
    boolean tileEnlargesOwnField(int tile, int p) {
        Figure own = shepherdOf(p);
        if (own == null) {
            return false;
        }
        int root = g.rootOf(own);
        for (int s = 0; s < g.board.segmentsOn(tile); s++) {
            int seg = g.board.segment(tile, s);
            if (g.board.typeOf(seg) == FeatureType.FIELD && g.board.find(seg) == root) {
                return true;
            }
        }
        return false;
    }

    /** S1, S3, S12: the shepherd goes onto a field segment of the tile just placed. */
    Figure place(int p, int tile, int seg, FeatureType type, int root, Pos at) {
        if (type != FeatureType.FIELD) {
            throw new IllegalTurn(RuleId.S1, "turn.shepherd.notField", new Message.Term("feature.a." + type.word()));
        }
        if (shepherdOf(p) != null) {
            // S12: each player has one shepherd; while it stands on the board it cannot be placed again.
            throw new IllegalTurn(RuleId.S12, "turn.shepherd.onBoard", g.who(p));
        }
        if (!shepherdsIn(root).isEmpty()) {
            throw new IllegalTurn(RuleId.S3, "turn.shepherd.fieldTaken", owners(shepherdsIn(root)));
        }
        Figure f = new Figure(FigureKind.SHEPHERD, p, at.x(), at.y(), tile, seg, List.of());
        g.figures.add(f);
        if (!g.recording()) {
            return f; // the step's words (the field's part, S3's farmers) are for the record only
        }
        // S3: farmers keep no shepherd out; said where a shepherd joins a field that holds farmers.
        List<Object> farmerOwners = new ArrayList<>();
        int farmers = 0;
        for (Figure o : g.figures) {
            if (o.kind() == FigureKind.FOLLOWER && g.rootOf(o) == root) {
                farmers++;
                if (!farmerOwners.contains(g.who(o.player()))) {
                    farmerOwners.add(g.who(o.player()));
                }
            }
        }
        g.step(RuleId.S1, "shepherd-placed").citing(RuleId.S3)
                .says(Message.of("step.shepherd-placed", g.who(p), Places.part(g.board.tile(tile), seg)))
                .details(farmers == 0 ? List.of() : List.of(Message.of("detail.shepherd-beside-farmer",
                        new Message.Names(farmerOwners), farmers)))
                .lights(g.figureHighlight(f, root))
                .record();
        return f;
    }

    /** Step 3 of the turn order: draw for a new shepherd, or tend, and guide closed fields (S8). */
    void shepherdStep(int tile, int p, Figure placed, boolean tends, Turn.Flock choice) {
        Figure own = placed != null ? placed : (tends ? shepherdOf(p) : null);
        int ownRoot = own == null ? -1 : g.rootOf(own);
        wolfSentHome = false;
        if (placed == null) {
            // The other shepherds in the player's own field are told after the tending step (tend).
            reportOthersDoNotTend(tile, p, ownRoot, false);
        }
        // S8: other fields this tile closed are guided first, so their tokens are back in the bag.
        for (int root : closedShepherdFields(tile)) {
            if (root != ownRoot) {
                closedField(root, tile);
            }
        }
        if (placed != null) {
            if (choice != null) {
                throw new IllegalTurn(RuleId.S4, "turn.flock.needless.placed");
            }
            drawForNewShepherd(placed, tile);
            reportOthersDoNotTend(tile, p, ownRoot, false);
        } else if (tends) {
            tend(p, tile, choice);
        } else if (choice != null) {
            throw new IllegalTurn(RuleId.S4, shepherdOf(p) == null ? "turn.flock.noShepherd" : "turn.flock.needless",
                    g.who(p));
        }
        Figure stillThere = own == null ? null : shepherdOf(p);
        if (stillThere != null) {
            int root = g.rootOf(stillThere);
            if (new FeatureView(g.board, root).closed()) {
                closedField(root, tile);
            }
        } else if (own != null && g.recording() && new FeatureView(g.board, ownRoot).closed()
                && shepherdsIn(ownRoot).isEmpty() && wolfSentHome) {
            // S8: the tile closed the field, but a wolf drawn this turn left no flock to keep or guide.
            g.step(RuleId.S8, "field-closed-empty").citing(RuleId.S6)
                    .says(Message.of("step.field-closed-empty"))
                    .lights(fieldHighlight(ownRoot, tile))
                    .record();
        }
    }

    /**
     * S4: only the active player tends, and only for their own shepherd. Say so for every other
     * shepherd in a field this tile enlarged, unless S8 guides that closed field at once: with
     * {@code ownField}, only in the player's own field {@code ownRoot} (said right after "so Anna
     * must tend"), else in every other field.
     */
    private void reportOthersDoNotTend(int tile, int p, int ownRoot, boolean ownField) {
        if (!g.recording()) {
            return;
        }
        List<Integer> seen = new ArrayList<>();
        for (int s = 0; s < g.board.segmentsOn(tile); s++) {
            int seg = g.board.segment(tile, s);
            if (g.board.typeOf(seg) != FeatureType.FIELD || seen.contains(g.board.find(seg))) {
                continue;
            }
            int root = g.board.find(seg);
            seen.add(root);
            if ((root == ownRoot) != ownField) {
                continue;
            }
            List<Figure> others = new ArrayList<>();
            for (Figure f : shepherdsIn(root)) {
                if (f.player() != p) {
                    others.add(f);
                }
            }
            if (others.isEmpty() || g.rules.closedFieldGuides() && g.board.openPorts(root) == 0) {
                continue;
            }
            // The board shows the shepherds that do not tend, not the active player's own.
            List<Integer> figs = new ArrayList<>();
            for (Figure f : others) {
                figs.add(g.figures.indexOf(f));
            }
            g.step(RuleId.S4, "no-tending")
                    .says(Message.of(root == ownRoot ? "step.no-tending-others" : "step.no-tending", g.who(p), owners(others)))
                    .lights(new Highlight(List.of(new Pos(g.board.x(tile), g.board.y(tile))), figs, List.of(g.segmentRef(root))))
                    .record();
        }
    }

    /** S11: before a draw, say so when the bag holds only one kind of token, so the draw is certain. */
    private void reportCertainDraw(int root, int tile) {
        if (!g.recording()) {
            return;
        }
        int kinds = 0;
        Token only = null;
        for (Token k : Token.ORDER) {
            if (g.bag.count(k) > 0) {
                kinds++;
                only = k;
            }
        }
        if (kinds != 1) {
            return;
        }
        Message m = only.wolf() ? Message.of("step.bag-certain-wolf", g.bag.count(only))
                : Message.of("step.bag-certain-sheep", g.bag.count(only), only.sheep());
        g.step(RuleId.S11, "bag-certain")
                .says(m)
                .lights(fieldHighlight(root, tile))
                .record();
    }

    private List<Integer> closedShepherdFields(int tile) {
        List<Integer> roots = new ArrayList<>();
        for (int s = 0; s < g.board.segmentsOn(tile); s++) {
            int seg = g.board.segment(tile, s);
            if (g.board.typeOf(seg) != FeatureType.FIELD) {
                continue;
            }
            int root = g.board.find(seg);
            if (!roots.contains(root) && g.board.openPorts(root) == 0 && !shepherdsIn(root).isEmpty()) {
                roots.add(root);
            }
        }
        return roots;
    }

    /**
     * S8 at the set-up: a shepherd that stands in a field already closed before the first turn can
     * never be tended (no tile can enlarge the field), so its flock stays until the end and is then
     * worth nothing (S10). Under closedField=guide such a position cannot arise (PositionCheck), so
     * this is said only where a closed field keeps its flock; one step for each such field.
     */
    void reportClosedAtSetUp() {
        if (!g.recording() || g.rules.closedFieldGuides()) {
            return;
        }
        Preset otherwise = g.rules.editionOtherwise(Variant.CLOSED_FIELD);
        List<Integer> seen = new ArrayList<>();
        for (Figure f : List.copyOf(g.figures)) {
            if (f.kind() != FigureKind.SHEPHERD) {
                continue;
            }
            int root = g.rootOf(f);
            if (seen.contains(root) || !new FeatureView(g.board, root).closed()) {
                continue;
            }
            seen.add(root);
            List<Message> notes = otherwise == null ? List.<Message>of()
                    : List.of(Message.of("note.closedField.wouldHaveGuided", edition(otherwise)));
            g.step(RuleId.S8, "field-closed-at-setup")
                    .says(Message.of("step.field-closed-at-setup", sheepIn(root), owners(shepherdsIn(root))))
                    .notes(notes)
                    .lights(fieldHighlight(root, f.tile()))
                    .record();
        }
    }

    /** S8 for one closed field: guide under closedField=guide, else say the flock stays. */
    private void closedField(int root, int tile) {
        // The note names the edition that does otherwise, also where a variant borrows a rule of the
        // other edition (editions/02: the 1st-edition rules with the 2nd edition's closed field).
        Preset otherwise = g.rules.editionOtherwise(Variant.CLOSED_FIELD);
        if (g.rules.closedFieldGuides()) {
            List<Message> notes = otherwise == null ? List.of()
                    : List.of(Message.of("note.closedField.wouldKeep", edition(otherwise)));
            guide(root, RuleId.S8, "field-closed-guided", -1, notes, tile);
        } else if (g.recording()) {
            List<Message> notes = otherwise == null ? List.<Message>of()
                    : List.of(Message.of("note.closedField.wouldGuide", edition(otherwise)));
            g.step(RuleId.S8, "field-closed-kept")
                    .says(Message.of("step.field-closed-kept", sheepIn(root), owners(shepherdsIn(root))))
                    .notes(notes)
                    .lights(fieldHighlight(root, tile))
                    .record();
        }
    }

    /** An edition's rules as a learner reads them, in a note on that edition ("the 1st-edition rules"). */
    static Message.Term edition(Preset p) {
        return new Message.Term("preset.rules." + p.key());
    }

    /** S2: a shepherd placed this turn draws one token at once. */
    private void drawForNewShepherd(Figure shepherd, int tile) {
        int p = shepherd.player();
        int root = g.rootOf(shepherd);
        reportCertainDraw(root, tile);
        Token t = g.bag.draw();
        if (t.wolf()) {
            g.bag.putBack(t);
            g.figures.remove(shepherd);
            wolfSentHome = true;
            g.step(RuleId.S2, "shepherd-draws-wolf")
                    .says(Message.of("step.shepherd-draws-wolf", g.who(p)))
                    .lights(drawn(fieldHighlight(root, tile, List.of(shepherd)), shepherd, t))
                    .record();
            return;
        }
        Figure grown = shepherd.withSheep(t.sheep());
        g.figures.set(g.figures.indexOf(shepherd), grown);
        g.step(RuleId.S2, "shepherd-draws-sheep")
                .says(Message.of("step.shepherd-draws-sheep", g.who(p), t.sheep()))
                .lights(drawn(g.figureHighlight(grown, root), grown, t))
                .record();
    }

    /** S4–S7: the active player enlarged their own shepherd's field and tends the flock. */
    private void tend(int p, int tile, Turn.Flock choice) {
        Figure own = shepherdOf(p);
        int root = g.rootOf(own);
        if (choice == null) {
            throw new IllegalTurn(RuleId.S5, g.rules.tendingOptional() ? "turn.flock.missingOptional"
                    : "turn.flock.missing", g.who(p));
        }
        if (choice == Turn.Flock.NONE && !g.rules.tendingOptional()) {
            throw new IllegalTurn(RuleId.S5, "turn.flock.noneMandatory", g.who(p));
        }
        // S5: "must choose" is the English 1st-edition rulebook; the Dutch "mag hij uit 2 acties
        // kiezen", read word for word, is the optional variant. The step says only "must" or "may":
        // where the two readings come from is said once, by the lessons that teach S5 and the
        // variant (shepherds/03, editions/01), not at every tending step of the course.
        boolean optional = g.rules.tendingOptional();
        g.step(RuleId.S4, "tend").citing(RuleId.S5)
                .says(Message.of(optional ? "step.tend-optional" : "step.tend", g.who(p), sheepIn(root)))
                .lights(fieldHighlight(root, tile))
                .record();
        reportOthersDoNotTend(tile, p, root, true);
        switch (choice) {
            case GROW -> grow(own, root, tile);
            case GUIDE -> guide(root, RuleId.S7, "flock-guide", p, List.of(), tile);
            default -> g.step(RuleId.S5, "flock-left")
                    .says(Message.of("step.flock-left", g.who(p)))
                    .lights(fieldHighlight(root, tile))
                    .record();
        }
    }

    /** S6: draw one token; a sheep joins the flock, a wolf scatters it and sends every shepherd home. */
    private void grow(Figure own, int root, int tile) {
        reportCertainDraw(root, tile);
        Token t = g.bag.draw();
        int p = own.player();
        if (!t.wolf()) {
            Figure grown = own.withSheep(t.sheep());
            g.figures.set(g.figures.indexOf(own), grown);
            g.step(RuleId.S6, "flock-grow")
                    .says(Message.of("step.flock-grow", g.who(p), t.sheep(), sheepIn(root)))
                    .lights(drawn(fieldHighlight(root, tile), grown, t))
                    .record();
            return;
        }
        List<Figure> shepherds = shepherdsIn(root);
        int lost = sheepIn(root);
        g.bag.putBack(t);
        for (Figure f : shepherds) {
            g.bag.putBackSheep(f.sheep());
            g.figures.remove(f);
        }
        wolfSentHome = true;
        g.step(RuleId.S6, "flock-wolf")
                .says(Message.of("step.flock-wolf", g.who(p), lost, owners(shepherds)))
                .lights(drawn(fieldHighlight(root, tile, shepherds), own, t))
                .record();
    }

    /** S7 (and S8): every shepherd in the field scores all its sheep; tokens and shepherds go home. */
    private void guide(int root, RuleId rule, String event, int p, List<Message> notes, int tile) {
        List<Figure> shepherds = shepherdsIn(root);
        int sheep = sheepIn(root);
        int[] points = new int[g.scores.length];
        for (Figure f : shepherds) {
            points[f.player()] += sheep;
            g.scores[f.player()] += sheep;
        }
        for (Figure f : shepherds) {
            g.bag.putBackSheep(f.sheep());
            g.figures.remove(f);
        }
        Highlight hl = fieldHighlight(root, tile, shepherds);
        if (rule == RuleId.S7 && sheep == 0) {
            event = "flock-guide-empty"; // S7: nothing to count, but the shepherds still go home
        }
        Message m = p >= 0
                ? Message.of("step." + event, g.who(p), sheep, owners(shepherds))
                : Message.of("step." + event, sheep, owners(shepherds));
        g.step(rule, event)
                .rules(rule == RuleId.S7 ? List.of(RuleId.S7, RuleId.S9) : List.of(RuleId.S8, RuleId.S7))
                .says(m)
                .notes(notes)
                .points(points)
                .lights(hl)
                .record();
    }

    Figure shepherdOf(int p) {
        for (Figure f : g.figures) {
            if (f.kind() == FigureKind.SHEPHERD && f.player() == p) {
                return f;
            }
        }
        return null;
    }

    List<Figure> shepherdsIn(int root) {
        List<Figure> out = new ArrayList<>();
        for (Figure f : g.figures) {
            if (f.kind() == FigureKind.SHEPHERD && g.rootOf(f) == root) {
                out.add(f);
            }
        }
        return out;
    }

    /** The flock of a field: all sheep tokens in it, whichever shepherd they lie next to (S7, S9). */
    int sheepIn(int root) {
        return Holders.of(g.board, g.figures, g.scores.length, root, null).flock();
    }

    Message.Names owners(List<Figure> shepherds) {
        List<Object> out = new ArrayList<>();
        for (Figure f : shepherds) {
            out.add(g.who(f.player()));
        }
        return new Message.Names(out);
    }

    /** S2, S6: the token drawn, marked next to the shepherd that drew it. */
    private Highlight drawn(Highlight h, Figure shepherd, Token t) {
        if (h == null) {
            return null;
        }
        Pos at = new Pos(shepherd.x(), shepherd.y());
        return h.withMarks(List.of(t.wolf()
                ? new Highlight.Mark(Highlight.Mark.Kind.DRAWN_WOLF, at, shepherd.segment(), 0)
                : new Highlight.Mark(Highlight.Mark.Kind.DRAWN_SHEEP, at, shepherd.segment(), t.sheep())));
    }

    Highlight fieldHighlight(int root, int tile) {
        return fieldHighlight(root, tile, List.of());
    }

    /** The field and its shepherds; {@code gone} are shepherds this step sent home (shown by their tiles). */
    Highlight fieldHighlight(int root, int tile, List<Figure> gone) {
        if (!g.recording()) {
            return null;
        }
        List<Integer> figs = new ArrayList<>();
        for (int i = 0; i < g.figures.size(); i++) {
            Figure f = g.figures.get(i);
            if (f.kind() == FigureKind.SHEPHERD && g.rootOf(f) == root) {
                figs.add(i);
            }
        }
        List<Pos> tiles = new ArrayList<>();
        tiles.add(new Pos(g.board.x(tile), g.board.y(tile)));
        for (Figure f : gone) {
            Pos p = new Pos(f.x(), f.y());
            if (!tiles.contains(p)) {
                tiles.add(p);
            }
        }
        return new Highlight(tiles, figs, List.of(g.segmentRef(root)));
    }
}
