package kudde.tutor;

import java.util.List;
import java.util.Map;
import kudde.engine.model.BagSetup;
import kudde.engine.model.FigureSetup;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Pos;
import kudde.engine.model.Question;
import kudde.engine.model.Scenario;
import kudde.engine.model.TilePlacement;
import kudde.engine.model.Token;
import kudde.engine.model.Turn;
import kudde.engine.rules.RuleId;
import kudde.engine.tile.Catalogue;
import kudde.engine.tile.TileType;
import kudde.lesson.Lesson;
import kudde.lesson.LessonQuestion;

/** Small positions for the tutor's tests, built in code so they do not depend on the file reader. */
public final class Positions {
    private Positions() {
    }

    public static TileType tile(String id) {
        return Catalogue.standard().byId(id);
    }

    /**
     * scenarios/fields/01: red's shepherd north of the road (3 sheep), blue's south of it (2+2).
     * Red's monastery tile ends the road and merges both fields; red grows (scripted 1); blue
     * enlarges the field and guides: both score 8 (S4, S6, S9, S7).
     */
    public static Lesson twoShepherdsOneMeadow(List<LessonQuestion> quiz) {
        return Lesson.of(twoShepherdsOneMeadow())
                .withTitle(Map.of("en", "Two shepherds, one meadow", "nl", "Twee herders, één weide")).withQuiz(quiz);
    }

    public static Scenario twoShepherdsOneMeadow() {
        return Scenario.blank()
                .withPlayers(List.of(new PlayerSetup("red", "Anna", 0, null), new PlayerSetup("blue", "Bram", 0, null)))
                .withBoard(List.of(new TilePlacement(tile("base/D"), new Pos(0, 0), 0),
                        new TilePlacement(tile("base/U"), new Pos(1, 0), 0)))
                .withFigures(List.of(FigureSetup.shepherd("red", new Pos(0, 0), "field:ENE", List.of(3)),
                        FigureSetup.shepherd("blue", new Pos(1, 0), "field:SSE", List.of(2, 2))))
                .withBag(new BagSetup(null, List.of(Token.ONE), BagSetup.DEFAULT_SEED))
                .withTurns(List.of(
                        new Turn.TileTurn("red", tile("base/A"), new Pos(2, 0), 90, null, Turn.Flock.GROW, null, null),
                        new Turn.TileTurn("blue", tile("base/U"), new Pos(-1, 0), 0, null, Turn.Flock.GUIDE, null, null)));
    }

    /** "How many points does Bram get when the flock is guided?" (turn 1, S7): 8. */
    public static LessonQuestion guidePoints() {
        return new LessonQuestion(new Question(1, RuleId.S7, Question.Kind.POINTS, "blue"),
                Map.of("en", "How many points does Bram score?", "nl", "Hoeveel punten krijgt Bram?"));
    }

    /** "Who scores when the flock is guided?" (turn 1, S7): both. */
    public static LessonQuestion guideScorers() {
        return new LessonQuestion(new Question(1, RuleId.S7, Question.Kind.SCORERS, null),
                Map.of("en", "Who scores?", "nl", "Wie scoort?"));
    }
}
