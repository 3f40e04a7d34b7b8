package kudde.ui.editor;

import java.util.List;
import javax.swing.JLabel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.JTextField;
import kudde.engine.model.Scenario;
import kudde.ui.doc.Edits;
import kudde.ui.kit.Strings;

/** The inspector's first section: the scenario's title and description, in English and in Dutch. */
final class TextsSection {
    private final InspectorForm form;

    TextsSection(InspectorForm form) {
        this.form = form;
    }

    void fill(Scenario s) {
        form.section("inspector.scenario");
        for (String lang : List.of("en", "nl")) {
            JTextField title = new JTextField(s.title().getOrDefault(lang, ""));
            title.setName("title." + lang);
            title.setColumns(8);
            InspectorForm.onCommit(title, text -> form.apply(Edits.setTitle(lang, text)));
            form.content.add(new JLabel(Strings.get("inspector.title." + lang)));
            form.content.add(title);
        }
        for (String lang : List.of("en", "nl")) {
            JTextArea d = new JTextArea(s.description().getOrDefault(lang, ""), 3, 8);
            d.setName("description." + lang);
            d.setLineWrap(true);
            d.setWrapStyleWord(true);
            InspectorForm.onCommit(d, text -> form.apply(Edits.setDescription(lang, text)));
            form.content.add(new JLabel(Strings.get("inspector.description." + lang)), "top");
            JScrollPane sp = new JScrollPane(d);
            form.content.add(sp, "hmin 50");
        }
    }
}
