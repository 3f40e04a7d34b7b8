package kudde.engine.play;

import java.util.ArrayList;
import java.util.List;
import kudde.engine.board.Board;
import kudde.engine.model.FigureSetup;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.model.TilePlacement;
import kudde.engine.tile.SegmentNames;

/**
 * The outcome of resolving a scenario: its steps in order and the final state. When a turn is
 * illegal, the steps up to it are kept and {@link #error()} says why.
 */
public final class Resolution {
    private final Scenario scenario;
    private final List<Step> steps;
    private final Snapshot end;
    private final List<TilePlacement> placements;
    private final IllegalTurn error;
    private final Board finalBoard;
    private final List<Refusal> refusals;

    Resolution(Scenario scenario, List<Step> steps, Snapshot end, List<TilePlacement> placements, Board finalBoard,
               IllegalTurn error, List<Refusal> refusals) {
        this.refusals = List.copyOf(refusals);
        this.scenario = scenario;
        this.steps = List.copyOf(steps);
        this.end = end;
        this.placements = List.copyOf(placements);
        this.finalBoard = finalBoard;
        this.error = error;
    }

    public Scenario scenario() {
        return scenario;
    }

    public List<Step> steps() {
        return steps;
    }

    /**
     * Index of the step a file names by turn and rule (a quiz question, a comment, a drawing): the
     * first (or nth) step of that turn applying the rule, as its main rule or among its others; -1
     * when there is none.
     */
    public int stepOf(kudde.engine.model.StepRef ref) {
        if (ref.setup() || ref.rule() == null) {
            return -1;  // the set-up comes before every step
        }
        int seen = 0;
        for (int i = 0; i < steps.size(); i++) {
            Step s = steps.get(i);
            if (s.turn() == ref.turn() && (s.rule() == ref.rule() || s.rules().contains(ref.rule()))
                    && ++seen == ref.nth()) {
                return i;
            }
        }
        return -1;
    }

    /** The state after the last turn (or after the last legal step). */
    public Snapshot end() {
        return end;
    }

    public IllegalTurn error() {
        return error;
    }

    public boolean ok() {
        return error == null;
    }

    /** The turns the file expects to be refused, in order, and what the rules made of each. */
    public List<Refusal> refusals() {
        return refusals;
    }

    /** Every tile placed, set-up tiles first, in order. */
    public List<TilePlacement> placements() {
        return placements;
    }

    /** The board at the end. Do not place tiles on it. */
    public Board finalBoard() {
        return finalBoard;
    }

    /** A board with the first {@code tileCount} placements, e.g. for a step's {@link Snapshot}. */
    public Board boardAt(int tileCount) {
        if (tileCount == placements.size()) {
            return finalBoard;
        }
        int segments = 0;
        for (int i = 0; i < tileCount; i++) {
            segments += placements.get(i).tile().segments().size();
        }
        Board b = new Board(tileCount + 4, segments + 16);
        for (int i = 0; i < tileCount; i++) {
            TilePlacement p = placements.get(i);
            b.place(p.oriented(), p.at().x(), p.at().y());
        }
        return b;
    }

    /** Figures of a snapshot as a scenario names them, with canonical locations (docs/scenario-format.md). */
    public List<FigureSetup> figuresAsSetup(Snapshot s) {
        List<FigureSetup> out = new ArrayList<>();
        for (Figure f : s.figures()) {
            out.add(asSetup(f));
        }
        return out;
    }

    public FigureSetup asSetup(Figure f) {
        Pos at = new Pos(f.x(), f.y());
        if (!f.kind().owned()) {
            return new FigureSetup(f.kind(), null, at, null, List.of());
        }
        TilePlacement p = placements.get(f.tile());
        String on = SegmentNames.canonical(p.oriented(), f.segment());
        return new FigureSetup(f.kind(), scenario.players().get(f.player()).id(), at, on, f.sheep());
    }
}
