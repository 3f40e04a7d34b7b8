package kudde.scenario;

import java.util.ArrayList;
import java.util.List;
import kudde.engine.model.Exercise;
import kudde.engine.tile.TileType;
import kudde.lesson.LessonExercise;

/** Writes a lesson's {@code exercises} in the order of {@link ExerciseParser#FIELDS}, one exercise a line. */
final class ExerciseWriter {
    private ExerciseWriter() {
    }

    static String exercise(LessonExercise e) {
        List<String> tiles = new ArrayList<>();
        for (TileType t : e.tiles()) {
            tiles.add(JsonOut.quote(t.id()));
        }
        JsonOut o = JsonOut.object().field("after", e.after()).field("player", e.player())
                .raw("tiles", JsonOut.list(tiles)).raw("goal", goal(e.goal()));
        if (!e.ask().isEmpty()) {
            o.raw("ask", ScenarioWriter.texts(e.ask()));
        }
        if (!e.hints().isEmpty()) {
            List<String> hints = new ArrayList<>();
            for (LessonExercise.Hint h : e.hints()) {
                JsonOut hint = JsonOut.object().field("rule", h.rule().name());
                if (!h.look().isEmpty()) {
                    hint.raw("look", ScenarioWriter.texts(h.look()));
                }
                hints.add(hint.close());
            }
            o.raw("hints", JsonOut.list(hints));
        }
        return o.close();
    }

    private static String goal(Exercise.Goal g) {
        JsonOut o = JsonOut.object().field("kind", g.kind().word());
        if (g.player() != null) {
            o.field("player", g.player());
        }
        if (g.atLeast() != null) {
            o.field("atLeast", g.atLeast());
        }
        if (g.atMost() != null) {
            o.field("atMost", g.atMost());
        }
        if (g.atEnd()) {
            o.field("atEnd", true);
        }
        if (g.rule() != null) {
            o.field("rule", g.rule().name());
        }
        if (!g.players().isEmpty()) {
            o.raw("players", JsonOut.list(g.players().stream().map(JsonOut::quote).toList()));
        }
        if (g.figure() != null) {
            o.field("figure", g.figure().word());
        }
        return o.close();
    }
}
