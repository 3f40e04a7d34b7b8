package kudde.tutor;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.IntPredicate;
import kudde.engine.board.Board;
import kudde.engine.model.Scenario;
import kudde.engine.play.Highlight;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.engine.play.Snapshot;
import kudde.engine.play.Step;
import kudde.lesson.Lesson;

/**
 * The steps of one resolution and the one the user is looking at. Position {@link #START} is the
 * scenario as set up, before its first turn; position {@code i} is the state after step {@code i}.
 * Moving forward may be held up by a gate (a quiz question waiting before a step); the timeline then
 * stops just before that step and reports it as {@link #waitingAt()}.
 */
public final class Timeline {
    /** The position before the first step. */
    public static final int START = -1;

    private final Resolution resolution;
    /** The set-up steps of a lesson with no turn, worked out when first asked for. */
    private volatile List<Step> setUpSteps;
    private final Snapshot start;
    private final Map<Integer, Board> boards = new HashMap<>();
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private IntPredicate gate = step -> true;
    private int index = START;
    private int waitingAt = -1;
    private boolean before;

    public Timeline(Resolution resolution) {
        this.resolution = resolution;
        this.start = Resolver.setUp(resolution.scenario(), false).snapshot();
    }

    public Resolution resolution() {
        return resolution;
    }

    public List<Step> steps() {
        return resolution.steps();
    }

    public int size() {
        return resolution.steps().size();
    }

    /** The position shown: {@link #START} or a step index. */
    public int index() {
        return index;
    }

    /** The step shown, or null at the start. */
    public Step step() {
        return index == START ? null : steps().get(index);
    }

    /** The state shown: after the current step, or as set up. */
    public Snapshot snapshot() {
        return snapshotAt(index);
    }

    /** The state after step {@code i}; {@link #START} gives the set-up position. */
    public Snapshot snapshotAt(int i) {
        return i == START ? start : steps().get(i).after();
    }

    /** The board as it was at the current position (tiles are only added, so a prefix of the placements). */
    public Board board() {
        return boardAt(index);
    }

    public Board boardAt(int i) {
        int tiles = snapshotAt(i).tileCount();
        return boards.computeIfAbsent(tiles, resolution::boardAt);
    }

    /** What the current step is about; nothing at the start. */
    public Highlight highlight() {
        Step s = step();
        return s == null ? Highlight.NONE : s.highlight();
    }

    /** Whether the board shows the position before the current step instead of after it. */
    public boolean showingBefore() {
        return before && index != START;
    }

    /** Flips between the position before and after the current step (nothing at the start). */
    public void toggleBefore() {
        setBefore(!showingBefore());
    }

    public void setBefore(boolean on) {
        boolean b = on && index != START;
        if (b != before) {
            before = b;
            fire();
        }
    }

    /** What the board shows now: after the current step, or before it while toggled. */
    public Stage stage() {
        return showingBefore() ? Stage.before(this, index) : Stage.of(this, index, highlight());
    }

    /**
     * What the tutor says before the first step of {@code lesson}, per language: the lesson's goal, which never gives
     * the outcome away; a file without one (older lessons, the user's own) gives its description.
     */
    public static Map<String, String> opening(Lesson lesson) {
        return lesson.goal().isEmpty() ? lesson.description() : lesson.goal();
    }

    /**
     * What the set-up itself means where the lesson plays no turn (an exercise's position): the
     * engine's set-up steps (S8, a shepherd on a closed field), which a lesson with turns tells as
     * its first steps. Empty otherwise.
     */
    public List<Step> setUpSteps() {
        if (setUpSteps == null) {
            setUpSteps = Resolver.setUpSteps(resolution.scenario());
        }
        return setUpSteps;
    }

    /**
     * What the tutor says once the last step is shown, per language: {@code lesson}'s takeaway (what it
     * showed, with the outcome). Empty before the end, so that it cannot answer a question early.
     */
    public Map<String, String> closing(Lesson lesson) {
        return atEnd() && !atStart() ? lesson.takeaway() : Map.of();
    }

    /**
     * Steps the timeline may not enter yet (a quiz question before them). The gate is asked each
     * time the timeline would move onto a step it has not been allowed onto.
     */
    public void setGate(IntPredicate mayEnter) {
        this.gate = mayEnter == null ? step -> true : mayEnter;
        fire();
    }

    /** The step the timeline stopped before because the gate held it, or -1. */
    public int waitingAt() {
        return waitingAt;
    }

    public boolean atStart() {
        return index == START;
    }

    public boolean atEnd() {
        return index == size() - 1 || size() == 0;
    }

    /** One step on; false when at the end or held by the gate. */
    public boolean forward() {
        return select(index + 1);
    }

    public boolean back() {
        return select(index - 1);
    }

    public boolean home() {
        return select(START);
    }

    /** To the last step, or to the first step the gate holds. */
    public boolean end() {
        return select(size() - 1);
    }

    /**
     * Shows position {@code target}. Moving forward passes every step on the way through the gate
     * and stops before the first one it holds. Returns whether the position changed.
     */
    public boolean select(int target) {
        int t = Math.max(START, Math.min(target, size() - 1));
        int reached = t;
        int held = -1;
        for (int i = index + 1; i <= t; i++) {
            if (!gate.test(i)) {
                reached = i - 1;
                held = i;
                break;
            }
        }
        boolean moved = reached != index;
        boolean waitChanged = held != waitingAt;
        if (moved) {
            before = false;  // another step: it opens on its outcome
        }
        index = reached;
        waitingAt = held;
        if (moved || waitChanged) {
            fire();
        }
        return moved;
    }

    public void addListener(Runnable l) {
        listeners.add(l);
    }

    public void removeListener(Runnable l) {
        listeners.remove(l);
    }

    private void fire() {
        for (Runnable l : listeners) {
            l.run();
        }
    }
}
