package kudde.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import kudde.engine.model.Scenario;
import kudde.engine.play.Resolution;
import kudde.engine.rules.RuleId;
import kudde.explain.Texts;
import kudde.scenario.ErrorText;
import kudde.scenario.JsonOut;
import kudde.tutor.review.Moment;
import kudde.tutor.review.PlayerPoints;
import kudde.tutor.review.Review;
import kudde.tutor.review.ReviewText;

/**
 * {@code review FILE [--lang en|nl] [--json]}: the key moments of a game and each player's points
 * by feature and by rule ({@link Review}), as text in the chosen language or as the JSON object of
 * docs/scenario-format.md. A scenario file or a JCloisterZone save; bad arguments are one line and
 * exit 2, like every other command.
 */
final class ReviewCommand {
    private final Cli cli;
    private final PrintStream out;
    private final ErrorText en = ErrorText.of(Locale.ENGLISH);

    ReviewCommand(Cli cli, PrintStream out) {
        this.cli = cli;
        this.out = out;
    }

    int run(List<String> args) {
        Args a;
        try {
            a = Args.parse(args, Set.of("--json"), Set.of("--lang"));
        } catch (Args.Bad e) {
            return e.unknown ? cli.usage(en.get("cli.unknownOption", e.option)) : cli.badLang("");
        }
        String lang = a.value("--lang") == null ? "en" : a.value("--lang");
        if (kudde.lang.Languages.ofTag(lang) == null) {
            return cli.badLang(lang);
        }
        boolean json = a.has("--json");
        List<String> files = a.files();
        if (files.size() != 1) {
            return cli.usage(en.get(files.isEmpty() ? "cli.noFile" : "cli.oneReview"));
        }
        Locale locale = Locale.forLanguageTag(lang);
        boolean asJson = json;
        return cli.guarded(files.get(0), locale, file -> {
            Resolution r = cli.resolved(cli.read(file, locale).game());
            if (!r.ok()) {
                return cli.illegal(file, r.error(), Texts.of(locale));
            }
            Review review = Review.of(r);
            ReviewText text = new ReviewText(Texts.of(locale));
            out.println(asJson ? json(review, text) : text(review, text));
            return Cli.OK;
        });
    }

    static String text(Review review, ReviewText t) {
        StringBuilder b = new StringBuilder(t.title()).append("\n\n").append(t.say("review.moments")).append('\n');
        if (review.moments().isEmpty()) {
            b.append(t.say("review.none")).append('\n');
        }
        for (Moment m : review.moments()) {
            b.append('\n').append(t.heading(review, m)).append('\n');
            b.append("  ").append(t.text(m)).append('\n');
            for (String why : t.why(m)) {
                b.append("    ").append(why).append('\n');
            }
            b.append("    ").append(String.join(" · ", t.rules(m))).append('\n');
        }
        b.append('\n').append(t.say("review.points")).append('\n');
        for (PlayerPoints p : review.points()) {
            b.append('\n').append(t.player(review, p)).append('\n');
            b.append("  ").append(t.texts().render(kudde.engine.play.Message.of("review.by-feature", t.byFeature(p))))
                    .append('\n');
            b.append("  ").append(t.texts().render(kudde.engine.play.Message.of("review.by-rule", t.byRule(p))))
                    .append('\n');
        }
        return b.toString().stripTrailing();
    }

    /** The {@code review --json} object of docs/scenario-format.md. */
    static String json(Review review, ReviewText t) {
        Scenario s = review.resolution().scenario();
        List<String> moments = new ArrayList<>();
        for (Moment m : review.moments()) {
            List<String> why = new ArrayList<>();
            for (String w : t.why(m)) {
                why.add(JsonOut.quote(w));
            }
            List<String> rules = new ArrayList<>();
            for (RuleId r : m.rules()) {
                rules.add(JsonOut.quote(r.name()));
            }
            JsonOut o = JsonOut.object()
                    .field("kind", m.kind().word())
                    .field("turn", m.turn())
                    .field("step", m.step())
                    .raw("player", m.player() < 0 ? "null" : JsonOut.quote(s.players().get(m.player()).id()))
                    .field("text", t.text(m))
                    .raw("why", JsonOut.list(why))
                    .raw("rules", JsonOut.list(rules));
            if (m.tending() != null) {
                Moment.Tending g = m.tending();
                o.raw("tending", JsonOut.object()
                        .field("made", g.made().word())
                        .field("better", g.better().word())
                        .field("sheep", g.sheep())
                        .field("guideNow", g.guideNow())
                        .raw("growNow", number(g.growNow()))
                        .raw("lost", number(g.lost()))
                        .close());
            }
            moments.add(o.close());
        }
        List<String> players = new ArrayList<>();
        for (PlayerPoints p : review.points()) {
            Map<String, String> features = new LinkedHashMap<>();
            p.byFeature().forEach((f, v) -> features.put(f.word(), Integer.toString(v)));
            Map<String, String> byRule = new LinkedHashMap<>();
            p.byRule().forEach((r, v) -> byRule.put(r.name(), Integer.toString(v)));
            players.add(JsonOut.object()
                    .field("player", s.players().get(p.player()).id())
                    .field("text", t.player(review, p))
                    .field("start", p.start())
                    .field("end", p.end())
                    .raw("byFeature", JsonOut.map(features))
                    .raw("byRule", JsonOut.map(byRule))
                    .close());
        }
        return JsonOut.object().raw("moments", JsonOut.list(moments)).raw("players", JsonOut.list(players)).close();
    }

    /** Two decimals, or null for NaN (growing is no move). */
    private static String number(double v) {
        return Double.isNaN(v) ? "null" : String.format(Locale.ROOT, "%.2f", v);
    }
}
