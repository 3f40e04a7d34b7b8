package kudde.ui.tutor;

import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import kudde.engine.board.Board;
import kudde.engine.model.FigureName;
import kudde.engine.model.Pos;
import kudde.lesson.StepDrawing;
import kudde.engine.play.Figure;
import kudde.tutor.StepNotes;
import kudde.tutor.Timeline;
import kudde.ui.doc.Edit;
import kudde.ui.doc.Edits;

/**
 * The author's comments and drawings at the tutor's steps (docs/authoring.md): where they come from
 * (the document, which may have changed only in them since the timeline was resolved, so no new
 * resolution is needed for a comment) and how the tutor changes them, when it may.
 */
final class AuthorNotes {
    private final TutorView view;
    private Consumer<Edit> edits;

    AuthorNotes(TutorView view) {
        this.view = view;
    }

    void setEditing(Consumer<Edit> apply) {
        edits = apply;
    }

    /** Whether the author's tools are on (the tutor may edit the document). */
    boolean editable() {
        return edits != null;
    }

    /** Applies an edit of the document, when the tutor may edit it; false when it may not. */
    boolean edit(Edit e) {
        if (edits == null) {
            return false;
        }
        edits.accept(e);
        return true;
    }

    Map<String, String> comment() {
        Timeline t = view.timeline();
        return t == null ? Map.of() : StepNotes.comment(t.resolution(), view.lesson(), t.index());
    }

    List<StepDrawing.Mark> marks() {
        Timeline t = view.timeline();
        return t == null ? List.of() : StepNotes.marks(t.resolution(), view.lesson(), t.index());
    }

    /**
     * The board's drawing gesture: a mark in {@code colour} drawn or taken away as one edit, or the
     * reason it is refused (said under the comment), or null when there is nothing to do.
     */
    String draw(StepDrawing.Kind kind, Pos at, Pos to, FigureName figure, StepDrawing.Colour colour) {
        Timeline t = view.timeline();
        if (t == null || edits == null || view.exerciseActive()) {
            return null;
        }
        if (figure != null && Figure.indexOf(t.snapshot().figures(), t.board(),
                t.resolution().scenario().players(), at, figure) < 0) {
            return view.texts().get("drawing.figureGone");
        }
        for (Pos p : to == null ? List.of(at) : List.of(at, to)) {
            if (!nearTile(t.board(), p)) {
                return view.texts().format("drawing.far", p.x(), p.y());
            }
        }
        edit(Edits.toggleMark(t.resolution(), t.index(), new StepDrawing.Mark(kind, colour, at, to, figure)));
        return null;
    }

    /** A file holds marks on a tile or next to one only. */
    private static boolean nearTile(Board b, Pos p) {
        for (int dx = -1; dx <= 1; dx++) {
            for (int dy = -1; dy <= 1; dy++) {
                if (b.tileAt(p.x() + dx, p.y() + dy) >= 0) {
                    return true;
                }
            }
        }
        return false;
    }
}
