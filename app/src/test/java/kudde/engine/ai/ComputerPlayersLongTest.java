package kudde.engine.ai;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The long run of {@link ComputerPlayersTest}: 1,000 seeded games each of the beginner and the club
 * player with every move checked for legality ({@code -Dkudde.aiGames=N} plays N instead), and 20 of
 * the strong player, which thinks a few sampled futures a move here (its full budget would take hours).
 */
@Tag("slow")
class ComputerPlayersLongTest {
    private static final int GAMES = Integer.getInteger("kudde.aiGames", 1000);

    @Test
    void theBeginnerMakesOnlyLegalMovesIn1000Games() {
        ComputerPlayersTest.playLegal(ComputerPlayersLongTest.class, "theBeginnerMakesOnlyLegalMovesIn1000Games", GAMES, Strength.BEGINNER,
                Strength.RANDOM, 0);
    }

    @Test
    void theClubPlayerMakesOnlyLegalMovesIn1000Games() {
        ComputerPlayersTest.playLegal(ComputerPlayersLongTest.class, "theClubPlayerMakesOnlyLegalMovesIn1000Games", GAMES, Strength.CLUB,
                Strength.BEGINNER, 0);
    }

    @Test
    void theStrongPlayerMakesOnlyLegalMoves() {
        ComputerPlayersTest.playLegal(ComputerPlayersLongTest.class, "theStrongPlayerMakesOnlyLegalMoves", Math.max(1, GAMES / 50), Strength.STRONG,
                Strength.CLUB, 3);
    }
}
