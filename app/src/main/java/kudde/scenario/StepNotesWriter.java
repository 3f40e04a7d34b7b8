package kudde.scenario;

import java.util.ArrayList;
import java.util.List;
import kudde.engine.model.StepRef;
import kudde.engine.model.FigureName;
import kudde.lesson.StepComment;
import kudde.lesson.StepDrawing;

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
            if (m.figure() != null) {
                o.raw("figure", figure(m.figure()));
            }
            marks.add(o.close());
        }
        return step(d.step()).raw("marks", JsonOut.list(marks)).close();
    }

    /** The figure a ring goes round: its kind, then a follower's or shepherd's player and location. */
    private static String figure(FigureName f) {
        JsonOut o = JsonOut.object().field("kind", f.kind().word());
        return f.kind().owned() ? o.field("player", f.player()).field("on", f.on()).close() : o.close();
    }

    /**
     * The turn and rule; {@code nth} only past the first step of that rule, so a plain reference stays
     * short. The set-up is {@code "setup": true} alone.
     */
    private static JsonOut step(StepRef r) {
        if (r.setup()) {
            return JsonOut.object().field("setup", true);
        }
        JsonOut o = JsonOut.object().field("turn", r.turn()).field("rule", r.rule().name());
        return r.nth() > 1 ? o.field("nth", r.nth()) : o;
    }
}
