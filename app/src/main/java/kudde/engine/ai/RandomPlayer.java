package kudde.engine.ai;

import java.util.List;
import java.util.SplittableRandom;
import kudde.engine.moves.Frontier;

/** Any legal move, uniformly at random among all of them (for tests and as the weakest opponent). */
final class RandomPlayer implements Player {
    private final SplittableRandom random;

    RandomPlayer(long seed) {
        this.random = new SplittableRandom(seed);
    }

    @Override
    public Move choose(View view) {
        List<Move> all = Moves.all(view.game(), view.me(), view.tile(), Frontier.of(view.game().board()));
        return all.get(random.nextInt(all.size()));
    }
}
