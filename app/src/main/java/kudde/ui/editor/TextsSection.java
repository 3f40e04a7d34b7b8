package kudde.ui.editor;

import java.util.List;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.JTextField;
import kudde.lang.Languages;
import kudde.lesson.Lesson;
import kudde.ui.doc.Edits;
import kudde.ui.kit.Strings;
import kudde.ui.kit.WrappingLabel;

/** The inspector's first section: the scenario's title, description, goal and takeaway, in every language Kudde speaks. */
final class TextsSection {
    /** The window's texts. */
    private final Strings texts;
    private final InspectorForm form;

    TextsSection(InspectorForm form) {
        this.texts = form.texts;
        this.form = form;
    }

    void fill(Lesson s) {
        form.section("inspector.scenario");
        for (String lang : Languages.tags()) {
            JTextField title = new JTextField(s.title().getOrDefault(lang, ""));
            title.setName("title." + lang);
            title.setColumns(8);
            InspectorForm.onCommit(title, text -> form.apply(Edits.setTitle(lang, text)));
            form.row(new WrappingLabel(texts.format("inspector.title", lang)), title, "");
        }
        for (String lang : Languages.tags()) {
            JTextArea d = new JTextArea(s.description().getOrDefault(lang, ""), 3, 8);
            d.setName("description." + lang);
            d.setLineWrap(true);
            d.setWrapStyleWord(true);
            InspectorForm.onCommit(d, text -> form.apply(Edits.setDescription(lang, text)));
            form.row(new WrappingLabel(texts.format("inspector.description", lang)), new JScrollPane(d), "hmin 50");
        }
        // The lesson's goal (read before the first step) and takeaway (after the last), every language.
        for (String part : List.of("goal", "takeaway")) {
            for (String lang : Languages.tags()) {
                java.util.Map<String, String> now = part.equals("goal") ? s.goal() : s.takeaway();
                JTextArea t = new JTextArea(now.getOrDefault(lang, ""), 2, 8);
                t.setName(part + "." + lang);
                t.setLineWrap(true);
                t.setWrapStyleWord(true);
                InspectorForm.onCommit(t, text -> form.apply(part.equals("goal") ? Edits.setGoal(lang, text)
                        : Edits.setTakeaway(lang, text)));
                form.row(new WrappingLabel(texts.format("inspector." + part, lang)), new JScrollPane(t), "hmin 40");
            }
        }
    }
}
