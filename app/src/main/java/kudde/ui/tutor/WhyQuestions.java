package kudde.ui.tutor;

import java.util.List;
import kudde.engine.board.Board;
import kudde.engine.model.Pos;
import kudde.engine.play.Figure;
import kudde.engine.play.Highlight;
import kudde.engine.play.Step;
import kudde.tutor.Standing;
import kudde.tutor.Timeline;
import kudde.tutor.Why;
import kudde.tutor.WhyChains;

/**
 * The tutor's why-questions (why a player has the score shown, why a figure stands as it does, what
 * happened to a feature) and the board's clicks that select the latest step about a thing. The open
 * question is asked again at the step shown when the learner steps on, and remembers the step it was
 * answered at: a chain never describes another moment than the board shows.
 */
final class WhyQuestions {
    private final TutorView view;
    private final WhyPanel panel;
    private Runnable again;
    private int answeredAt = -1;

    WhyQuestions(TutorView view, WhyPanel panel) {
        this.view = view;
        this.panel = panel;
    }

    void score(int player) {
        Timeline t = view.timeline();
        if (t == null) {
            return;
        }
        Standing s = view.standings().get(player);
        panel.show(WhyChains.score(t, player), view.texts().format("why.score", s.name(), s.score()));
        asked(() -> score(player));
    }

    void figure(int figure) {
        Timeline t = view.timeline();
        if (t == null || figure < 0 || figure >= t.snapshot().figures().size()) {
            return;
        }
        panel.show(WhyChains.figure(t, figure), view.texts().get("why.figure"));
        Figure f = t.snapshot().figures().get(figure);
        asked(() -> {
            // The same figure at the step shown, if it still stands there; else the chain closes.
            List<Figure> now = view.timeline().snapshot().figures();
            for (int i = 0; i < now.size(); i++) {
                Figure g = now.get(i);
                if (g.kind() == f.kind() && g.player() == f.player() && g.x() == f.x() && g.y() == f.y()
                        && g.segment() == f.segment()) {
                    figure(i);
                    return;
                }
            }
        });
    }

    void feature(Pos at, int segment) {
        Timeline t = view.timeline();
        if (t == null || t.board().tileAt(at.x(), at.y()) < 0) {
            return;
        }
        Board b = t.board();
        String type = view.texts().explain().term("feature." + b.typeOf(b.segment(b.tileAt(at.x(), at.y()), segment)).word());
        panel.show(WhyChains.feature(t, at, segment), view.texts().format("why.feature", type));
        asked(() -> feature(at, segment));
    }

    private void asked(Runnable question) {
        again = question;
        answeredAt = view.timeline().index();
    }

    /**
     * The learner stepped on (or back) with a why-chain open: ask its question again at the step
     * shown, so the chain follows the board; it closes when its figure or tile is not there then.
     */
    void follow() {
        Timeline t = view.timeline();
        if (panel.why() == null || t == null || t.index() == answeredAt) {
            return;
        }
        Runnable question = again;
        panel.show(null, "");
        again = null;
        if (question != null) {
            question.run();
        }
    }

    /** The why-button of the explanation: the first feature the step is about, else its first figure. */
    void step() {
        Step s = view.timeline() == null ? null : view.timeline().step();
        if (s == null) {
            return;
        }
        if (!s.highlight().features().isEmpty()) {
            Highlight.SegmentRef r = s.highlight().features().get(0);
            feature(r.at(), r.segment());
        } else if (!s.highlight().figures().isEmpty()) {
            figure(s.highlight().figures().get(0));
        }
    }

    /** The board was clicked on a feature: select the latest step, up to the shown one, about it. */
    boolean clickedFeature(Pos at, int segment) {
        Timeline t = view.timeline();
        if (t == null || t.board().tileAt(at.x(), at.y()) < 0) {
            return false;
        }
        return selectLast(t, WhyChains.feature(t, at, segment));
    }

    /** The board was clicked on a figure of the shown position: select the latest step about it. */
    boolean clickedFigure(int figure) {
        Timeline t = view.timeline();
        if (t == null || figure < 0 || figure >= t.snapshot().figures().size()) {
            return false;
        }
        return selectLast(t, WhyChains.figure(t, figure));
    }

    private static boolean selectLast(Timeline t, Why w) {
        if (w.links().isEmpty()) {
            return false;
        }
        return t.select(w.links().get(w.links().size() - 1).index());
    }
}
