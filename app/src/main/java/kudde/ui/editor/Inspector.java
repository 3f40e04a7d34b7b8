package kudde.ui.editor;

import java.util.List;
import java.util.function.Consumer;
import javax.swing.BorderFactory;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import kudde.engine.model.Scenario;
import kudde.lesson.Lesson;
import kudde.ui.doc.Document;
import kudde.ui.doc.Edit;
import kudde.ui.kit.FitWidthPanel;
import kudde.ui.kit.WhenShown;
import net.miginfocom.swing.MigLayout;
import kudde.ui.kit.Strings;

/**
 * The inspector: title and description in both languages, the players (add and remove up to
 * six, names, colours, scores, supply), the bag (what is in it, the scripted draws, the chance of
 * a wolf now) and the rules preset with each variant. Every change is an undoable edit.
 */
public final class Inspector extends JPanel {
    private static final long serialVersionUID = 1L;

    private final Document doc;
    private final JPanel content = new FitWidthPanel(new MigLayout("insets 8, gap 4 3, wrap 2, hidemode 3",
            "[right][grow, fill]"));
    private boolean applying;
    private final List<Consumer<Lesson>> sections;
    // What the form was last filled from (see shownOf); nothing yet.
    private List<Object> builtFrom = List.of();

    public Inspector(Document doc, Strings texts, Consumer<String> status) {
        super(new java.awt.BorderLayout());
        this.doc = doc;
        setName("inspector");
        JScrollPane scroll = new JScrollPane(content);
        scroll.setBorder(BorderFactory.createEmptyBorder());
        scroll.getVerticalScrollBar().setUnitIncrement(16);
        add(scroll);
        InspectorForm form = new InspectorForm(content, doc, texts, status, this::apply, this::rebuild);
        TextsSection lessonTexts = new TextsSection(form);
        PlayersSection players = new PlayersSection(form);
        BagSection bag = new BagSection(form);
        RulesSection rules = new RulesSection(form);
        ExpectSection expect = new ExpectSection(form);
        sections = List.of(lessonTexts::fill, l -> players.fill(l.game()), l -> bag.fill(l.game()), l -> rules.fill(l.game()),
                l -> expect.fill(l.game()));
        doc.addListener(() -> {
            // Most edits (a tile, a figure moved) change nothing the form shows: rebuilding its
            // hundred components anyway took 30-120 ms an edit on a 10,000-tile board.
            if (!applying && !builtFrom.equals(shownOf(doc.lesson()))) {
                rebuild();
            }
        });
        rebuild();
    }

    // Filling the inspector makes some hundred components; while its tab is behind another (the
    // tutor's, when a lesson is open) that waits until it is brought to the front.
    private final WhenShown fill = new WhenShown(this, this::fill);

    private void apply(Edit e) {
        applying = true;
        try {
            doc.apply(e);
            // The form shows the edit already (the user made it there): what it was filled from is now
            // what it shows, so the next change of something else (saving the file) does not fill it
            // again under the user's hands, taking the field they type in away with its focus.
            builtFrom = shownOf(doc.lesson());
        } finally {
            applying = false;
        }
    }

    /** Fills the inspector from the document (also after a language switch), now or when it is next shown. */
    public void rebuild() {
        fill.request();
    }

    /** What the form shows of a lesson: its texts, its game's players, bag and rules, and the figures (supply, tokens). */
    private static List<Object> shownOf(Lesson l) {
        Scenario s = l.game();
        return java.util.Arrays.asList(l.title(), l.description(), l.goal(), l.takeaway(), s.players(), s.bag(), s.rules(),
                s.figures(), s.expect());
    }

    private void fill() {
        content.removeAll();
        Lesson s = doc.lesson();
        builtFrom = shownOf(s);
        for (Consumer<Lesson> section : sections) {
            section.accept(s);
        }
        // Each field named by its label, for a screen reader (docs/accessibility.md).
        kudde.ui.kit.LabelsName.controlsIn(content);
        content.revalidate();
        content.repaint();
    }
}
