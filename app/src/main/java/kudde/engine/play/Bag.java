package kudde.engine.play;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Random;
import kudde.engine.model.Token;
import kudde.engine.rules.RuleId;

/**
 * The cloth bag of sheep and wolf tokens (S11). Draws follow the scenario's script first, then
 * {@code new Random(seed)}: the bag is laid out 1, 2, 3, 4, wolves and the token at
 * {@code nextInt(size)} is taken (docs/scenario-format.md), so every resolution is reproducible.
 */
public final class Bag {
    private final int[] counts = new int[5];
    private final Deque<Token> script;
    private final long seed;
    private final List<Token> drawn = new ArrayList<>();
    private Random random;

    public Bag(int[] counts, List<Token> script, long seed) {
        System.arraycopy(counts, 0, this.counts, 0, 5);
        this.script = new ArrayDeque<>(script);
        this.seed = seed;
    }

    public int count(Token t) {
        return counts[t.ordinal()];
    }

    public int size() {
        int n = 0;
        for (int c : counts) {
            n += c;
        }
        return n;
    }

    public int[] counts() {
        return counts.clone();
    }

    /** Takes a token out of the bag. */
    public Token draw() {
        Token t = script.poll();
        if (t != null) {
            if (counts[t.ordinal()] == 0) {
                throw new IllegalTurn(RuleId.S11, "turn.bag.scriptedMissing", t.key());
            }
            counts[t.ordinal()]--;
            drawn.add(t);
            return t;
        }
        int size = size();
        if (size == 0) {
            throw new IllegalTurn(RuleId.S11, "turn.bag.empty");
        }
        if (random == null) {
            random = new Random(seed);
        }
        int i = random.nextInt(size);
        for (Token k : Token.ORDER) {
            if (i < counts[k.ordinal()]) {
                counts[k.ordinal()]--;
                drawn.add(k);
                return k;
            }
            i -= counts[k.ordinal()];
        }
        throw new IllegalStateException("bag count out of step");
    }

    /**
     * Every token drawn so far, in order: scripted as a bag's draws they replay the same game
     * (a game whose later turns are taken back goes on from there with draws of its own).
     */
    public List<Token> drawn() {
        return List.copyOf(drawn);
    }

    /**
     * Scripts one more draw, after those already scripted: for replaying a game whose draws are
     * learnt one turn at a time (an imported save decides each token from the bag as it is then).
     */
    public void script(Token t) {
        script.add(t);
    }

    public void putBack(Token t) {
        counts[t.ordinal()]++;
    }

    public void putBackSheep(List<Integer> sheep) {
        for (int s : sheep) {
            counts[s - 1]++;
        }
    }
}
