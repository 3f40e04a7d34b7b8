package kudde.engine.ai;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The long run of {@link ComputerPlayersTest}, every move checked for legality: 1,000 seeded games of
 * the beginner, 100 of the club player and 20 of the strong player, which thinks a few sampled futures a
 * move here (its full budget would take hours). {@code -Dkudde.aiGames=N} plays N games of the beginner
 * and of the club player and N/50 of the strong player: the club player's 1,000 games take five minutes
 * of a loaded machine, more than the whole suite may (docs/testing.md, "Long runs and seeds").
 */
@Tag("slow")
class ComputerPlayersLongTest {
    private static final Integer ASKED = Integer.getInteger("kudde.aiGames");
    private static final int GAMES = ASKED != null ? ASKED : 1000;
    private static final int CLUB_GAMES = ASKED != null ? ASKED : 100;

    @Test
    void theBeginnerMakesOnlyLegalMovesIn1000Games() {
        ComputerPlayersTest.playLegal(ComputerPlayersLongTest.class, "theBeginnerMakesOnlyLegalMovesIn1000Games", GAMES, Strength.BEGINNER,
                Strength.RANDOM, 0);
    }

    @Test
    void theClubPlayerMakesOnlyLegalMoves() {
        ComputerPlayersTest.playLegal(ComputerPlayersLongTest.class, "theClubPlayerMakesOnlyLegalMoves", CLUB_GAMES, Strength.CLUB,
                Strength.BEGINNER, 0);
    }

    @Test
    void theStrongPlayerMakesOnlyLegalMoves() {
        ComputerPlayersTest.playLegal(ComputerPlayersLongTest.class, "theStrongPlayerMakesOnlyLegalMoves", ASKED != null ? Math.max(1, ASKED / 50) : 20, Strength.STRONG,
                Strength.CLUB, 3);
    }
}
