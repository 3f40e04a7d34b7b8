package kudde.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import kudde.engine.model.FigureKind;
import kudde.engine.model.Pos;
import kudde.engine.model.Turn;
import kudde.engine.moves.FigureMove;
import kudde.engine.moves.FigureMoves;
import kudde.engine.moves.TileMove;
import kudde.engine.play.Resolver;
import kudde.engine.rules.RuleId;
import kudde.engine.tile.TileType;
import org.junit.jupiter.api.Test;

class ComposerTest {
    private final Timeline t = new Timeline(Resolver.resolve(Positions.twoShepherdsOneMeadow()));
    private final TileType road = Positions.tile("base/U");

    @Test
    void afterTheLastStepTheNextTurnIsAppendedForTheNextPlayer() {
        t.end();
        Composer c = Composer.at(t);
        assertThat(c.turnIndex()).isEqualTo(2);
        assertThat(c.replaces()).isZero();
        assertThat(c.nextPlayer()).isEqualTo("red");
        assertThat(c.placements(road)).isNotEmpty();
    }

    @Test
    void fromTheStartEveryTurnIsReplaced() {
        Composer c = Composer.at(t);
        assertThat(c.turnIndex()).isZero();
        assertThat(c.replaces()).isEqualTo(2);
        assertThat(c.nextPlayer()).isEqualTo("red");
    }

    @Test
    void aLegalTurnIsResolvedAtOnce() {
        t.end();
        Composer c = Composer.at(t);
        TileMove m = c.placements(road).get(0);
        FigureMoves.Options o = c.options("red", road, m);
        FigureMove follower = o.figures().stream().filter(f -> f.kind() == FigureKind.FOLLOWER).findFirst().orElseThrow();
        Composer.Played p = c.play(new Turn.TileTurn("red", road, m.at(), m.rotation(), follower.placement(),
                o.tends() ? Turn.Flock.GUIDE : null, null, null));
        assertThat(p.ok()).isTrue();
        assertThat(p.scenario().turns()).hasSize(3);
        int first = p.firstStepOf(2);
        assertThat(p.resolution().steps().get(first).rule()).isEqualTo(RuleId.B1);
        assertThat(p.resolution().steps().get(first + 1).rule()).isEqualTo(RuleId.B2);
    }

    @Test
    void aTileOnAnOccupiedSpotIsRefusedWithTheReason() {
        t.end();
        Composer.Played p = Composer.at(t).play(new Turn.TileTurn("red", road, new Pos(0, 0), 0, null, null, null, null));
        assertThat(p.ok()).isFalse();
        assertThat(p.refused().rule()).isEqualTo(RuleId.B1);
        assertThat(p.refused().turn()).isEqualTo(2);
    }

    @Test
    void endingTheGameLeavesNoRoomForMoreTurns() {
        t.end();
        Composer.Played p = Composer.at(t).play(new Turn.EndGame());
        assertThat(p.ok()).isTrue();
        Timeline after = new Timeline(p.resolution());
        after.end();
        assertThat(Composer.at(after).gameOver()).isTrue();
    }
}
