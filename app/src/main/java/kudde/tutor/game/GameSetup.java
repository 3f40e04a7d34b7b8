package kudde.tutor.game;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import kudde.engine.rules.RuleSet;

/**
 * What Game ▸ New game decides: who plays, by which rules, and the seed the tiles are shuffled
 * from (the same seed deals the same 90-tile game; the computer players' own choices come from it
 * too, so a seeded game against them plays out the same way for the same moves).
 *
 * @param learning whether a person may take back their move (a learning game)
 */
public record GameSetup(List<Seat> seats, RuleSet rules, long seed, boolean learning) {
    public static final int MIN_PLAYERS = 2;
    public static final int MAX_PLAYERS = 5;

    public GameSetup {
        seats = List.copyOf(seats);
        if (seats.size() < MIN_PLAYERS || seats.size() > MAX_PLAYERS) {
            throw new IllegalArgumentException("a game has 2 to 5 players, not " + seats.size());
        }
        Set<String> colours = new HashSet<>();
        for (Seat s : seats) {
            if (!colours.add(s.colour())) {
                throw new IllegalArgumentException("two players have the colour " + s.colour());
            }
        }
        rules = rules == null ? RuleSet.seed() : rules;
    }
}
