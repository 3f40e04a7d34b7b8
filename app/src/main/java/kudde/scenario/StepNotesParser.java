package kudde.scenario;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import kudde.engine.model.Pos;
import kudde.engine.model.StepComment;
import kudde.engine.model.StepDrawing;
import kudde.engine.model.StepDrawing.Mark;
import kudde.engine.model.StepRef;
import kudde.engine.model.TilePlacement;
import kudde.engine.model.Turn;
import kudde.engine.rules.RuleId;

/**
 * Reads a lesson's {@code comments} and {@code drawings} (issue 12, docs/scenario-format.md), as
 * strictly as the rest of the file: both name a step as a quiz question does (turn and rule); a
 * comment must have its text in both languages, a mark a known kind and colour and a place on or
 * next to the board of its turn. Each problem is an error with its path.
 */
final class StepNotesParser {
    static final List<String> COMMENT_FIELDS = List.of("turn", "rule", "nth", "text");
    static final List<String> DRAWING_FIELDS = List.of("turn", "rule", "nth", "marks");
    static final List<String> MARK_FIELDS = List.of("kind", "colour", "at", "from", "to");
    private static final List<String> LANGUAGES = List.of("en", "nl");

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
        if (seen == null || !parser.required(path, seen, "turn", "rule", "text") || !ok[0]) {
            return null;
        }
        // The learner reads the comment in the window's language and the handout in either: both must be there.
        boolean whole = true;
        for (String lang : LANGUAGES) {
            String s = text[0].get(lang);
            if (s == null) {
                in.error(JsonIn.join(path, "text"), "comment.language", lang);
                whole = false;
            } else if (s.isBlank()) {
                in.error(JsonIn.join(JsonIn.join(path, "text"), lang), "comment.empty");
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
        if (seen == null || !parser.required(path, seen, "turn", "rule", "marks") || !ok[0]) {
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
        if (!clean) {
            return null;
        }
        if (arrow && at[1].equals(at[2])) {
            in.error(JsonIn.join(path, "to"), "drawing.arrowSame", at[2].toString());
            return null;
        }
        return arrow ? Mark.arrow(at[1], at[2], colour[0]) : new Mark(kind[0], colour[0], at[0], null);
    }

    /**
     * What needs the whole file: the turn is one of the file's, one comment and one drawing a step,
     * and each mark lies on the board of its turn or next to it (a mark far off the board would show
     * nothing the learner can see in the picture).
     */
    void check(List<StepComment> comments, List<StepDrawing> drawings, List<TilePlacement> board, List<Turn> turns) {
        if (turns == null) {
            return;
        }
        if (comments != null) {
            List<StepRef> refs = new ArrayList<>();
            comments.forEach(c -> refs.add(c == null ? null : c.step()));
            steps("comments", refs, turns.size());
        }
        if (drawings == null) {
            return;
        }
        List<StepRef> refs = new ArrayList<>();
        drawings.forEach(d -> refs.add(d == null ? null : d.step()));
        steps("drawings", refs, turns.size());
        for (int i = 0; i < drawings.size(); i++) {
            StepDrawing d = drawings.get(i);
            if (d == null || d.step().turn() >= turns.size()) {
                continue;
            }
            Set<Pos> tiles = tilesAt(board, turns, d.step().turn());
            for (int m = 0; m < d.marks().size(); m++) {
                Mark mark = d.marks().get(m);
                String path = "drawings[" + i + "].marks[" + m + "]";
                boolean arrow = mark.kind() == StepDrawing.Kind.ARROW;
                near(JsonIn.join(path, arrow ? "from" : "at"), mark.at(), tiles, d.step().turn());
                if (arrow) {
                    near(JsonIn.join(path, "to"), mark.to(), tiles, d.step().turn());
                }
            }
        }
    }

    private void steps(String field, List<StepRef> refs, int turns) {
        Set<StepRef> seen = new HashSet<>();
        for (int i = 0; i < refs.size(); i++) {
            StepRef r = refs.get(i);
            String path = field + "[" + i + "]";
            if (r == null) {
                continue;
            }
            if (r.turn() >= turns) {
                in.error(JsonIn.join(path, "turn"), "quiz.noTurn", r.turn(), turns);
            } else if (!seen.add(r)) {
                in.error(path, "notes.twice", field.equals("comments") ? 0 : 1, r.turn(),
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

    /** The positions holding a tile once turn {@code turn} is played: the board's and those the turns lay. */
    private static Set<Pos> tilesAt(List<TilePlacement> board, List<Turn> turns, int turn) {
        Set<Pos> out = new HashSet<>();
        if (board != null) {
            board.forEach(t -> out.add(t.at()));
        }
        for (int i = 0; i <= turn && i < turns.size(); i++) {
            if (turns.get(i) instanceof Turn.TileTurn t && t.refused() == null) {
                out.add(t.at());
            }
        }
        return out;
    }

    /** A step's turn (from 0) and rule, read the way a quiz question reads them, and which of its steps of that rule. */
    private final class Reference {
        Integer turn;
        RuleId rule;
        int nth = 1;

        boolean read(String name, String p) throws IOException {
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

        StepRef ref() {
            return new StepRef(turn, rule, nth);
        }
    }
}
