package kudde.tutor.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import kudde.engine.model.Turn;
import kudde.engine.play.Message;
import kudde.engine.rules.RuleId;
import kudde.explain.Texts;

/** A review in the reader's language: every sentence from the message patterns of {@link Texts}. */
public final class ReviewText {
    private final Texts texts;

    public ReviewText(Texts texts) {
        this.texts = texts;
    }

    public Texts texts() {
        return texts;
    }

    public String title() {
        return say("review.title");
    }

    /** "Turn 12 · Grow or guide"; a moment of final scoring says so instead of a turn. */
    public String heading(Review review, Moment m) {
        return texts.render(Message.of("review.heading", when(review, m), say("review.kind." + m.kind().word())));
    }

    /** "Turn 12", or "Final scoring"; turns are counted from 1. */
    public String when(Review review, Moment m) {
        boolean end = review.resolution().scenario().turns().get(m.turn()) instanceof Turn.EndGame;
        return end ? say("review.final") : texts.render(Message.of("review.turn", m.turn() + 1));
    }

    public String text(Moment m) {
        return texts.render(m.text());
    }

    /** The rule steps behind the moment, each a sentence or two. */
    public List<String> why(Moment m) {
        List<String> out = new ArrayList<>();
        for (Message w : m.why()) {
            out.add(texts.render(w));
        }
        return out;
    }

    /** The rules a moment rests on, each with its title: "S5 Tending choice". */
    public List<String> rules(Moment m) {
        List<String> out = new ArrayList<>();
        for (RuleId r : m.rules()) {
            out.add(rule(r));
        }
        return out;
    }

    public String rule(RuleId r) {
        return texts.render(Message.of("review.rule", r.name(), texts.ruleTitle(r)));
    }

    /** "Anna: 38 points in the game (0 at the start, 38 at the end)." */
    public String player(Review review, PlayerPoints p) {
        Object who = Review.who(review.resolution().scenario(), p.player());
        return texts.render(Message.of("review.player.points", who, p.gained(), p.start(), p.end()));
    }

    /** "cities 20, roads 6 and flocks 9". */
    public String byFeature(PlayerPoints p) {
        List<Object> items = new ArrayList<>();
        for (Map.Entry<PlayerPoints.Feature, Integer> e : p.byFeature().entrySet()) {
            items.add(Message.of("review.points.item", new Message.Term("review.feature." + e.getKey().word()),
                    e.getValue()));
        }
        return texts.render(Message.of("review.points.list", new Message.Names(items)));
    }

    /** "B4 Cities 20, S7 Guide the flock to the stable 9". */
    public String byRule(PlayerPoints p) {
        List<Object> items = new ArrayList<>();
        for (Map.Entry<RuleId, Integer> e : p.byRule().entrySet()) {
            items.add(Message.of("review.points.item", rule(e.getKey()), e.getValue()));
        }
        return texts.render(Message.of("review.points.list", new Message.Names(items)));
    }

    public String say(String key) {
        return texts.render(Message.of(key));
    }
}
