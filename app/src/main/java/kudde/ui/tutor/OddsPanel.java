package kudde.ui.tutor;

import java.awt.Font;
import java.util.List;
import javax.swing.JPanel;
import kudde.engine.model.Token;
import kudde.engine.model.Turn;
import kudde.engine.odds.GrowOrGuide;
import kudde.engine.play.Odds;
import kudde.engine.play.Resolution;
import kudde.engine.play.Step;
import kudde.tutor.Timeline;
import kudde.ui.kit.Fold;
import net.miginfocom.swing.MigLayout;

/**
 * At a tending choice (S4, S5): the bag, the chance of a wolf, and grow against guide over the rest
 * of the game as {@link GrowOrGuide} works it out (the break-even chance, the estimated chance of
 * another tending turn, the lead over the other players), with its assumptions under the numbers.
 * While a question is open, or a grow-or-guide question of the turn is still to be answered, only
 * the bag and the chance of a wolf show ({@link kudde.tutor.Reveal#odds}), so it does not give the
 * answer away. The estimate runs off the event thread ({@link OddsWork}); the bag and the chance of
 * a wolf show at once, the rest once it is in, with a line saying it is being worked out meanwhile.
 */
final class OddsPanel extends Fold {
    private static final long serialVersionUID = 1L;

    private final TutorView view;
    // A heading that wraps: "Uitbreiden of naar de stal? De kansen voor de rest van het spel".
    private final Paragraph title = new Paragraph("oddsTitle");
    private final Paragraph bag = new Paragraph("oddsBag");
    private final Paragraph wolf = new Paragraph("oddsWolf");
    private final Paragraph guide = new Paragraph("oddsGuide");
    private final Paragraph grow = new Paragraph("oddsGrow");
    private final Paragraph chance = new Paragraph("oddsChance");
    private final Paragraph breakEven = new Paragraph("oddsBreakEven");
    private final Paragraph verdict = new Paragraph("oddsVerdict");
    private final Paragraph leads = new Paragraph("oddsLeads");
    private final Paragraph assumed = new Paragraph("oddsAssumed");
    private final Paragraph script = new Paragraph("oddsScript");

    // Shown until the estimate of the step is back, in place of the figures.
    private final Paragraph working = new Paragraph("oddsWorking");
    private final transient OddsWork work = new OddsWork(this::arrived, e -> {
        throw new IllegalStateException("the odds of a tending choice", e);
    });

    OddsPanel(TutorView view) {
        super(new MigLayout("wrap 1, insets 0, fillx, hidemode 3", "[grow,fill]"));
        this.view = view;
        setName("odds");
        verdict.style(Font.BOLD);
        assumed.style(Font.ITALIC);
        working.style(Font.ITALIC);
        title.style(java.awt.Font.BOLD);
        add(title, "growx, wmin 10");
        for (Paragraph p : List.of(bag, wolf, working, guide, grow, chance, breakEven, verdict, leads, assumed, script)) {
            add(p, "growx, wmin 10");
        }
    }

    /** Whether the shown step is a tending choice (grow or guide): the only steps with odds. */
    static boolean atTending(TutorView view) {
        Timeline t = view.timeline();
        Step s = t == null ? null : t.step();
        return s != null && "tend".equals(s.event());
    }

    /** The shown step and its tending player, or null when it is no tending choice. */
    private OddsWork.Key key() {
        if (!atTending(view)) {
            return null;
        }
        Timeline t = view.timeline();
        Turn turn = t.resolution().scenario().turns().get(t.step().turn());
        if (!(turn instanceof Turn.TileTurn tt)) {
            return null;
        }
        return new OddsWork.Key(t.resolution(), t.index(), t.resolution().scenario().playerIndex(tt.player()));
    }

    /** The odds at the current position once worked out; null before, or when it is no tending choice. */
    GrowOrGuide odds() {
        OddsWork.Key k = key();
        return k != null && work.ready(k) ? work.odds() : null;
    }

    /** Whether the odds of the shown step are still being worked out. */
    boolean working() {
        return work.working();
    }

    /** The odds of the shown step are in: show them (the panel grows by their lines). */
    private void arrived() {
        refresh();
        revalidate();
        repaint();
    }

    void refresh() {
        OddsWork.Key k = key();
        if (k == null) {
            work.forget();
            setVisible(false);
            return;
        }
        // Worked out once per step shown, not again when only the language or the text size changes.
        work.want(k);
        boolean ready = work.ready(k);
        GrowOrGuide o = ready ? work.odds() : null;
        // No shepherd of the player's to tend: nothing to weigh.
        setVisible(!ready || o != null);
        if (ready && o == null) {
            return;
        }
        // A question open, or a grow-or-guide question of the turn still to come: the bag and the
        // chance of a wolf are what the learner works from; the expected points (a points answer of
        // S7), the chances and the verdict (a grow-or-guide answer) are answers.
        boolean wait = !view.reveal().odds();
        TutorTexts tx = view.texts();
        int[] b = view.timeline().snapshot().bag();
        Odds drawn = Odds.of(b, 0);
        title.setText(tx.get("odds.title"));
        bag.setText(tx.format("odds.bag", tx.format("odds.bagCounts", b[Token.ONE.ordinal()], b[Token.TWO.ordinal()],
                b[Token.THREE.ordinal()], b[Token.FOUR.ordinal()], b[Token.WOLF.ordinal()], drawn.bagSize())));
        wolf.setText(tx.format("odds.wolf", drawn.wolfChance(), drawn.wolves(), drawn.bagSize()));
        working.setText(tx.get("odds.working"));
        working.setVisible(!wait && !ready);
        boolean scripted = !view.timeline().resolution().scenario().bag().draws().isEmpty();
        script.setText(tx.get("odds.script"));
        script.setVisible(scripted);
        for (Paragraph p : List.of(guide, grow, chance, breakEven, verdict, leads, assumed)) {
            p.setVisible(!wait && ready);
        }
        if (o != null) {
            figures(o, wait);
        }
    }

    /** What the estimate found: guiding against growing, the chances, the verdict and the assumptions. */
    private void figures(GrowOrGuide o, boolean wait) {
        OddsWords w = OddsWords.of(o, view.texts(), this::name);
        guide.setText(w.guide());
        grow.setText(w.grow());
        chance.setText(w.chance());
        chance.setVisible(!wait && !o.closedGuided());
        breakEven.setText(w.breakEven());
        breakEven.setVisible(!wait && !o.closedGuided() && !o.lastTurn() && !o.noTurnLeft());
        verdict.setText(w.verdict());
        leads.setText(String.join("\n", w.leads()));
        leads.setVisible(!wait && !w.leads().isEmpty());
        assumed.setText(String.join("\n", w.assumed()));
    }

    private String name(int player) {
        return view.texts().explain().name(view.timeline().resolution().scenario().players().get(player));
    }
}
