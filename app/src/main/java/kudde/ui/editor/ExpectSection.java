package kudde.ui.editor;

import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.swing.JButton;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import javax.swing.SpinnerNumberModel;
import kudde.engine.model.Expect;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Scenario;
import kudde.engine.model.Token;
import kudde.engine.play.Resolution;
import kudde.tutor.Expected;
import kudde.ui.doc.Edit;
import kudde.ui.kit.Strings;
import kudde.ui.kit.WrappingButton;
import kudde.ui.kit.WrappingLabel;

/**
 * The inspector's expected result: taken from the current result with one click (every score, the
 * figures at the end, the bag and the rules the steps apply), then editable: each score, each bag
 * count, the rule ids, each figure ({@link ExpectFigures}); removed with another click. The problems panel says live whether it holds.
 */
final class ExpectSection {
    /** The window's texts. */
    private final Strings texts;
    private final InspectorForm form;
    private final ExpectFigures figures;

    ExpectSection(InspectorForm form) {
        this.texts = form.texts;
        this.form = form;
        this.figures = new ExpectFigures(form);
    }

    void fill(Scenario s) {
        form.section("inspector.expect");
        Expect e = s.expect();
        JButton take = new WrappingButton(texts.get("inspector.expect.take"));
        take.setName("expect.take");
        take.setToolTipText(texts.get("inspector.expect.take.tip"));
        take.addActionListener(a -> take());
        form.content.add(take, "span 2, growx 0, left");
        if (e == null) {
            form.content.add(InspectorForm.wrapped(texts.get("inspector.expect.none")), "span 2, growx, wmin 10");
            return;
        }
        if (e.scores() != null) {
            for (Map.Entry<String, Integer> score : e.scores().entrySet()) {
                JSpinner sp = new JSpinner(new SpinnerNumberModel((int) score.getValue(), 0, 9999, 1));
                sp.setName("expect.score." + score.getKey());
                InspectorForm.narrow(sp);
                sp.addChangeListener(c -> {
                    Expect now = form.doc.scenario().expect();
                    Map<String, Integer> scores = new LinkedHashMap<>(now.scores());
                    scores.put(score.getKey(), (Integer) sp.getValue());
                    form.apply(set(new Expect(scores, now.figures(), now.bag(), now.rules())));
                });
                form.row(new WrappingLabel(texts.format("inspector.expect.score", name(s, score.getKey()))), sp, "growx 0");
            }
        }
        if (e.bag() != null) {
            JPanel spinners = InspectorForm.tokenCounts();
            for (Token t : Token.ORDER) {
                Integer v = e.bag().get(t);
                JSpinner sp = new JSpinner(new SpinnerNumberModel(v == null ? 0 : (int) v, 0, t.inGame(), 1));
                sp.setName("expect.bag." + t.key());
                sp.addChangeListener(c -> {
                    Expect now = form.doc.scenario().expect();
                    Map<Token, Integer> bag = new EnumMap<>(Token.class);
                    bag.putAll(now.bag());
                    bag.put(t, (Integer) sp.getValue());
                    form.apply(set(new Expect(now.scores(), now.figures(), bag, now.rules())));
                });
                InspectorForm.count(spinners, t.wolf() ? texts.get("token.wolf") : t.key(), sp);
            }
            form.heading("inspector.expect.bag");
            form.content.add(spinners, "span 2, left, gapleft 8, wmin 0");
        }
        JTextField rules = new JTextField(Expected.rulesLine(e), 8);
        rules.setName("expect.rules");
        rules.setToolTipText(texts.get("inspector.expect.rules.tip"));
        InspectorForm.onCommit(rules, text -> {
            Expect now = form.doc.scenario().expect();
            form.apply(set(new Expect(now.scores(), now.figures(), now.bag(),
                    text.isBlank() ? null : Expected.parseRules(text))));
        });
        form.row(new WrappingLabel(texts.get("inspector.expect.rules")), rules, "");
        int figures = e.figures() == null ? 0 : e.figures().size();
        // A line that wraps: "1 figuur op het bord aan het eind" was wider than the dock at 200 %.
        javax.swing.JTextArea f = InspectorForm.wrapped(e.figures() == null ? texts.get("inspector.expect.figures.none")
                : texts.format("inspector.expect.figures", figures));
        f.setName("expect.figures");
        form.content.add(f, "span 2, growx, wmin 10");
        this.figures.fill(s, e);
        JButton clear = new WrappingButton(texts.get("inspector.expect.clear"));
        clear.setName("expect.clear");
        clear.setToolTipText(texts.get("inspector.expect.clear.tip"));
        clear.addActionListener(a -> {
            form.apply(set(null));
            form.rebuild();
        });
        form.content.add(clear, "span 2, growx 0, left");
    }

    private void take() {
        Resolution r = form.doc.derived().resolution();
        if (r == null || !r.ok()) {
            form.status.accept(texts.get("inspector.expect.cannot"));
            return;
        }
        form.apply(Edit.ofGame("edit.takeExpect", s -> s.withExpect(Expected.of(r))));
        form.status.accept(texts.get("inspector.expect.taken"));
        form.rebuild();
    }

    private static Edit set(Expect e) {
        return Edit.ofGame("edit.expect", s -> s.withExpect(e));
    }

    private static String name(Scenario s, String id) {
        int i = s.playerIndex(id);
        PlayerSetup p = i < 0 ? null : s.players().get(i);
        return p == null || p.name() == null || p.name().isBlank() ? id : p.name();
    }
}
