package kudde.ui.tutor;

import java.awt.Font;
import java.awt.Point;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.ArrayList;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import kudde.lesson.StepDrawing;
import kudde.engine.play.IllegalTurn;
import kudde.engine.play.Step;
import kudde.engine.rules.RuleId;
import kudde.explain.Texts;
import kudde.ui.kit.Theme;
import net.miginfocom.swing.MigLayout;
import kudde.tutor.Timeline;

/**
 * What the selected step did and why: the rule id and title, the text in the chosen language, the
 * Dutch sentence the rule rests on, the points, and a note where the other preset decides
 * differently. Pointing at it makes the board show the step's subject strongly.
 */
final class ExplanationPanel extends JPanel {
    private static final long serialVersionUID = 1L;

    private final TutorView view;
    // Wraps: a lesson's title in learn mode's heading size is wider than the side at 1280 × 800.
    private final Paragraph title = new Paragraph("explainTitle").font("h4.font");
    // Wraps: a long rule title ("S9 · A shepherd is not a follower; one flock per field") is
    // wider than the dock at 1280 × 800.
    private final Paragraph rule = new Paragraph("rule").font("h3.font");
    // Wraps: three rule titles do not fit a line of the dock ("H4 Hill br…").
    private final Paragraph also = new Paragraph("alsoRules");
    private final Paragraph text = new Paragraph("stepText");
    private final CommentBox comment;
    // Labels that wrap: at 200 % in a narrow side "Uit de Nederlandse spelregels:" was cut to 348 px of 434.
    private final JLabel sourceLabel = new kudde.ui.kit.WrappingLabel("");
    private final Paragraph source = new Paragraph("source");
    private final JLabel points = new kudde.ui.kit.WrappingLabel("");
    private final JPanel notesBox = new JPanel(new MigLayout("wrap 1, insets 6, fillx", "[grow,fill]"));
    private final JLabel notesLabel = new kudde.ui.kit.WrappingLabel("");
    private final Paragraph notes = new Paragraph("notes");
    private final Paragraph error = new Paragraph("error");
    private final JButton why = new JButton();
    private boolean hovering;

    ExplanationPanel(TutorView view) {
        super(new MigLayout("wrap 1, insets 0, fillx, hidemode 3", "[grow,fill]"));
        this.view = view;
        this.comment = new CommentBox(view);
        setName("explanation");
        sourceLabel.setName("sourceLabel");
        points.setName("points");
        why.setName("why");
        source.style(Font.ITALIC);
        notesBox.setName("notesBox");
        notesBox.add(notesLabel, "wmin 10");
        notesBox.add(notes, "growx, wmin 10");
        Theme.foreground(error, "Kudde.error");
        why.addActionListener(e -> view.whyStep());
        add(title, "growx, wmin 10");
        add(rule, "growx, gaptop 4, wmin 10");
        add(also, "growx, wmin 10");
        add(text, "growx, wmin 10, gaptop 4");
        // The author's own words on the step, right under the engine's.
        add(comment, "growx, wmin 10, gaptop 6");
        add(sourceLabel, "gaptop 6, wmin 10");
        add(source, "growx, wmin 10");
        add(points, "gaptop 6, wmin 10");
        add(notesBox, "growx, gaptop 6");
        add(error, "growx, wmin 10, gaptop 6");
        add(why, "left, growx 0, gaptop 6");
        trackHover(this);
    }

    @Override
    public void updateUI() {
        super.updateUI();
        if (notesBox != null) {
            notesBox.setBackground(Theme.colour("Kudde.notes.background"));
            notesBox.setBorder(BorderFactory.createLineBorder(Theme.colour("Component.borderColor")));
            notesLabel.setFont(UIManager.getFont("Label.font").deriveFont(Font.BOLD));
        }
    }

    /**
     * In learn mode the rule, the step's text and the Dutch sentence are read at arm's length:
     * the theme's reading sizes (Kudde.learn.*Points); else the dock's usual sizes.
     */
    void reading(boolean on) {
        // The lesson's title heads the page in learn mode, as a heading the eye finds first.
        title.font(on ? "h2.font" : "h4.font");
        rule.points(on ? Theme.number("Kudde.learn.rulePoints") : 0);
        for (Paragraph p : List.of(text, also, source, notes)) {
            p.points(on ? Theme.number("Kudde.learn.textPoints") : 0);
        }
        revalidate();
    }

    void refresh() {
        TutorTexts tx = view.texts();
        // The learner reads places and tiles in words; an author also sees their coordinates and ids.
        Texts ex = view.authoring() ? Texts.forAuthors(tx.explain().locale()) : tx.explain();
        Step s = view.timeline() == null ? null : view.timeline().step();
        why.setText(tx.get("explain.why"));
        title.setText(tx.get("explain.title"));
        if (view.timeline() == null) {
            show(false, false, false);
            comment.refresh();
            String reason = view.unavailableReason();
            text.setText(reason == null ? "" : reason);
            error.setVisible(false);
            why.setVisible(false);
            return;
        }
        if (s == null) {
            show(false, false, false);
            String description = tx.pick(Timeline.opening(view.lesson()));
            // A lesson with no turn (an exercise's position) tells what its set-up means here (S8).
            for (Step set : view.timeline().setUpSteps()) {
                List<String> said0 = new ArrayList<>(List.of(ex.stepText(set)));
                said0.addAll(ex.notes(set));
                String said = String.join(" ", said0);
                description = description.isEmpty() ? said : tx.format("explain.openingAndSetup", description, said);
            }
            title.setText(tx.pick(view.lesson().title()));
            // At an exercise the learner plays now: no "press Next to watch the turns"; nor in a
            // game, whose turns are not there yet to watch but come as they are played.
            String setup = view.exerciseActive() ? "" : view.inGame() ? tx.get("explain.gameSetup") : tx.get("explain.setup");
            text.setText(description.isEmpty() ? setup : setup.isEmpty() ? description
                    : tx.format("explain.openingAndSetup", description, setup));
        } else {
            rule.setText(tx.format("explain.rule", s.rule().name(), ex.ruleTitle(s.rule())));
            List<String> others = new ArrayList<>();
            for (RuleId r : s.rules()) {
                if (r != s.rule()) {
                    others.add(tx.format("explain.alsoRule", r.name(), ex.ruleTitle(r)));
                }
            }
            also.setText(tx.format("explain.alsoRules", ex.join(others)));
            also.setVisible(!others.isEmpty());
            // Not while an exercise is played here: the takeaway tells its answer. The exercise
            // panel says it once the exercise is done.
            String takeaway = view.exerciseActive() ? "" : tx.pick(view.timeline().closing(view.lesson()));
            text.setText(takeaway.isEmpty() ? ex.stepText(s) : tx.format("explain.stepAndTakeaway", ex.stepText(s), takeaway));
            String src = sources(tx, ex, s);
            sourceLabel.setText(tx.get("explain.source"));
            source.setText(src == null ? "" : src);
            sourceLabel.setVisible(src != null);
            source.setVisible(src != null);
            points.setText(pointsText(tx, s));
            List<String> ns = ex.notes(s);
            notesLabel.setText(tx.get("explain.note"));
            notes.setText(String.join("\n", ns));
            notesBox.setVisible(!ns.isEmpty());
            rule.setVisible(true);
            points.setVisible(true);
        }
        comment.refresh();
        IllegalTurn err = view.timeline().resolution().error();
        boolean showError = err != null && view.timeline().atEnd();
        error.setVisible(showError);
        if (showError) {
            String reason = err.rule() == null ? ex.render(err.reason())
                    : tx.format("explain.errorRule", ex.render(err.reason()), err.rule().name());
            error.setText(tx.format("explain.error", err.turn() + 1, reason));
        }
        why.setVisible(s != null && (!s.highlight().features().isEmpty() || !s.highlight().figures().isEmpty()));
    }

    /**
     * The Dutch sentences the step's rules rest on, the main rule first; each once (H4 and H6 quote
     * the same sentence), marked with its rule id when there are several. Null when none has one.
     */
    private static String sources(TutorTexts tx, Texts ex, Step s) {
        java.util.LinkedHashMap<String, String> byText = new java.util.LinkedHashMap<>();
        List<RuleId> rules = new ArrayList<>();
        rules.add(s.rule());
        rules.addAll(s.rules());
        for (RuleId r : rules) {
            ex.source(r).ifPresent(text -> byText.putIfAbsent(text, r.name()));
        }
        if (byText.isEmpty()) {
            return null;
        }
        List<String> parts = new ArrayList<>();
        for (java.util.Map.Entry<String, String> e : byText.entrySet()) {
            parts.add(byText.size() > 1 ? tx.format("explain.sourceOfRule", e.getValue(), e.getKey())
                    : tx.format("explain.sourceQuote", e.getKey()));
        }
        return String.join("\n", parts);
    }

    private void show(boolean ruleShown, boolean sourceShown, boolean notesShown) {
        rule.setVisible(ruleShown);
        also.setVisible(ruleShown);
        sourceLabel.setVisible(sourceShown);
        source.setVisible(sourceShown);
        points.setVisible(ruleShown);
        notesBox.setVisible(notesShown);
    }

    private String pointsText(TutorTexts tx, Step s) {
        List<String> parts = new ArrayList<>();
        for (int p = 0; p < s.points().length; p++) {
            if (s.points()[p] != 0) {
                String name = view.standings().get(p).name();
                parts.add(tx.format("explain.playerPoints", name, s.points()[p]));
            }
        }
        return parts.isEmpty() ? tx.get("explain.noPoints") : tx.format("explain.points", String.join(", ", parts));
    }

    /** The colour the board's drawing gesture draws in, as chosen under the comment. */
    StepDrawing.Colour drawingColour() {
        return comment.colour();
    }

    void setDrawingColour(StepDrawing.Colour c) {
        comment.setColour(c);
    }

    /** Says under the comment why a drawing or a comment was not taken. */
    void refuse(String why) {
        comment.refuse(why);
    }

    boolean hovering() {
        return hovering;
    }

    /** Hovering any part of the panel counts; children would otherwise swallow the parent's events. */
    private void trackHover(JComponent c) {
        c.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseEntered(MouseEvent e) {
                setHover(true);
            }

            @Override
            public void mouseExited(MouseEvent e) {
                Point p = SwingUtilities.convertPoint(e.getComponent(), e.getPoint(), ExplanationPanel.this);
                setHover(contains(p));
            }
        });
        for (java.awt.Component child : c.getComponents()) {
            if (child instanceof JComponent jc && !(child instanceof JButton)) {
                trackHover(jc);
            }
        }
    }

    private void setHover(boolean h) {
        if (h != hovering) {
            hovering = h;
            view.showBoard();
        }
    }
}
