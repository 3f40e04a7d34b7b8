package kudde.ui.editor;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import javax.swing.BorderFactory;
import javax.swing.JCheckBox;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.JTextArea;
import javax.swing.JTextField;
import javax.swing.SpinnerNumberModel;
import kudde.engine.model.BagSetup;
import kudde.engine.model.Scenario;
import kudde.engine.model.Token;
import kudde.engine.play.Odds;
import kudde.ui.doc.Edits;
import kudde.ui.kit.Strings;
import kudde.ui.kit.Theme;
import kudde.ui.kit.WrappingCheckBox;
import kudde.ui.kit.WrappingLabel;

/**
 * The inspector's bag: what is in it before the first turn and the chance of a wolf, the contents set
 * by hand, the scripted draws and the seed of the shuffle.
 */
final class BagSection {
    /** The window's texts. */
    private final Strings texts;
    private final InspectorForm form;

    BagSection(InspectorForm form) {
        this.texts = form.texts;
        this.form = form;
    }

    void fill(Scenario s) {
        form.section("inspector.bag");
        int[] inBag = s.bag().atStart(s.figures()); // S11 is the engine's
        StringBuilder counts = new StringBuilder();
        int size = 0;
        for (Token t : Token.ORDER) {
            counts.append(counts.length() == 0 ? "" : "   ").append(t.wolf() ? texts.get("token.wolf") : t.key())
                    .append(": ").append(inBag[t.ordinal()]);
            size += inBag[t.ordinal()];
        }
        JTextArea now = InspectorForm.wrapped(counts.toString());
        now.setName("bag.now");
        form.heading("inspector.bag.now");
        // Own lines across the form: the counts and the chance do not fit beside a label.
        form.content.add(now, "span 2, growx, gapleft 8, wmin 10");
        Odds odds = Odds.of(inBag, 0);
        JTextArea wolf = InspectorForm.wrapped(texts.format("inspector.bag.wolfChance", odds.wolfChance(), size,
                odds.wolves()));
        wolf.setName("bag.wolf");
        form.content.add(wolf, "span 2, growx, gapleft 8, wmin 10");

        JCheckBox byHand = new WrappingCheckBox(texts.get("inspector.bag.byHand"));
        byHand.setSelected(s.bag().contents() != null);
        byHand.setName("bag.byHand");
        // Across the form, not in the fields' column: beside the widest label it stuck out of a narrow dock.
        form.content.add(byHand, "span 2, left, gapleft 8");
        // Four tokens a line, or two: five with the wolf do not fit beside one another in a narrow dock.
        JPanel spinners = InspectorForm.tokenCounts();
        Map<Token, JSpinner> fields = new EnumMap<>(Token.class);
        for (Token t : Token.ORDER) {
            int v = s.bag().contents() != null ? s.bag().contents().getOrDefault(t, 0) : inBag[t.ordinal()];
            JSpinner sp = new JSpinner(new SpinnerNumberModel(v, 0, t.inGame(), 1));
            sp.setName("bag." + t.key());
            sp.setEnabled(s.bag().contents() != null);
            fields.put(t, sp);
            InspectorForm.count(spinners, t.wolf() ? texts.get("token.wolf") : t.key(), sp);
        }
        Runnable commitContents = () -> {
            Map<Token, Integer> c = new EnumMap<>(Token.class);
            for (Token t : Token.ORDER) {
                c.put(t, (Integer) fields.get(t).getValue());
            }
            BagSetup b = form.doc.scenario().bag();
            form.apply(Edits.setBag(new BagSetup(byHand.isSelected() ? c : null, b.draws(), b.seed())));
        };
        for (JSpinner sp : fields.values()) {
            sp.addChangeListener(e -> commitContents.run());
        }
        byHand.addActionListener(e -> {
            commitContents.run();
            form.rebuild();
        });
        form.content.add(spinners, "span 2, left, gapleft 8, wmin 0");

        JTextField draws = new JTextField(drawsText(s.bag().draws()), 6);
        draws.setName("bag.draws");
        draws.setToolTipText(texts.get("inspector.bag.draws.tip"));
        InspectorForm.onCommit(draws, text -> {
            List<Token> parsed = parseDraws(text);
            if (parsed == null) {
                draws.setBorder(BorderFactory.createLineBorder(Theme.colour("Kudde.error")));
                form.status.accept(texts.get("inspector.bag.draws.bad"));
                return;
            }
            draws.setBorder(new JTextField().getBorder());
            BagSetup b = form.doc.scenario().bag();
            form.apply(Edits.setBag(new BagSetup(b.contents(), parsed, b.seed())));
        });
        form.row(new WrappingLabel(texts.get("inspector.bag.draws")), draws, "");
        JTextField seed = new JTextField(Long.toString(s.bag().seed()), 6);
        seed.setName("bag.seed");
        InspectorForm.onCommit(seed, text -> {
            try {
                long v = Long.parseLong(text.trim());
                BagSetup b = form.doc.scenario().bag();
                form.apply(Edits.setBag(new BagSetup(b.contents(), b.draws(), v)));
            } catch (NumberFormatException ex) {
                form.status.accept(texts.get("inspector.bag.seed.bad"));
            }
        });
        form.row(new WrappingLabel(texts.get("inspector.bag.seed")), seed, "");
    }

    private static String drawsText(List<Token> draws) {
        List<String> out = new ArrayList<>();
        for (Token t : draws) {
            out.add(t.key());
        }
        return String.join(", ", out);
    }

    /** "3, wolf, 1" as tokens, or null when a word is not a token. */
    static List<Token> parseDraws(String text) {
        List<Token> out = new ArrayList<>();
        for (String w : text.split("[,\\s]+")) {
            if (w.isBlank()) {
                continue;
            }
            Token t = Token.ofKey(w.trim().toLowerCase(java.util.Locale.ROOT));
            if (t == null) {
                return null;
            }
            out.add(t);
        }
        return out;
    }
}
