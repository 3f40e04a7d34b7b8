package kudde.tutor;

import java.util.ArrayList;
import java.util.List;
import kudde.engine.model.PlayerSetup;
import kudde.engine.play.BoardStory;
import kudde.engine.play.Message;

/**
 * What the board says in words at a position of a lesson, besides what stands on it
 * ({@link BoardStory#describe}): the points, and what the step changed from the position before.
 * A screen reader reads it with the board, and View ▸ Describe the board shows it.
 */
public final class BoardWords {
    private BoardWords() {
    }

    /** The points and the step's changes at {@code position} (or the set-up, {@link Timeline#START}). */
    public static List<Message> at(Timeline t, int position) {
        List<PlayerSetup> players = t.resolution().scenario().players();
        List<Message> out = new ArrayList<>();
        out.add(BoardStory.scores(players, t.snapshotAt(position).scores()));
        if (position != Timeline.START) {
            List<Message> changed = BoardStory.changes(players, t.boardAt(position - 1),
                    t.snapshotAt(position - 1).figures(), t.boardAt(position), t.snapshotAt(position).figures());
            if (!changed.isEmpty()) {
                out.add(Message.of("board.changes"));
                out.addAll(changed);
            }
        }
        return out;
    }

    /** Everything said of the board at {@code position}: what stands on it, the points, what changed. */
    public static List<Message> all(Timeline t, int position) {
        List<Message> out = new ArrayList<>(BoardStory.describe(t.resolution().scenario().players(),
                t.boardAt(position), t.snapshotAt(position).figures()));
        out.addAll(at(t, position));
        return out;
    }
}
