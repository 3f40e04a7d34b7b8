package kudde.scenario;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import kudde.engine.model.FigureKind;
import kudde.engine.model.FigureSetup;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Pos;
import kudde.engine.model.StepRef;
import kudde.engine.model.TilePlacement;
import kudde.engine.model.Turn;
import kudde.engine.rules.RuleId;
import kudde.engine.tile.Orientation;
import kudde.engine.tile.SegmentNames;
import kudde.lang.Languages;
import kudde.engine.model.FigureName;
import kudde.lesson.StepComment;
import kudde.lesson.StepDrawing;
import kudde.lesson.StepDrawing.Mark;

/**
 * Reads a lesson's {@code comments} and {@code drawings} (docs/scenario-format.md), as
 * strictly as the rest of the file: both name a step as a quiz question does (turn and rule); a
 * comment must have its text in the source language (English), a mark a known kind and colour and a place on or
 * next to the board of its turn. Each problem is an error with its path.
 */
final class StepNotesParser {
    static final List<String> COMMENT_FIELDS = List.of("setup", "turn", "rule", "nth", "text");
    static final List<String> DRAWING_FIELDS = List.of("setup", "turn", "rule", "nth", "marks");
    static final List<String> MARK_FIELDS = List.of("kind", "colour", "at", "from", "to", "figure");
    static final List<String> FIGURE_FIELDS = List.of("kind", "player", "on");

    private final JsonIn in;
    private final ScenarioParser parser;

    StepNotesParser(JsonIn in, ScenarioParser parser) {
        this.in = in;
        this.parser = parser;
    }

    StepComment comment(String path) throws IOException {
        // One-element arrays carry what the field lambdas read; a generic array is made raw.
        @SuppressWarnings({"unchecked", "rawtypes"})
        Map<String, String>[] text = new Map[1];
        boolean[] ok = {true};
        Reference r = new Reference();
        Set<String> seen = in.object(path, COMMENT_FIELDS, (name, p) -> {
            if (name.equals("text")) {
                ok[0] &= (text[0] = parser.texts(p)) != null;
            } else {
                ok[0] &= r.read(name, p);
            }
        });
        if (seen == null || !r.complete(path, seen) | !parser.required(path, seen, "text") || !ok[0]) {
            return null;
        }
        // The learner reads the comment in the window's language, else in the source language every
        // other falls back to: that one must be there, and no text given may be blank.
        boolean whole = true;
        String source = Languages.SOURCE.toLanguageTag();
        if (!text[0].containsKey(source)) {
            in.error(JsonIn.join(path, "text"), "comment.language", source);
            whole = false;
        }
        for (Map.Entry<String, String> e : text[0].entrySet()) {
            if (e.getValue().isBlank()) {
                in.error(JsonIn.join(JsonIn.join(path, "text"), e.getKey()), "comment.empty");
                whole = false;
            }
        }
        return whole ? new StepComment(r.ref(), text[0]) : null;
    }

    StepDrawing drawing(String path) throws IOException {
        @SuppressWarnings({"unchecked", "rawtypes"})
        List<Mark>[] marks = new List[1];
        boolean[] ok = {true};
        Reference r = new Reference();
        Set<String> seen = in.object(path, DRAWING_FIELDS, (name, p) -> {
            if (name.equals("marks")) {
                ok[0] &= (marks[0] = in.list(p, this::mark)) != null;
            } else {
                ok[0] &= r.read(name, p);
            }
        });
        if (seen == null || !r.complete(path, seen) | !parser.required(path, seen, "marks") || !ok[0]) {
            return null;
        }
        if (marks[0].isEmpty()) {
            in.error(JsonIn.join(path, "marks"), "drawing.empty");
            return null;
        }
        for (int i = 0; i < marks[0].size(); i++) {
            for (int j = 0; j < i; j++) {
                if (marks[0].get(i).samePlace(marks[0].get(j))) {
                    in.error(JsonIn.join(path, "marks") + "[" + i + "]", "drawing.twice", j);
                    ok[0] = false;
                }
            }
        }
        return ok[0] ? new StepDrawing(r.ref(), marks[0]) : null;
    }

    private Mark mark(String path) throws IOException {
        StepDrawing.Kind[] kind = {null};
        StepDrawing.Colour[] colour = {null};
        Pos[] at = new Pos[3];
        FigureName[] figure = {null};
        boolean[] ok = {true};
        Set<String> seen = in.object(path, MARK_FIELDS, (name, p) -> {
            switch (name) {
                case "kind" -> {
                    String k = in.string(p);
                    kind[0] = k == null ? null : StepDrawing.Kind.ofWord(k);
                    if (k != null && kind[0] == null) {
                        in.error(p, "drawing.kind", JsonIn.shorten(k));
                    }
                    ok[0] &= kind[0] != null;
                }
                case "colour" -> {
                    String c = in.string(p);
                    colour[0] = c == null ? null : StepDrawing.Colour.ofWord(c);
                    if (c != null && colour[0] == null) {
                        in.error(p, "drawing.colour", JsonIn.shorten(c));
                    }
                    ok[0] &= colour[0] != null;
                }
                case "at" -> ok[0] &= (at[0] = in.pos(p)) != null;
                case "from" -> ok[0] &= (at[1] = in.pos(p)) != null;
                case "figure" -> ok[0] &= (figure[0] = figure(p)) != null;
                default -> ok[0] &= (at[2] = in.pos(p)) != null;
            }
        });
        if (seen == null || !parser.required(path, seen, "kind", "colour") || !ok[0]) {
            return null;
        }
        boolean arrow = kind[0] == StepDrawing.Kind.ARROW;
        // An arrow runs from one place to another; a ring or a square marks one place.
        List<String> needed = arrow ? List.of("from", "to") : List.of("at");
        List<String> wrong = arrow ? List.of("at") : List.of("from", "to");
        boolean clean = parser.required(path, seen, needed.toArray(String[]::new));
        for (String f : wrong) {
            if (seen.contains(f)) {
                in.error(JsonIn.join(path, f), "drawing.notFor", kind[0].word(), f);
                clean = false;
            }
        }
        if (seen.contains("figure") && kind[0] != StepDrawing.Kind.RING) {
            in.error(JsonIn.join(path, "figure"), "drawing.figureNotRing", kind[0].word());
            clean = false;
        }
        if (!clean) {
            return null;
        }
        if (arrow && at[1].equals(at[2])) {
            in.error(JsonIn.join(path, "to"), "drawing.arrowSame", at[2].toString());
            return null;
        }
        return arrow ? Mark.arrow(at[1], at[2], colour[0]) : new Mark(kind[0], colour[0], at[0], null, figure[0]);
    }

    /**
     * The figure a ring goes round, named as {@code figures} names one but without its square (the
     * mark's {@code at}) and its sheep: a follower or shepherd by player and location, the dragon and
     * the fairy by kind alone. Whether it names a segment of the tile there is judged with the whole file.
     */
    private FigureName figure(String path) throws IOException {
        FigureKind[] kind = {null};
        String[] strings = new String[2];
        boolean[] ok = {true};
        Set<String> seen = in.object(path, FIGURE_FIELDS, (name, p) -> {
            switch (name) {
                case "kind" -> ok[0] &= (kind[0] = parser.figureKind(p)) != null;
                case "player" -> ok[0] &= (strings[0] = in.string(p)) != null;
                default -> ok[0] &= (strings[1] = in.string(p)) != null;
            }
        });
        if (seen == null || !parser.required(path, seen, "kind") || !ok[0]) {
            return null;
        }
        if (kind[0].owned()) {
            return parser.required(path, seen, "player", "on")
                    ? new FigureName(kind[0], strings[0], strings[1]) : null;
        }
        boolean clean = true;
        for (String f : List.of("player", "on")) {
            if (seen.contains(f)) {
                in.error(JsonIn.join(path, f), "figure.notFor", kind[0].word(), f);
                clean = false;
            }
        }
        return clean ? FigureName.of(kind[0]) : null;
    }

    /**
     * What needs the whole file: the turn is one of the file's, one comment and one drawing a step
     * (and one of each on the set-up), each mark lies on the board of its step or next to it (a mark
     * far off the board would show nothing the learner can see in the picture), and a ring round a
     * figure names a figure on a tile there. At the set-up the figure must stand in {@code figures};
     * what stands after a turn depends on playing it, which reading never does: {@code check} judges it.
     */
    void check(List<StepComment> comments, List<StepDrawing> drawings, List<TilePlacement> board,
               List<FigureSetup> figures, List<PlayerSetup> players, List<Turn> turns) {
        if (comments != null) {
            List<StepRef> refs = new ArrayList<>();
            comments.forEach(c -> refs.add(c == null ? null : c.step()));
            steps("comments", refs, turns);
        }
        if (drawings == null) {
            return;
        }
        List<StepRef> refs = new ArrayList<>();
        drawings.forEach(d -> refs.add(d == null ? null : d.step()));
        steps("drawings", refs, turns);
        for (int i = 0; i < drawings.size(); i++) {
            StepDrawing d = drawings.get(i);
            if (d == null || !d.step().setup() && (turns == null || d.step().turn() >= turns.size())) {
                continue;
            }
            int turn = d.step().turn();
            Map<Pos, Orientation> tiles = tilesAt(board, turns, turn);
            List<String> ringed = new ArrayList<>();
            for (int m = 0; m < d.marks().size(); m++) {
                Mark mark = d.marks().get(m);
                String path = "drawings[" + i + "].marks[" + m + "]";
                boolean arrow = mark.kind() == StepDrawing.Kind.ARROW;
                near(JsonIn.join(path, arrow ? "from" : "at"), mark.at(), tiles.keySet(), turn);
                if (arrow) {
                    near(JsonIn.join(path, "to"), mark.to(), tiles.keySet(), turn);
                }
                if (mark.figure() != null) {
                    String who = ringed(JsonIn.join(path, "figure"), mark, tiles, turn, figures, players);
                    int before = who == null ? -1 : ringed.indexOf(who);
                    if (before >= 0) {
                        // Two names of one segment (field:NNW, field:NNE) ring one figure twice.
                        in.error(path, "drawing.twice", before);
                    }
                    ringed.add(who == null ? "" : who);
                } else {
                    ringed.add("");
                }
            }
        }
    }

    /**
     * Judges the figure a ring names on the tile at its square ({@code turn} -1: the set-up); the
     * figure's kind, player, square and segment as one text (two rings with the same are one figure
     * twice), or null when it is reported.
     */
    private String ringed(String path, Mark m, Map<Pos, Orientation> tiles, int turn, List<FigureSetup> figures,
                          List<PlayerSetup> players) {
        FigureName f = m.figure();
        Orientation o = tiles.get(m.at());
        if (o == null) {
            in.error(path, "drawing.figureNoTile", m.at().toString(), turn);
            return null;
        }
        if (!f.kind().owned()) {
            if (turn < 0 && (figures == null || figures.stream().noneMatch(s -> s != null && s.kind() == f.kind()
                    && s.at().equals(m.at())))) {
                in.error(path, "drawing.figureAbsentPlain", f.kind().word(), m.at().toString());
                return null;
            }
            return f.kind().word() + " " + m.at();
        }
        if (players != null && players.stream().noneMatch(p -> p != null && f.player().equals(p.id()))) {
            in.error(JsonIn.join(path, "player"), "drawing.figurePlayer", JsonIn.shorten(f.player()));
            return null;
        }
        SegmentNames.Lookup look = SegmentNames.find(o, f.on());
        if (!look.found()) {
            String on = JsonIn.join(path, "on");
            switch (look.failure()) {
                case MALFORMED -> in.error(on, "drawing.figureOnBad", JsonIn.shorten(f.on()));
                case NO_SUCH_SEGMENT -> in.error(on, "drawing.figureOnNone", f.on(), o.type().id(), m.at().toString());
                default -> in.error(on, "drawing.figureOnTwo", f.on(), o.type().id(), m.at().toString(),
                        String.join(", ", look.alternatives()));
            }
            return null;
        }
        if (turn < 0 && (figures == null || figures.stream().noneMatch(s -> s != null && s.kind() == f.kind()
                && s.at().equals(m.at()) && f.player().equals(s.player())
                && SegmentNames.find(o, s.on()).segment() == look.segment()))) {
            in.error(path, "drawing.figureAbsentOwned", f.kind().word(), f.player(), f.on(), m.at().toString());
            return null;
        }
        return f.kind().word() + " " + f.player() + " " + m.at() + " " + look.segment();
    }

    private void steps(String field, List<StepRef> refs, List<Turn> turns) {
        Set<StepRef> seen = new HashSet<>();
        for (int i = 0; i < refs.size(); i++) {
            StepRef r = refs.get(i);
            String path = field + "[" + i + "]";
            if (r == null || !r.setup() && turns == null) {
                continue;
            }
            int kind = field.equals("comments") ? 0 : 1;
            if (!r.setup() && r.turn() >= turns.size()) {
                in.error(JsonIn.join(path, "turn"), "quiz.noTurn", r.turn(), turns.size());
            } else if (seen.add(r)) {
                continue;
            } else if (r.setup()) {
                in.error(path, "notes.twiceSetup", kind);
            } else {
                in.error(path, "notes.twice", kind, r.turn(),
                        r.rule().name() + (r.nth() > 1 ? " (" + r.nth() + ")" : ""));
            }
        }
    }

    private void near(String path, Pos p, Set<Pos> tiles, int turn) {
        for (int dx = -1; dx <= 1; dx++) {
            for (int dy = -1; dy <= 1; dy++) {
                if (tiles.contains(p.plus(dx, dy))) {
                    return;
                }
            }
        }
        in.error(path, "drawing.far", p.toString(), turn);
    }

    /**
     * The tiles on the board once turn {@code turn} is played (-1: the set-up), by square: the
     * board's and those the turns lay (a refused turn lays none).
     */
    private static Map<Pos, Orientation> tilesAt(List<TilePlacement> board, List<Turn> turns, int turn) {
        Map<Pos, Orientation> out = new HashMap<>();
        if (board != null) {
            board.stream().filter(t -> t != null).forEach(t -> out.putIfAbsent(t.at(), t.oriented()));
        }
        for (int i = 0; turns != null && i <= turn && i < turns.size(); i++) {
            if (turns.get(i) instanceof Turn.TileTurn t && t.refused() == null) {
                out.putIfAbsent(t.at(), t.tile().oriented(t.rotation()));
            }
        }
        return out;
    }

    /** A step's turn (from 0) and rule, read the way a quiz question reads them, and which of its steps of that rule. */
    private final class Reference {
        Integer turn;
        RuleId rule;
        int nth = 1;
        boolean setup;

        boolean read(String name, String p) throws IOException {
            if (name.equals("setup")) {
                Boolean b = in.bool(p);
                if (Boolean.FALSE.equals(b)) {
                    in.error(p, "notes.setupTrue");
                }
                setup = Boolean.TRUE.equals(b);
                return setup;
            }
            if (name.equals("nth")) {
                Integer n = in.int32(p);
                if (n != null && n < 1) {
                    in.error(p, "notes.nth", n.toString());
                    return false;
                }
                nth = n == null ? 1 : n;
                return n != null;
            }
            if (name.equals("turn")) {
                turn = in.int32(p);
                if (turn != null && turn < 0) {
                    in.error(p, "notes.turn", turn.toString());
                    turn = null;
                }
                return turn != null;
            }
            String s = in.string(p);
            rule = s == null ? null : RuleId.parse(s);
            if (s != null && rule == null) {
                in.error(p, "expect.rule", JsonIn.shorten(s));
            }
            return rule != null;
        }

        /**
         * Whether the note names its step whole: the set-up alone ({@code "setup": true}, no turn,
         * rule or nth), or a step by its turn and rule. Each problem is reported.
         */
        boolean complete(String path, Set<String> seen) {
            if (!seen.contains("setup")) {
                return parser.required(path, seen, "turn", "rule");
            }
            boolean alone = true;
            for (String f : List.of("turn", "rule", "nth")) {
                if (seen.contains(f)) {
                    in.error(JsonIn.join(path, f), "notes.setupAlone", f);
                    alone = false;
                }
            }
            return alone;
        }

        StepRef ref() {
            return setup ? StepRef.SETUP : new StepRef(turn, rule, nth);
        }
    }
}
