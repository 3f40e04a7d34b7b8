package kudde.ui.editor;

import java.awt.Font;
import java.util.function.UnaryOperator;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import kudde.engine.model.Scenario;
import kudde.engine.rules.Preset;
import kudde.engine.rules.RuleSet;
import kudde.engine.rules.Variant;
import kudde.explain.Texts;
import kudde.ui.doc.Edits;
import kudde.ui.kit.Strings;
import kudde.ui.kit.WrappingLabel;

/** The inspector's rules: the preset and each variant's value, overridden ones in bold. */
final class RulesSection {
    /** The window's texts. */
    private final Strings texts;
    private final InspectorForm form;

    RulesSection(InspectorForm form) {
        this.texts = form.texts;
        this.form = form;
    }

    void fill(Scenario s) {
        form.section("inspector.rules");
        RuleSet r = s.rules();
        JComboBox<String> preset = new JComboBox<>();
        for (Preset p : Preset.values()) {
            preset.addItem(p.key());
        }
        preset.setSelectedItem(r.preset().key());
        UnaryOperator<String> presetWords = k -> Texts.of(texts.locale()).term("preset." + k);
        preset.setRenderer(kudde.ui.kit.ClosedBox.<String>words(preset, presetWords,
                k -> texts.has("inspector.rules.preset." + k + ".brief") ? texts.get("inspector.rules.preset." + k + ".brief")
                        : presetWords.apply(k)));
        preset.setName("rules.preset");
        preset.setToolTipText(texts.get("inspector.rules.preset.tip"));
        preset.addActionListener(e -> {
            Preset p = Preset.ofKey((String) preset.getSelectedItem());
            if (p != null && p != form.doc.scenario().rules().preset()) {
                form.apply(Edits.setRules(form.doc.scenario().rules().withPreset(p)));
                form.rebuild();
            }
        });
        form.row(new WrappingLabel(texts.get("inspector.rules.preset")), preset, "wmin 60");
        for (Variant v : Variant.values()) {
            JComboBox<String> box = new JComboBox<>(v.choices().toArray(new String[0]));
            box.setSelectedItem(r.value(v));
            // The file's value stays the item; the list shows it in the reader's words.
            UnaryOperator<String> whole = value -> texts.get("variant." + v.key() + "." + value);
            box.setRenderer(kudde.ui.kit.ClosedBox.<String>words(box, whole, value -> texts.get(brief("variant." + v.key() + "." + value))));
            box.setToolTipText(whole.apply(r.value(v)));
            box.setName("rules." + v.key());
            box.addActionListener(e -> {
                String value = (String) box.getSelectedItem();
                if (value != null && !value.equals(form.doc.scenario().rules().value(v))) {
                    form.apply(Edits.setRules(form.doc.scenario().rules().with(v, value)));
                    form.rebuild();
                }
            });
            JLabel label = new WrappingLabel(texts.get("variant." + v.key()));
            if (r.overrides().containsKey(v)) {
                label.setFont(label.getFont().deriveFont(Font.BOLD));
                label.setToolTipText(texts.get("inspector.rules.overridden"));
            }
            // The list shows the long words; the box itself may be narrower than the longest.
            form.row(label, box, "wmin 60");
        }
    }

    /** A choice's brief words where it has them ("presence"), else its words ("mandatory"). */
    private String brief(String key) {
        return texts.has(key + ".brief") ? key + ".brief" : key;
    }
}
