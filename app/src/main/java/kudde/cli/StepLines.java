package kudde.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import kudde.engine.model.FigureSetup;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.model.Token;
import kudde.engine.model.Turn;
import kudde.engine.odds.GrowOrGuide;
import kudde.engine.play.Odds;
import kudde.engine.play.Resolution;
import kudde.engine.play.Step;
import kudde.engine.rules.RuleId;
import kudde.explain.Texts;
import kudde.scenario.ErrorText;
import kudde.scenario.JsonOut;
import kudde.scenario.ScenarioWriter;

/** What {@code resolve} prints: one line per step, or the JSON object of docs/scenario-format.md. */
final class StepLines {
    private final Resolution r;
    private final Texts texts;
    private final ErrorText words;

    StepLines(Resolution r, Texts texts) {
        this.r = r;
        this.texts = texts;
        this.words = ErrorText.of(texts.locale());
    }

    /** The step's message, details and notes as one paragraph. */
    String explanation(Step s) {
        StringBuilder b = new StringBuilder(texts.stepText(s));
        for (String note : texts.notes(s)) {
            b.append(' ').append(note);
        }
        return b.toString();
    }

    /** {@code turn 2 · S6 · Bram grows the flock: …  (+0)}; turns are counted from 1 here. */
    String line(Step s) {
        return words.get("cli.turn", Integer.toString(s.turn() + 1)) + " · " + s.rule().name() + " · "
                + explanation(s) + "  (" + points(s) + ")";
    }

    /** {@code set-up · S8 · …  (+0)}: a step of the set-up of a file that plays no turn. */
    String setUpLine(Step s) {
        return words.get("cli.setup") + " · " + s.rule().name() + " · " + explanation(s) + "  (" + points(s) + ")";
    }

    private String points(Step s) {
        List<String> parts = new ArrayList<>();
        for (int p = 0; p < s.points().length; p++) {
            if (s.points()[p] != 0) {
                parts.add(String.format("%+d %s", s.points()[p], name(p)));
            }
        }
        return parts.isEmpty() ? words.get("cli.noPoints") : String.join(", ", parts);
    }

    private String name(int p) {
        PlayerSetup ps = r.scenario().players().get(p);
        return ps.name() == null || ps.name().isBlank() ? texts.player(ps.id()) : ps.name();
    }

    /** {@code result: Anna 5, Bram 3}. */
    String result() {
        List<String> parts = new ArrayList<>();
        for (int p = 0; p < r.scenario().players().size(); p++) {
            parts.add(name(p) + " " + r.end().scores()[p]);
        }
        return words.get("cli.result", String.join(", ", parts));
    }

    /**
     * At a tending choice (event {@code tend}) what the odds panel says, as data: guiding now,
     * growing now, the break-even chance, the chance of another tending turn and the verdict; a
     * number that is not known (or growing is no move) is {@code null}. Null for any other step.
     */
    private String odds(Step step, int index) {
        if (!"tend".equals(step.event()) || !(r.scenario().turns().get(step.turn()) instanceof Turn.TileTurn tt)) {
            return null;
        }
        GrowOrGuide g = Odds.at(r, index, r.scenario().playerIndex(tt.player()));
        if (g == null) {
            return null;
        }
        Turn.Flock v = g.verdict();
        return JsonOut.object()
                .field("guideNow", g.guideNow())
                .raw("growNow", number(g.growNow()))
                .raw("breakEven", number(g.breakEven()))
                .raw("chance", g.closedGuided() ? "null" : number(g.chance().chance()))
                .raw("verdict", v == null ? "null" : JsonOut.quote(v == Turn.Flock.GROW ? "grow" : "guide"))
                .close();
    }

    /** Four decimals, or null for NaN. */
    private static String number(double v) {
        return Double.isNaN(v) ? "null" : String.format(java.util.Locale.ROOT, "%.4f", v);
    }

    /** The {@code resolve --json} object of docs/scenario-format.md: steps, then the result. */
    String json() {
        Scenario s = r.scenario();
        List<String> steps = new ArrayList<>();
        for (Step step : r.steps()) {
            List<String> rules = new ArrayList<>();
            for (RuleId id : step.rules()) {
                rules.add(JsonOut.quote(id.name()));
            }
            Map<String, String> points = new LinkedHashMap<>();
            for (int p = 0; p < step.points().length; p++) {
                if (step.points()[p] != 0) {
                    points.put(s.players().get(p).id(), Integer.toString(step.points()[p]));
                }
            }
            List<String> tiles = new ArrayList<>();
            for (Pos at : step.highlight().tiles()) {
                tiles.add(JsonOut.pos(at));
            }
            List<String> figures = new ArrayList<>();
            for (int i : step.highlight().figures()) {
                figures.add(Integer.toString(i));
            }
            String highlight = JsonOut.object().raw("tiles", JsonOut.list(tiles))
                    .raw("figures", JsonOut.list(figures)).close();
            JsonOut o = JsonOut.object()
                    .field("turn", step.turn())
                    .field("rule", step.rule().name())
                    .raw("rules", JsonOut.list(rules))
                    .field("event", step.event())
                    .field("text", explanation(step))
                    .raw("points", JsonOut.map(points))
                    .raw("highlight", highlight);
            String odds = odds(step, steps.size());
            if (odds != null) {
                o.raw("odds", odds);
            }
            steps.add(o.close());
        }
        Map<String, String> scores = new LinkedHashMap<>();
        for (int p = 0; p < s.players().size(); p++) {
            scores.put(s.players().get(p).id(), Integer.toString(r.end().scores()[p]));
        }
        List<String> figures = new ArrayList<>();
        for (FigureSetup f : r.figuresAsSetup(r.end())) {
            figures.add(ScenarioWriter.figure(f));
        }
        Map<Token, Integer> bag = new LinkedHashMap<>();
        for (Token k : Token.ORDER) {
            bag.put(k, r.end().bag()[k.ordinal()]);
        }
        String result = "{\n    \"scores\": " + JsonOut.map(scores) + ",\n    \"figures\": "
                + JsonOut.lines(figures, "    ") + ",\n    \"bag\": " + ScenarioWriter.tokens(bag) + "\n  }";
        return "{\n  \"steps\": " + JsonOut.lines(steps, "  ") + ",\n  \"result\": " + result + "\n}";
    }
}
