package kudde.ui.tutor;

import java.awt.Font;
import javax.swing.JLabel;
import javax.swing.JPanel;
import kudde.engine.model.Question;
import kudde.engine.model.Token;
import kudde.engine.model.Turn;
import kudde.engine.play.Odds;
import kudde.engine.play.Snapshot;
import kudde.engine.play.Step;
import kudde.tutor.QuizFlow;
import kudde.tutor.Timeline;
import net.miginfocom.swing.MigLayout;

/**
 * At a tending choice (S4, S5): the bag, the chance of a wolf, and the expected points of growing once
 * versus guiding now, as {@link Odds} computes them. While a grow-or-guide question of the turn is
 * still to be answered, only the bag and the chance of a wolf show, so it does not give the answer away.
 */
final class OddsPanel extends JPanel {
    private final TutorView view;
    private final JLabel title = new JLabel();
    private final Paragraph bag = new Paragraph("oddsBag");
    private final Paragraph wolf = new Paragraph("oddsWolf");
    private final Paragraph guide = new Paragraph("oddsGuide");
    private final Paragraph grow = new Paragraph("oddsGrow");
    private final Paragraph verdict = new Paragraph("oddsVerdict");
    private final Paragraph script = new Paragraph("oddsScript");

    OddsPanel(TutorView view) {
        super(new MigLayout("wrap 1, insets 0, fillx, hidemode 3", "[grow,fill]"));
        this.view = view;
        setName("odds");
        title.setName("oddsTitle");
        verdict.style(Font.BOLD);
        title.putClientProperty("FlatLaf.styleClass", "h4");
        add(title, "wmin 10");
        add(bag, "growx, wmin 10");
        add(wolf, "growx, wmin 10");
        add(guide, "growx, wmin 10");
        add(grow, "growx, wmin 10");
        add(verdict, "growx, wmin 10");
        add(script, "growx, wmin 10");
    }

    /** The odds at the current position, or null when it is no tending choice. */
    Odds odds() {
        Timeline t = view.timeline();
        Step s = t == null ? null : t.step();
        if (s == null || !"tend".equals(s.event())) {
            return null;
        }
        Turn turn = t.resolution().scenario().turns().get(s.turn());
        if (!(turn instanceof Turn.TileTurn tt)) {
            return null;
        }
        return Odds.at(t.resolution(), t.index(), t.resolution().scenario().playerIndex(tt.player()));
    }

    void refresh() {
        Odds o = odds();
        setVisible(o != null);
        if (o == null) {
            return;
        }
        // A grow-or-guide question still to come: the bag and the chance of a wolf are what the
        // learner works from; the expected points and the verdict are the answer, so they wait.
        boolean wait = questionWaits();
        guide.setVisible(!wait);
        grow.setVisible(!wait);
        verdict.setVisible(!wait);
        TutorTexts tx = view.texts();
        Snapshot s = view.timeline().snapshot();
        int[] b = s.bag();
        title.setText(tx.get("odds.title"));
        bag.setText(tx.format("odds.bag", tx.format("odds.bagCounts", b[Token.ONE.ordinal()], b[Token.TWO.ordinal()],
                b[Token.THREE.ordinal()], b[Token.FOUR.ordinal()], b[Token.WOLF.ordinal()], o.bagSize())));
        wolf.setText(tx.format("odds.wolf", o.wolfChance(), o.wolves(), o.bagSize()));
        guide.setText(tx.format("odds.guide", o.guideNow()));
        grow.setText(tx.format("odds.grow", o.growThenGuide()));
        verdict.setText(tx.get(o.growIsBetter() ? "odds.growBetter" : "odds.guideBetter"));
        boolean scripted = !view.timeline().resolution().scenario().bag().draws().isEmpty();
        script.setText(tx.get("odds.script"));
        script.setVisible(scripted);
    }

    private boolean questionWaits() {
        QuizFlow q = view.quiz();
        Timeline t = view.timeline();
        if (q == null || !view.quizMode()) {
            return false;
        }
        if (q.oddsWait(t.index())) {
            return true;
        }
        Question pending = t.waitingAt() < 0 ? null : q.pendingAt(t.waitingAt());
        return pending != null && pending.kind() == Question.Kind.GROW_OR_GUIDE;
    }
}
