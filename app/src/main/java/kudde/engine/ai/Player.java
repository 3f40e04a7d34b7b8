package kudde.engine.ai;

/**
 * A computer player. It is shown its turn as a {@link View}, which holds nothing a person at the
 * table could not see (not the order of the tiles still to be drawn, not the tiles under the
 * hills, not the bag's next token), and answers with one legal move for the drawn tile.
 */
public interface Player {
    Move choose(View view);
}
