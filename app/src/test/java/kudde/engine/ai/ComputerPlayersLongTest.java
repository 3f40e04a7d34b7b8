package kudde.engine.ai;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The long run of {@link ComputerPlayersTest}, every move checked for legality. In the suite: 200
 * seeded games of the beginner, 20 of the club player and 4 of the strong player, which thinks a few
 * sampled futures a move here (its full budget would take hours). Each game checks every one of its
 * 60 to 89 moves against every legal move, under both presets with the seats alternating, from a new
 * base seed each run: some 14,000 checked moves of the beginner, beside the random player's 1,000
 * games of {@link ComputerPlayersTest} that cover the rules' breadth, so a player that picks an
 * illegal move in any common position still fails here. {@code -Dkudde.longRuns} (any value but false) plays the long run: 1,000,
 * 100 and 20 games. {@code -Dkudde.aiGames=N} plays N games of the beginner and of the club player
 * and N/50 of the strong player: the club player's 1,000 games take five minutes of a loaded machine,
 * more than the whole suite may (docs/testing.md, "Long runs and seeds").
 */
@Tag("slow")
class ComputerPlayersLongTest {
    private static final Integer ASKED = Integer.getInteger("kudde.aiGames");
    private static final boolean LONG = longRun(System.getProperty("kudde.longRuns"));
    private static final int GAMES = ASKED != null ? ASKED : LONG ? 1000 : 200;
    private static final int CLUB_GAMES = ASKED != null ? ASKED : LONG ? 100 : 20;
    private static final int STRONG_GAMES = ASKED != null ? Math.max(1, ASKED / 50) : LONG ? 20 : 4;

    private static boolean longRun(String v) {
        return v != null && !v.isBlank() && !v.equals("false");
    }

    @Test
    void theBeginnerMakesOnlyLegalMoves() {
        ComputerPlayersTest.playLegal(ComputerPlayersLongTest.class, "theBeginnerMakesOnlyLegalMoves", GAMES,
                Strength.BEGINNER, Strength.RANDOM, 0);
    }

    @Test
    void theClubPlayerMakesOnlyLegalMoves() {
        ComputerPlayersTest.playLegal(ComputerPlayersLongTest.class, "theClubPlayerMakesOnlyLegalMoves", CLUB_GAMES,
                Strength.CLUB, Strength.BEGINNER, 0);
    }

    @Test
    void theStrongPlayerMakesOnlyLegalMoves() {
        ComputerPlayersTest.playLegal(ComputerPlayersLongTest.class, "theStrongPlayerMakesOnlyLegalMoves", STRONG_GAMES,
                Strength.STRONG, Strength.CLUB, 3);
    }
}
