package kudde.ui.doc;

import java.util.ArrayDeque;
import java.util.Deque;
import kudde.lesson.Lesson;

/**
 * Undo and redo as a list of done edits and a stack of undone ones (as JOSM's
 * UndoRedoHandler): each entry keeps the scenario before and after, so undo is exact however
 * the edit was computed. Unlimited within a session; a new edit clears the redo stack.
 */
public final class History {
    /** One done edit. */
    public record Entry(String nameKey, Lesson before, Lesson after) {
    }

    private final Deque<Entry> done = new ArrayDeque<>();
    private final Deque<Entry> undone = new ArrayDeque<>();

    public void push(Entry e) {
        done.push(e);
        undone.clear();
    }

    public boolean canUndo() {
        return !done.isEmpty();
    }

    public boolean canRedo() {
        return !undone.isEmpty();
    }

    /** The edit Undo would take back, or null. */
    public Entry nextUndo() {
        return done.peek();
    }

    public Entry nextRedo() {
        return undone.peek();
    }

    Entry undo() {
        Entry e = done.pop();
        undone.push(e);
        return e;
    }

    Entry redo() {
        Entry e = undone.pop();
        done.push(e);
        return e;
    }

    void clear() {
        done.clear();
        undone.clear();
    }

    public int size() {
        return done.size();
    }
}
