package kudde.engine.play;

import kudde.engine.board.Board;
import kudde.engine.model.FigureKind;
import kudde.engine.model.Token;

/**
 * The bag's odds at a tending choice (S5): the chance of a wolf and the expected points of
 * growing once and then guiding versus guiding now. Scripted draws are ignored on purpose:
 * a player at the table does not know the next token.
 *
 * @param sheep       sheep in the field now (the flock of all its shepherds, S9)
 * @param wolfChance  wolves / tokens in the bag
 * @param guideNow    points for guiding now
 * @param growThenGuide expected points for growing once and guiding next time (0 after a wolf)
 */
public record Odds(int sheep, int bagSize, int wolves, double wolfChance, double guideNow, double growThenGuide) {

    public static Odds of(int[] bag, int sheep) {
        int size = 0;
        double sheepInBag = 0;
        for (Token t : Token.ORDER) {
            size += bag[t.ordinal()];
            sheepInBag += (double) bag[t.ordinal()] * t.sheep();
        }
        int wolves = bag[Token.WOLF.ordinal()];
        if (size == 0) {
            return new Odds(sheep, 0, 0, 0, sheep, sheep);
        }
        double pSheep = (size - wolves) / (double) size;
        // E[(N + v) * 1{sheep}] = pSheep * N + sum(v * count) / size
        double grow = pSheep * sheep + sheepInBag / size;
        return new Odds(sheep, size, wolves, wolves / (double) size, sheep, grow);
    }

    /** Odds for {@code player}'s flock in the state after step {@code stepIndex}, or null without a shepherd. */
    public static Odds at(Resolution r, int stepIndex, int player) {
        Snapshot s = r.steps().get(stepIndex).after();
        Board b = r.boardAt(s.tileCount());
        Figure own = null;
        for (Figure f : s.figures()) {
            if (f.kind() == FigureKind.SHEPHERD && f.player() == player) {
                own = f;
            }
        }
        if (own == null) {
            return null;
        }
        int root = b.find(b.segment(own.tile(), own.segment()));
        int sheep = 0;
        for (Figure f : s.figures()) {
            if (f.kind() == FigureKind.SHEPHERD && b.find(b.segment(f.tile(), f.segment())) == root) {
                sheep += f.sheepTotal();
            }
        }
        return of(s.bag(), sheep);
    }

    /** Growing once has the higher expected value. */
    public boolean growIsBetter() {
        return growThenGuide > guideNow;
    }
}
