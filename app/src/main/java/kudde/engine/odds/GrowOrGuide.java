package kudde.engine.odds;

import java.util.ArrayList;
import java.util.List;
import kudde.engine.model.Token;
import kudde.engine.model.Turn;

/**
 * The whole answer at a tending choice (S5): guiding now against growing now and playing on as
 * well as possible over the rest of this game as {@link NextChance} played it out
 * ({@link TendingAhead}; {@link Tending}'s one chance where the lesson does not say how much of the
 * game is left), with the break-even chance and what the choice means for the other players.
 *
 * @param player       the tending player (index)
 * @param sheep        the flock: all sheep tokens in the field (S9)
 * @param bag          the bag's counts in {@link Token#ORDER}
 * @param guideNow     points for guiding now (S7)
 * @param growNow      expected points for growing now; NaN when the bag is empty, or when the lesson
 *                     does not say how much of the game is left (and this tile does not close the field)
 * @param growMargin   the 95 % margin of {@code growNow} from the games played out (0 where exact)
 * @param breakEven    growing pays when the chance of another tending turn is above this; NaN when
 *                     it never pays (or {@link #closedGuided})
 * @param chance       the estimated chance of another tending turn, and how it was counted
 * @param closedGuided this tile closes the field and {@code closedField=guide}: a flock that survives
 *                     the grow is guided at once (S8 [CAR]), so there is no later choice
 * @param rivals       every other player, in turn order
 * @param ahead        the rest of the game as played out (null where the chance is one number or unknown)
 * @param fieldGuides  the rule variant {@code closedField=guide}: a field another player's tile
 *                     closes is guided at once (S8)
 */
public record GrowOrGuide(int player, int sheep, int[] bag, int guideNow, double growNow, double growMargin,
                          double breakEven,
                          NextChance chance, boolean closedGuided, List<Rival> rivals, TendingAhead ahead,
                          boolean fieldGuides) {

    /**
     * Another player and the lead over them after each choice (current scores plus the points).
     *
     * @param shares whether their shepherd stands in the same field: guiding gives them the same
     *               points (S7, S9), and a wolf sends them home too (S6)
     */
    public record Rival(int player, boolean shares, int leadIfGuide, double leadIfGrow) {
    }

    /** What the numbers take for granted, for the words under them. */
    public enum Assumption {
        /** The chance of another tending turn is the same after every grow (the rest of the game unknown). */
        SAME_CHANCE,
        /** At each later tending turn the chance of yet another is counted from the tiles left then. */
        LATER_CHANCES,
        /** Another player lays their tile at a place chosen at random among all where it fits. */
        OTHERS_AT_RANDOM,
        /** Tiles laid away from this field are left out: the rest of the board stays as it is. */
        REST_OF_BOARD,
        /** Only the player's own draws change the bag. */
        ONLY_OWN_DRAWS,
        /** The tiles still to be drawn come at random from those not yet seen, in turn; hills hide some (H1). */
        TILES_TO_COME,
        /** The player's policy: a tile on the field whenever one can join it, at a place chosen at random. */
        OWN_ON_FIELD,
        /** The lesson does not say how much of the game is left: no chance is claimed. */
        REST_UNKNOWN,
        /** Other shepherds in the field share the points; their own tending turns are not counted. */
        SHARERS_WAIT,
        /** A flock left at the end scores nothing (S10). */
        FLOCK_LOST_AT_END,
        /** This tile closes the field: after a grow the flock is guided at once (S8). */
        CLOSED_GUIDED
    }

    public GrowOrGuide {
        bag = bag.clone();
        rivals = List.copyOf(rivals);
    }

    /**
     * @param scores  every player's score now
     * @param sharing for every player, whether their shepherd stands in this field (the tending
     *                player's own entry is ignored)
     * @param closesNow this tile closed the field (no open field edge is left)
     * @param closedFieldGuides the rule variant {@code closedField=guide} (S8)
     */
    public static GrowOrGuide of(int player, int sheep, int[] bag, NextChance chance, boolean closesNow,
                                 boolean closedFieldGuides, int[] scores, boolean[] sharing) {
        Tending t = new Tending(sheep, bag);
        boolean closedGuided = closesNow && closedFieldGuides;
        double grow;
        double margin = 0;
        double breakEven;
        TendingAhead ahead = null;
        if (closedGuided) {
            grow = t.growThenGuided();
            breakEven = Double.NaN;
        } else if (!chance.known()) {
            grow = Double.NaN;
            breakEven = t.breakEven();
        } else if (chance.future() == null) {
            // A chance given as one number: the exact model of one chance at every later turn.
            grow = t.growNow(chance.chance());
            breakEven = t.breakEven();
        } else {
            ahead = new TendingAhead(sheep, bag, chance.future(), closedFieldGuides);
            grow = ahead.growNow();
            margin = ahead.margin();
            breakEven = ahead.breakEven();
        }
        List<Rival> rivals = new ArrayList<>();
        for (int q = 0; q < scores.length; q++) {
            if (q == player) {
                continue;
            }
            int base = scores[player] - scores[q];
            // An empty bag: growing is no move and adds nothing; an unknown rest of the game: unknown too.
            double g = Double.isNaN(grow) && t.bagEmpty() ? 0 : grow;
            rivals.add(sharing[q] ? new Rival(q, true, base, base) : new Rival(q, false, base + sheep, base + g));
        }
        return new GrowOrGuide(player, sheep, bag, t.guideNow(), grow, margin, breakEven, chance, closedGuided, rivals,
                ahead, closedFieldGuides);
    }

    /** Tokens in the bag. */
    public int bagSize() {
        int n = 0;
        for (int c : bag) {
            n += c;
        }
        return n;
    }

    public int wolves() {
        return bag[Token.WOLF.ordinal()];
    }

    /** The chance that one draw is a wolf. */
    public double wolfChance() {
        return bagSize() == 0 ? 0 : wolves() / (double) bagSize();
    }

    /** Growing now has the higher expected value. */
    public boolean growPays() {
        return !Double.isNaN(growNow) && growNow > guideNow;
    }

    /**
     * What pays more on average: {@link Turn.Flock#GROW} or {@link Turn.Flock#GUIDE}; null when it
     * hangs on a chance the lesson does not give (then growing pays above {@link #breakEven}).
     */
    public Turn.Flock verdict() {
        if (closedGuided || bagSize() == 0 || Double.isNaN(breakEven) || chance.known()) {
            return growPays() ? Turn.Flock.GROW : Turn.Flock.GUIDE;
        }
        return null;
    }

    /**
     * Expected points of leaving the flock as it is (S5, where tending is optional): another
     * tending turn comes as the rest of the game was played out, and the same choice is open then,
     * taken as well as possible (another player's tile closing the field guides it at once under
     * {@code closedField=guide}); a flock left at the end scores nothing (S10). NaN when the chance is not known,
     * or when this tile closes the field and the flock is guided at once (S8).
     */
    public double leaveNow() {
        if (closedGuided || !chance.known()) {
            return Double.NaN;
        }
        if (ahead != null) {
            return ahead.leaveNow();
        }
        double later = Double.isNaN(growNow) ? guideNow : Math.max(guideNow, growNow);
        return chance.chance() * later;
    }

    /** The game ends after this turn: no later tending turn can come (S10). */
    public boolean lastTurn() {
        return chance.known() && chance.tilesLeft() == 0;
    }

    /**
     * Tiles are still to be drawn, but all by the other players before the game ends: the player has
     * no turn left, so cannot tend this flock again (S4), and it is lost at the end (S10) unless
     * another player's tile closing the field guides it ({@code closedField=guide}, S8).
     */
    public boolean noTurnLeft() {
        return chance.known() && chance.tilesLeft() > 0 && chance.turnsLeft() == 0;
    }

    /** Whether growing can pay at all (with a certain next tending turn). */
    public boolean growCanPay() {
        return closedGuided ? growPays() : !Double.isNaN(breakEven);
    }

    public boolean shared() {
        for (Rival r : rivals) {
            if (r.shares()) {
                return true;
            }
        }
        return false;
    }

    /** The assumptions behind these numbers, in the order they should be read. */
    public List<Assumption> assumptions() {
        List<Assumption> out = new ArrayList<>();
        if (closedGuided) {
            out.add(Assumption.CLOSED_GUIDED);
        } else if (!chance.known()) {
            out.add(Assumption.REST_UNKNOWN);
            out.add(Assumption.SAME_CHANCE);
            out.add(Assumption.FLOCK_LOST_AT_END);
        } else if (lastTurn() || (noTurnLeft() && !fieldGuides)) {
            out.add(Assumption.FLOCK_LOST_AT_END);
        } else {
            out.add(Assumption.TILES_TO_COME);
            out.add(Assumption.OWN_ON_FIELD);
            out.add(Assumption.OTHERS_AT_RANDOM);
            out.add(Assumption.REST_OF_BOARD);
            out.add(chance.future() == null ? Assumption.SAME_CHANCE : Assumption.LATER_CHANCES);
            out.add(Assumption.FLOCK_LOST_AT_END);
        }
        out.add(Assumption.ONLY_OWN_DRAWS);
        if (shared()) {
            out.add(Assumption.SHARERS_WAIT);
        }
        return out;
    }
}
