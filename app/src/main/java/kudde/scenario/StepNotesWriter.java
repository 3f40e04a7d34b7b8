package kudde.scenario;

import java.util.ArrayList;
import java.util.List;
import kudde.engine.model.StepComment;
import kudde.engine.model.StepDrawing;
import kudde.engine.model.StepRef;

/** Writes a lesson's {@code comments} and {@code drawings}, one a line, fields in the order of {@link StepNotesParser}. */
final class StepNotesWriter {
    private StepNotesWriter() {
    }

    static String comment(StepComment c) {
        return step(c.step()).raw("text", ScenarioWriter.texts(c.text())).close();
    }

    static String drawing(StepDrawing d) {
        List<String> marks = new ArrayList<>();
        for (StepDrawing.Mark m : d.marks()) {
            JsonOut o = JsonOut.object().field("kind", m.kind().word()).field("colour", m.colour().word());
            if (m.kind() == StepDrawing.Kind.ARROW) {
                o.field("from", m.at()).field("to", m.to());
            } else {
                o.field("at", m.at());
            }
            marks.add(o.close());
        }
        return step(d.step()).raw("marks", JsonOut.list(marks)).close();
    }

    /** The turn and rule; {@code nth} only past the first step of that rule, so a plain reference stays short. */
    private static JsonOut step(StepRef r) {
        JsonOut o = JsonOut.object().field("turn", r.turn()).field("rule", r.rule().name());
        return r.nth() > 1 ? o.field("nth", r.nth()) : o;
    }
}
