package kudde.scenario;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import kudde.engine.model.BagSetup;
import kudde.engine.model.Expect;
import kudde.engine.model.FigureSetup;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.model.TilePlacement;
import kudde.engine.model.Token;
import kudde.engine.model.Turn;
import kudde.engine.rules.Variant;
import kudde.lang.Languages;
import kudde.lesson.Lesson;
import kudde.lesson.LessonQuestion;

/**
 * Writes a lesson (its game and what its author wrote) as a version-1 file, laid out like the examples of docs/scenario-format.md: one top-level
 * field a line, one tile, figure or turn a line, positions as {@code [x, y]}. Reading the output
 * gives an equal {@link Lesson}.
 *
 * <p>Choices: {@code rules} (with its preset), {@code score} and {@code rotation} are always
 * written, so a reader sees them without knowing the defaults; {@code followers}, {@code bag} parts
 * at their defaults, empty titles and an empty {@code sheep} list of a non-shepherd are left out.
 * Variants are written after the preset in the order of {@link Variant}; maps with free keys in
 * a fixed order (languages: the source language en, then by tag; scores in player order; tokens 1, 2, 3, 4, wolf).
 */
public final class ScenarioWriter {
    private static final String I1 = "  ";
    private static final String I2 = "    ";

    private ScenarioWriter() {
    }

    public static String write(Lesson lesson) {
        Scenario s = lesson.game();
        List<String> fields = new ArrayList<>();
        fields.add(field("format", JsonOut.quote(ScenarioParser.FORMAT)));
        if (!lesson.title().isEmpty()) {
            fields.add(field("title", texts(lesson.title())));
        }
        if (!lesson.description().isEmpty()) {
            fields.add(field("description", texts(lesson.description())));
        }
        // A lesson's optional goal and takeaway; a file without them stays as it was.
        if (!lesson.goal().isEmpty()) {
            fields.add(field("goal", texts(lesson.goal())));
        }
        if (!lesson.takeaway().isEmpty()) {
            fields.add(field("takeaway", texts(lesson.takeaway())));
        }
        fields.add(field("rules", rules(s)));
        fields.add(field("players", JsonOut.lines(map(s.players(), ScenarioWriter::player), I1)));
        fields.add(field("board", JsonOut.lines(map(s.board(), ScenarioWriter::tile), I1)));
        fields.add(field("figures", JsonOut.lines(map(s.figures(), ScenarioWriter::figure), I1)));
        String bag = bag(s.bag());
        if (bag != null) {
            fields.add(field("bag", bag));
        }
        // How much of the game is left, for the grow-or-guide odds; a file without it stays as it was.
        if (s.tilesLeft() != null) {
            fields.add(field("tilesLeft", Integer.toString(s.tilesLeft())));
        }
        fields.add(field("turns", JsonOut.lines(map(s.turns(), ScenarioWriter::turn), I1)));
        if (s.expect() != null) {
            fields.add(field("expect", expect(s, s.expect())));
        }
        if (!lesson.quiz().isEmpty()) {
            // The tutor's optional extension; a file without questions stays as it was.
            fields.add(field("quiz", JsonOut.lines(map(lesson.quiz(), ScenarioWriter::question), I1)));
        }
        if (!lesson.exercises().isEmpty()) {
            fields.add(field("exercises", JsonOut.lines(map(lesson.exercises(), ExerciseWriter::exercise), I1)));
        }
        // The author's comments and drawings per step; a file without them stays as it was.
        if (!lesson.comments().isEmpty()) {
            fields.add(field("comments", JsonOut.lines(map(lesson.comments(), StepNotesWriter::comment), I1)));
        }
        if (!lesson.drawings().isEmpty()) {
            fields.add(field("drawings", JsonOut.lines(map(lesson.drawings(), StepNotesWriter::drawing), I1)));
        }
        return "{\n" + String.join(",\n", fields) + "\n}\n";
    }

    private static String field(String name, String json) {
        return I1 + JsonOut.quote(name) + ": " + json;
    }

    private static <T> List<String> map(List<T> items, java.util.function.Function<T, String> f) {
        List<String> out = new ArrayList<>(items.size());
        for (T t : items) {
            out.add(f.apply(t));
        }
        return out;
    }

    static String texts(Map<String, String> byLanguage) {
        // The source language first, then the others by tag, whatever the map's order: "en" before "nl"
        // as every bundled file has it, and a third language ("de") after the source.
        Map<String, String> ordered = new LinkedHashMap<>();
        String source = Languages.SOURCE.toLanguageTag();
        if (byLanguage.containsKey(source)) {
            ordered.put(source, JsonOut.quote(byLanguage.get(source)));
        }
        for (String lang : new TreeMap<>(byLanguage).keySet()) {
            ordered.putIfAbsent(lang, JsonOut.quote(byLanguage.get(lang)));
        }
        return JsonOut.map(ordered);
    }

    private static String rules(Scenario s) {
        JsonOut o = JsonOut.object().field("preset", s.rules().preset().key());
        for (Variant v : Variant.values()) {
            String value = s.rules().overrides().get(v);
            if (value != null) {
                // tinyCity is the number 4 or 2 (docs/scenario-format.md), every other variant a text.
                o = v == Variant.TINY_CITY ? o.raw(v.key(), value) : o.field(v.key(), value);
            }
        }
        return o.close();
    }

    private static String player(PlayerSetup p) {
        JsonOut o = JsonOut.object().field("id", p.id());
        if (p.name() != null) {
            o.field("name", p.name());
        }
        o.field("score", p.score());
        if (p.followers() != null) {
            o.field("followers", p.followers());
        }
        return o.close();
    }

    private static String tile(TilePlacement t) {
        return JsonOut.object().field("tile", t.tile().id()).field("at", t.at()).field("rotation", t.rotation()).close();
    }

    /** One figure as a file writes it, on one line. */
    public static String figure(FigureSetup f) {
        JsonOut o = JsonOut.object().field("kind", f.kind().word());
        if (f.player() != null) {
            o.field("player", f.player());
        }
        o.field("at", f.at());
        if (f.on() != null) {
            o.field("on", f.on());
        }
        if (f.kind() == kudde.engine.model.FigureKind.SHEPHERD) {
            o.raw("sheep", JsonOut.list(map(f.sheep(), String::valueOf)));
        }
        return o.close();
    }

    private static String bag(BagSetup b) {
        JsonOut o = JsonOut.object();
        boolean any = false;
        if (b.contents() != null) {
            o.raw("contents", tokens(b.contents()));
            any = true;
        }
        if (!b.draws().isEmpty()) {
            o.raw("draws", JsonOut.list(map(b.draws(), ScenarioWriter::token)));
            any = true;
        }
        if (b.seed() != BagSetup.DEFAULT_SEED) {
            o.field("seed", b.seed());
            any = true;
        }
        return any ? o.close() : null;
    }

    static String token(Token t) {
        return t.wolf() ? JsonOut.quote("wolf") : Integer.toString(t.sheep());
    }

    /** Counts per token kind in the order 1, 2, 3, 4, wolf. */
    public static String tokens(Map<Token, Integer> counts) {
        Map<String, String> m = new LinkedHashMap<>();
        for (Token t : Token.ORDER) {
            Integer n = counts.get(t);
            if (n != null) {
                m.put(t.key(), n.toString());
            }
        }
        return JsonOut.map(m);
    }

    private static String turn(Turn t) {
        if (t instanceof Turn.EndGame) {
            return JsonOut.object().field("endGame", true).close();
        }
        if (t instanceof Turn.DragonTurn d) {
            JsonOut o = JsonOut.object().raw("dragon", path(d.path()));
            if (d.refused() != null) {
                o.field("refused", d.refused().name());
            }
            return o.close();
        }
        Turn.TileTurn tt = (Turn.TileTurn) t;
        JsonOut o = JsonOut.object().field("player", tt.player()).field("tile", tt.tile().id())
                .field("at", tt.at()).field("rotation", tt.rotation());
        if (tt.place() != null) {
            o.raw("place", JsonOut.object().field("kind", tt.place().kind().word()).field("on", tt.place().on()).close());
        }
        if (tt.flock() != null) {
            o.field("flock", tt.flock().word());
        }
        if (tt.hidden() != null) {
            o.field("hidden", tt.hidden().id());
        }
        if (tt.dragon() != null) {
            o.raw("dragon", path(tt.dragon()));
        }
        if (tt.refused() != null) {
            o.field("refused", tt.refused().name());
        }
        return o.close();
    }

    private static String path(List<Pos> path) {
        return JsonOut.list(map(path, JsonOut::pos));
    }

    private static String expect(Scenario s, Expect e) {
        List<String> parts = new ArrayList<>();
        if (e.scores() != null) {
            Map<String, String> scores = new LinkedHashMap<>();
            for (PlayerSetup p : s.players()) {
                Integer n = e.scores().get(p.id());
                if (n != null) {
                    scores.put(p.id(), n.toString());
                }
            }
            // Ids that name no player cannot be read back, but write them rather than lose them.
            new TreeMap<>(e.scores()).forEach((id, n) -> scores.putIfAbsent(id, n.toString()));
            parts.add(I2 + JsonOut.quote("scores") + ": " + JsonOut.map(scores));
        }
        if (e.figures() != null) {
            parts.add(I2 + JsonOut.quote("figures") + ": " + JsonOut.lines(map(e.figures(), ScenarioWriter::figure), I2));
        }
        if (e.bag() != null) {
            parts.add(I2 + JsonOut.quote("bag") + ": " + tokens(e.bag()));
        }
        if (e.rules() != null) {
            parts.add(I2 + JsonOut.quote("rules") + ": " + JsonOut.list(map(e.rules(), JsonOut::quote)));
        }
        return parts.isEmpty() ? "{}" : "{\n" + String.join(",\n", parts) + "\n" + I1 + "}";
    }

    private static String question(LessonQuestion q) {
        JsonOut o = JsonOut.object().field("turn", q.turn()).field("rule", q.rule().name()).field("kind", q.kind().word());
        if (q.player() != null) {
            o.field("player", q.player());
        }
        if (!q.ask().isEmpty()) {
            o.raw("ask", texts(q.ask()));
        }
        return o.close();
    }
}
