package kudde.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import kudde.engine.model.FigureKind;
import kudde.engine.play.Figure;
import kudde.engine.play.Highlight;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.scenario.ScenarioReader;
import kudde.scenario.Scenarios;
import org.junit.jupiter.api.Test;

class StageTest {
    static Timeline lesson(String name) throws Exception {
        return new Timeline(Resolver.resolve(ScenarioReader.read(Scenarios.directory().resolve(name)).game()));
    }

    /** The index of the first step of {@code t} with event {@code event}. */
    static int stepWith(Timeline t, String event) {
        for (int i = 0; i < t.size(); i++) {
            if (t.steps().get(i).event().equals(event)) {
                return i;
            }
        }
        throw new AssertionError("no step " + event);
    }

    @Test
    void theGuidedShepherdsAreGhostsNotFigures() {
        Timeline t = new Timeline(Resolver.resolve(Positions.twoShepherdsOneMeadow()));
        t.end();
        Stage s = Stage.of(t, t.index(), t.highlight());
        // S7: both shepherds go home, their tokens back into the bag; the board has no figure left.
        assertThat(s.figures()).isEqualTo(t.resolution().end().figures()).isEmpty();
        assertThat(s.ghosts()).extracting(g -> g.figure().player(), Ghost::figureLeft, Ghost::figureTo, Ghost::tokens)
                .containsExactlyInAnyOrder(
                        org.assertj.core.groups.Tuple.tuple(0, true, Ghost.Destination.SUPPLY, List.of(3, 1)),
                        org.assertj.core.groups.Tuple.tuple(1, true, Ghost.Destination.SUPPLY, List.of(2, 2)));
    }

    @Test
    void afterTheWolfTheShepherdAndItsTokensAreGhostsForThatStepOnly() throws Exception {
        Timeline t = lesson("shepherds/05-a-wolf-on-a-grow.json");
        int wolf = stepWith(t, "flock-wolf");
        Stage s = Stage.of(t, wolf, t.steps().get(wolf).highlight());
        Figure gone = t.snapshotAt(wolf - 1).figures().stream()
                .filter(f -> f.kind() == FigureKind.SHEPHERD).findFirst().orElseThrow();
        assertThat(s.figures()).noneMatch(f -> f.kind() == FigureKind.SHEPHERD);
        assertThat(s.ghosts()).hasSize(1);
        assertThat(s.ghosts().get(0).figure()).isEqualTo(gone);
        assertThat(s.ghosts().get(0).tokens()).isEqualTo(gone.sheep()).isNotEmpty();
        assertThat(s.ghosts().get(0).figureTo()).isEqualTo(Ghost.Destination.SUPPLY);
        // The drawn wolf is marked where the shepherd stood.
        assertThat(s.highlight().marks()).containsExactly(new Highlight.Mark(Highlight.Mark.Kind.DRAWN_WOLF,
                new kudde.engine.model.Pos(gone.x(), gone.y()), gone.segment(), 0));
        if (wolf + 1 < t.size()) {
            assertThat(Stage.of(t, wolf + 1, t.steps().get(wolf + 1).highlight()).ghosts()).isEmpty();
        }
    }

    @Test
    void theDragonsMealIsAGhostEatenByTheDragon() throws Exception {
        Timeline t = lesson("dragon/02-the-dragon-eats-a-shepherd.json");
        int eat = stepWith(t, "dragon-eats-shepherd");
        Stage s = Stage.of(t, eat, t.steps().get(eat).highlight());
        assertThat(s.ghosts()).singleElement().satisfies(g -> {
            assertThat(g.figure().kind()).isEqualTo(FigureKind.SHEPHERD);
            assertThat(g.figureTo()).isEqualTo(Ghost.Destination.DRAGON);
            assertThat(g.tokens().stream().mapToInt(Integer::intValue).sum()).isEqualTo(5);
        });
        assertThat(s.figures()).isEqualTo(t.snapshotAt(eat).figures());
    }

    @Test
    void theLastStepShowsTheFinalPosition() throws Exception {
        for (String name : List.of("hills/03-the-hill-breaks-the-tie.json", "base/08-final-scoring-of-unfinished-work.json",
                "shepherds/09-sheep-left-at-the-end.json")) {
            Timeline t = lesson(name);
            Resolution r = t.resolution();
            t.end();
            Stage s = t.stage();
            assertThat(s.figures()).as(name).isEqualTo(r.end().figures());
            assertThat(s.board().tileCount()).as(name).isEqualTo(r.placements().size());
        }
    }

    @Test
    void theHillThatBrokeTheTieIsMarkedAndTheTiedKnightsAreGhosts() throws Exception {
        Timeline t = lesson("hills/03-the-hill-breaks-the-tie.json");
        int scored = stepWith(t, "city-scored");
        Stage s = Stage.of(t, scored, t.steps().get(scored).highlight());
        assertThat(s.ghosts()).extracting(g -> g.figure().player()).containsExactlyInAnyOrder(0, 1);
        List<Highlight.Mark> hills = s.highlight().marks();
        assertThat(hills).singleElement().satisfies(m -> {
            assertThat(m.kind()).isEqualTo(Highlight.Mark.Kind.HILL);
            int tile = s.board().tileAt(m.at().x(), m.at().y());
            assertThat(s.board().tile(tile).type().hill()).isTrue();
            // The hill is under the follower of the player who scored.
            int winner = t.steps().get(scored).points()[0] > 0 ? 0 : 1;
            assertThat(s.ghosts()).anyMatch(g -> g.figure().player() == winner
                    && g.figure().x() == m.at().x() && g.figure().y() == m.at().y());
        });
    }

    @Test
    void eachCountedVineyardCarriesItsThreePoints() throws Exception {
        Timeline t = lesson("vineyards/01-vineyards-around-a-monastery.json");
        int scored = stepWith(t, "monastery-scored");
        Highlight h = t.steps().get(scored).highlight();
        assertThat(h.marks()).hasSize(2).allSatisfy(m -> {
            assertThat(m.kind()).isEqualTo(Highlight.Mark.Kind.VINEYARD_BONUS);
            assertThat(m.value()).isEqualTo(3);
            int tile = t.boardAt(scored).tileAt(m.at().x(), m.at().y());
            assertThat(t.boardAt(scored).tile(tile).type().vineyard()).isTrue();
        });
        // 9 for the monastery and 3 for each marked vineyard: what the step paid.
        assertThat(t.steps().get(scored).totalPoints()).isEqualTo(9 + 3 * h.marks().size());
    }

    @Test
    void theDrawnSheepIsMarkedWithItsValue() {
        Timeline t = new Timeline(Resolver.resolve(Positions.twoShepherdsOneMeadow()));
        int grow = stepWith(t, "flock-grow");
        assertThat(t.steps().get(grow).highlight().marks()).extracting(Highlight.Mark::kind, Highlight.Mark::value)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(Highlight.Mark.Kind.DRAWN_SHEEP, 1));
    }

    @Test
    void theBeforeViewIsThePositionBeforeTheStep() throws Exception {
        Timeline t = lesson("shepherds/05-a-wolf-on-a-grow.json");
        int wolf = stepWith(t, "flock-wolf");
        t.select(wolf);
        assertThat(t.showingBefore()).isFalse();
        t.toggleBefore();
        Stage s = t.stage();
        assertThat(s.before()).isTrue();
        assertThat(s.figures()).isEqualTo(t.snapshotAt(wolf - 1).figures());
        assertThat(s.ghosts()).isEmpty();
        assertThat(s.highlight().marks()).isEmpty();
        int shepherd = s.figures().indexOf(s.figures().stream().filter(f -> f.kind() == FigureKind.SHEPHERD)
                .findFirst().orElseThrow());
        assertThat(s.highlight().figures()).contains(shepherd);
        t.toggleBefore();
        assertThat(t.stage().before()).isFalse();
        t.toggleBefore();
        t.back();
        assertThat(t.showingBefore()).as("another step opens on its outcome").isFalse();
    }

    @Test
    void aStepThatRemovesNothingShowsTheStateAsItIs() {
        Timeline t = new Timeline(Resolver.resolve(Positions.twoShepherdsOneMeadow()));
        t.select(3);
        Stage s = Stage.of(t, t.index(), t.highlight());
        assertThat(s.ghosts()).isEmpty();
        assertThat(s.figures()).isEqualTo(t.snapshot().figures());
        assertThat(s.highlight()).isEqualTo(t.highlight());
    }
}
