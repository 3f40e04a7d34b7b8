package kudde.scenario;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import kudde.engine.model.Exercise;
import kudde.engine.model.FigureKind;
import kudde.engine.model.FigureSetup;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Turn;
import kudde.engine.rules.RuleId;
import kudde.engine.tile.TileType;
import kudde.lesson.LessonExercise;

/**
 * Reads a lesson's {@code exercises} (docs/scenario-format.md "exercises"), as strictly
 * as the rest of the file: unknown or repeated fields, wrong types, an unknown goal kind or rule
 * id, a player not in the file, or {@code after} beyond the turns are errors with their path.
 */
final class ExerciseParser {
    static final List<String> FIELDS = List.of("after", "player", "tiles", "goal", "ask", "hints");
    static final List<String> GOAL_FIELDS = List.of("kind", "player", "atLeast", "atMost", "atEnd", "rule",
            "players", "figure");
    static final List<String> HINT_FIELDS = List.of("rule", "look");
    private static final int MAX_TILES = 2;
    private static final int MAX_HINTS = 3;

    private final JsonIn in;
    private final ScenarioParser parser;

    ExerciseParser(JsonIn in, ScenarioParser parser) {
        this.in = in;
        this.parser = parser;
    }

    LessonExercise exercise(String path) throws IOException {
        Integer[] after = {null};
        String[] player = {null};
        // One-element arrays carry what the field lambdas read; a generic array is made raw.
        @SuppressWarnings({"unchecked", "rawtypes"})
        List<TileType>[] tiles = new List[1];
        Exercise.Goal[] goal = {null};
        @SuppressWarnings({"unchecked", "rawtypes"})
        Map<String, String>[] ask = new Map[1];
        @SuppressWarnings({"unchecked", "rawtypes"})
        List<LessonExercise.Hint>[] hints = new List[1];
        boolean[] ok = {true};
        Set<String> seen = in.object(path, FIELDS, (name, p) -> {
            switch (name) {
                case "after" -> {
                    after[0] = in.int32(p);
                    if (after[0] != null && after[0] < 0) {
                        in.error(p, "exercise.after", after[0].toString());
                        after[0] = null;
                    }
                    ok[0] &= after[0] != null;
                }
                case "player" -> ok[0] &= (player[0] = in.string(p)) != null;
                case "tiles" -> {
                    tiles[0] = in.list(p, parser::tileType);
                    ok[0] &= tiles[0] != null;
                    if (tiles[0] != null && (tiles[0].isEmpty() || tiles[0].size() > MAX_TILES)) {
                        in.error(p, "exercise.tiles", tiles[0].size());
                        ok[0] = false;
                    }
                }
                case "goal" -> ok[0] &= (goal[0] = goal(p)) != null;
                case "ask" -> ok[0] &= (ask[0] = parser.texts(p)) != null;
                default -> {
                    hints[0] = in.list(p, this::hint);
                    ok[0] &= hints[0] != null;
                    if (hints[0] != null && hints[0].size() > MAX_HINTS) {
                        in.error(p, "exercise.hints", hints[0].size());
                        ok[0] = false;
                    }
                }
            }
        });
        if (seen == null || !parser.required(path, seen, "after", "player", "tiles", "goal") || !ok[0]) {
            return null;
        }
        return new LessonExercise(new Exercise(after[0], player[0], tiles[0], goal[0]), ask[0], hints[0]);
    }

    private Exercise.Goal goal(String path) throws IOException {
        Exercise.Kind[] kind = {null};
        String[] player = {null};
        Integer[] bounds = {null, null};
        Boolean[] atEnd = {false};
        RuleId[] rule = {null};
        // One-element arrays carry what the field lambdas read; a generic array is made raw.
        @SuppressWarnings({"unchecked", "rawtypes"})
        List<String>[] players = new List[1];
        FigureKind[] figure = {null};
        boolean[] ok = {true};
        Set<String> seen = in.object(path, GOAL_FIELDS, (name, p) -> {
            switch (name) {
                case "kind" -> {
                    String k = in.string(p);
                    kind[0] = k == null ? null : Exercise.Kind.ofWord(k);
                    if (k != null && kind[0] == null) {
                        in.error(p, "exercise.kind", JsonIn.shorten(k));
                    }
                    ok[0] &= kind[0] != null;
                }
                case "player" -> ok[0] &= (player[0] = in.string(p)) != null;
                case "atLeast" -> ok[0] &= (bounds[0] = in.int32(p)) != null;
                case "atMost" -> ok[0] &= (bounds[1] = in.int32(p)) != null;
                case "atEnd" -> ok[0] &= (atEnd[0] = in.bool(p)) != null;
                case "rule" -> {
                    String r = in.string(p);
                    rule[0] = r == null ? null : RuleId.parse(r);
                    if (r != null && rule[0] == null) {
                        in.error(p, "expect.rule", JsonIn.shorten(r));
                    }
                    ok[0] &= rule[0] != null;
                }
                case "players" -> ok[0] &= (players[0] = in.list(p, in::string)) != null;
                default -> {
                    String f = in.string(p);
                    figure[0] = f == null ? null : FigureKind.ofWord(f);
                    if (f != null && (figure[0] == null || !figure[0].owned())) {
                        in.error(p, "exercise.figure", JsonIn.shorten(f));
                        figure[0] = null;
                    }
                    ok[0] &= figure[0] != null;
                }
            }
        });
        if (seen == null || !parser.required(path, seen, "kind") || !ok[0]) {
            return null;
        }
        Exercise.Kind k = kind[0];
        boolean needsPlayer = k != Exercise.Kind.FIELDS_MERGE && k != Exercise.Kind.SCORERS;
        boolean needsFigure = k == Exercise.Kind.RETURNS || k == Exercise.Kind.STAYS;
        boolean needsBound = k == Exercise.Kind.POINTS || k == Exercise.Kind.FLOCK;
        if (needsPlayer && !parser.required(path, seen, "player")) {
            return null;
        }
        if (needsFigure && !parser.required(path, seen, "figure")) {
            return null;
        }
        if (k == Exercise.Kind.SCORERS && !parser.required(path, seen, "players")) {
            return null;
        }
        if (needsBound && bounds[0] == null && bounds[1] == null) {
            in.error(path, "exercise.bound", k.word());
            return null;
        }
        return new Exercise.Goal(k, player[0], bounds[0], bounds[1], atEnd[0], rule[0], players[0], figure[0]);
    }

    private LessonExercise.Hint hint(String path) throws IOException {
        RuleId[] rule = {null};
        // One-element arrays carry what the field lambdas read; a generic array is made raw.
        @SuppressWarnings({"unchecked", "rawtypes"})
        Map<String, String>[] look = new Map[1];
        boolean[] ok = {true};
        Set<String> seen = in.object(path, HINT_FIELDS, (name, p) -> {
            if (name.equals("rule")) {
                String r = in.string(p);
                rule[0] = r == null ? null : RuleId.parse(r);
                if (r != null && rule[0] == null) {
                    in.error(p, "expect.rule", JsonIn.shorten(r));
                }
                ok[0] &= rule[0] != null;
            } else {
                ok[0] &= (look[0] = parser.texts(p)) != null;
            }
        });
        if (seen == null || !parser.required(path, seen, "rule") || !ok[0]) {
            return null;
        }
        return new LessonExercise.Hint(rule[0], look[0]);
    }

    /**
     * Each exercise names players of the file and plays after turns the file has (no endGame among
     * them), and a {@code stays} goal has a figure to keep.
     */
    void check(List<LessonExercise> exercises, List<PlayerSetup> players, List<FigureSetup> figures, List<Turn> turns) {
        if (exercises == null) {
            return;
        }
        List<String> ids = new ArrayList<>();
        if (players != null) {
            players.forEach(p -> ids.add(p.id()));
        }
        for (int i = 0; i < exercises.size(); i++) {
            LessonExercise e = exercises.get(i);
            String path = "exercises[" + i + "]";
            if (e == null) {
                continue;
            }
            if (players != null && !ids.contains(e.player())) {
                in.error(JsonIn.join(path, "player"), "expect.unknownPlayer", e.player());
            }
            Exercise.Goal g = e.goal();
            if (players != null && g.player() != null && !ids.contains(g.player())) {
                in.error(JsonIn.join(JsonIn.join(path, "goal"), "player"), "expect.unknownPlayer", g.player());
            }
            for (String id : g.players()) {
                if (players != null && !ids.contains(id)) {
                    in.error(JsonIn.join(JsonIn.join(path, "goal"), "players"), "expect.unknownPlayer", id);
                }
            }
            if (turns != null) {
                int n = turns.size();
                if (e.after() > n) {
                    in.error(JsonIn.join(path, "after"), "exercise.afterBeyond", e.after(), n);
                } else if (turns.subList(0, e.after()).stream().anyMatch(t -> t instanceof Turn.EndGame)) {
                    in.error(JsonIn.join(path, "after"), "exercise.afterEnd", e.after());
                }
            } else if (e.after() > 0) {
                in.error(JsonIn.join(path, "after"), "exercise.afterBeyond", e.after(), 0);
            }
            List<Turn> before = turns == null ? List.of() : turns.subList(0, Math.min(e.after(), turns.size()));
            if (g.kind() == Exercise.Kind.STAYS && !mayStand(g, figures, before)) {
                in.error(JsonIn.join(JsonIn.join(path, "goal"), "figure"), "exercise.staysNone",
                        g.player(), g.figure().word());
            }
        }
    }

    /**
     * Whether a figure of the goal's kind and player may stand on the board when the exercise starts:
     * one in the set-up, or one placed by the player's turns before it. Without either, "every such
     * figure stays" would be met by any move, so the goal teaches nothing; a figure that was there
     * and scored before the exercise only the resolution sees ({@code check} says so).
     */
    private static boolean mayStand(Exercise.Goal g, List<FigureSetup> figures, List<Turn> before) {
        if (figures != null && figures.stream().anyMatch(f -> f.kind() == g.figure() && g.player().equals(f.player()))) {
            return true;
        }
        return before.stream().anyMatch(t -> t instanceof Turn.TileTurn tt && g.player().equals(tt.player())
                && tt.place() != null && tt.place().kind() == g.figure());
    }
}
